"use client";

import Image from "next/image";
import { useState } from "react";
import { headshotHosts, isHeadshotUrl } from "@/lib/players/headshot-hosts.mjs";
import { cn } from "@/lib/utils";

const HOSTS = headshotHosts(process.env.PLAYER_IMAGE_HOSTS);

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

// A player's headshot from one of the headshot hosts, or their initials in a round avatar when there is no image,
// it is on another host, or it fails to load: a broken image is never shown. Without a name (an empty slot) the
// avatar stays blank.
export function Headshot({ src, name, className }: { src: string | null; name: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken || !isHeadshotUrl(src, HOSTS)) {
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
    <Image
      src={src}
      alt={name ?? ""}
      width={96}
      height={96}
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
