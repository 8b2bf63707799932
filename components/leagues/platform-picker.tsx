"use client";

import { cn } from "@/lib/utils";
import type { Platform } from "./types";

const PLATFORMS: { id: Platform; label: string; hint: string }[] = [
  { id: "sleeper", label: "Sleeper", hint: "Username, no password" },
  { id: "espn", label: "ESPN", hint: "League id (+ cookies if private)" },
  { id: "yahoo", label: "Yahoo", hint: "Sign in with Yahoo" },
];

// A radio group styled as cards: arrow keys move between platforms (native radio behaviour).
export function PlatformPicker({
  value,
  onChange,
  yahooEnabled,
}: {
  value: Platform;
  onChange: (p: Platform) => void;
  yahooEnabled: boolean;
}) {
  // Yahoo is always listed (the landing and info pages promise it); without credentials it says so when chosen.
  const options = PLATFORMS.map((p) =>
    p.id === "yahoo" && !yahooEnabled ? { ...p, hint: "Not enabled on this server" } : p,
  );
  return (
    <fieldset>
      <legend className="sr-only">Platform</legend>
      <div className={cn("grid gap-3", options.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        {options.map((p) => (
          <label
            key={p.id}
            className={cn(
              "flex cursor-pointer flex-col rounded-lg border p-4 transition-colors focus-within:ring-2 " +
                "focus-within:ring-ring hover:bg-accent",
              value === p.id && "border-primary bg-primary/5",
            )}
          >
            <input
              type="radio"
              name="platform"
              value={p.id}
              checked={value === p.id}
              onChange={() => onChange(p.id)}
              className="sr-only"
            />
            <span className="font-medium">{p.label}</span>
            <span className="text-xs text-muted-foreground">{p.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
