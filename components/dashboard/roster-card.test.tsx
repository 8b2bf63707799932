import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/components/ui/use-toast";
import { RosterCard } from "./roster-card";
import { RosterRow } from "./roster-row";
import { fakeResponse, mockFetch, renderWithQuery } from "./test-utils";
import type { GameInfo, RosterEntry } from "@/lib/league-model/types";

jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
beforeEach(() => jest.mocked(toast).mockClear());

const game = (over: Partial<GameInfo> = {}): GameInfo => ({
  status: "pre",
  completed: false,
  isHome: true,
  opponent: "KC",
  gameTime: "2025-11-09T18:00:00Z",
  playerScore: null,
  opponentScore: null,
  quarter: null,
  clock: null,
  inRedZone: false,
  onField: false,
  ...over,
});

let n = 0;
function entry(
  slot: string,
  name: string | null,
  over: {
    starting?: boolean;
    proj?: number | null;
    actual?: number | null;
    expected?: number | null;
    game?: GameInfo | null;
    image?: string | null;
    injury?: string | null;
    bye?: boolean;
    out?: boolean;
  } = {},
): RosterEntry {
  n += 1;
  return {
    players: name
      ? {
          id: `p${n}`,
          name,
          imageUrl: over.image ?? null,
          nflTeam: "BUF",
          position: slot === "BE" ? "WR" : slot,
          isInjured: Boolean(over.injury),
          injuryStatus: over.injury ?? null,
        }
      : null,
    roster_positions: {
      id: `s${n}`,
      position: slot,
      isStarting: over.starting ?? slot !== "BE",
      projectedPoints: over.proj ?? 10,
      actualPoints: over.actual ?? null,
      expectedPoints: over.expected ?? over.proj ?? 10,
      // As the server names it: live while the game is on, actual once final.
      scoreLabel: !over.game
        ? "proj"
        : over.game.completed || over.game.status === "post"
          ? "actual"
          : over.game.status === "in"
            ? "live"
            : "proj",
      gameInfo: over.game === undefined ? game() : over.game,
      onBye: over.bye ?? false,
      out: over.out ?? false,
    },
  };
}

const render = (ui: React.ReactElement) => renderWithQuery(ui);

