-- When a league processes waiver claims (lib/domain/waiver-run.ts), null when the host does not say
ALTER TABLE "League" ADD COLUMN "waiverRun" JSONB;
