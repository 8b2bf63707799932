// The production server under malformed requests: the HTTP fuzz (tests/api/support/http-fuzz.ts) sends generated
// requests to every API route and method, and raw ones (TRACE, unknown methods, malformed router-state headers,
// path traversal, oversized and odd headers) to every API route and a set of pages. None may get a 5xx, hang, or
// show a stack trace or an internal path; the raw requests the server must refuse get a 4xx.
import { expect, test } from "@playwright/test";
import { runHttpFuzz } from "../api/support/http-fuzz";
import { routeShapesFromSource } from "../api/support/routes";
import { ORIGIN } from "../pages/session";

const GENERATED = Number(process.env.FUZZ_HTTP_RUNS ?? 5_400);

test("6,000+ malformed requests over HTTP: no 5xx, no hang, no leak", async () => {
  test.setTimeout(600_000);
  const summary = await runHttpFuzz({
    base: ORIGIN,
    runs: GENERATED,
    seed: 20261125,
    concurrency: 4,
    secret: process.env.E2E_NEXTAUTH_SECRET,
    sourceAddress: "127.0.77.1", // its own address: its failed sign-ins count against no one else's limits
  });
  const { failures, ...counts } = summary;
  console.log(`[fuzz] ${JSON.stringify(counts)}`);
  expect(failures.slice(0, 20)).toEqual([]);
  expect(summary.requests).toBeGreaterThanOrEqual(6_000);
  const routeMethods = routeShapesFromSource().reduce((n, route) => n + route.methods.length, 0);
  expect(summary.routeMethods).toBe(routeMethods);
});
