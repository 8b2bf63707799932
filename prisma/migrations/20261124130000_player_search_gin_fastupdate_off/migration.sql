-- Player search: no GIN pending list on the trigram index. With fastupdate on, rows a sync inserts wait in the
-- pending list until a vacuum, which PGlite never runs on its own: every search scanned that list (12,000 fresh
-- rows: 20-30 ms per index scan instead of under 1 ms), and its cost made the planner pick a sequential scan that
-- computes word_similarity on every row (~55 ms). Inserts now update the index directly.
ALTER INDEX "Player_searchName_idx" SET (fastupdate = off);
SELECT gin_clean_pending_list('"Player_searchName_idx"'::regclass);
