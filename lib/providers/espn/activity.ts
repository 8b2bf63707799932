// ESPN league activity (`…/leagues/{id}/communication/?view=kona_league_communication`) → NormalizedTransaction[].
// Each topic is one transaction; its messages are the moves. Message types (espn-api ACTIVITY_MAP, checked on the
// recorded 2019 league): 178 free-agent add, 180 waiver add (FAAB bid in `from`), 179/181 drop (team in `to`),
// 239 drop (team in `for`), 244 trade (player moves from team `from` to team `to`).
import { z } from "zod";
import type { NormalizedTransaction } from "@/lib/domain/league";
import { weekOfDate } from "@/lib/nfl/season";

const num = z.number();
const messageSchema = z.object({
  messageTypeId: num,
  targetId: num,
  to: num.nullish(),
  from: num.nullish(),
  for: num.nullish(),
  date: num.nullish(),
});
const topicSchema = z.object({
  id: z.string(),
  date: num,
  type: z.string().nullish(),
  isDeleted: z.boolean().nullish(),
  messages: z.array(messageSchema).nullish(),
});
export const espnActivityViewSchema = z.object({ topics: z.array(topicSchema) });
export type EspnActivityView = z.output<typeof espnActivityViewSchema>;

export const ESPN_ACTIVITY_TYPES = { faAdd: 178, waiverAdd: 180, drops: [179, 181, 239], trade: 244 } as const;
const MESSAGE_TYPES = [178, 180, 179, 239, 181, 244];

// The filter ESPN expects on this view (as espn-api sends it): transaction topics, newest first.
export function espnActivityFilter(limit = 100): string {
  return JSON.stringify({
    topics: {
      filterType: { value: ["ACTIVITY_TRANSACTIONS"] },
      limit,
      limitPerMessageSet: { value: 25 },
      offset: 0,
      sortMessageDate: { sortPriority: 1, sortAsc: false },
      sortFor: { sortPriority: 2, sortAsc: false },
      filterIncludeMessageTypeIds: { value: MESSAGE_TYPES },
    },
  });
}

type TxType = NormalizedTransaction["type"];
// A topic with a trade is a trade; with a waiver claim, a waiver; otherwise a free-agent move.
const RANK: Record<TxType, number> = { commissioner: 0, free_agent: 1, waiver: 2, trade: 3 };
const stronger = (current: TxType | null, next: TxType): TxType =>
  current && RANK[current] >= RANK[next] ? current : next;

// ESPN uses 0 and -1 for "no team" (free agency, the league itself).
const teamId = (value: number | null | undefined): string | null => (value != null && value > 0 ? String(value) : null);

export function espnTransactions(
  view: EspnActivityView,
  options: { season: number; faab: boolean },
): NormalizedTransaction[] {
  const transactions: NormalizedTransaction[] = [];
  for (const topic of view.topics) {
    if (topic.isDeleted || (topic.type && topic.type !== "ACTIVITY_TRANSACTIONS")) continue;
    const adds: Record<string, string> = {};
    const drops: Record<string, string> = {};
    const teams = new Set<string>();
    let kind: TxType | null = null;
    let faabBid: number | null = null;
    for (const m of topic.messages ?? []) {
      const player = String(m.targetId);
      const id = m.messageTypeId;
      if (id === ESPN_ACTIVITY_TYPES.faAdd || id === ESPN_ACTIVITY_TYPES.waiverAdd) {
        const to = teamId(m.to);
        if (!to) continue;
        adds[player] = to;
        teams.add(to);
        kind = stronger(kind, id === ESPN_ACTIVITY_TYPES.waiverAdd ? "waiver" : "free_agent");
        if (id === ESPN_ACTIVITY_TYPES.waiverAdd && options.faab && m.from != null && m.from >= 0) faabBid = m.from;
      } else if ((ESPN_ACTIVITY_TYPES.drops as readonly number[]).includes(id)) {
        const team = teamId(id === 239 ? m.for : m.to);
        if (!team) continue;
        drops[player] = team;
        teams.add(team);
        // A drop on its own is a move to free agency, as Sleeper reports it.
        kind = stronger(kind, "free_agent");
      } else if (id === ESPN_ACTIVITY_TYPES.trade) {
        const to = teamId(m.to);
        const from = teamId(m.from);
        if (to) adds[player] = to;
        if (from) drops[player] = from;
        for (const t of [to, from]) if (t) teams.add(t);
        if (to || from) kind = stronger(kind, "trade");
      }
    }
    if (!kind || teams.size === 0) continue;
    const occurredAt = new Date(topic.date);
    transactions.push({
      externalId: topic.id,
      type: kind,
      // The activity feed only shows moves that went through.
      status: "complete",
      week: weekOfDate(occurredAt, options.season),
      teamExternalIds: [...teams].sort((a, b) => Number(a) - Number(b)),
      adds,
      drops,
      faabBid: kind === "waiver" ? faabBid : null,
      occurredAt,
    });
  }
  return transactions;
}
