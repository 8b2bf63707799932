"use client";

import * as React from "react";
import { DataProviders } from "@/components/providers/data-providers";
import { SelectedTeamProvider } from "@/components/providers/selected-team";
import { SkipLink } from "@/components/layout/skip-link";
import { TopBar } from "@/components/layout/top-bar";
import { Sidebar } from "@/components/layout/sidebar";
import { KeyboardShortcutsDialog } from "@/components/layout/keyboard-shortcuts-dialog";
import { useKeyboardShortcuts } from "@/components/layout/use-keyboard-shortcuts";
import { useAutoLeagueSync } from "@/components/layout/use-auto-league-sync";

/** The signed-in shell: top bar, navigation, main content area, shortcuts and background league sync. */
export function AppFrame({ username, children }: { username: string; children: React.ReactNode }) {
  return (
    <DataProviders>
      <SelectedTeamProvider signedIn>
        <FrameBody username={username}>{children}</FrameBody>
      </SelectedTeamProvider>
    </DataProviders>
  );
}

function FrameBody({ username, children }: { username: string; children: React.ReactNode }) {
  const [helpOpen, setHelpOpen] = React.useState(false);
  const openHelp = React.useCallback(() => setHelpOpen(true), []);
  useKeyboardShortcuts({ onOpenHelp: openHelp });
  useAutoLeagueSync(true);

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <TopBar username={username} />
      <div className="flex">
        <Sidebar />
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div className="mx-auto w-full max-w-[1536px] p-4 md:p-6 lg:p-8">{children}</div>
        </main>
      </div>
      <KeyboardShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
