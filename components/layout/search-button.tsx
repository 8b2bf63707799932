"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";

// The 's' shortcut focuses this button by id.
export const SEARCH_BUTTON_ID = "global-search-button";

/** Player search from anywhere: opens a dialog and goes to /players?q=… on submit. */
export function SearchButton({ className }: { className?: string }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState("");

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    setOpen(false);
    setQuery("");
    router.push(`/players?q=${encodeURIComponent(q)}`);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button id={SEARCH_BUTTON_ID} variant="ghost" size="icon" aria-label="Search players" className={className}>
          <Search className="size-4" />
        </Button>
      </DialogTrigger>
      <DialogContent className="top-[20%] translate-y-0">
        <DialogHeader>
          <DialogTitle>Search players</DialogTitle>
          <DialogDescription>Find any NFL player by name, team or position.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex gap-2" role="search">
          <Input
            autoFocus
            type="search"
            name="q"
            aria-label="Player name"
            placeholder="e.g. Justin Jefferson"
            maxLength={100}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button type="submit" disabled={!query.trim()}>
            Search
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
