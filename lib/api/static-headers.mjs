// The security headers every response carries, one list for the three places that send responses: proxy.ts for
// pages and API answers (lib/api/security-headers.ts adds the CSP with its nonce, and HSTS), next.config.mjs for the
// files Next serves itself, and scripts/precompressed-static.mjs for the Brotli copies of build files. Plain
// JavaScript, so the config and the production server can read it without a TypeScript step.
export const STATIC_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  },
];
