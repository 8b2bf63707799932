/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { openApiDocument } from "./document";

// Every handler under app/api is in the reference, and the reference names no route that does not exist:
// adding a route without documenting it fails here.
const API_DIR = path.resolve(__dirname, "../../app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return entry === "route.ts" ? [full] : [];
  });
}

/** "GET /api/teams/{id}/roster" for each method a route file exports (const, function or `export { x as GET }`). */
function handlersOnDisk(): string[] {
  return routeFiles(API_DIR).flatMap((file) => {
    const source = readFileSync(file, "utf8");
    const url = `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/")}`
      .replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}")
      .replace(/\/$/, "");
    return METHODS.filter((m) =>
      new RegExp(`export (const|async function|function) ${m}\\b|export \\{[^}]*\\bas ${m}\\b`).test(source),
    ).map((m) => `${m} ${url}`);
  });
}

const documented = (doc: ReturnType<typeof openApiDocument>) =>
  Object.entries(doc.paths).flatMap(([url, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${url}`));

describe("GET /api/openapi.json document", () => {
  const doc = openApiDocument();

  it("is OpenAPI 3.1 with JSON Schema 2020-12", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.jsonSchemaDialect).toBe("https://json-schema.org/draft/2020-12/schema");
  });

  it("documents every route handler under app/api, and nothing else", () => {
    const onDisk = handlersOnDisk().sort();
    expect(onDisk.length).toBeGreaterThan(40);
    expect(documented(doc).sort()).toEqual(onDisk);
  });

  it("declares each path's {params} as required path parameters", () => {
    for (const [url, ops] of Object.entries(doc.paths)) {
      const names = [...url.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(ops) as { parameters?: { name: string; in: string; required: boolean }[] }[]) {
        if (url === "/api/auth/{nextauth}") continue; // NextAuth parses its own catch-all path
        const inPath = (op.parameters ?? []).filter((p) => p.in === "path");
        expect(inPath.map((p) => p.name).sort()).toEqual([...names].sort());
        expect(inPath.every((p) => p.required)).toBe(true);
      }
    }
  });

  it("generates the response schemas from zod (strict objects, nullable fields, bounded weeks)", () => {
    const roster = doc.paths["/api/teams/{id}/roster"]?.get as {
      parameters: { name: string; schema: { minimum?: number; maximum?: number } }[];
      responses: Record<string, { content?: Record<string, { schema: { items: Record<string, unknown> } }> }>;
    };
    expect(roster.parameters.find((p) => p.name === "week")?.schema).toMatchObject({ minimum: 1, maximum: 18 });
    const item = roster.responses["200"]?.content?.["application/json"]?.schema.items;
    expect(item).toMatchObject({ additionalProperties: false, required: ["players", "roster_positions"] });
    expect(Object.keys(roster.responses).sort()).toEqual(["200", "400", "401", "403", "404", "500"]);
  });

  it("marks public routes without security and signed-in routes with the session cookie", () => {
    const ops = doc.paths as Record<string, Record<string, { security: unknown[] }>>;
    expect(ops["/api/health"]?.get?.security).toEqual([]);
    expect(ops["/api/teams"]?.get?.security).toEqual([{ session: [] }]);
  });

  it("serializes to JSON and back unchanged (no functions, no undefined)", () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});
