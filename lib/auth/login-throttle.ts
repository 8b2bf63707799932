import "server-only";
import { env } from "@/env";
import { ApiError } from "@/lib/api/errors";
import {
  deleteExpiredThrottles,
  deleteKeyedThrottles,
  deleteThrottle,
  getThrottle,
  recordThrottleFailure,
  reserveThrottleSlot,
  touchThrottle,
} from "@/lib/db/queries/rate-limits";
import { usernameKeyOf } from "@/lib/db/queries/users";
import { hitRateLimit, peekRateLimit, refundRateLimit, type RateLimitHit } from "@/lib/rate-limit";

// Limits on password checks (OWASP ASVS 2.2.1). Every limit is reserved before the password is checked, in one
// statement that counts and compares, so N concurrent attempts count N. Counts are over sliding windows (any 15
// minutes, any hour), never per stretch of the clock. None is a lock a stranger can impose:
//  - per address, across accounts: 30 attempts in any 15 minutes (a password spray); a success gives its attempt back;
//  - per account and address: 3 attempts at once, then each waits 1, 2, 4 … seconds after the previous one
//    (at most 15 minutes); a success ends the run;
//  - per account, from addresses that never signed in to it: after 5 failures from anywhere, every address waits
//    1, 2, 4 … at most 30 seconds between its attempts. A new address's first attempt is never delayed, and the
//    owner's own address (one that signed in within 30 days) skips this wait, so an attacker cannot keep the owner
//    out for longer than 30 seconds. An attacker with many addresses gets one guess per address per 30 seconds,
//    still bounded by the per-address cap; a CAPTCHA step-up for unknown addresses of an account under attack
//    would plug in where `reservePairAttempt` applies the account's wait.
//  - sign-up: SIGNUP_LIMIT_PER_HOUR attempts per address in any hour, 10 per username in any 15 minutes;
//  - password change: 5 checks of the current password per account in any 15 minutes.

export const AUTH_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_ATTEMPT_LIMIT = 30;
export const PAIR_FREE_ATTEMPTS = 3;
const PAIR_MAX_DELAY_SECONDS = 15 * 60;
const ACCOUNT_FREE_FAILURES = 5;
export const ACCOUNT_MAX_DELAY_SECONDS = 30;
export const USERNAME_SIGNUP_LIMIT = 10;
export const PASSWORD_CHANGE_LIMIT = 5;
const HOUR_MS = 60 * 60 * 1000;
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

const KNOWN_PREFIX = "login:known:";
const addressKey = (ip: string) => `login:ip:${ip}`;
const pairPrefix = (username: string) => `login:pair:${usernameKeyOf(username)}:`;
const pairKey = (username: string, ip: string) => `${pairPrefix(username)}${ip}`;
const accountKey = (username: string) => `login:fail:${usernameKeyOf(username)}`;
const knownPrefix = (userId: string) => `${KNOWN_PREFIX}${userId}:`;
const knownKey = (userId: string, ip: string) => `${knownPrefix(userId)}${ip}`;
const signupAddressKey = (ip: string) => `register:ip:${ip}`;
const signupNameKey = (username: string) => `register:user:${usernameKeyOf(username)}`;
const passwordKey = (userId: string) => `password:user:${userId}`;

/** The wait (seconds) an account imposes on unknown addresses after `failures` recent failures: 0, then 1 … 30. */
export function accountDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - ACCOUNT_FREE_FAILURES), ACCOUNT_MAX_DELAY_SECONDS);
}

/** The wait (seconds) after the `attempts`-th attempt of one address on one account: 0, 0, 0, then 1, 2, 4 … */
export function pairDelaySeconds(attempts: number): number {
  if (attempts < PAIR_FREE_ATTEMPTS) return 0;
  return Math.min(2 ** (attempts - PAIR_FREE_ATTEMPTS), PAIR_MAX_DELAY_SECONDS);
}

export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return new ApiError("rate_limited", `Too many attempts. Please try again in ${wait}.`, {
    "Retry-After": String(seconds),
  });
}

async function reserve(key: string, limit: number, windowMs: number): Promise<RateLimitHit> {
  const hit = await hitRateLimit({ key, limit, windowMs });
  if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds);
  return hit;
}

/** A cheap early refusal (before the body is read) for an address whose window is full. */
export async function assertAddressNotLocked(action: "login" | "register", ip: string): Promise<void> {
  const state =
    action === "login"
      ? await peekRateLimit({ key: addressKey(ip), limit: ADDRESS_ATTEMPT_LIMIT, windowMs: AUTH_WINDOW_MS })
      : await peekRateLimit({ key: signupAddressKey(ip), limit: env.SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR_MS });
  if (!state.allowed) throw tooManyAttempts(state.retryAfterSeconds);
}

