import localFont from "next/font/local";

// Geist Sans as `geist/font/sans` defines it (weights 400-700, the only ones the app's classes use), cut into two
// faces the way Google Fonts serves Latin (app/fonts/README.md): the characters the app itself writes (ASCII and its
// punctuation and symbols; 14 KB, preloaded) and the rest of Latin-1 (accented names; 8 KB), which the browser
// downloads only for a page that shows one of them. The full variable font is 68 KB.
const GeistSansCore = localFont({
  src: "./fonts/GeistSans-Core-400-700.woff2",
  weight: "400 700",
  declarations: [
    {
      prop: "unicode-range",
      // next/font reads its options at build time and takes only literals, so the range is one string.
      value:
        // eslint-disable-next-line max-len
        "U+20-7E,U+A0,U+A7,U+A9,U+B1,U+B2,U+B7,U+B9,U+BD,U+D7,U+F7,U+3BB,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2190-2194,U+2212,U+221A,U+2248,U+2264-2265",
    },
  ],
});

const GeistSansLatin1 = localFont({
  src: "./fonts/GeistSans-Latin1-400-700.woff2",
  weight: "400 700",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+00A0-00FF" }],
});

// "'Core', 'Core Fallback'" → core face, Latin-1 face, then the metric-matched fallback (shown while the core face
// loads, and for characters neither face has). Set on <html> as --font-geist-sans, which globals.css uses.
const [core, coreFallback] = GeistSansCore.style.fontFamily.split(", ");
export const geistSansFamilies = [core, GeistSansLatin1.style.fontFamily, coreFallback].join(", ");

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
