// Number and name formatting shared by the analyst's writers (one decimal for points, whole percents).
import type { PlayerRef, WeekProjection } from "@/lib/ai/tools/types";

// The number formats are lib/rules/format's, under the writers' short names.
export {
  oneDecimal as pts,
  wholePercent as pct,
  signedPercentPoints as signedPct,
  oddsChange,
  possessive,
} from "@/lib/rules/format";
import { oneDecimal as pts } from "@/lib/rules/format";
import { injuryWords } from "@/lib/rules/injury";

/** "if you win out" → "If you win out". */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function who(p: PlayerRef): string {
  return `${p.name} (${p.position}${p.nflTeam ? `, ${p.nflTeam}` : ""})`;
}

export function injuryNote(p: PlayerRef): string {
  const status = p.injuryStatus?.toUpperCase();
  if (!status || status === "ACTIVE") return "";
  return ` — listed ${injuryWords(status)}`;
}

export function rangeLine(p: WeekProjection): string {
  if (p.bye) return `on a bye in week ${p.week}`;
  const vs = p.opponent ? ` ${p.opponent.startsWith("@") ? p.opponent : `vs ${p.opponent}`}` : "";
  return `${pts(p.mean)} projected${vs} (floor ${pts(p.floor)}, ceiling ${pts(p.ceiling)})`;
}

export function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
