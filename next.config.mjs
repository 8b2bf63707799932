import { STATIC_HEADERS } from "./lib/api/static-headers.mjs";
import { headshotHosts } from "./lib/players/headshot-hosts.mjs";

const HEADSHOT_HOSTS = headshotHosts(process.env.PLAYER_IMAGE_HOSTS);

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The production server (scripts/server.mjs) compresses itself, with Brotli where the browser takes it (Next
  // has gzip only); `next start` and the standalone server keep Next's gzip.
  compress: process.env.COMPRESSED_BY_FRONT !== "1",
  // Lets parallel builds/dev servers (e.g. tests vs. a running demo) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // scripts/test-all.sh runs `tsc` before it builds; the build need not check the same types again.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Headshots (next/image) come from the league platforms' CDNs, straight to the browser: no optimizer round-trip,
  // so the server never fetches an image. News images from any host stay plain <img> tags.
  images: { unoptimized: true, remotePatterns: HEADSHOT_HOSTS.map((hostname) => ({ protocol: "https", hostname })) },
  env: { PLAYER_IMAGE_HOSTS: HEADSHOT_HOSTS.join(",") },
  // `NEXT_OUTPUT=standalone next build` (the Dockerfile) emits .next/standalone/server.js with only the files it
  // needs. The bundled NFL data, the migration folders and the extension are read from disk at run time
  // (process.cwd()), which
  // file tracing cannot see, so they are included by hand.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  outputFileTracingIncludes: { "/**": ["./data/nfl/**", "./prisma/migrations/**", "./extension/**"] },
  async headers() {
    return [
      {
        source: "/:path*",
        // Files Next serves itself; pages and API answers get the same list (plus CSP and HSTS) from proxy.ts.
        headers: STATIC_HEADERS,
      },
    ];
  },
};

export default nextConfig;
