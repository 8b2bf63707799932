import { cn } from "@/lib/utils";
import Link from "next/link";
import { Trophy } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown when the signed-in user has no team yet. */
export function NoLeagues() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <div
        className={cn(
          "flex max-w-md flex-col items-center gap-4 rounded-2xl border border-dashed",
          "bg-card px-8 py-12 text-center",
        )}
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Trophy className="size-7" aria-hidden />
        </span>
        <div className="space-y-1">
          <h1 className="text-xl font-semibold tracking-tight">No Leagues Connected</h1>
          <p className="text-sm text-muted-foreground">Connect your fantasy leagues to get started</p>
        </div>
        <Button asChild size="lg">
          <Link href="/connect">Connect Leagues</Link>
        </Button>
      </div>
    </div>
  );
}
