"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { isTypingTarget, shortcutFor } from "@/lib/rules/shortcuts";
import { OPEN_SEARCH_EVENT, SEARCH_BUTTON_ID } from "@/components/layout/search-button";

const focusSearch = () => document.getElementById(SEARCH_BUTTON_ID)?.focus();

function openSearch() {
  // Focus first, so closing the palette returns focus to the button.
  focusSearch();
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}

/**
 * Global single-key shortcuts and ⌘K / Ctrl+K. `s` only focuses the search button (Enter or Space then opens
 * the palette); ⌘K opens the palette. Esc needs nothing here: Radix closes dialogs.
 */
export function useKeyboardShortcuts({ onOpenHelp }: { onOpenHelp: () => void }) {
  const router = useRouter();
  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return;
      // ⌘K / Ctrl+K works even while typing: it is the palette's chord in every app that has one.
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        openSearch();
        return;
      }
      if (isTypingTarget(event.target instanceof HTMLElement ? event.target : null)) return;
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      if (action.type === "open-help") onOpenHelp();
      else if (action.type === "navigate") router.push(action.href);
      else focusSearch();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [router, onOpenHelp]);
}
