"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { isTypingTarget, shortcutFor } from "@/lib/rules/shortcuts";
import { SEARCH_BUTTON_ID } from "@/components/layout/search-button";

/** Global single-key shortcuts (spec §2.2). Esc needs nothing here: Radix closes the open dialog itself. */
export function useKeyboardShortcuts({ onOpenHelp }: { onOpenHelp: () => void }) {
  const router = useRouter();
  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return;
      if (isTypingTarget(event.target instanceof HTMLElement ? event.target : null)) return;
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      if (action.type === "open-help") onOpenHelp();
      else if (action.type === "navigate") router.push(action.href);
      else document.getElementById(SEARCH_BUTTON_ID)?.focus();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [router, onOpenHelp]);
}
