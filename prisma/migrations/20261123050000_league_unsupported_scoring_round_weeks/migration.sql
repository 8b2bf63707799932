-- Scoring rules the provider adapters could not map (never dropped silently), and the weeks each playoff round lasts.
ALTER TABLE "League" ADD COLUMN "unsupportedScoring" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "League" ADD COLUMN "playoffRoundWeeks" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
