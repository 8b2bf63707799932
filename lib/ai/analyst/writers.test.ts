/** @jest-environment node */
// The verdict and the numbers under it must agree: a "Decline" next to numbers that show you get more is a bug.
import { tradeHeadline } from "@/lib/ai/analyst/writers";
import { writeToolResult } from "@/lib/ai/analyst/writers";
import { pointsVerdict } from "@/lib/ai/tools/verdict";
import type { EvaluateTradeResult, PlayerOutlookResult } from "@/lib/ai/tools/types";

const side = (points: number) => ({
  players: [
    {
      id: "x",
      name: "X",
      position: "WR",
      nflTeam: "DAL",
      injuryStatus: null,
      projection: { week: 10, opponent: "NYG", bye: false, mean: 10, floor: 5, ceiling: 15, volatility: 0.2 },
    },
  ],
  restOfSeasonPoints: points,
});

function trade(give: number, get: number, delta: number | null): EvaluateTradeResult {
  const base = {
    give: side(give),
    get: side(get),
    notes: [],
    restOfSeasonWeeks: { first: 10, last: 14 },
    notFound: [],
    partnerTeam: delta === null ? null : "Rivals",
    partnerTeamId: delta === null ? null : "team-rivals",
    partnerDeltaPlayoffOdds: null,
    unpriced: null,
  };
  if (delta === null) return { ...base, basis: "points", myDeltaPlayoffOdds: null, verdict: pointsVerdict(give, get) };
  return {
    ...base,
    basis: "playoff-odds",
    myDeltaPlayoffOdds: delta,
    verdict: delta > 0.5 ? "accept" : delta < -0.5 ? "decline" : "fair",
  };
}

describe("trade verdicts agree with their numbers", () => {
  const values = [0, 20, 45.5, 60, 61, 80, 100, 150.2];
  it.each(values.flatMap((give) => values.map((get) => [give, get] as const)))(
    "points only: give %p, get %p",
    (give, get) => {
      const headline = tradeHeadline(trade(give, get, null));
      if (get > give * 1.1) expect(headline).toMatch(/^\*\*Accept/);
      if (get >= give) expect(headline).not.toMatch(/Decline/);
      if (give > get * 1.1 + 0.01 && give > 1) expect(headline).toMatch(/^\*\*Decline/);
    },
  );

  it("asks to connect a league only when there is none; in one, says why the trade was not priced", () => {
    expect(writeToolResult("evaluateTrade", trade(80, 100, null))).toContain("Connect your league");
    const inLeague = writeToolResult("evaluateTrade", {
      ...trade(80, 100, null),
      unpriced: "Breece Hall and Khalil Shakir aren't on one other team's roster",
    });
    expect(inLeague).toContain("aren't on one other team's roster, so it can't be priced in playoff odds");
    expect(inLeague).not.toContain("Connect your league");
  });

  it.each([-6.1, -1, -0.2, 0, 0.3, 1.4, 7.9])("playoff odds %p: the headline names the same direction", (delta) => {
    const r = trade(80, 100, delta);
    const text = writeToolResult("evaluateTrade", r);
    if (delta < -0.5) expect(text).toMatch(/^\*\*Decline — it lowers your playoff odds/);
    else expect(text).not.toMatch(/Decline/);
    if (delta > 0.5) expect(text).toMatch(/^\*\*Accept — it raises your playoff odds/);
    // More points but lower odds must be explained, not left as a contradiction.
    if (delta < -0.5) expect(text).toContain("You get more projected points, but");
  });
});

describe("withheld playoff odds", () => {
  const base = {
    team: "Replay Rockets",
    moves: null,
    record: "7-4",
    standing: 3,
    byeOdds: null,
    titleOdds: null,
    playoffTeams: 6,
    weeksLeft: 3,
  };

  it("say what is missing instead of a number", () => {
    const text = writeToolResult("getPlayoffOdds", {
      ...base,
      playoffOdds: null,
      missingInputs: "No playoff odds yet: 80 of the league's starters have no projection for week 12.",
    });
    expect(text).toContain("No playoff odds yet: 80 of the league's starters have no projection for week 12.");
    expect(text).not.toMatch(/\d+(\.\d+)?%/);
  });

  it("show the simulated number when there is one", () => {
    const text = writeToolResult("getPlayoffOdds", { ...base, playoffOdds: 63.4, missingInputs: null });
    expect(text).toMatch(/63% to make the playoffs/);
  });
});

