// The two football clocks as a page hands them to the browser (ISO strings): the demo league's replay clock and
// the real leagues' clock. The browser picks the one of the league it shows, as the server does (lib/clock.ts).
export interface FootballClocks {
  demo: string;
  real: string;
}

export function clockOf(clocks: FootballClocks, league: { provider: string } | null | undefined): Date {
  return new Date(league?.provider === "demo" ? clocks.demo : clocks.real);
}
