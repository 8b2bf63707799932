// A trade verdict from rest-of-season points alone (no league to simulate): within FAIR_BAND of each other is
// a wash. Pure, so the writer's tests can check that headline and numbers agree.
import type { EvaluateTradeResult } from "@/lib/ai/tools/types";

export const FAIR_BAND = 0.1;

export function pointsVerdict(give: number, get: number): EvaluateTradeResult["verdict"] {
  const diff = get - give;
  const scale = Math.max(give, get, 1);
  return Math.abs(diff) <= FAIR_BAND * scale ? "fair" : diff > 0 ? "accept" : "decline";
}