describe("RosterCard states", () => {
  it("says 'Loading roster...' while the roster loads", () => {
    mockFetch([]);
    render(<RosterCard teamId="t1" week={10} onSelectPlayer={jest.fn()} />);
    expect(screen.getByText("My Roster - Week 10")).toBeInTheDocument();
    expect(screen.getByText("Loading roster...")).toBeInTheDocument();
  });

  it("shows the synced roster even behind a cache that answers a repeated URL with its first reply", async () => {
    // The server's roster changes with the sync; the cache in between keeps the first answer per URL, as a stale
    // proxy would. Only a fresh URL per load gets the new lineup to the card.
    let onServer: RosterEntry[] = [];
    const cached = new Map<string, RosterEntry[]>();
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith("/roster/sync")) {
        onServer = [entry("QB", "Josh Allen")];
        return fakeResponse(200, { playersMatched: 1, playersMissing: [] });
      }
      if (!cached.has(url)) cached.set(url, onServer);
      return fakeResponse(200, cached.get(url));
    }) as unknown as typeof fetch;
    render(<RosterCard teamId="t1" week={10} onSelectPlayer={jest.fn()} />);
    expect(await screen.findByText("No roster data available")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Sync Roster/ }));
    expect(await screen.findByText("Josh Allen")).toBeInTheDocument();
  });

  it("shows 'Failed to load roster' with a Retry that refetches", async () => {
    const fetchMock = mockFetch([{ match: /\/roster\?/, status: 500, body: "boom" }]);
    render(<RosterCard teamId="t1" week={10} onSelectPlayer={jest.fn()} />);
    expect(await screen.findByText("Failed to load roster")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("offers 'Sync Roster' when there is no roster data, posting the week", async () => {
    const fetchMock = mockFetch([
      { match: /\/roster\/sync$/, body: { playersMatched: 14, playersMissing: [] } },
      { match: /\/roster\?/, body: [] },
    ]);
    render(<RosterCard teamId="t1" week={10} onSelectPlayer={jest.fn()} />);
    expect(await screen.findByText("No roster data available")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Sync Roster/ }));
    const post = fetchMock.mock.calls.find((c) => String(c[0]).endsWith("/roster/sync"))!;
    expect(post[1]).toMatchObject({ method: "POST", body: JSON.stringify({ week: 10 }) });
    expect(toast).toHaveBeenCalledWith({ title: "Roster Synced!", description: "Synced 14 players successfully" });
  });

  it("counts starters and bench, sorts starters by slot order and says when the bench is empty", async () => {
    mockFetch([
      {
        match: /\/roster\?/,
        body: [
          entry("K", "Tyler Bass"),
          entry("WR", "Khalil Shakir"),
          entry("QB", "Josh Allen"),
          entry("FLEX", "James Cook"),
        ],
      },
    ]);
    render(<RosterCard teamId="t1" week={10} onSelectPlayer={jest.fn()} />);
    expect(await screen.findByRole("tab", { name: "Starting Lineup (4)" })).toBeInTheDocument();
    const slots = screen.getAllByTestId("roster-row").map((row) => row.querySelector("[data-slot=badge]")?.textContent);
    expect(slots).toEqual(["QB", "WR", "FLEX", "K"]);
    await userEvent.click(screen.getByRole("tab", { name: "Bench (0)" }));
    expect(screen.getByText("No bench players found")).toBeInTheDocument();
  });

  it("says when no starters are found", async () => {
    mockFetch([{ match: /\/roster\?/, body: [entry("BE", "Dalton Kincaid")] }]);
    render(<RosterCard teamId="t1" week={10} onSelectPlayer={jest.fn()} />);
    expect(await screen.findByText("No starting players found")).toBeInTheDocument();
  });
});

