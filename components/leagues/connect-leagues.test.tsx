import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQuery } from "@/components/dashboard/test-utils";
import { ConnectLeagues } from "@/components/leagues/connect-leagues";
import { espnLeagueIdFrom } from "@/lib/validations/leagues";
import { SelectedTeamProvider } from "@/components/providers/selected-team";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
// The connected-leagues list needs the app frame's team context; this test is about the connect forms.
jest.mock("@/components/leagues/connected-leagues", () => ({ ConnectedLeagues: () => null }));

const page = (yahooEnabled: boolean) =>
  renderWithQuery(
    <SelectedTeamProvider signedIn={false}>
      <ConnectLeagues initialLeagues={[]} defaultSeason={2025} yahooEnabled={yahooEnabled} />
    </SelectedTeamProvider>,
  );

describe("Connect Leagues", () => {
  it("lists Yahoo even when it is not configured, and explains how an operator enables it", async () => {
    page(false);
    const yahoo = screen.getByRole("radio", { name: /Yahoo/ });
    expect(screen.getByText("Not enabled on this server")).toBeInTheDocument();
    await userEvent.click(yahoo);
    expect(screen.getByRole("status")).toHaveTextContent("Yahoo is not enabled on this server.");
    expect(screen.getByRole("status")).toHaveTextContent("YAHOO_CLIENT_ID");
  });

  it("explains an ESPN league id with letters instead of silently disabling Find league", async () => {
    page(false);
    await userEvent.click(screen.getByRole("radio", { name: /ESPN/ }));
    await userEvent.type(screen.getByLabelText("ESPN league id"), "abc123");
    expect(screen.getByRole("alert")).toHaveTextContent("An ESPN league id is a number");
    expect(screen.getByRole("button", { name: "Find league" })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText("ESPN league id"));
    await userEvent.type(screen.getByLabelText("ESPN league id"), "12345678");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Find league" })).toBeEnabled();
  });

  it("reads the league id from a pasted league URL", () => {
    expect(espnLeagueIdFrom("https://fantasy.espn.com/football/league?leagueId=4242&seasonId=2025")).toBe("4242");
    expect(espnLeagueIdFrom(" 987 ")).toBe("987");
    expect(espnLeagueIdFrom("my league")).toBeNull();
  });
});
