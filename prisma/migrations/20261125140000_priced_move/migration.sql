-- A league state's simulations (base odds and priced moves), computed once and read by every screen
CREATE TABLE "PricedMove" (
    "id" TEXT NOT NULL,
    "leagueId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "move" TEXT NOT NULL,
    "result" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PricedMove_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PricedMove_leagueId_state_move_key" ON "PricedMove"("leagueId", "state", "move");

ALTER TABLE "PricedMove" ADD CONSTRAINT "PricedMove_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;
