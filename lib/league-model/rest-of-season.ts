import "server-only";
// A player's rest-of-season projected points: the sum of his pre-game means over the weeks of the one
// definition (lib/rules/rest-of-season.ts), byes counting zero and his injury status applied as for any week
// (lib/league-model/week-distributions.ts). Every screen and tool that shows the figure reads it from here.
import { round2 } from "@/lib/numbers";
import { spanLength, type WeekSpan } from "@/lib/rules/rest-of-season";
import { preGameWeek, type WeekScope, type WeekSubject } from "./week-distributions";

export interface RestOfSeason {
  span: WeekSpan;
  weeks: number;
  /** Each week's projected mean, first week first. */
  means: number[];
  /** Their sum, to two decimals. */
  mean: number;
}

export function restOfSeasonPoints(player: WeekSubject, scope: Omit<WeekScope, "week">, span: WeekSpan): RestOfSeason {
  const means: number[] = [];
  for (let week = span.first; week <= span.last; week++) means.push(preGameWeek(player, { ...scope, week }).dist.mean);
  return { span, weeks: spanLength(span), means, mean: round2(means.reduce((a, b) => a + b, 0)) };
}
