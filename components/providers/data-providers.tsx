"use client";

import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/query-client";
import { TooltipProvider } from "@/components/ui/tooltip";

/**
 * Server data and tooltips, for the screens that use them (the signed-in frame and the sign-in screens); the
 * landing and info pages do without, so their visitors never download React Query or Radix's tooltip.
 */
export function DataProviders({ children }: { children: React.ReactNode }) {
  // One client per mounted frame; useState keeps it stable across re-renders without sharing it between requests.
  const [queryClient] = React.useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}
