/** @jest-environment node */
// NEXTAUTH_SECRET has no built-in default: without it the server refuses to start (instrumentation.ts
// reads env.NEXTAUTH_SECRET at start-up), naming the variable; the build alone gets a random per-process value.

import { randomBytes } from "node:crypto";

type EnvModule = typeof import("@/env");
const saved = { ...process.env };
// Each load evaluates env.ts afresh but shares zod with this file: evaluating the whole library again for each of
// the hundreds of loads below would cost a minute, and its code is the same every time.
const zod = jest.requireActual<typeof import("zod")>("zod");

function loadEnv(vars: Record<string, string | undefined>): EnvModule {
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  let mod: EnvModule | undefined;
  jest.isolateModules(() => {
    jest.doMock("zod", () => zod);
    mod = jest.requireActual<EnvModule>("@/env");
  });
  return mod!;
}

afterEach(() => {
  process.env = { ...saved };
});

describe("NEXTAUTH_SECRET", () => {
  it("has no default: reading it without one throws a message naming the variable", () => {
    const { env } = loadEnv({ NEXTAUTH_SECRET: undefined, NEXT_PHASE: undefined });
    expect(() => env.NEXTAUTH_SECRET).toThrow(/NEXTAUTH_SECRET is not set.*refuses to start/);
  });

  it("refuses a short secret with a message naming the variable", () => {
    expect(() => loadEnv({ NEXTAUTH_SECRET: "too-short" })).toThrow(/NEXTAUTH_SECRET must be at least 32 characters/);
  });

  it.each([
    ["the old built-in default", "fantasy-gm-embedded-demo-secret-change-me"],
    ["the old end-to-end test secret", "e2e-secret-e2e-secret-e2e-secret"],
    ["one repeated character", "s".repeat(40)],
    ["a repeated word", "abcd1234".repeat(5)],
    ["a placeholder", "please-change-me-before-production-1234"],
    ["few distinct characters", "aaaabbbbccccddddaaaabbbbccccdddde"],
  ])("refuses %s", (_name, secret) => {
    expect(() => loadEnv({ NEXTAUTH_SECRET: secret })).toThrow(/NEXTAUTH_SECRET .*openssl rand -base64 32/);
  });

  it.each([
    ["base64 of 32 random bytes", () => randomBytes(32).toString("base64")],
    ["hex of 16 random bytes", () => randomBytes(16).toString("hex")],
  ])("accepts %s", (_name, make) => {
    for (let i = 0; i < 200; i++) expect(() => loadEnv({ NEXTAUTH_SECRET: make() })).not.toThrow();
  });

  it("uses the configured secret as it is", () => {
    const secret = randomBytes(32).toString("base64url");
    expect(loadEnv({ NEXTAUTH_SECRET: secret }).env.NEXTAUTH_SECRET).toBe(secret);
  });

  it("gives `next build` a random per-process value, never a constant", () => {
    const first = loadEnv({ NEXTAUTH_SECRET: undefined, NEXT_PHASE: "phase-production-build" }).env.NEXTAUTH_SECRET;
    const second = loadEnv({ NEXTAUTH_SECRET: undefined, NEXT_PHASE: "phase-production-build" }).env.NEXTAUTH_SECRET;
    expect(first).toHaveLength(43);
    expect(first).not.toBe(second);
  });

  it("is made up nowhere but in the build: the production and development servers refuse to start without it", () => {
    for (const phase of ["phase-production-server", "phase-development-server", "phase-test"]) {
      const { env } = loadEnv({ NEXTAUTH_SECRET: undefined, NEXT_PHASE: phase });
      expect(() => env.NEXTAUTH_SECRET).toThrow(/NEXTAUTH_SECRET is not set/);
    }
  });
});