describe("a player's status", () => {
  const status = (injuryStatus: string | null, bye = false): PlayerOutlookResult => ({
    player: { id: "a", name: "Mark Andrews", position: "TE", nflTeam: "BAL", injuryStatus },
    focus: "status",
    week: 10,
    byeWeek: 7,
    gameStatus: bye ? "bye" : "pre",
    projection: { week: 10, opponent: "MIN", bye, mean: 10.6, floor: 3.1, ceiling: 18.8, volatility: 0.4 },
    recent: [],
    seasonAverage: null,
    gamesPlayed: 0,
    restOfSeason: null,
    score: null,
    news: [],
    notFound: [],
  });

  it("leads with the injury report when he is on it, and with the bye when he is not", () => {
    const hurt = writeToolResult("getPlayerOutlook", status("QUESTIONABLE"));
    expect(hurt.split("\n")[0]).toBe("**Mark Andrews is listed questionable** for week 10.");
    expect(hurt).toContain("- Not on bye — BAL's bye is week 7 (already past).");
    const healthy = writeToolResult("getPlayerOutlook", status(null));
    expect(healthy.split("\n")[0]).toBe(
      "**Mark Andrews is not on bye in week 10** — BAL's bye is week 7 (already past).",
    );
    expect(healthy).toContain("- Injury: no injury designation.");
  });
});

describe("trade ideas at a position", () => {
  const base = { players: [], partner: null, partnerNotFound: null, shape: "any" as const, notFound: [] };
  const deal = {
    partnerTeam: "Rivals",
    give: [{ id: "a", name: "Back A", position: "RB", nflTeam: "DAL", injuryStatus: null }],
    get: [{ id: "b", name: "Receiver B", position: "WR", nflTeam: "NYG", injuryStatus: null }],
    myDeltaPlayoffOdds: 2.1,
    partnerDeltaPlayoffOdds: 1.4,
  };

  it("say which side of the deal the position is on", () => {
    const spend = writeToolResult("findTradeIdeas", {
      ...base,
      position: { at: "RB", side: "give" },
      ideas: [deal],
      emptyReason: null,
    });
    expect(spend).toContain("**Trade ideas sending one of your RBs**");
    expect(spend).toContain("Give Back A to Rivals for Receiver B");
    const upgrade = writeToolResult("findTradeIdeas", {
      ...base,
      position: { at: "WR", side: "get" },
      ideas: [],
      emptyReason: "None of the 6 trades that help both teams matches this filter.",
    });
    expect(upgrade).toContain("no deal bringing in a WR");
  });
});

