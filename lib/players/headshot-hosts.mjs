// The hosts player headshots are shown from: the public CDNs of the league platforms (ESPN, Yahoo, Sleeper), or
// the comma-separated PLAYER_IMAGE_HOSTS. next.config.mjs turns them into next/image remote patterns and hands the
// list to the browser bundle; a headshot from any other host shows the player's initials instead. Plain JavaScript,
// so the config can read it without a TypeScript step.
export const DEFAULT_HEADSHOT_HOSTS = ["a.espncdn.com", "s.yimg.com", "sleepercdn.com"];

/** @param {string | undefined} configured */
export function headshotHosts(configured) {
  const hosts = (configured ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length ? hosts : DEFAULT_HEADSHOT_HOSTS;
}

/**
 * Whether a headshot URL is on one of the hosts (https only).
 * @param {string} src
 * @param {readonly string[]} hosts
 */
export function isHeadshotUrl(src, hosts) {
  try {
    const url = new URL(src);
    return url.protocol === "https:" && hosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}
