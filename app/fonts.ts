import localFont from "next/font/local";

// Geist Sans as `geist/font/sans` defines it, from a Latin subset limited to weights 400-700 (app/fonts/README.md):
// 18 KB instead of the full variable font's 68 KB, the largest single download of the landing page.
export const GeistSans = localFont({
  src: "./fonts/GeistSans-Latin-400-700.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
});

// Geist Mono as `geist/font/mono` defines it, but not preloaded: only some screens of the app use the monospace
// face, and a preload made every page (the landing included) download its 70 KB whether it was used or not.
export const GeistMono = localFont({
  src: "../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2",
  variable: "--font-geist-mono",
  preload: false,
  adjustFontFallback: false,
  fallback: [
    "ui-monospace",
    "SFMono-Regular",
    "Roboto Mono",
    "Menlo",
    "Monaco",
    "Liberation Mono",
    "DejaVu Sans Mono",
    "Courier New",
    "monospace",
  ],
  weight: "100 900",
});
