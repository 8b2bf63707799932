// "Owned", one definition on every screen: the host's ownership percentage where it sends one (ESPN does), else the
// share of the app's own leagues of the season that roster the player this week; unknown only without any league.
export interface LeagueOwnership {
  leagues: number;
  share: ReadonlyMap<string, number>;
}

export function ownedPercent(hostPercent: number | null, own: LeagueOwnership, playerId: string): number | null {
  if (hostPercent !== null) return hostPercent;
  return own.leagues > 0 ? Math.round((own.share.get(playerId) ?? 0) * 10) / 10 : null;
}