type LoginAttempt = { username: string; userId: string | null; ip: string; now: Date };
export type LoginReservation = { address: RateLimitHit; username: string; ip: string; now: Date };

/**
 * Reserves one password check for (username, address), or throws 429 with Retry-After. `userId` is the account's
 * id when it exists (its known addresses skip the account's wait).
 */
export async function reserveLoginAttempt(attempt: LoginAttempt): Promise<LoginReservation> {
  const { username, ip, now } = attempt;
  const address = await reserve(addressKey(ip), ADDRESS_ATTEMPT_LIMIT, AUTH_WINDOW_MS);
  await reservePairAttempt(attempt);
  return { address, username, ip, now };
}

async function reservePairAttempt({ username, userId, ip, now }: LoginAttempt): Promise<void> {
  const known = userId !== null && (await isKnownAddress(userId, ip, now));
  const account = known ? null : await getThrottle({ key: accountKey(username) });
  const accountFresh = account !== null && now.getTime() - account.lastAt.getTime() < AUTH_WINDOW_MS;
  const minGapSeconds = accountFresh ? accountDelaySeconds(account.count) : 0;
  const slot = {
    key: pairKey(username, ip),
    now,
    resetAfterMs: AUTH_WINDOW_MS,
    freeAttempts: PAIR_FREE_ATTEMPTS,
    maxDelaySeconds: PAIR_MAX_DELAY_SECONDS,
    minGapSeconds,
  };
  if ((await reserveThrottleSlot(slot)) !== null) return;
  const pair = await getThrottle({ key: slot.key });
  const waitSeconds = Math.max(minGapSeconds, pairDelaySeconds(pair?.count ?? 0));
  const readyAt = (pair?.lastAt.getTime() ?? now.getTime()) + waitSeconds * 1000;
  throw tooManyAttempts((readyAt - now.getTime()) / 1000);
}

async function isKnownAddress(userId: string, ip: string, now: Date): Promise<boolean> {
  const known = await getThrottle({ key: knownKey(userId, ip) });
  return known !== null && now.getTime() - known.lastAt.getTime() < KNOWN_ADDRESS_MS;
}

/** A wrong password (or unknown user): the account's failure run grows. */
export async function recordLoginFailure({ username, now }: LoginReservation): Promise<void> {
  await recordThrottleFailure({ key: accountKey(username), resetAfterMs: AUTH_WINDOW_MS, now });
}

/** A right password: the address becomes known to the account, its run ends and its attempt is given back. */
export async function recordLoginSuccess(reservation: LoginReservation, userId: string): Promise<void> {
  const { address, username, ip, now } = reservation;
  await touchThrottle({ key: knownKey(userId, ip), now });
  await deleteThrottle({ key: pairKey(username, ip) });
  await refundRateLimit(address);
  // Finished runs and forgotten addresses are useless; sweep them now and then rather than on every sign-in.
  if (Math.random() < 0.01) {
    await deleteExpiredThrottles({
      before: new Date(now.getTime() - AUTH_WINDOW_MS),
      knownBefore: new Date(now.getTime() - KNOWN_ADDRESS_MS),
      knownPrefix: KNOWN_PREFIX,
    });
  }
}

/** Reserves one sign-up attempt for the address and the username, or throws 429. */
export async function reserveSignup(ip: string, username: string): Promise<void> {
  await reserve(signupAddressKey(ip), env.SIGNUP_LIMIT_PER_HOUR, HOUR_MS);
  await reserve(signupNameKey(username), USERNAME_SIGNUP_LIMIT, AUTH_WINDOW_MS);
}

/** Reserves one check of the account's current password (POST /api/settings/password), or throws 429. */
export async function reservePasswordCheck(userId: string): Promise<void> {
  await reserve(passwordKey(userId), PASSWORD_CHANGE_LIMIT, AUTH_WINDOW_MS);
}

/** Forgets every row keyed by an account (its username or id), so a re-registered name inherits nothing. */
export async function forgetAccountThrottles({ userId, username }: { userId: string; username: string }) {
  await deleteKeyedThrottles({
    keys: [accountKey(username), signupNameKey(username), passwordKey(userId)],
    prefixes: [pairPrefix(username), knownPrefix(userId)],
  });
}
