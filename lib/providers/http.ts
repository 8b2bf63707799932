// One fetch for every provider call: timeout, bounded retries with backoff on 429/5xx, JSON parsing,
// and every failure turned into a ProviderError whose message a user can act on.
import type { z } from "zod";
import { env } from "@/env";
import { ProviderError } from "@/lib/providers/types";

export interface ProviderFetchOptions {
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: string;
  timeoutMs?: number;
  retries?: number; // extra attempts after the first, only for 429 and 5xx
  baseDelayMs?: number; // first backoff step; tests pass a few ms
  maxDelayMs?: number; // cap for any wait, including a server's Retry-After
  label?: string; // "Sleeper", "ESPN", "Yahoo" — named in messages
  // What to tell the user on 401/403, which differs per provider (expired cookies, expired token…).
  authMessage?: string;
  notFoundMessage?: string;
}

const DEFAULTS = { retries: 3, baseDelayMs: 300, maxDelayMs: 10_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Full jitter keeps many clients that failed together from retrying together.
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

// "10 s", "0.5 s": a sub-second timeout must not read as "0 s".
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export async function providerFetch<T = unknown>(url: string, options: ProviderFetchOptions = {}): Promise<T> {
  const text = await providerFetchText(url, options);
  try {
    return JSON.parse(text) as T;
  } catch {
    const label = options.label ?? hostOf(url);
    throw new ProviderError(
      "malformed",
      `${label} sent a response we could not read (not valid JSON). Try again later.`,
    );
  }
}

export async function providerFetchText(url: string, options: ProviderFetchOptions = {}): Promise<string> {
  const retries = options.retries ?? DEFAULTS.retries;
  const baseDelayMs = options.baseDelayMs ?? DEFAULTS.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? DEFAULTS.maxDelayMs;
  const timeoutMs = options.timeoutMs ?? env.PROVIDER_TIMEOUT_MS;
  const label = options.label ?? hostOf(url);

  for (let attempt = 0; ; attempt++) {
    let response: Response;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      response = await fetch(url, {
        method: options.method ?? "GET",
        headers: { accept: "application/json", ...options.headers },
        body: options.body,
        signal,
        cache: "no-store",
      });
    } catch {
      // Checked on the signal, not the error: the abort error's class differs between runtimes.
      if (signal.aborted) {
        throw new ProviderError(
          "timeout",
          `${label} did not answer within ${seconds(timeoutMs)}. Try again in a minute.`,
        );
      }
      throw new ProviderError(
        "network",
        `Could not reach ${label} (${hostOf(url)}). Check the connection and try again.`,
      );
    }

    const retryable = response.status === 429 || response.status >= 500;
    if (retryable && attempt < retries) {
      const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
      await response.body?.cancel();
      await sleep(Math.min(maxDelayMs, retryAfter ?? backoffDelay(attempt, baseDelayMs, maxDelayMs)));
      continue;
    }
    if (response.ok) {
      try {
        return await response.text();
      } catch {
        if (signal.aborted) {
          throw new ProviderError(
            "timeout",
            `${label} stopped sending its answer within ${seconds(timeoutMs)}. Try again.`,
          );
        }
        throw new ProviderError(
          "network",
          `${label} dropped the connection in the middle of its answer. Nothing was changed; try again.`,
        );
      }
    }
    await response.body?.cancel();
    throw statusError(response.status, label, options);
  }
}

function statusError(status: number, label: string, options: ProviderFetchOptions): ProviderError {
  if (status === 401 || status === 403) {
    return new ProviderError(
      "auth",
      options.authMessage ?? `${label} refused access (${status}). Reconnect the account and try again.`,
      status,
    );
  }
  if (status === 404) {
    return new ProviderError(
      "not_found",
      options.notFoundMessage ?? `${label} does not know this league or user (404). Check the id and season.`,
      status,
    );
  }
  if (status === 429) {
    return new ProviderError(
      "rate_limited",
      `${label} is limiting our requests (429). Wait a minute, then sync again.`,
      status,
    );
  }
  if (status >= 500) {
    return new ProviderError("server", `${label} is having trouble (${status}). Try again in a few minutes.`, status);
  }
  return new ProviderError("server", `${label} rejected the request (${status}).`, status);
}

// Schema mismatches are provider faults too: callers validate with zod and report them the same way.
export function malformed(label: string, detail: string): ProviderError {
  return new ProviderError(
    "malformed",
    `${label} sent data in a shape we do not understand (${detail}). Nothing was changed.`,
  );
}

// Validate a provider answer against the fields we read; a mismatch becomes a `malformed` ProviderError.
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown, label: string, what: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue ? `${[what, ...issue.path.map(String)].join(".")}: ${issue.message}` : what;
  throw malformed(label, where);
}
