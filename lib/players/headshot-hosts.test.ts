import { DEFAULT_HEADSHOT_HOSTS, headshotHosts, isHeadshotUrl } from "./headshot-hosts.mjs";

describe("headshot hosts", () => {
  it("are the platforms' CDNs unless PLAYER_IMAGE_HOSTS names others", () => {
    expect(headshotHosts(undefined)).toEqual(DEFAULT_HEADSHOT_HOSTS);
    expect(headshotHosts(" ")).toEqual(DEFAULT_HEADSHOT_HOSTS);
    expect(headshotHosts("img.example.com, CDN.example.org")).toEqual(["img.example.com", "cdn.example.org"]);
  });

  it("accept https URLs on a listed host only", () => {
    const hosts = headshotHosts(undefined);
    expect(isHeadshotUrl("https://a.espncdn.com/i/headshots/nfl/players/full/3139477.png", hosts)).toBe(true);
    expect(isHeadshotUrl("http://a.espncdn.com/i/headshots/nfl/players/full/3139477.png", hosts)).toBe(false);
    expect(isHeadshotUrl("https://evil.example.com/a.png", hosts)).toBe(false);
    expect(isHeadshotUrl("not a url", hosts)).toBe(false);
  });
});
