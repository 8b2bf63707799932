import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ConnectedLeagues } from "@/components/leagues/connected-leagues";
import type { ConnectedLeagueItem } from "@/components/leagues/types";

// Only the clock is faked: React and React Query keep their real timers.
const REAL_TIMERS = [
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "setImmediate",
  "clearImmediate",
  "queueMicrotask",
  "nextTick",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
  "hrtime",
  "performance",
] as const;

const RENDERED_AT = new Date("2026-11-27T12:00:00Z");

const league: ConnectedLeagueItem = {
  id: "league-1",
  provider: "sleeper",
  externalId: "123",
  season: 2026,
  name: "Office League",
  // 29.9 s before the server renders: "less than a minute ago" there, "1 minute ago" in the browser a moment later.
  lastSyncedAt: new Date(RENDERED_AT.getTime() - 29_900).toISOString(),
  syncError: null,
  syncErrorKind: null,
  createdAt: "2026-09-01T00:00:00Z",
  myTeam: { id: "team-1", name: "Gridiron Gurus" },
  teamCount: 12,
  unsupportedScoring: [],
  syncWarnings: [],
  hostRules: {
    playoffTeams: 6,
    playoffStartWeek: 15,
    playoffRoundWeeks: [1, 1, 1],
    consolationGames: 0,
    tradeDeadlineWeek: 11,
  },
};

const page = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })}>
    <ConnectedLeagues initialLeagues={[league]} />
  </QueryClientProvider>
);

afterEach(() => jest.useRealTimers());

it("hydrates without a mismatch when the last sync's wording moved on between the server and the browser", async () => {
  jest.useFakeTimers({ now: RENDERED_AT, doNotFake: [...REAL_TIMERS] });
  const container = document.createElement("div");
  container.innerHTML = renderToString(page());
  document.body.append(container);
  expect(container).toHaveTextContent("Last synced less than a minute ago");

  jest.setSystemTime(RENDERED_AT.getTime() + 2_000);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container).toHaveTextContent("Last synced");
  container.remove();
});
