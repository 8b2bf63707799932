import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import type { NormalizedPlayer } from "@/lib/domain/league";
import { normalizeName } from "@/lib/domain/player-name";

type Tx = Prisma.TransactionClient;
const ID_FIELDS = {
  gsis: "gsisId",
  sleeper: "sleeperId",
  espn: "espnId",
  yahoo: "yahooId",
  nflcom: "nflcomId",
} as const;
type IdKey = keyof typeof ID_FIELDS;
type IdField = (typeof ID_FIELDS)[IdKey];

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

type Existing = Prisma.PlayerGetPayload<object>;

// Canonical players: one row per real person, whichever platform named them. A provider player is matched on
// any id it carries (GSIS, Sleeper, ESPN, Yahoo, NFL.com); failing that, on his name and position (see
// nameMatcher); new ids are added to the match, unknown players are created. Returns provider externalId →
// Player.id. Runs inside the sync transaction (tx only).
export async function upsertPlayersTx(tx: Tx, players: NormalizedPlayer[]): Promise<Map<string, string>> {
  const wanted: Record<IdField, string[]> = { gsisId: [], sleeperId: [], espnId: [], yahooId: [], nflcomId: [] };
  for (const p of players) for (const [k, v] of Object.entries(p.ids)) if (v) wanted[ID_FIELDS[k as IdKey]].push(v);
  const or = (Object.entries(wanted) as [IdField, string[]][])
    .filter(([, v]) => v.length)
    .map(([f, v]) => ({ [f]: { in: v } }));
  const existing: Existing[] = or.length ? await tx.player.findMany({ where: { OR: or } }) : [];
  const byId = new Map<string, Existing>();
  for (const row of existing) for (const f of Object.values(ID_FIELDS)) if (row[f]) byId.set(`${f}:${row[f]}`, row);
  const idMatch = (p: NormalizedPlayer) =>
    Object.entries(p.ids)
      .filter(([, v]) => v)
      .map(([k, v]) => byId.get(`${ID_FIELDS[k as IdKey]}:${v}`))
      .find(Boolean);
  const unmatched = players.filter((p) => !idMatch(p));
  const byName = unmatched.length ? await nameMatcher(tx, unmatched) : () => undefined;

  const result = new Map<string, string>();
  const toCreate: Prisma.PlayerCreateManyInput[] = [];
  const toUpdate = new Map<string, ReturnType<typeof playerFields> & Partial<Record<IdField, string>>>();
  for (const p of players) {
    const ids = Object.entries(p.ids).filter(([, v]) => v) as [IdKey, string][];
    const match = idMatch(p) ?? byName(p);
    const fields = playerFields(p);
    if (!match) {
      const row = { id: crypto.randomUUID(), ...fields, ...Object.fromEntries(ids.map(([k, v]) => [ID_FIELDS[k], v])) };
      toCreate.push(row);
      for (const [k, v] of ids) byId.set(`${ID_FIELDS[k]}:${v}`, row as unknown as Existing);
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
// its id for that host is still empty. A defense is its NFL team. Anything less certain stays a new player.
const idCount = (row: Existing) => Object.values(ID_FIELDS).filter((f) => row[f]).length;

async function nameMatcher(
  tx: Tx,
  players: NormalizedPlayer[],
): Promise<(p: NormalizedPlayer) => Existing | undefined> {
  const positions = [...new Set(players.map((p) => p.position))];
  const rows = await tx.player.findMany({ where: { position: { in: positions } } });
  const key = (name: string, position: string) => `${position}:${normalizeName(name)}`;
  const byKey = new Map<string, Existing[]>();
  for (const row of rows) {
    const k = row.position === "DST" ? `DST:${row.nflTeam ?? ""}` : key(row.fullName, row.position);
    byKey.set(k, [...(byKey.get(k) ?? []), row]);
  }
  const split = [...byKey.values()].filter((rows) => rows.length > 1).flat();
  const seasons = split.length
    ? await tx.playerWeek.groupBy({
        by: ["playerId"],
        where: { playerId: { in: split.map((row) => row.id) } },
        _max: { season: true },
      })
    : [];
  const newestSeason = new Map(seasons.map((s) => [s.playerId, s._max.season ?? 0]));
  const claimed = new Set<string>();
  return (p) => {
    const k = p.position === "DST" ? `DST:${p.nflTeam ?? ""}` : key(p.fullName, p.position);
    const named = byKey.get(k) ?? [];
    const onTeam = named.filter((row) => row.nflTeam === p.nflTeam);
    const candidates = onTeam.length ? onTeam : named;
    // Rows of one name, position and team are one person an earlier import split in two (the demo's season and the
    // live one): the row the newest season's weekly data hangs on, then the one with most ids.
    const pick =
      new Set(candidates.map((row) => row.nflTeam)).size === 1
        ? [...candidates].sort(
            (a, b) => (newestSeason.get(b.id) ?? 0) - (newestSeason.get(a.id) ?? 0) || idCount(b) - idCount(a),
          )[0]
        : undefined;
    const free =
      pick &&
      !claimed.has(pick.id) &&
      Object.entries(p.ids).every(([id, value]) => !value || !pick[ID_FIELDS[id as IdKey]]);
    if (!free || (p.position === "DST" && !p.nflTeam)) return undefined;
    claimed.add(pick.id);
    return pick;
  };
}

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

export async function findPlayersByGsisIds({ gsisIds }: { gsisIds: string[] }) {
  if (gsisIds.length === 0) return [];
  return db.player.findMany({ where: { gsisId: { in: gsisIds } }, select: playerRefSelect });
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
