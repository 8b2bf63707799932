-- When the league's last sync attempt ended, whether it stored the league or failed: a sync is running while it
-- started after that. A failed attempt no longer looks like one still running.
ALTER TABLE "League" ADD COLUMN "syncEndedAt" TIMESTAMP(3);
