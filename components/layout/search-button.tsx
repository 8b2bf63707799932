"use client";

import * as React from "react";
import { Search } from "lucide-react";
import { CommandPalette } from "@/components/command-palette/command-palette";
import { Button } from "@/components/ui/button";

// ⌘K / Ctrl+K reach the palette through this event, and 's' focuses the button by its id (the shortcut hook lives
// in the frame).
export const SEARCH_BUTTON_ID = "global-search-button";
export const OPEN_SEARCH_EVENT = "fgm:open-search";

/** The top bar's search: opens the command palette (players, pages, teams). */
export function SearchButton({ className }: { className?: string }) {
  const [open, setOpen] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
  }, []);
  return (
    <>
      <Button
        ref={button}
        id={SEARCH_BUTTON_ID}
        variant="ghost"
        size="icon"
        aria-label="Search players, pages and teams"
        aria-haspopup="dialog"
        aria-keyshortcuts="s Control+K Meta+K"
        className={className}
        onClick={() => setOpen(true)}
      >
        <Search className="size-4" />
      </Button>
      <CommandPalette open={open} onOpenChange={setOpen} returnFocusTo={button} />
    </>
  );
}