describe("RosterRow", () => {
  it("shows a live game's points so far labelled live, beside the projection they blend into", () => {
    // 8 scored of 20 projected, Q3 7:30 → the server's blend 8 + 12 × 0.375 = 12.5
    const live = game({ status: "in", quarter: 3, clock: "7:30", playerScore: 14, opponentScore: 10 });
    render(
      <RosterRow
        entry={entry("RB", "James Cook", { proj: 20, actual: 8, expected: 12.5, game: live })}
        onSelect={jest.fn()}
      />,
    );
    expect(screen.getByTestId("roster-score")).toHaveTextContent(/^8\.0$/);
    expect(screen.getByText("live · 12.5 proj")).toBeInTheDocument();
    expect(screen.queryByText("actual")).not.toBeInTheDocument();
    expect(screen.getByText("Playing")).toBeInTheDocument();
    expect(screen.getByText(/KC 14-10 Q3 7:30/)).toBeInTheDocument();
  });

  it("does not call a player who is Out 'Playing' because his team's game is live", () => {
    const live = game({ status: "in", quarter: 2, clock: "3:00", inRedZone: true, onField: true });
    render(
      <RosterRow
        entry={entry("WR", "Tyreek Hill", { proj: 0, actual: 0, game: live, injury: "OUT", out: true })}
        onSelect={jest.fn()}
      />,
    );
    expect(screen.queryByText("Playing")).not.toBeInTheDocument();
    expect(screen.getByText("O")).toBeInTheDocument();
    expect(screen.getByTestId("roster-row")).not.toHaveAttribute("data-highlight");
  });

  it("marks a player on bye with a BYE badge", () => {
    render(
      <RosterRow entry={entry("RB", "Bijan Robinson", { proj: 0, game: null, bye: true })} onSelect={jest.fn()} />,
    );
    expect(screen.getByTestId("bye-badge")).toHaveTextContent("BYE");
  });

  it("shows no BYE badge for a player whose team plays", () => {
    render(<RosterRow entry={entry("RB", "Bijan Robinson", { proj: 14 })} onSelect={jest.fn()} />);
    expect(screen.queryByTestId("bye-badge")).not.toBeInTheDocument();
  });

  it("shows the projection labelled proj before kickoff, with the vs line", () => {
    render(<RosterRow entry={entry("QB", "Josh Allen", { proj: 22.46 })} onSelect={jest.fn()} />);
    expect(screen.getByTestId("roster-score")).toHaveTextContent("22.46");
    expect(screen.getByText("proj")).toBeInTheDocument();
    expect(screen.queryByText("Playing")).not.toBeInTheDocument();
    expect(screen.getByText(/vs KC/)).toBeInTheDocument();
  });

  it("shows the actual after the final whistle", () => {
    const final = game({
      status: "post",
      completed: true,
      quarter: 4,
      clock: "0:00",
      playerScore: 28,
      opponentScore: 21,
      isHome: false,
    });
    render(
      <RosterRow
        entry={entry("WR", "Khalil Shakir", { proj: 12, actual: 17.3, expected: 17.3, game: final })}
        onSelect={jest.fn()}
      />,
    );
    expect(screen.getByTestId("roster-score")).toHaveTextContent("17.3");
    expect(screen.getByText("actual")).toBeInTheDocument();
    expect(screen.getByText(/KC 28-21 Final/)).toBeInTheDocument();
  });

  it.each([
    ["red", { inRedZone: true, onField: true }, "bg-red-500/10"],
    ["yellow", { inRedZone: false, onField: true }, "bg-yellow-500/10"],
  ])("highlights %s for the game's field position", (colour, over, cls) => {
    render(
      <RosterRow
        entry={entry("WR", "Khalil Shakir", { game: game({ status: "in", quarter: 2, clock: "3:00", ...over }) })}
        onSelect={jest.fn()}
      />,
    );
    const row = screen.getByTestId("roster-row");
    expect(row).toHaveAttribute("data-highlight", colour);
    expect(row).toHaveClass(cls);
  });

  it("is not highlighted off the field", () => {
    render(
      <RosterRow
        entry={entry("WR", "Khalil Shakir", { game: game({ status: "in", quarter: 2, clock: "3:00" }) })}
        onSelect={jest.fn()}
      />,
    );
    expect(screen.getByTestId("roster-row")).not.toHaveAttribute("data-highlight");
  });

  it("shows the injury code and opens the player on click", async () => {
    const onSelect = jest.fn();
    const e = entry("TE", "Dalton Kincaid", { injury: "QUESTIONABLE" });
    render(<RosterRow entry={e} onSelect={onSelect} />);
    expect(screen.getByText("Q")).toHaveAttribute("title", "QUESTIONABLE");
    await userEvent.click(screen.getByTestId("roster-row"));
    expect(onSelect).toHaveBeenCalledWith(e.players!.id);
  });

  it("renders an empty slot as 'Empty Slot' without a score, not clickable", () => {
    render(<RosterRow entry={entry("RB", null, { game: null })} onSelect={jest.fn()} />);
    expect(screen.getByText("Empty Slot")).toBeInTheDocument();
    expect(screen.queryByTestId("roster-score")).not.toBeInTheDocument();
    expect(screen.getByTestId("roster-row")).toBeDisabled();
  });

  it("hides a broken headshot and shows the player's initials instead", () => {
    render(
      <RosterRow
        entry={entry("QB", "Patrick Mahomes II", { image: "https://a.espncdn.com/i/headshots/nfl/players/full/0.png" })}
        onSelect={jest.fn()}
      />,
    );
    const row = screen.getByTestId("roster-row");
    const img = row.querySelector("img")!;
    expect(img).toBeInTheDocument();
    fireEvent.error(img);
    expect(row.querySelector("img")).toBeNull();
    expect(within(row).getByTestId("headshot-initials")).toHaveTextContent("PM");
  });

  it("shows initials when the player has no headshot", () => {
    render(<RosterRow entry={entry("WR", "A.J. Brown")} onSelect={jest.fn()} />);
    expect(screen.getByTestId("headshot-initials")).toHaveTextContent("AB");
  });
});
