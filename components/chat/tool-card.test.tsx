import { render, screen } from "@testing-library/react";
import type { EvaluateTradeResult, TeamMatchupResult, WaiverTargetsResult } from "@/lib/ai/tools/types";
import { ToolCard } from "./tool-card";

const player = (id: string, name: string) => ({
  id,
  name,
  position: "WR",
  nflTeam: "CIN",
  injuryStatus: null,
  projection: { week: 10, opponent: "PIT", bye: false, mean: 18, floor: 8, ceiling: 30, volatility: 0.3 },
});

describe("GM Chat tool cards link to the page that acts on them, with the move filled in", () => {
  it("a trade verdict opens the trade builder with the partner and both sides", () => {
    const r = {
      give: { players: [player("p1", "Justin Jefferson")], restOfSeasonPoints: 79.3 },
      get: { players: [player("p2", "Bijan Robinson"), player("p3", "Tee Higgins")], restOfSeasonPoints: 106.1 },
      notes: [],
      notFound: [],
      basis: "playoff-odds",
      partnerTeam: "Blitz Brigade",
      partnerTeamId: "team-9",
      myDeltaPlayoffOdds: 12.5,
      partnerDeltaPlayoffOdds: -3.1,
      verdict: "accept",
      restOfSeasonWeeks: { first: 10, last: 14 },
    } as unknown as EvaluateTradeResult;
    render(<ToolCard toolName="evaluateTrade" output={r} />);
    // Both sides' points are named with the weeks they cover.
    expect(screen.getByText(/\(79\.3 pts\).*\(106\.1 pts\) · rest of season \(wk 10–14\)/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open in the trade builder/ })).toHaveAttribute(
      "href",
      "/trades?partner=team-9&give=p1&get=p2%2Cp3",
    );
  });

  it("a trade without a league (no partner) has no builder link", () => {
    const r = {
      give: { players: [player("p1", "A")], restOfSeasonPoints: 1 },
      get: { players: [player("p2", "B")], restOfSeasonPoints: 2 },
      notes: [],
      notFound: [],
      basis: "points",
      partnerTeam: null,
      partnerTeamId: null,
      myDeltaPlayoffOdds: null,
      partnerDeltaPlayoffOdds: null,
      verdict: "fair",
      restOfSeasonWeeks: { first: 10, last: 14 },
    } as unknown as EvaluateTradeResult;
    render(<ToolCard toolName="evaluateTrade" output={r} />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("a priced waiver target opens the analyzer with the add and the suggested drop", () => {
    const r = {
      position: "RB",
      ownershipBelow: null,
      asked: null,
      targets: [
        {
          ...player("fa1", "Woody Marks"),
          restOfSeasonMean: 67.3,
          percentOwned: null,
          deltaPlayoffOdds: 6,
          bid: 26,
          drop: { id: "d1", name: "James Conner", position: "RB", nflTeam: "ARI", injuryStatus: null },
        },
      ],
    } as unknown as WaiverTargetsResult;
    render(<ToolCard toolName="findWaiverTargets" output={r} />);
    expect(screen.getByRole("link", { name: "Analyze" })).toHaveAttribute("href", "/waiver-analyzer?pair=fa1%3Ad1");
  });

  it("a matchup card names whose game it is, with the numbers the answer quotes", () => {
    const game = (own: boolean) =>
      ({
        week: 10,
        team: own ? "Gridiron Gurus" : "Sunday Scaries",
        own,
        askedNotFound: null,
        opponent: "Play Action Pack",
        myProjected: 88.63,
        opponentProjected: 70.04,
        winProbability: 78.6,
        starters: [],
        alerts: [],
      }) as TeamMatchupResult;
    const { unmount } = render(<ToolCard toolName="getTeamMatchup" output={game(true)} />);
    expect(screen.getByText("Week 10 vs Play Action Pack")).toBeInTheDocument();
    expect(screen.getByText("88.6 – 70.0 · win 79%")).toBeInTheDocument();
    unmount();
    render(<ToolCard toolName="getTeamMatchup" output={game(false)} />);
    expect(screen.getByText("Week 10: Sunday Scaries vs Play Action Pack")).toBeInTheDocument();
  });
});
