import { render, screen } from "@testing-library/react";
import { MatchupCard } from "./matchup-card";
import { StatCards } from "./stat-cards";
import type { TeamListItem } from "@/lib/domain/team";
import type { Matchup } from "@/lib/league-model/types";

const team: TeamListItem = {
  id: "t1",
  name: "Gridiron Gurus",
  wins: 4,
  losses: 5,
  ties: 0,
  standing: 8,
  playoffOdds: null,
  faabBudget: 100,
  faabSpent: 13,
  league: { id: "l1", name: "Demo", provider: "demo", season: 2025, waiverSettings: { type: "FAAB" } },
};
const matchup: Matchup = {
  week: 10,
  winProbability: 26.7,
  projectionGap: null,
  yourTeam: { name: "Gridiron Gurus", projectedScore: 92.74, actualScore: 43.75, actualLabel: "live" },
  opponent: { name: "Waiver Wire Wizards", projectedScore: 108.95, actualScore: null, actualLabel: null },
  aiCommentary: "You are the underdog.",
  keyMatchups: [
    { position: "QB", advantage: "You", delta: 2.5 },
    { position: "WR", advantage: "Waiver Wire Wizards", delta: -7.59 },
  ],
  boomBust: { analysis: "Wide range.", floor: 72.04, ceiling: 113.43 },
};

describe("StatCards", () => {
  it("shows odds, win chance vs the opponent, projection and FAAB for a FAAB league", () => {
    render(
      <StatCards
        team={team}
        matchup={matchup}
        scenarios={{
          missingInputs: null,
          playoffOdds: 99.7,
          byeOdds: 0,
          titleOdds: 0,
          seedDistribution: [],
          expectedWins: 6,
          simulations: 10000,
        }}
      />,
    );
    expect(screen.getByText("99%")).toBeInTheDocument();
    expect(screen.getByText("27%")).toBeInTheDocument();
    expect(screen.getByText("vs Waiver Wire Wizards")).toBeInTheDocument();
    expect(screen.getByText("92.74")).toBeInTheDocument();
    expect(screen.getAllByTestId("stat-card")[3]).toHaveTextContent("FAAB Remaining$87 of $100$13 spent");
    expect(screen.getAllByTestId("stat-card")).toHaveLength(4);
    expect(screen.getAllByTestId("stat-card")[0]!.parentElement).toHaveClass("lg:grid-cols-4");
  });

  it("drops the FAAB card and falls back to the record formula without a simulation", () => {
    render(
      <StatCards
        team={{ ...team, league: { ...team.league, waiverSettings: { type: "ROLLING" } } }}
        matchup={undefined}
        scenarios={undefined}
      />,
    );
    expect(screen.queryByText("FAAB Remaining")).not.toBeInTheDocument();
    expect(screen.getAllByTestId("stat-card")).toHaveLength(3);
    expect(screen.getAllByTestId("stat-card")[0]!.parentElement).toHaveClass("lg:grid-cols-3");
    expect(screen.getAllByTestId("stat-card")[0]!.parentElement).not.toHaveClass("lg:grid-cols-4");
    // 4-5 → rate 0.444 → 44%
    expect(screen.getByText("44%")).toBeInTheDocument();
  });

  it("shows a placeholder, not the record formula, while the simulation runs", () => {
    render(<StatCards team={team} matchup={matchup} scenarios={undefined} scenariosPending />);
    expect(screen.getByText("Simulating season...")).toBeInTheDocument();
    expect(screen.queryByText("44%")).not.toBeInTheDocument();
  });
});

describe("MatchupCard", () => {
  it("renders scores, win prob, battles with signed deltas and boom/bust", () => {
    render(<MatchupCard matchup={matchup} week={10} />);
    expect(screen.getByText("Week 10 Matchup")).toBeInTheDocument();
    // Points so far while a starter's game is on are "live", not "actual".
    expect(screen.getByTestId("team-scored")).toHaveTextContent("Live: 43.75");
    expect(screen.getByTestId("win-prob")).toHaveTextContent("27%");
    expect(screen.getByText("+2.5")).toBeInTheDocument();
    expect(screen.getByText("-7.59")).toBeInTheDocument();
    expect(screen.getByText("You")).toBeInTheDocument();
    expect(screen.getByText("72.04")).toBeInTheDocument();
    expect(screen.getByText("113.43")).toBeInTheDocument();
  });
});
