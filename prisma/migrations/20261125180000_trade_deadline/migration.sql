-- The last NFL week in which a league's trades go through, as its host sets it (null = none or not said).
ALTER TABLE "League" ADD COLUMN "tradeDeadlineWeek" INTEGER;
