"use client";

import * as React from "react";
import { ThemeProvider } from "next-themes";
import { LazyToaster } from "@/components/ui/lazy-toaster";

// Every page: the theme and toasts (Radix Toast itself loads with the first toast). Server data and tooltips come
// with the screens that use them (DataProviders).
export function AppProviders({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    // Theme stored under "theme" (light | dark | system); "system" follows the OS setting live.
    // The nonce lets next-themes' inline script (theme before paint) run under the CSP.
    <ThemeProvider
      attribute="class"
      storageKey="theme"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      nonce={nonce}
    >
      {children}
      <LazyToaster />
    </ThemeProvider>
  );
}
