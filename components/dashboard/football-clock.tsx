"use client";

import { createContext, useContext } from "react";

// The server's football clock (APP_NOW in the demo), handed down so news ages and weeks read the same
// in the browser as on the server. Without a provider: real time.
const FootballNowContext = createContext<string | null>(null);

export function FootballNowProvider({ now, children }: { now: string; children: React.ReactNode }) {
  return <FootballNowContext.Provider value={now}>{children}</FootballNowContext.Provider>;
}

export function useFootballNow(): Date | undefined {
  const now = useContext(FootballNowContext);
  return now ? new Date(now) : undefined;
}
