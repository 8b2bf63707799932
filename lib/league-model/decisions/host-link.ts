// The team's own page on the host platform, built from the stored ids (we never write to the host: their
// APIs are read-only for us, so the manager makes the change there). The demo league has no host page.
export function hostTeamUrl(args: {
  provider: string;
  leagueExternalId: string;
  teamExternalId: string;
  season: number;
}): { url: string; name: string } | null {
  const league = encodeURIComponent(args.leagueExternalId);
  const team = encodeURIComponent(args.teamExternalId);
  switch (args.provider) {
    case "sleeper":
      return { url: `https://sleeper.com/leagues/${league}/team`, name: "Sleeper" };
    case "espn":
      return {
        url: `https://fantasy.espn.com/football/team?leagueId=${league}&teamId=${team}&seasonId=${args.season}`,
        name: "ESPN",
      };
    case "yahoo": {
      // Yahoo keys look like "449.l.12345" and "449.l.12345.t.7"; the site URL uses the numbers.
      const leagueNo = /\.l\.(\d+)/.exec(args.leagueExternalId)?.[1] ?? args.leagueExternalId;
      const teamNo = /\.t\.(\d+)/.exec(args.teamExternalId)?.[1] ?? args.teamExternalId;
      return {
        url: `https://football.fantasysports.yahoo.com/f1/${[leagueNo, teamNo].map(encodeURIComponent).join("/")}`,
        name: "Yahoo",
      };
    }
    default:
      return null;
  }
}