describe("a final record", () => {
  const base = {
    team: "Gridiron Gurus",
    own: true,
    askedNotFound: null,
    scenario: "final-record" as const,
    gamesLeft: 5,
    basePlayoffOdds: 41.2,
    byeOdds: 3,
    titleOdds: 4,
  };

  it("gives the odds with the record still to come", () => {
    const text = writeToolResult("getPlayoffScenario", {
      ...base,
      wins: 3,
      games: 5,
      playoffOdds: 66.1,
      combinations: 10,
      finalRecord: { wins: 8, losses: 6, nowWins: 5, nowLosses: 4, reachable: true },
    });
    expect(text).toMatch(/If you finish 8-6 \(3-2 the rest of the way\), your playoff odds are 66/);
  });

  // A final record the simulation did not play out: the odds now, and the record asked of and had.
  const notPlayed = (wins: number, losses: number) =>
    writeToolResult("getPlayoffScenario", {
      ...base,
      wins: null,
      games: 5,
      playoffOdds: 41.2,
      combinations: 0,
      finalRecord: { wins, losses, nowWins: 5, nowLosses: 4, reachable: false },
    });

  it("says why a record cannot be reached, with the odds now", () => {
    const text = notPlayed(8, 7);
    expect(text).toContain("8-7 isn't a record Gridiron Gurus can finish with");
    expect(text).toContain("between 5-9 and 10-4");
  });

  it("reads a record that is the one now as the odds now", () => {
    expect(notPlayed(5, 4)).toMatch(/Gridiron Gurus is 5-4 now with 5 games left: your playoff odds are 41/);
  });

  it("speaks of another team of the league in the third person", () => {
    const theirs = { ...base, team: "Blitz Brigade", own: false, combinations: 0 };
    const reachable = writeToolResult("getPlayoffScenario", {
      ...theirs,
      wins: 3,
      games: 5,
      playoffOdds: 66.1,
      finalRecord: { wins: 8, losses: 6, nowWins: 5, nowLosses: 4, reachable: true },
    });
    expect(reachable).toMatch(/^\*\*Blitz Brigade: if they finish 8-6 \(3-2 the rest of the way\), their playoff odds/);
    const not = writeToolResult("getPlayoffScenario", {
      ...theirs,
      wins: null,
      games: 5,
      playoffOdds: 41.2,
      finalRecord: { wins: 8, losses: 7, nowWins: 5, nowLosses: 4, reachable: false },
    });
    expect(not).toContain("isn't a record Blitz Brigade can finish with:** they're 5-4 with 5 games left, so they");
    expect(not).toContain("- Their playoff odds now: 41%");
  });

  it("says when the team named is not in the league, then gives the manager's own odds", () => {
    const text = writeToolResult("getPlayoffScenario", {
      ...base,
      askedNotFound: "Gridiron Goblins",
      scenario: "win-out",
      wins: null,
      games: 5,
      playoffOdds: 90.4,
      combinations: 1,
    });
    expect(text).toMatch(
      /^No team of the league goes by "Gridiron Goblins"; here is your own scenario\.\n\n\*\*If you win out/,
    );
  });
});

describe("a matchup against a team that is not the opponent", () => {
  it("says the manager does not play them, then gives the manager's own game", () => {
    const text = writeToolResult("getTeamMatchup", {
      week: 12,
      team: "Gridiron Gurus",
      own: true,
      notPlaying: "Blitz Brigade",
      opponent: "Sunday Scaries",
      myProjected: 118.4,
      opponentProjected: 109.2,
      winProbability: 61,
      starters: [],
      alerts: [],
    });
    expect(text.split("\n")[0]).toBe("You don't play Blitz Brigade in week 12; your opponent is Sunday Scaries.");
    expect(text).toContain("**Week 12: Gridiron Gurus vs Sunday Scaries**");
  });
});

describe("a start/sit once the games have started", () => {
  const player = (name: string, mean: number, floor: number, scored: number) => ({
    id: name,
    name,
    position: "WR",
    nflTeam: "TB",
    injuryStatus: null,
    projection: { week: 10, opponent: "NE", bye: false, mean, floor, ceiling: mean * 2, volatility: 0.4 },
    restOfSeason: { first: 10, last: 14, weeks: 5, mean: mean * 5 },
    scoredThisWeek: scored,
    gameStatus: "live" as const,
  });

  it("does not set the pre-game edge against the pick the points already scored made", () => {
    const text = writeToolResult("comparePlayers", {
      week: 10,
      horizon: "week",
      scoring: "league scoring",
      // Ahead on the live blend (11.8 scored), behind on the pre-game projection.
      players: [player("Emeka Egbuka", 14.5, 5.1, 11.8), player("Justin Jefferson", 17.4, 6.6, 3.9)],
      probFirstOutscores: null,
      notes: [],
      notFound: [],
    });
    expect(text).toContain("Start Emeka Egbuka.");
    expect(text).not.toContain("The edge is");
    expect(text).toContain("game has already started");
  });
});
