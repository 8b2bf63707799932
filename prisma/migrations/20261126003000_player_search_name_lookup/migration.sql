-- The name match of a sync (lib/db/queries/players.ts) looks names up by their exact search key. The trigram index
-- answers `=` too, but slowly: common trigrams ("son", "jam") make each lookup ~10 ms. A B-tree answers in µs.
CREATE INDEX "Player_searchName_lookup_idx" ON "Player"("searchName");
