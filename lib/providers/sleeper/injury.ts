import type { SleeperPlayer } from "./schemas";

// Sleeper's designation of a player in the app's vocabulary (lib/domain/injury.ts). Its injury status ("Out",
// "IR", "PUP", "Sus", "Questionable"…) is taken as sent, except that an "Out" becomes injured reserve — a
// season-long status — when Sleeper's roster status says so or its injury notes call the injury season-ending.
const SEASON_ENDING =
  /season[- ]ending|(out|miss|remainder|rest) (of |for )?the (rest of the )?season|placed on (ir|injured reserve)/i;

export function sleeperInjuryStatus(
  p: Pick<SleeperPlayer, "injury_status" | "status" | "injury_notes">,
): string | undefined {
  const roster = p.status ?? "";
  if (/injured reserve/i.test(roster)) return "IR";
  if (/physically unable/i.test(roster)) return "PUP";
  if (/suspend/i.test(roster)) return "SUSPENDED";
  const status = p.injury_status ?? undefined;
  if (status && /^out$/i.test(status.trim()) && SEASON_ENDING.test(p.injury_notes ?? "")) return "IR";
  return status;
}
