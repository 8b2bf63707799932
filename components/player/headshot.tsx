"use client";

import { useState } from "react";
import { cn } from "@/lib/utils";

const SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv", "v"]);

// "Patrick Mahomes II" → "PM", "A.J. Brown" → "AB", "Bills D/ST" → "BD".
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word && !SUFFIXES.has(word.toLowerCase()));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

// A player's headshot, or their initials in a round avatar when there is no image or it fails to load:
// a broken image is never shown. Without a name (an empty slot) the avatar stays blank.
export function Headshot({ src, name, className }: { src: string | null; name: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span
        aria-hidden
        data-testid="headshot-initials"
        className={cn(
          "inline-flex shrink-0 select-none items-center justify-center rounded-full " +
            "bg-primary/10 font-semibold text-primary ring-1 ring-primary/20",
          !name && "bg-muted text-muted-foreground ring-border",
          className,
        )}
      >
        <span className="text-[0.8em] leading-none">{name ? initials(name) : ""}</span>
      </span>
    );
  }
  return (
    // Provider CDNs vary per player; next/image would need every host configured.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={name ?? ""}
      className={cn("shrink-0 rounded-full bg-muted object-cover", className)}
      onError={() => setBroken(true)}
    />
  );
}

// A news image that simply disappears when it fails to load.
export function NewsImage({ src, className }: { src: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- provider headshots from any host; no optimizer config
    <img src={src} alt="" className={cn("shrink-0 bg-muted object-cover", className)} onError={() => setBroken(true)} />
  );
}
