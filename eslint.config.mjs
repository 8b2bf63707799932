import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "tests/fixtures/**",
      "generated/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  // Prettier formats to 120 columns; this catches what it cannot wrap (long strings, comments). The one exception is
  // Prettier's own JSX text fill, which does not count the `{" "}` separator it appends to a full line.
  { rules: { "max-len": ["error", { code: 120, tabWidth: 2, ignorePattern: '\\{" "\\}$' }] } },
];

export default config;
