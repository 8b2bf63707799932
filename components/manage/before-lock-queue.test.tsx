import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQuery } from "@/components/dashboard/test-utils";
import { SelectedTeamProvider, SELECTED_TEAM_STORAGE_KEY } from "@/components/providers/selected-team";
import type { BeforeLockItem } from "@/lib/validations/responses/manage";
import { BeforeLockQueue } from "./before-lock-queue";

const base = { teamName: "Gridiron Gurus", leagueName: "Demo League", kickoff: "2025-11-09T21:05:00.000Z" };
const items: BeforeLockItem[] = [
  {
    ...base,
    kind: "lineup",
    teamId: "team-a",
    slot: "FLEX",
    player: null,
    problem: "Empty FLEX slot",
    fix: {
      href: "/lineup",
      playerIn: { id: "p1", name: "Kenneth Walker III" },
      deltaWinProbability: 4.2,
      claim: null,
    },
  },
  {
    ...base,
    kind: "lineup",
    teamId: "team-b",
    slot: "FLEX",
    kickoff: null,
    player: { id: "p2", name: "CeeDee Lamb", position: "WR", nflTeam: "DAL" },
    problem: "On bye",
    fix: { href: "/waivers", playerIn: null, deltaWinProbability: null, claim: null },
  },
  {
    ...base,
    kind: "waivers",
    teamId: "team-c",
    slot: null,
    kickoff: "2025-11-12T08:00:00.000Z",
    player: null,
    problem: "Waivers run",
    fix: {
      href: "/waivers",
      playerIn: { id: "p3", name: "Rico Dowdle" },
      deltaWinProbability: null,
      claim: { deltaPlayoffOdds: 2.4, sePlayoffOdds: 0.9, bid: 12 },
    },
  },
];

const render = (queue: BeforeLockItem[] | null) =>
  renderWithQuery(
    <SelectedTeamProvider signedIn={false}>
      <BeforeLockQueue items={queue} />
    </SelectedTeamProvider>,
  );

describe("BeforeLockQueue", () => {
  it("shows each problem with its lock time, the fix's ΔP(win) and a link that selects the team first", async () => {
    render(items);
    const [hole, bye, claim] = screen.getAllByTestId("before-lock-item");
    expect(hole).toHaveTextContent("FLEX (no starter)Empty FLEX slot");
    expect(hole).toHaveTextContent("Gridiron Gurus · Demo League · Locks Sun 4:05 PM ET");
    expect(within(hole!).getByTestId("before-lock-fix")).toHaveTextContent(
      "Start Kenneth Walker III: +4.2% win chance",
    );
    expect(bye).toHaveTextContent("CeeDee Lamb (WR, FLEX)On bye");
    expect(within(bye!).getByTestId("before-lock-fix")).toHaveTextContent(
      "No bench player is a better start: look on waivers",
    );
    const waivers = within(bye!).getByRole("link", { name: "Find on Waivers" });
    expect(waivers).toHaveAttribute("href", "/waivers");
    expect(within(hole!).getByRole("link", { name: "Fix in Lineup" })).toHaveAttribute("href", "/lineup");
    expect(claim).toHaveTextContent("Waiver claimWaivers run");
    expect(claim).toHaveTextContent("Gridiron Gurus · Demo League · Claims close Wed 3:00 AM ET");
    expect(within(claim!).getByTestId("before-lock-fix")).toHaveTextContent(
      "Claim Rico Dowdle (bid $12): +2.4 ± 0.9 pts playoff odds",
    );
    expect(within(claim!).getByRole("link", { name: "Claim on Waivers" })).toHaveAttribute("href", "/waivers");
    await userEvent.click(waivers);
    expect(window.localStorage.getItem(SELECTED_TEAM_STORAGE_KEY)).toBe("team-b");
  });

  it("says when there is nothing to fix, and when the queue could not be computed", () => {
    const { unmount } = render([]);
    expect(screen.getByText("Nothing to fix before lock — every starter is playing.")).toBeInTheDocument();
    unmount();
    render(null);
    expect(screen.getByRole("alert")).toHaveTextContent("Could not check your lineups right now.");
  });
});
