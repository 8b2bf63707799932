import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layers of the code, lowest first. A module may import from its own layer and the ones below it, never from
// a layer above: the domain types know nothing of the engine, the engine nothing of the database, and so on up
// to the pages. docs/architecture.md explains each layer.
export const LAYERS = [
  // plain data and helpers: the normalized league, formats, the clock, encryption, the cache
  ["lib/domain", "lib/numbers.ts", "lib/csv.ts", "lib/utils.ts", "lib/clock.ts", "lib/crypto", "lib/cache"],
  ["lib/engine"], // projections, simulations, optimizers: pure computation
  ["lib/nfl"], // the NFL calendar, games, news and player pool
  ["lib/rules"], // the product's rules (current week, badges, odds fallback)
  ["lib/providers"], // Sleeper, ESPN, Yahoo and the demo league, each to the normalized league
  ["lib/db", "lib/rate-limit.ts"], // the only code that touches the database
  ["lib/api", "lib/auth", "lib/validations", "lib/openapi"], // requests: route wrapper, sessions, schemas in and out
  // features: page view-models, decisions, the AI, sync and ingestion jobs
  ["lib/league-model", "lib/players", "lib/ai", "lib/sync", "lib/ingest", "lib/notifications", "lib/extension"],
  ["app", "components", "lib/query-client.ts", "lib/query-keys.ts"], // pages, route handlers, the browser
];

// Known arrows that run up a layer, each to be removed by a later move; the import carries an eslint-disable
// comment naming the reason. Today: lib/providers/sleeper/players-cache.ts keeps Sleeper's player list in the
// database's HTTP cache (lib/db/queries/http-cache.ts).
const layerZones = LAYERS.slice(0, -1).map((layer, i) => ({
  target: layer.map((path) => `./${path}`),
  from: LAYERS.slice(i + 1)
    .flat()
    .map((path) => `./${path}`),
  message: "imports a higher layer (see LAYERS in eslint.config.mjs)",
}));

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
  // Layers; tests may reach anywhere. Import circles are found by `npm run lint:cycles` (dpdm): import/no-cycle
  // found the same ones at eight times the CPU (two minutes of a lint run).
  {
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.spec.ts", "tests/**"],
    rules: { "import/no-restricted-paths": ["error", { zones: layerZones }] },
  },
];

export default config;
