/** @jest-environment node */
import { buildDemoLeague } from "./replay";
import { demoDraft } from "./draft";
import { DEMO_SLOTS } from "./config";
import { chooseLineup, type PlayerWeekView } from "./lineups";

const NOW = new Date("2025-11-09T19:30:00Z"); // Sunday of week 10

describe("demo league", () => {
  const league = buildDemoLeague(NOW);

  it("drafts the same 12 rosters of 14 distinct real players every time", () => {
    const a = demoDraft().map((p) => `${p.pick}:${p.key}:${p.teamExternalId}`);
    expect(a).toHaveLength(12 * 14);
    expect(new Set(demoDraft().map((p) => p.key)).size).toBe(12 * 14);
    expect(buildDemoLeague(NOW).rosters).toEqual(league.rosters);
    for (let team = 1; team <= 12; team++) {
      const picks = demoDraft().filter((p) => p.teamExternalId === String(team));
      expect(picks.filter((p) => p.position === "QB").length).toBeGreaterThanOrEqual(1);
      expect(picks.filter((p) => p.position === "K")).toHaveLength(1);
    }
  });

  it("is a 12-team FAAB $100 PPR league in week 10", () => {
    expect(league.teams).toHaveLength(12);
    expect(league.settings).toMatchObject({
      waiverType: "FAAB",
      faabBudget: 100,
      playoffTeams: 6,
      playoffStartWeek: 15,
      currentWeek: 10,
    });
    expect(league.settings.scoring.rec).toBe(1);
    expect(league.settings.rosterSlots).toEqual(DEMO_SLOTS);
  });

  it("keeps standings consistent with results: W+L+T = weeks played, PF = sum of scores", () => {
    for (const team of league.teams) {
      expect(team.wins + team.losses + team.ties).toBe(9);
      const scores = league.matchups
        .filter((m) => m.week < 10 && !m.isPlayoff)
        .flatMap((m) =>
          m.homeTeamExternalId === team.externalId
            ? [m.homeScore!]
            : m.awayTeamExternalId === team.externalId
              ? [m.awayScore!]
              : [],
        );
      expect(scores).toHaveLength(9);
      expect(team.pointsFor).toBeCloseTo(
        scores.reduce((a, b) => a + b, 0),
        1,
      );
    }
    const standings = [...league.teams].sort((a, b) => a.standing - b.standing);
    expect(standings.map((t) => t.standing)).toEqual([...Array(12).keys()].map((i) => i + 1));
    for (let i = 1; i < standings.length; i++)
      expect(standings[i - 1]!.wins).toBeGreaterThanOrEqual(standings[i]!.wins);
  });

  it("scores final weeks as the starters' real points; future weeks are unscored", () => {
    const week3 = league.matchups.find((m) => m.week === 3)!;
    const starters = league.rosters.filter(
      (r) => r.week === 3 && r.teamExternalId === week3.homeTeamExternalId && r.isStarting,
    );
    expect(week3.homeScore).toBeCloseTo(
      starters.reduce((s, r) => s + (r.actualPoints ?? 0), 0),
      1,
    );
    expect(league.matchups.filter((m) => m.week === 11).every((m) => m.homeScore === null)).toBe(true);
    expect(league.rosters.filter((r) => r.week === 12).every((r) => r.actualPoints === undefined)).toBe(true);
  });

  it("starts the highest projection among available players, never one on bye or out", () => {
    const mk = (
      key: string,
      position: "QB" | "RB" | "WR" | "TE" | "K",
      projected: number,
      flags: Partial<PlayerWeekView> = {},
    ): PlayerWeekView => ({
      player: {
        key,
        position,
        gsisId: null,
        nflcomId: null,
        fullName: key,
        team: "BUF",
        value: 0,
        adp: 1,
        teamExternalId: "1",
        pick: 1,
      },
      team: "BUF",
      projected,
      actual: null,
      bye: false,
      out: false,
      ...flags,
    });
    const slots = chooseLineup(
      [
        mk("qb1", "QB", 25, { out: true }),
        mk("qb2", "QB", 15),
        mk("rb1", "RB", 20),
        mk("rb2", "RB", 12, { bye: true }),
        mk("rb3", "RB", 9),
        mk("rb4", "RB", 8),
        mk("wr1", "WR", 18),
        mk("wr2", "WR", 14),
        mk("wr3", "WR", 11),
        mk("te1", "TE", 7),
        mk("k1", "K", 8),
      ],
      "1",
      5,
    );
    const starter = (slot: string) => slots.filter((s) => s.slot === slot).map((s) => s.playerExternalId);
    expect(starter("QB")).toEqual(["qb2"]);
    expect(starter("RB")).toEqual(["rb1", "rb3"]);
    expect(starter("WR")).toEqual(["wr1", "wr2"]);
    expect(starter("FLEX")).toEqual(["wr3"]);
    expect(starter("BE")).toEqual(expect.arrayContaining(["qb1", "rb2", "rb4"]));
    expect(starter("IR")).toEqual([null]);
  });

  it("adds the playoff bracket once the regular season is over", () => {
    const late = buildDemoLeague(new Date("2025-12-30T12:00:00Z")); // week 17
    const playoffs = late.matchups.filter((m) => m.isPlayoff);
    expect(playoffs.filter((m) => m.week === 15)).toHaveLength(4);
    expect(playoffs.filter((m) => m.week === 16)).toHaveLength(2);
    expect(playoffs.filter((m) => m.week === 17)).toHaveLength(1);
  });
});

describe("round-robin schedule", () => {
  it("pairs every team once per week and every pair once in 11 weeks", async () => {
    const { roundRobin } = await import("@/lib/engine/schedule");
    const ids = [...Array(12).keys()].map((i) => String(i + 1));
    const games = roundRobin(
      ids,
      [...Array(14).keys()].map((i) => i + 1),
    );
    for (let week = 1; week <= 14; week++) {
      const teams = games.filter((g) => g.week === week).flatMap((g) => [g.home, g.away]);
      expect(new Set(teams).size).toBe(12);
    }
    const pairs = new Set(games.filter((g) => g.week <= 11).map((g) => [g.home, g.away].sort().join("-")));
    expect(pairs.size).toBe(66);
  });
});

describe("demo injury designations", () => {
  const league = buildDemoLeague(NOW);
  const status = (name: string) => league.players.find((p) => p.fullName === name)?.injuryStatus;

  it("lists a player who has missed his team's last four games or more on injured reserve", () => {
    // Tyreek Hill and James Conner have not played since September (season-ending injuries in the real 2025 season).
    expect(status("Tyreek Hill")).toBe("INJURY_RESERVE");
    expect(status("James Conner")).toBe("INJURY_RESERVE");
    const out = league.players.filter((p) => p.injuryStatus === "OUT");
    const reserve = league.players.filter((p) => p.injuryStatus === "INJURY_RESERVE");
    expect(reserve.length).toBeGreaterThan(0);
    expect(out.length + reserve.length).toBeLessThan(league.players.length / 4);
  });
});
