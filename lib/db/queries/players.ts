import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import type { NormalizedPlayer } from "@/lib/domain/league";
import { mergePlayerRowsTx, rowsToMerge } from "./player-merge";
import {
  canonicalFirst,
  ID_COLUMNS,
  ID_FIELDS,
  type IdField,
  type IdKey,
  type PlayerRow,
  type Tx,
} from "./player-rows";

const playerFields = (p: NormalizedPlayer) => ({
  fullName: p.fullName,
  position: p.position,
  nflTeam: p.nflTeam,
  jersey: p.jersey ?? null,
  imageUrl: p.imageUrl ?? null,
  injuryStatus: p.injuryStatus ?? null,
  eligibleSlots: p.eligibleSlots ?? [],
  percentOwned: p.ownership?.percentOwned ?? null,
  percentStarted: p.ownership?.percentStarted ?? null,
  percentChange: p.ownership?.percentChange ?? null,
  averageDraftPosition: p.ownership?.averageDraftPosition ?? null,
  auctionValue: p.ownership?.auctionValue ?? null,
  auctionValueChange: p.ownership?.auctionValueChange ?? null,
});

const idsOf = (p: NormalizedPlayer) => Object.entries(p.ids).filter(([, v]) => v) as [IdKey, string][];

// Canonical players: one row per real person, whichever platform named them. A provider player is matched on
// any id it carries (GSIS, Sleeper, ESPN, Yahoo, NFL.com); when his ids point at two rows, those are one person
// stored twice and are merged first (player-merge.ts); failing any id, he is matched on his name and position (see
// nameMatcher); new ids are added to the match, unknown players are created. Returns provider externalId →
// Player.id. Runs inside the sync transaction (tx only).
export async function upsertPlayersTx(tx: Tx, players: NormalizedPlayer[]): Promise<Map<string, string>> {
  const wanted: Record<IdField, string[]> = { gsisId: [], sleeperId: [], espnId: [], yahooId: [], nflcomId: [] };
  for (const p of players) for (const [k, v] of idsOf(p)) wanted[ID_FIELDS[k]].push(v);
  const or = (Object.entries(wanted) as [IdField, string[]][])
    .filter(([, v]) => v.length)
    .map(([f, v]) => ({ [f]: { in: v } }));
  const found: PlayerRow[] = or.length ? await tx.player.findMany({ where: { OR: or } }) : [];
  const foundById = new Map<string, PlayerRow>();
  for (const row of found) for (const f of ID_COLUMNS) if (row[f]) foundById.set(`${f}:${row[f]}`, row);
  const idHits = (p: NormalizedPlayer) => [
    ...new Set(idsOf(p).flatMap(([k, v]) => foundById.get(`${ID_FIELDS[k]}:${v}`) ?? [])),
  ];
  const merged = await mergePlayerRowsTx(tx, rowsToMerge(players.map(idHits)));
  const byId = new Map<string, PlayerRow>();
  for (const [key, row] of foundById) byId.set(key, merged.get(row.id) ?? row);
  const idMatch = (p: NormalizedPlayer) =>
    idsOf(p)
      .map(([k, v]) => byId.get(`${ID_FIELDS[k]}:${v}`))
      .find(Boolean);
  const unmatched = players.filter((p) => !idMatch(p));
  const byName = unmatched.length ? await nameMatcher(tx, unmatched) : () => undefined;

  const result = new Map<string, string>();
  const toCreate: Prisma.PlayerCreateManyInput[] = [];
  const toUpdate = new Map<string, ReturnType<typeof playerFields> & Partial<Record<IdField, string>>>();
  for (const p of players) {
    const ids = idsOf(p);
    const match = idMatch(p) ?? byName(p);
    const fields = playerFields(p);
    if (!match) {
      const row = { id: crypto.randomUUID(), ...fields, ...Object.fromEntries(ids.map(([k, v]) => [ID_FIELDS[k], v])) };
      toCreate.push(row);
      for (const [k, v] of ids) byId.set(`${ID_FIELDS[k]}:${v}`, row as unknown as PlayerRow);
      result.set(p.externalId, row.id);
      continue;
    }
    result.set(p.externalId, match.id);
    // Only ids not already claimed by another row may be added (the columns are unique).
    const newIds = Object.fromEntries(
      ids
        .filter(([k, v]) => !match[ID_FIELDS[k]] && !byId.has(`${ID_FIELDS[k]}:${v}`))
        .map(([k, v]) => [ID_FIELDS[k], v]),
    );
    const changed =
      Object.keys(newIds).length > 0 ||
      (Object.keys(fields) as (keyof typeof fields)[]).some(
        (k) => JSON.stringify(fields[k]) !== JSON.stringify(match[k]),
      );
    if (changed) toUpdate.set(match.id, { ...fields, ...newIds });
  }
  if (toCreate.length) await tx.player.createMany({ data: toCreate });
  if (toUpdate.size) await updatePlayersTx(tx, toUpdate);
  return result;
}

