-- CreateTable
CREATE TABLE "SourceProjection" (
    "source" TEXT NOT NULL,
    "season" INTEGER NOT NULL,
    "week" INTEGER NOT NULL,
    "playerKey" TEXT NOT NULL,
    "position" TEXT NOT NULL,
    "team" TEXT,
    "stats" JSONB NOT NULL,

    CONSTRAINT "SourceProjection_pkey" PRIMARY KEY ("source","season","week","playerKey")
);

-- CreateIndex
CREATE INDEX "SourceProjection_season_week_idx" ON "SourceProjection"("season", "week");
