import type { MetadataRoute } from "next";
import { env } from "@/env";

// Only public pages; the app behind sign-in has nothing for crawlers.
const PUBLIC_PATHS = [
  { path: "/", priority: 1 },
  { path: "/auth", priority: 0.6 },
  { path: "/accuracy", priority: 0.5 },
  { path: "/download-extension", priority: 0.5 },
  { path: "/support", priority: 0.4 },
  { path: "/privacy", priority: 0.3 },
  { path: "/terms", priority: 0.3 },
];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env.NEXTAUTH_URL ?? "http://localhost:3000";
  return PUBLIC_PATHS.map(({ path, priority }) => ({
    url: new URL(path, base).toString(),
    changeFrequency: "monthly",
    priority,
  }));
}
