// Types of logic.js for the TypeScript tests (the extension itself is plain JavaScript, loadable as it is).
export const COOKIE_NAMES: string[];
export const MESSAGE_TYPE: "fantasy-gm:espn-cookies";
export interface EspnCookies {
  espnS2: string;
  swid: string;
}
export type CookieResult = ({ ok: true } & EspnCookies) | { ok: false; missing: string[]; invalid: string[] };
export function normalizeOrigin(text: string): string | null;
export function readCookies(found: ({ name: string; value: string } | null)[]): CookieResult;
export function clipboardText(cookies: EspnCookies): string;
export function connectUrl(origin: string): string;
export function handoverMessage(cookies: EspnCookies): { type: typeof MESSAGE_TYPE } & EspnCookies;
export function originPattern(origin: string): string;
