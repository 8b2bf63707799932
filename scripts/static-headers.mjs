// Headers every static file carries. Pages and API answers get them too, plus a CSP with a nonce and HSTS, per
// request from proxy.ts. next.config.mjs gives them to the files Next serves; scripts/precompressed-static.mjs to
// the Brotli copies the production server sends itself.
export const STATIC_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
];
