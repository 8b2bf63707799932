/** @jest-environment node */
// Every starter-week of a recorded 2020 Sleeper league: the points stored on a starter's slot are the host's
// own points for that player (starters_points, parallel to the entry's starters), and a team's starters add up
// to its score (with what Sleeper counted on an empty slot). Where Sleeper also sends players_points, those are
// read by player id.
import { sleeperRosterSlots } from "@/lib/providers/sleeper/parse";
import type { SleeperLeague, SleeperMatchup, SleeperRoster } from "@/lib/providers/sleeper/schemas";
import { readFixture } from "@/tests/support/fixtures";
import { round2 } from "@/lib/numbers";

const LEAGUE = "522458773317046272";
const fixture = <T>(file: string): T => readFixture<T>(`sleeper/v1/league/${LEAGUE}/${file}`);
const league = readFixture<SleeperLeague>(`sleeper/v1/league/${LEAGUE}.json`);
const rosters = fixture<SleeperRoster[]>("rosters.json");
const weeks = Array.from({ length: 16 }, (_, i) => i + 1);

describe("Sleeper per-player points", () => {
  it("gives every starter-week of the recorded league the host's points for that player", () => {
    let starterWeeks = 0;
    const wrong: string[] = [];
    for (const week of weeks) {
      const entries = fixture<SleeperMatchup[]>(`matchups/${week}.json`);
      const slots = sleeperRosterSlots(league, rosters, entries, week);
      for (const entry of entries) {
        const team = String(entry.roster_id);
        let total = 0;
        (entry.starters ?? []).forEach((pid, i) => {
          // An empty slot ("0") can carry points in Sleeper's total (week 9, team 2: 22 points): no player to give.
          if (pid === "0") return void (total += entry.starters_points?.[i] ?? 0);
          starterWeeks += 1;
          const host = entry.starters_points?.[i];
          const slot = slots.find((s) => s.teamExternalId === team && s.playerExternalId === pid && s.isStarting);
          total += slot?.actualPoints ?? 0;
          if (host === undefined || slot?.actualPoints !== round2(host)) wrong.push(`w${week} ${team} ${pid}`);
        });
        expect(round2(total)).toBeCloseTo(entry.custom_points ?? entry.points ?? 0, 1);
      }
    }
    expect(starterWeeks).toBeGreaterThan(1500);
    expect(wrong).toEqual([]);
  });

  it("reads players_points by id, and starters_points by the entry's own order, whatever the roster says", () => {
    const [roster] = rosters;
    if (!roster) throw new Error("no roster");
    const entry: SleeperMatchup = {
      roster_id: roster.roster_id,
      matchup_id: 1,
      points: 30,
      starters: ["A", "B", "C"],
      starters_points: [10, 12, 8],
      players: ["A", "B", "C", "D"],
      players_points: { B: 12, D: 4 },
    };
    // Today's roster lists the starters in another order: it must not decide whose points are whose.
    const reordered = [{ ...roster, starters: ["C", "A", "B"], players: ["C", "A", "B", "D"] }];
    const slots = sleeperRosterSlots({ ...league, roster_positions: ["QB", "RB", "WR", "BN"] }, reordered, [entry], 3);
    const pts = Object.fromEntries(slots.map((s) => [s.playerExternalId, s.actualPoints]));
    expect(pts).toEqual({ A: 10, B: 12, C: 8, D: 4 });
  });
});
