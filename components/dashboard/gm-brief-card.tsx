"use client";

import { cn } from "@/lib/utils";
import type { LucideIcon } from "lucide-react";
import {
  AlertTriangle,
  ArrowRightLeft,
  ChevronRight,
  Lightbulb,
  Sparkles,
  Target,
  TrendingUp,
  Users,
} from "lucide-react";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAiBrief } from "./queries";
import type { BriefCategory, BriefPriority } from "@/lib/league-model/types";

const ICONS: Record<string, LucideIcon> = {
  users: Users,
  "trending-up": TrendingUp,
  target: Target,
  "arrow-right-left": ArrowRightLeft,
  "alert-triangle": AlertTriangle,
};

const PRIORITY: Record<BriefPriority, { label: string; variant: "destructive" | "warning" | "secondary" }> = {
  high: { label: "URGENT", variant: "destructive" },
  medium: { label: "ACTION", variant: "warning" },
  low: { label: "INFO", variant: "secondary" },
};

export const BRIEF_ROUTES: Record<BriefCategory, string> = {
  lineup: "/lineup",
  waiver: "/waivers",
  trade: "/trades",
  strategy: "/analytics",
};

// Hides itself on error, missing data or no team.
export function GmBriefCard({ teamId, week }: { teamId: string | null | undefined; week: number }) {
  const router = useRouter();
  const brief = useAiBrief(teamId, week);
  if (!teamId) return null;
  if (brief.isPending) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles aria-hidden className="size-4 text-primary" /> GM&apos;s Brief
          </CardTitle>
        </CardHeader>
        <CardContent className="flex justify-center py-6">
          <Spinner label="Loading GM's Brief" />
        </CardContent>
      </Card>
    );
  }
  if (brief.isError || !brief.data) return null;
  const { summary, actionItems } = brief.data;
  return (
    <Card data-testid="gm-brief-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-4 text-primary" /> GM&apos;s Brief
        </CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2">
          {actionItems.map((item, index) => {
            const Icon = ICONS[item.icon] ?? Lightbulb;
            const priority = PRIORITY[item.priority] ?? PRIORITY.low;
            const href = BRIEF_ROUTES[item.category] ?? "/analytics";
            return (
              <li key={`${item.category}-${index}`}>
                <button
                  type="button"
                  onClick={() => router.push(href)}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-lg border p-3 text-left transition-colors",
                    "hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  )}
                >
                  <Icon aria-hidden className="size-5 shrink-0 text-primary" />
                  <span className="min-w-0 flex-1 space-y-1">
                    <span className="flex flex-wrap gap-1">
                      <Badge variant={priority.variant}>{priority.label}</Badge>
                      <Badge variant="outline">{item.category}</Badge>
                    </span>
                    <span className="block text-sm font-medium">{item.title}</span>
                    {item.description ? (
                      <span className="block text-xs text-muted-foreground">{item.description}</span>
                    ) : null}
                  </span>
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
