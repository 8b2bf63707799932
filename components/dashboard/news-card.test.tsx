import { fireEvent, screen } from "@testing-library/react";
import { DashboardHeader } from "./dashboard-header";
import { NewsCard } from "./news-card";
import { mockFetch, renderWithQuery } from "./test-utils";
import type { NewsItem } from "@/lib/domain/news";
import type { TeamListItem } from "@/lib/domain/team";

const now = new Date("2025-11-09T19:30:00Z");
const item = (over: Partial<NewsItem>): NewsItem => ({
  id: over.headline ?? "n",
  headline: "Headline",
  summary: "Summary text.",
  source: "NFL.com",
  url: null,
  imageUrl: null,
  publishedAt: "2025-11-09T17:30:00Z",
  type: "injury",
  impact: "neutral",
  ...over,
});

describe("NewsCard", () => {
  it("says 'No news items available' when there is none, after asking for 50", async () => {
    const fetchMock = mockFetch([{ match: /roster-news/, body: [] }]);
    renderWithQuery(<NewsCard teamId="t1" now={now} />);
    expect(await screen.findByText("No news items available")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/teams/t1/roster-news?limit=50");
  });

  it("badges each item by impact, then type", async () => {
    mockFetch([
      {
        match: /roster-news/,
        body: [
          item({ headline: "Out for the season", impact: "high", type: "trade" }),
          item({ headline: "Trade talks", type: "trade" }),
          item({ headline: "Snow in Buffalo", type: "weather" }),
          item({ headline: "Back at practice", impact: "positive" }),
          item({ headline: "Depth chart note" }),
        ],
      },
    ]);
    renderWithQuery(<NewsCard teamId="t1" now={now} />);
    const badgeOf = async (headline: string) =>
      (await screen.findByText(headline)).closest("article")!.querySelector("[data-slot=badge]");
    expect(await badgeOf("Out for the season")).toHaveTextContent("High Impact");
    expect(await badgeOf("Out for the season")).toHaveClass("bg-destructive");
    expect(await badgeOf("Trade talks")).toHaveTextContent("Trade Opportunity");
    expect(await badgeOf("Snow in Buffalo")).toHaveTextContent("Weather");
    expect(await badgeOf("Back at practice")).toHaveTextContent("Good News");
    expect(await badgeOf("Depth chart note")).toHaveTextContent("Info");
  });

  it("shows summary, relative time on the football clock, source, and a link only when there is a url", async () => {
    mockFetch([
      {
        match: /roster-news/,
        body: [item({ headline: "With link", url: "https://www.nfl.com/news/x" }), item({ headline: "No link" })],
      },
    ]);
    renderWithQuery(<NewsCard teamId="t1" now={now} />);
    const withLink = (await screen.findByText("With link")).closest("article")!;
    expect(withLink).toHaveTextContent("Summary text.");
    expect(withLink).toHaveTextContent("about 2 hours ago");
    expect(withLink).toHaveTextContent("NFL.com");
    expect(withLink.querySelector("a")).toHaveAttribute("href", "https://www.nfl.com/news/x");
    expect(withLink.querySelector("a")).toHaveAttribute("target", "_blank");
    expect(screen.getByText("No link").closest("article")!.querySelector("a")).toBeNull();
  });

  it("labels a game recap Info (never High Impact) and links it to the player's page in the same tab", async () => {
    mockFetch([
      {
        match: /roster-news/,
        body: [
          item({
            headline: "Week 9 recap: X did not play",
            type: "recap",
            impact: "neutral",
            url: "/player/p9",
            playerName: "X",
          }),
        ],
      },
    ]);
    renderWithQuery(<NewsCard teamId="t1" now={now} />);
    const article = (await screen.findByText("Week 9 recap: X did not play")).closest("article")!;
    expect(article.querySelector("[data-slot=badge]")).toHaveTextContent("Info");
    const link = article.querySelector("a")!;
    expect(link).toHaveAttribute("href", "/player/p9");
    expect(link).not.toHaveAttribute("target");
  });

  it("hides a broken news image", async () => {
    mockFetch([
      { match: /roster-news/, body: [item({ headline: "Pictured", imageUrl: "http://127.0.0.1/broken.jpg" })] },
    ]);
    renderWithQuery(<NewsCard teamId="t1" now={now} />);
    const article = (await screen.findByText("Pictured")).closest("article")!;
    fireEvent.error(article.querySelector("img")!);
    expect(article.querySelector("img")).toBeNull();
  });
});

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

describe("DashboardHeader", () => {
  it("shows the team, week, record without ties and the ordinal standing", () => {
    const { container } = renderWithQuery(<DashboardHeader team={team} week={10} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Gridiron Gurus");
    expect(container.querySelector("p")).toHaveTextContent(/^Week 10 · 4-5 \(8th\)/);
  });

  it("adds ties only when there are some", () => {
    const { container } = renderWithQuery(
      <DashboardHeader team={{ ...team, wins: 6, losses: 2, ties: 1, standing: 1 }} week={10} />,
    );
    expect(container.querySelector("p")).toHaveTextContent(/^Week 10 · 6-2-1 \(1st\)/);
  });
});
