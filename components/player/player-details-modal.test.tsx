import { screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, renderWithQuery, type Route } from "@/components/dashboard/test-utils";
import { toast } from "@/components/ui/use-toast";
import { PlayerDetailsModal } from "./player-details-modal";
import type { PlayerAnalysis, PlayerDetails } from "@/lib/league-model/player-types";

jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
beforeEach(() => jest.mocked(toast).mockClear());

const details: PlayerDetails = {
  basic: {
    id: "p1",
    fullName: "Josh Allen",
    jersey: 17,
    position: "QB",
    proTeam: "BUF",
    imageUrl: null,
    injuryStatus: "QUESTIONABLE",
    droppable: false,
    tradeLocked: true,
    eligibleSlots: ["QB", "OP", "BE", "IR"],
  },
  ownership: {
    percentOwned: 99.9,
    percentStarted: 97.25,
    percentChange: 0.5,
    averageDraftPosition: 12.3,
    auctionValueAverage: 41,
    auctionValueAverageChange: -1,
  },
  stats: {
    weeklyStats: Array.from({ length: 18 }, (_, i) => ({
      week: i + 1,
      points: i === 6 ? null : 20,
      isByeWeek: i === 6,
    })),
    projectedStats: Array.from({ length: 18 }, (_, i) => ({ week: i + 1, points: 21 })),
    seasonStats: [],
  },
  historicalStats: { seasons: [], citations: [] },
  rankings: {
    currentWeek: 10,
    positionalRanking: {},
    draftRanks: {
      PPR: { rank: 1, totalRanked: 300, auctionValue: 45 },
      Standard: { rank: 2, totalRanked: 300, auctionValue: 44 },
      "Half PPR": { rank: 1, totalRanked: 300, auctionValue: 45 },
      H2H: { rank: 3, totalRanked: 300, auctionValue: 40 },
    },
  },
  news: { latestNews: null },
};

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const analysis = (over: Partial<PlayerAnalysis>): PlayerAnalysis => ({
  status: "cached",
  recommendation: "hold",
  confidence: 72.4,
  summaryText: "Steady QB1.",
  overallScore: 88.6,
  volatility: 0.2,
  generatedAt: hoursAgo(1),
  ...over,
});

function open(routes: Route[]) {
  const fetchMock = mockFetch(routes);
  renderWithQuery(<PlayerDetailsModal playerId="p1" leagueId="l1" week={10} season={2025} onClose={jest.fn()} />);
  return fetchMock;
}
const detailsRoute: Route = { match: /\/details\?/, body: details };

