import { BeforeLockQueueSkeleton } from "@/components/manage/before-lock-queue";
import { Skeleton } from "@/components/ui/skeleton";

export default function ManageLoading() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading your teams">
      <Skeleton className="h-8 w-40" />
      <BeforeLockQueueSkeleton />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}
