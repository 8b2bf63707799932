import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { makeQueryClient } from "@/lib/query-client";

// Component tests answer the cards' fetches by URL; an unmatched URL never resolves (the pending state).
export type Route = { match: RegExp; status?: number; body: unknown };

export function fakeResponse(status: number, body: unknown): Response {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

export function mockFetch(routes: Route[]): jest.Mock {
  const fn = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    const route = routes.find((r) => r.match.test(url));
    if (!route) return new Promise<Response>(() => {});
    return Promise.resolve(fakeResponse(route.status ?? 200, route.body));
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function renderWithQuery(ui: React.ReactElement) {
  const client = makeQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