describe("PlayerDetailsModal", () => {
  it(
    "shows the header: name, jersey, position, team, injury, Can't Drop, Trade " + "Locked and slots without BE/IR",
    async () => {
      const fetchMock = open([detailsRoute]);
      expect(await screen.findByRole("heading", { name: "Josh Allen" })).toBeInTheDocument();
      expect(screen.getByText("#17 · QB · BUF")).toBeInTheDocument();
      expect(screen.getByText("QUESTIONABLE")).toBeInTheDocument();
      expect(screen.getByText("Can't Drop")).toBeInTheDocument();
      expect(screen.getByText("Trade Locked")).toBeInTheDocument();
      expect(screen.getByText("OP")).toBeInTheDocument();
      expect(screen.queryByText("BE")).not.toBeInTheDocument();
      expect(screen.queryByText("IR")).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.map((c) => c[0])).toContain("/api/players/p1/details?leagueId=l1&v=7");
    },
  );

  it("has no injury badge for an active, droppable, tradeable player", async () => {
    open([
      {
        match: /\/details\?/,
        body: { ...details, basic: { ...details.basic, injuryStatus: "ACTIVE", droppable: true, tradeLocked: false } },
      },
    ]);
    await screen.findByRole("heading", { name: "Josh Allen" });
    expect(screen.queryByText("ACTIVE")).not.toBeInTheDocument();
    expect(screen.queryByText("Can't Drop")).not.toBeInTheDocument();
    expect(screen.queryByText("Trade Locked")).not.toBeInTheDocument();
  });

  it("has seven tabs with AI Insights first and selected", async () => {
    open([detailsRoute]);
    await screen.findByRole("heading", { name: "Josh Allen" });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "AI Insights",
      "Overview",
      "Ownership",
      "Weekly",
      "Season",
      "Rankings",
      "News",
    ]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
  });

  it("says 'Player details not found' when there is no data", async () => {
    open([{ match: /\/details\?/, status: 404, body: { error: "not_found", message: "Player not found" } }]);
    expect(await screen.findByText("Player details not found")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("Weekly tab marks bye weeks with a BYE badge and a dash", async () => {
    open([detailsRoute]);
    await screen.findByRole("heading", { name: "Josh Allen" });
    await userEvent.click(screen.getByRole("tab", { name: "Weekly" }));
    expect(await screen.findByText("BYE")).toBeInTheDocument();
  });

  it("counts only games he played: weeks he did not play read 'Did not play' and are not games played", async () => {
    const weeklyStats = Array.from({ length: 9 }, (_, i) => ({
      week: i + 1,
      points: i < 4 ? 10 : null,
      isByeWeek: false,
      didNotPlay: i >= 4,
    }));
    open([{ match: /\/details\?/, body: { ...details, stats: { ...details.stats, weeklyStats } } }]);
    await screen.findByRole("heading", { name: "Josh Allen" });
    await userEvent.click(screen.getByRole("tab", { name: "Overview" }));
    expect(
      within(await screen.findByText("Games Played").then((el) => el.parentElement!)).getByText("4"),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Weekly" }));
    expect(await screen.findAllByText("Did not play")).toHaveLength(5);
  });

  it("News tab says 'No news available for this player.' when empty", async () => {
    open([detailsRoute, { match: /\/news\?/, body: [] }]);
    await screen.findByRole("heading", { name: "Josh Allen" });
    await userEvent.click(screen.getByRole("tab", { name: "News" }));
    expect(await screen.findByText("No news available for this player.")).toBeInTheDocument();
  });
});

describe("AI Insights tab", () => {
  it("says 'Loading AI analysis...' while loading, and no web search (none happens)", async () => {
    open([detailsRoute]);
    expect(await screen.findByText("Loading AI analysis...")).toBeInTheDocument();
    expect(screen.queryByText("Analyzing player with web search...")).not.toBeInTheDocument();
  });

  it("offers 'Generate AI Overview' when not generated, posts {leagueId, week} and toasts", async () => {
    let generated = false;
    // Like the server: the analysis reads not_generated until the generate call has run, then cached.
    const fetchMock = mockFetch([]);
    fetchMock.mockImplementation(((input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes("/details?")
        ? details
        : url.endsWith("/generate")
          ? ((generated = true), analysis({ status: "generated" }))
          : generated
            ? analysis({ status: "cached" })
            : { status: "not_generated" };
      return Promise.resolve({
        ok: true,
        status: 200,
        statusText: "",
        text: async () => JSON.stringify(body),
      } as unknown as Response);
    }) as never);
    renderWithQuery(<PlayerDetailsModal playerId="p1" leagueId="l1" week={10} season={2025} onClose={jest.fn()} />);
    expect(await screen.findByText("No AI analysis available for this player")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Generate AI Overview/ }));
    expect(await screen.findByText("Fresh")).toBeInTheDocument();
    // The generated answer is shown as is: no refetch turns it into "cached" right away.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText("Fresh")).toBeInTheDocument();
    expect(screen.queryByText("Cached")).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find((c) => String(c[0]).endsWith("/generate"))!;
    expect(post[0]).toBe("/api/players/p1/ai-analysis/generate");
    expect(post[1]).toMatchObject({ method: "POST", body: JSON.stringify({ leagueId: "l1", week: 10 }) });
    expect(toast).toHaveBeenCalledWith({
      title: "Analysis Generated",
      description: "AI analysis has been successfully generated with the latest data.",
    });
  });

  it("marks a cached analysis Cached and reads low volatility as a stable floor", async () => {
    open([detailsRoute, { match: /ai-analysis\?/, body: analysis({ volatility: 0.3 }) }]);
    expect(await screen.findByText("Cached")).toBeInTheDocument();
    expect(screen.getByText("Stable floor - consistent production")).toBeInTheDocument();
    expect(screen.getByText("Confidence 72%")).toBeInTheDocument();
    expect(screen.getByText("89")).toBeInTheDocument();
    expect(screen.queryByText("Analysis may be outdated")).not.toBeInTheDocument();
  });

  it("never calls a player with no projected production (out for the season) a stable floor", async () => {
    open([detailsRoute, { match: /ai-analysis\?/, body: analysis({ volatility: null }) }]);
    expect(await screen.findByText("No projected production this week")).toBeInTheDocument();
    expect(screen.queryByText("Stable floor - consistent production")).not.toBeInTheDocument();
  });

  it("reads volatility above 0.3 as boom/bust", async () => {
    open([detailsRoute, { match: /ai-analysis\?/, body: analysis({ volatility: 0.31 }) }]);
    expect(await screen.findByText("High variance - boom/bust potential")).toBeInTheDocument();
  });

  it("warns 'Analysis may be outdated' after 24 hours, with Refresh Analysis", async () => {
    open([detailsRoute, { match: /ai-analysis\?/, body: analysis({ generatedAt: hoursAgo(25) }) }]);
    expect(await screen.findByText("Analysis may be outdated")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Refresh Analysis/ })).toBeInTheDocument();
  });

  it("says 'AI analysis unavailable for this player' when the call fails", async () => {
    open([detailsRoute, { match: /ai-analysis\?/, status: 503, body: { error: "unavailable", message: "down" } }]);
    expect(await screen.findByText("AI analysis unavailable for this player")).toBeInTheDocument();
  });

  it("toasts 'Generation Failed' with the server's message", async () => {
    open([
      detailsRoute,
      { match: /ai-analysis\?/, body: { status: "not_generated" } },
      { match: /generate$/, status: 429, body: { error: "rate_limited", message: "Too many requests" } },
    ]);
    await userEvent.click(await screen.findByRole("button", { name: /Generate AI Overview/ }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Generation Failed",
          description: "429: Too many requests",
          variant: "destructive",
        }),
      ),
    );
  });
});
