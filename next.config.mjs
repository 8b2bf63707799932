/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Lets parallel builds/dev servers (e.g. tests vs. a running demo) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  images: { unoptimized: true }, // headshots come from provider CDNs; no image optimizer round-trips
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
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          // Pages and API answers get these (plus CSP with a nonce and HSTS) per request from proxy.ts;
          // these cover static files, which the proxy skips.
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
        ],
      },
    ];
  },
};

export default nextConfig;
