"use client";

import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";
import { makeQueryClient } from "@/lib/query-client";
import { TooltipProvider } from "@/components/ui/tooltip";
import { Toaster } from "@/components/ui/toaster";

export function AppProviders({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  // One client per browser session; useState keeps it stable across re-renders without sharing it between requests.
  const [queryClient] = React.useState(makeQueryClient);
  return (
    // Theme stored under "theme" (light | dark | system); "system" follows the OS setting live.
    // The nonce lets next-themes' inline script (theme before paint) run under the CSP.
    <ThemeProvider attribute="class" storageKey="theme" defaultTheme="system" enableSystem disableTransitionOnChange nonce={nonce}>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
