import {
  DashboardHeaderSkeleton,
  MatchupCardSkeleton,
  NewsCardSkeleton,
  RosterCardSkeleton,
  StatCardsSkeleton,
} from "./skeletons";

// The dashboard's shape while data loads. A server component: the loading state ships no JavaScript.
export function DashboardSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading dashboard">
      <DashboardHeaderSkeleton />
      <StatCardsSkeleton />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <MatchupCardSkeleton />
          <RosterCardSkeleton />
        </div>
        <div className="space-y-6">
          <NewsCardSkeleton />
        </div>
      </div>
    </div>
  );
}
