import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });
const shared = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/support/empty-module.ts" },
  testPathIgnorePatterns: ["<rootDir>/tests/e2e/", "<rootDir>/.next", "<rootDir>/node_modules/"],
  // The standalone build (.next/standalone) holds a copy of package.json: not a module of the app.
  modulePathIgnorePatterns: ["<rootDir>/.next/"],
  setupFiles: ["<rootDir>/tests/support/test-env.ts"],
};

// Two projects: `unit` (pure code and components, no database) and `integration`
// (*.int.test.ts: route handlers and queries against a real database, one database per worker).
const unit = await createJestConfig({
  ...shared,
  displayName: "unit",
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testMatch: ["<rootDir>/**/*.test.ts?(x)"],
  testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "\\.int\\.test\\.tsx?$"],
})();
const integration = await createJestConfig({
  ...shared,
  displayName: "integration",
  testEnvironment: "node",
  setupFiles: [...shared.setupFiles, "<rootDir>/tests/support/integration-database.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/support/integration-setup.ts"],
  testMatch: ["<rootDir>/**/*.int.test.ts"],
})();
// Packages that ship ESM only (react-markdown and its unified/remark/micromark family, double-metaphone): Jest
// compiles them.
const esmOnly = [
  // The GM's name matching by sound.
  "double-metaphone",
  "react-markdown",
  "unified",
  "bail",
  "is-plain-obj",
  "trough",
  "vfile",
  "vfile-message",
  "unist-.*",
  "mdast-.*",
  "micromark.*",
  "decode-named-character-reference",
  "character-entities",
  "remark-.*",
  "hast-.*",
  "property-information",
  "space-separated-tokens",
  "comma-separated-tokens",
  "html-url-attributes",
  "devlop",
  "ccount",
  "zwitch",
  "longest-streak",
  "trim-lines",
  "estree-util-.*",
  "style-to-js",
  "style-to-object",
  "inline-style-parser",
  "web-namespaces",
];
unit.transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join("|")})/)`, "^.+\\.module\\.(css|sass|scss)$"];
// Prisma's query compiler is loaded as ESM (`import()` of a .mjs file); Jest on Node 20 needs it compiled to CJS, as
// the GM's ESM-only double-metaphone.
integration.transformIgnorePatterns = ["/node_modules/(?!(@prisma/client/runtime|double-metaphone)/)"];

const config = { projects: [unit, integration] };

export default config;
