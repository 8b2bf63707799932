import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GmBriefCard } from "./gm-brief-card";
import { mockFetch, renderWithQuery } from "./test-utils";
import type { AiBrief } from "@/lib/league-model/types";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const brief: AiBrief = {
  summary: "Two moves before Sunday.",
  actionItems: [
    { icon: "users", priority: "high", category: "lineup", title: "Start Puka Nacua over Jerry Jeudy" },
    { icon: "trending-up", priority: "medium", category: "waiver", title: "Bid $12 on Kyle Williams" },
    { icon: "arrow-right-left", priority: "low", category: "trade", title: "Sell high on Breece Hall" },
    { icon: "unknown-icon", priority: "low", category: "strategy", title: "Playoff path looks soft" },
  ],
};

beforeEach(() => push.mockReset());

describe("GmBriefCard", () => {
  it("shows a spinner while the brief loads", () => {
    mockFetch([]);
    renderWithQuery(<GmBriefCard teamId="t1" week={10} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading GM's Brief");
  });

  it("asks for the week's brief of the selected team", async () => {
    const fetchMock = mockFetch([{ match: /ai-brief/, body: brief }]);
    renderWithQuery(<GmBriefCard teamId="t 1" week={10} />);
    await screen.findByText("Two moves before Sunday.");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/teams/t%201/ai-brief?week=10");
  });

  it("renders nothing when the brief fails", async () => {
    const fetchMock = mockFetch([{ match: /ai-brief/, status: 500, body: { error: "internal", message: "boom" } }]);
    const { container } = renderWithQuery(<GmBriefCard teamId="t1" week={10} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("renders nothing without a team and does not fetch", () => {
    const fetchMock = mockFetch([{ match: /ai-brief/, body: brief }]);
    const { container } = renderWithQuery(<GmBriefCard teamId={null} week={10} />);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("labels priorities URGENT / ACTION / INFO with the category", async () => {
    mockFetch([{ match: /ai-brief/, body: brief }]);
    renderWithQuery(<GmBriefCard teamId="t1" week={10} />);
    const item = (await screen.findByText("Start Puka Nacua over Jerry Jeudy")).closest("button")!;
    expect(item).toHaveTextContent("URGENT");
    expect(item).toHaveTextContent("lineup");
    expect(screen.getByText("Bid $12 on Kyle Williams").closest("button")).toHaveTextContent("ACTION");
    expect(screen.getByText("Sell high on Breece Hall").closest("button")).toHaveTextContent("INFO");
    expect(screen.getAllByText("URGENT")).toHaveLength(1);
    expect(screen.getAllByText("INFO")).toHaveLength(2);
  });

  it.each([
    ["Start Puka Nacua over Jerry Jeudy", "/lineup"],
    ["Bid $12 on Kyle Williams", "/waivers"],
    ["Sell high on Breece Hall", "/trades"],
    ["Playoff path looks soft", "/analytics"],
  ])("clicking '%s' navigates to %s", async (title, href) => {
    mockFetch([{ match: /ai-brief/, body: brief }]);
    renderWithQuery(<GmBriefCard teamId="t1" week={10} />);
    await userEvent.click(await screen.findByText(title));
    expect(push).toHaveBeenCalledWith(href);
  });
});