// A host that sends only its own player ids (Yahoo does) meets the players the NFL data and the other hosts
// created through the name: the row of that name and position (the one on his NFL team when several share it), if
// its id for that host is still empty. Names meet on the stored search key (fgm_search_key: no case, accents or
// punctuation) without a generational suffix ("Kenneth Walker III" and "Kenneth Walker"). A defense is its NFL
// team. Anything less certain stays a new player.
async function nameMatcher(
  tx: Tx,
  players: NormalizedPlayer[],
): Promise<(p: NormalizedPlayer) => PlayerRow | undefined> {
  const wantedKey = (p: NormalizedPlayer) =>
    p.position === "DST" ? `DST:${p.nflTeam ?? ""}` : `${p.position}:${p.fullName}`;
  const byKey = new Map<string, PlayerRow[]>();
  for (const { wanted, ...row } of await nameCandidates(tx, players))
    byKey.set(wanted, [...(byKey.get(wanted) ?? []), row]);
  // Rows of one name, position and team are one person stored twice that no host has yet proved one (by carrying
  // both rows' ids): the weekly-stats job's row (ESPN id) beside the bundled pool's (GSIS id), until a Sleeper
  // sync merges them. The canonical one is picked, as a merge would keep it.
  const order = await canonicalFirst(tx, [...byKey.values()].filter((rows) => rows.length > 1).flat());
  const claimed = new Set<string>();
  return (p) => {
    const named = byKey.get(wantedKey(p)) ?? [];
    const onTeam = named.filter((row) => row.nflTeam === p.nflTeam);
    const candidates = onTeam.length ? onTeam : named;
    const pick = new Set(candidates.map((row) => row.nflTeam)).size === 1 ? [...candidates].sort(order)[0] : undefined;
    const free =
      pick &&
      !claimed.has(pick.id) &&
      Object.entries(p.ids).every(([id, value]) => !value || !pick[ID_FIELDS[id as IdKey]]);
    if (!free || (p.position === "DST" && !p.nflTeam)) return undefined;
    claimed.add(pick.id);
    return pick;
  };
}

const SUFFIXES = ["jr", "sr", "ii", "iii", "iv", "v"];

// The rows that can be a batch's players by name, in one query: for each wanted name and position the rows whose
// search key is the name's, with or without a suffix; for each defense the rows of its team. Each row comes with the
// key the matcher looks it up by. The keys are collected once (ANY(ARRAY(…))) so the planner looks them up on the
// B-tree index of "searchName" instead of scanning the table.
async function nameCandidates(tx: Tx, players: NormalizedPlayer[]): Promise<(PlayerRow & { wanted: string })[]> {
  const people = players.filter((p) => p.position !== "DST");
  const teams = players.flatMap((p) => (p.position === "DST" && p.nflTeam ? [p.nflTeam] : []));
  return tx.$queryRaw`
    WITH wanted AS (
      SELECT DISTINCT name, position, key FROM (
        SELECT name, position, regexp_replace(fgm_search_key(name), ${`( (${SUFFIXES.join("|")}))+$`}, '') AS key
        FROM unnest(${people.map((p) => p.fullName)}::text[], ${people.map((p) => p.position)}::text[])
          AS w(name, position)
      ) k WHERE key <> ''
    ), keys AS (
      SELECT key || s AS "searchName", key FROM (SELECT DISTINCT key FROM wanted) k,
        unnest(ARRAY['', ${Prisma.join(SUFFIXES.map((s) => ` ${s}`))}]) AS s
    )
    SELECT w.position || ':' || w.name AS wanted, p.*
    FROM "Player" p JOIN keys k ON k."searchName" = p."searchName"
      JOIN wanted w ON w.key = k.key AND w.position = p.position
    WHERE p."searchName" = ANY(ARRAY(SELECT "searchName" FROM keys))
    ${teams.length ? defensesOf(teams) : Prisma.empty}`;
}

const defensesOf = (teams: string[]) => Prisma.sql`UNION ALL
  SELECT 'DST:' || p."nflTeam", p.* FROM "Player" p WHERE p.position = 'DST' AND p."nflTeam" = ANY(${teams}::text[])`;

