"use client";

import { cn } from "@/lib/utils";
import Link from "next/link";
import { useSelectedTeam } from "@/components/providers/selected-team";

// The decision pages work on the selected team: a link from one team's card selects that team first.
export function TeamLink({ teamId, href, children }: { teamId: string; href: string; children: React.ReactNode }) {
  const { setSelectedTeamId } = useSelectedTeam();
  return (
    <Link
      href={href}
      onClick={() => setSelectedTeamId(teamId)}
      className={cn(
        "rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent focus-visible:outline-none",
        "focus-visible:ring-2 focus-visible:ring-ring",
      )}
    >
      {children}
    </Link>
  );
}
