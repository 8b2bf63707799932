// Main navigation: label, route and subtitle, in display order.
export type NavItem = { label: string; href: string; subtitle: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "This Week", href: "/", subtitle: "Dashboard & Actions" },
  { label: "GM Chat", href: "/gm-chat", subtitle: "AI Fantasy Consultant" },
  { label: "Matchups", href: "/matchups", subtitle: "League Head-to-Head" },
  { label: "Standings", href: "/standings", subtitle: "League Rankings" },
  { label: "Schedule", href: "/schedule", subtitle: "Matchups & Bye Weeks" },
  { label: "Manage", href: "/manage", subtitle: "Teams, Waivers, Trades" },
  { label: "Players", href: "/players", subtitle: "Search & Profiles" },
  { label: "Analytics", href: "/analytics", subtitle: "Season Simulation" },
];

/**
 * '/' matches exactly, every other item by path prefix on a segment boundary ("/players" is active on
 * "/players/123" but not on "/players-old"). "This Week" links to '/', which sends signed-in users to
 * /dashboard, so it is active there too.
 */
export function isNavItemActive(href: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (href === "/") return path === "/" || path === "/dashboard" || path.startsWith("/dashboard/");
  return path === href || path.startsWith(`${href}/`);
}
