// Canonical texts of moves, the key a priced move is stored under for a league state: the same move asked on any
// screen (in any order of players) is one key and so one stored price.
import type { ForcedResult, TradeProposal } from "@/lib/engine";

const ids = (list: readonly string[]) => [...list].sort().join("+");

export const lineupMoveKey = (teamId: string, week: number, start: string, sit: string) =>
  `lineup:${teamId}:${week}:${start}>${sit}`;

export const claimMoveKey = (teamId: string, add: readonly string[], drop: readonly string[]) =>
  `claim:${teamId}:${ids(add)}:${ids(drop)}`;

export const tradeMoveKey = (t: TradeProposal) =>
  `trade:${t.teamId}:${t.partnerId}:${ids(t.give)}:${ids(t.receive)}` +
  (t.drop?.length || t.partnerDrop?.length ? `:drop:${ids(t.drop ?? [])}:${ids(t.partnerDrop ?? [])}` : "");

export const whatIfMoveKey = (forced: readonly ForcedResult[]) =>
  `what-if:${forced
    .map((f) => `${f.week}.${f.home}.${f.away}.${f.result}`)
    .sort()
    .join("+")}`;
