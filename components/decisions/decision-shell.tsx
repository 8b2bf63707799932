"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { NoLeagues } from "@/components/layout/no-leagues";
import { useSelectedTeam } from "@/components/providers/selected-team";
import type { TeamListItem } from "@/lib/domain/team";
import { cn } from "@/lib/utils";
import { DecisionSkeleton } from "./decision-skeleton";

const PAGES = [
  { href: "/lineup", label: "Lineup" },
  { href: "/waivers", label: "Waivers" },
  { href: "/waiver-analyzer", label: "Waiver Analyzer" },
  { href: "/trades", label: "Trades" },
];

// The frame every decision page shares: its title, the selected team, links between the four tools, and the
// loading / no-league states before the page's own content.
export function DecisionShell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (team: TeamListItem) => React.ReactNode;
}) {
  const { selectedTeam: team, isLoading } = useSelectedTeam();
  const pathname = usePathname();
  if (isLoading && !team) return <DecisionSkeleton />;
  if (!team) return <NoLeagues />;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">
            {description} · <span className="font-medium text-foreground">{team.name}</span> · {team.league.name}
          </p>
        </div>
        <nav aria-label="Decision tools" className="flex flex-wrap gap-1">
          {PAGES.map((p) => (
            <Link
              key={p.href}
              href={p.href}
              aria-current={pathname === p.href ? "page" : undefined}
              className={cn(
                "whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium outline-none " +
                  "focus-visible:ring-2 focus-visible:ring-ring",
                pathname === p.href
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
              )}
            >
              {p.label}
            </Link>
          ))}
        </nav>
      </div>
      {children(team)}
    </div>
  );
}
