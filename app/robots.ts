import type { MetadataRoute } from "next";
import { env } from "@/env";

export default function robots(): MetadataRoute.Robots {
  const base = env.NEXTAUTH_URL ?? "http://localhost:3000";
  return {
    // Public pages are indexable; the API and everything behind sign-in are not.
    rules: [
      {
        userAgent: "*",
        allow: ["/", "/privacy", "/terms", "/support", "/download-extension"],
        disallow: ["/api/", "/dashboard", "/auth/google", "/settings", "/connect"],
      },
    ],
    sitemap: new URL("/sitemap.xml", base).toString(),
  };
}