// The changed rows in one statement (a first import may change hundreds; one UPDATE each dominated the sync).
// An id column only gains a value (COALESCE keeps the row's own id), as the per-row update did.
async function updatePlayersTx(
  tx: Tx,
  rows: Map<string, ReturnType<typeof playerFields> & Partial<Record<IdField, string>>>,
) {
  const json = JSON.stringify([...rows].map(([id, row]) => ({ id, ...row })));
  await tx.$executeRaw`
    UPDATE "Player" AS p SET
      "fullName" = v."fullName", "position" = v."position", "nflTeam" = v."nflTeam", "jersey" = v."jersey",
      "imageUrl" = v."imageUrl", "injuryStatus" = v."injuryStatus", "eligibleSlots" = v."eligibleSlots",
      "percentOwned" = v."percentOwned", "percentStarted" = v."percentStarted", "percentChange" = v."percentChange",
      "averageDraftPosition" = v."averageDraftPosition", "auctionValue" = v."auctionValue",
      "auctionValueChange" = v."auctionValueChange",
      "gsisId" = COALESCE(p."gsisId", v."gsisId"), "sleeperId" = COALESCE(p."sleeperId", v."sleeperId"),
      "espnId" = COALESCE(p."espnId", v."espnId"), "yahooId" = COALESCE(p."yahooId", v."yahooId"),
      "nflcomId" = COALESCE(p."nflcomId", v."nflcomId"), "updatedAt" = now() AT TIME ZONE 'UTC'
    FROM jsonb_to_recordset(${json}::jsonb) AS v(
      id text, "fullName" text, "position" text, "nflTeam" text, "jersey" integer, "imageUrl" text, "injuryStatus" text,
      "eligibleSlots" text[], "percentOwned" double precision, "percentStarted" double precision,
      "percentChange" double precision, "averageDraftPosition" double precision, "auctionValue" double precision,
      "auctionValueChange" double precision, "gsisId" text, "sleeperId" text, "espnId" text, "yahooId" text,
      "nflcomId" text)
    WHERE p.id = v.id`;
}

export async function getPlayer({ playerId }: { playerId: string }) {
  return db.player.findUnique({ where: { id: playerId } });
}

/**
 * Ownership across the app's own leagues: for each player, the share (0–100) of the season's leagues with rosters
 * in `week` that roster him. Used where the host sends no ownership figure of its own.
 */
export async function leagueOwnership({ season, week }: { season: number; week: number }): Promise<{
  leagues: number;
  share: Map<string, number>;
}> {
  const slots = await db.rosterSlot.findMany({
    where: { week, playerId: { not: null }, team: { league: { season } } },
    select: { playerId: true, team: { select: { leagueId: true } } },
  });
  const leagues = new Set(slots.map((s) => s.team.leagueId));
  const byPlayer = new Map<string, Set<string>>();
  for (const s of slots) {
    if (!s.playerId) continue;
    const held = byPlayer.get(s.playerId) ?? new Set<string>();
    held.add(s.team.leagueId);
    byPlayer.set(s.playerId, held);
  }
  const share = new Map([...byPlayer].map(([id, held]) => [id, (100 * held.size) / leagues.size]));
  return { leagues: leagues.size, share };
}

// The canonical Player row the pages and AI tools work from: its ids, injury status and ownership.
const playerRefSelect = {
  id: true,
  gsisId: true,
  nflcomId: true,
  espnId: true,
  fullName: true,
  position: true,
  nflTeam: true,
  injuryStatus: true,
  percentOwned: true,
  percentChange: true,
} satisfies Prisma.PlayerSelect;

/** The rows of pool players, matched on their GSIS or (for the few without one) NFL.com id. */
export async function findPlayersByPoolIds({ gsisIds, nflcomIds }: { gsisIds: string[]; nflcomIds: string[] }) {
  if (gsisIds.length === 0 && nflcomIds.length === 0) return [];
  return db.player.findMany({
    where: { OR: [{ gsisId: { in: gsisIds } }, { nflcomId: { in: nflcomIds } }] },
    select: playerRefSelect,
  });
}

export async function findPlayerById({ playerId }: { playerId: string }) {
  return db.player.findUnique({ where: { id: playerId }, select: playerRefSelect });
}

export async function getPlayersByIds({ ids }: { ids: string[] }) {
  if (ids.length === 0) return [];
  return db.player.findMany({ where: { id: { in: ids } }, select: playerRefSelect });
}

// A player and, when one of the league's teams rosters him this season, that latest roster slot
// (droppable / trade-locked flags come from the platform per slot).
export async function getPlayerForCard({ playerId, leagueId }: { playerId: string; leagueId: string }) {
  const player = await db.player.findUnique({ where: { id: playerId } });
  if (!player) return null;
  const slot = await db.rosterSlot.findFirst({
    where: { playerId, team: { leagueId } },
    orderBy: { week: "desc" },
    select: { droppable: true, tradeLocked: true, slot: true, week: true, projectedPoints: true, actualPoints: true },
  });
  return { player, slot };
}
