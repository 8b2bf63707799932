-- Player search (/players, command palette): a trigram index on the normalized name.
-- pg_trgm ships with PostgreSQL's contrib and with PGlite (scripts/embedded-db.mjs loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- "Ja'Marr Chase" → "jamarr chase", "Amon-Ra St. Brown" → "amon ra st brown", "José" → "jose".
-- IMMUTABLE (translate, not unaccent, which is only STABLE) so queries can call it on their input too.
CREATE OR REPLACE FUNCTION fgm_search_key(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(
    translate(lower(coalesce(t, '')),
      'áàâäãåāăąçćčďđéèêëēėęěğíìîïīįıłñńňóòôöõøōőřśšşťúùûüūůűųýÿźżž',
      'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnoooooooorssstuuuuuuuuyyzzz'),
    '[''’`.]', '', 'g'), '[^a-z0-9]+', ' ', 'g'), '\s+', ' ', 'g'))
$$;

-- A stored key, kept by a trigger, so searches never recompute it per row (three regexps per name cost
-- ~40 µs in PGlite). Writers never set it. Prisma's migration runner splits the script at every semicolon,
-- even inside quotes, so the trigger body spells them \x3B in an escape string.
ALTER TABLE "Player" ADD COLUMN "searchName" TEXT NOT NULL DEFAULT '';

CREATE OR REPLACE FUNCTION fgm_player_search_name() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN NEW."searchName" := fgm_search_key(NEW."fullName")\x3B RETURN NEW\x3B END';

CREATE TRIGGER "Player_searchName_trg" BEFORE INSERT OR UPDATE ON "Player"
FOR EACH ROW EXECUTE FUNCTION fgm_player_search_name();

UPDATE "Player" SET "searchName" = fgm_search_key("fullName");

CREATE INDEX "Player_searchName_idx" ON "Player" USING GIN ("searchName" gin_trgm_ops);

-- Notifications
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "leagueId" TEXT,
    "teamId" TEXT,
    "playerId" TEXT,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "href" TEXT,
    "dedupeKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readAt" TIMESTAMP(3),

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Notification_userId_dedupeKey_key" ON "Notification"("userId", "dedupeKey");
CREATE INDEX "Notification_userId_createdAt_idx" ON "Notification"("userId", "createdAt");
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
