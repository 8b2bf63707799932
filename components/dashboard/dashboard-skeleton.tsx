"use client";

import { DashboardHeader } from "./dashboard-header";
import { MatchupCard } from "./matchup-card";
import { NewsCard } from "./news-card";
import { RosterCard } from "./roster-card";
import { StatCards } from "./stat-cards";

// The dashboard's shape while data loads, built from each card's own skeleton.
export function DashboardSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading dashboard">
      <DashboardHeader.Skeleton />
      <StatCards.Skeleton />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <MatchupCard.Skeleton />
          <RosterCard.Skeleton />
        </div>
        <div className="space-y-6">
          <NewsCard.Skeleton />
        </div>
      </div>
    </div>
  );
}
