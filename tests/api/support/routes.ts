// Route handlers found on disk: every app/api/**/route.ts and the HTTP methods it exports. The fuzz and the
// authorization matrix walk this list, so a route added by anyone is tested without editing the tests.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type RouteHandler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response> | Response;

/** A route as the fuzz sees it: its URL pattern, dynamic segments and methods (no handler needed). */
export interface RouteShape {
  pattern: string;
  params: { name: string; catchAll: boolean }[];
  methods: HttpMethod[];
}

export interface DiscoveredRoute {
  /** e.g. "/api/teams/[id]/roster" */
  pattern: string;
  /** Dynamic segments in order, e.g. ["id"]; a catch-all ([...x]) is marked. */
  params: { name: string; catchAll: boolean }[];
  handlers: Partial<Record<HttpMethod, RouteHandler>>;
}

const ROOT = path.resolve(__dirname, "../../..");
const API_DIR = path.join(ROOT, "app/api");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return walk(full);
    return entry === "route.ts" ? [full] : [];
  });
}

/** Files only (no import): cheap, for tables that must name every id-bearing route. */
export function routePatterns(): string[] {
  return walk(API_DIR)
    .map((file) => `/${path.relative(path.join(ROOT, "app"), path.dirname(file)).split(path.sep).join("/")}`)
    .map((p) => p.replace(/\/\([^)]+\)/g, "")) // route groups do not appear in URLs
    .sort();
}

export async function discoverRoutes(): Promise<DiscoveredRoute[]> {
  const routes: DiscoveredRoute[] = [];
  for (const file of walk(API_DIR).sort()) {
    const pattern = `/${path.relative(path.join(ROOT, "app"), path.dirname(file)).split(path.sep).join("/")}`.replace(
      /\/\([^)]+\)/g,
      "",
    );
    const mod = (await import(file)) as Record<string, unknown>;
    const handlers: DiscoveredRoute["handlers"] = {};
    for (const method of HTTP_METHODS) {
      if (typeof mod[method] === "function") handlers[method] = mod[method] as RouteHandler;
    }
    const params = [...pattern.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({
      name: m[2] ?? "",
      catchAll: Boolean(m[1]),
    }));
    routes.push({ pattern, params, handlers });
  }
  return routes;
}

const patternOf = (file: string) =>
  `/${path.relative(path.join(ROOT, "app"), path.dirname(file)).split(path.sep).join("/")}`.replace(/\/\([^)]+\)/g, "");
const paramsOf = (pattern: string) =>
  [...pattern.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({ name: m[2] ?? "", catchAll: Boolean(m[1]) }));

/** Routes read from the source text (no import), for scripts that fuzz a running server over HTTP. */
export function routeShapesFromSource(): RouteShape[] {
  return walk(API_DIR)
    .sort()
    .map((file) => {
      const source = readFileSync(file, "utf8");
      const methods = HTTP_METHODS.filter((m) =>
        new RegExp(`export (const|async function|function) ${m}\\b|as ${m}\\b`).test(source),
      );
      const pattern = patternOf(file);
      return { pattern, params: paramsOf(pattern), methods };
    });
}

export const shapeOf = (route: DiscoveredRoute): RouteShape => ({
  pattern: route.pattern,
  params: route.params,
  methods: Object.keys(route.handlers) as HttpMethod[],
});

/** The URL path for a pattern with these parameter values (URL-encoded as a browser would). */
export function fillPattern(pattern: string, values: Record<string, string | string[]>): string {
  return pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_m, _dots, name: string) => {
    const value = values[name] ?? "";
    return Array.isArray(value) ? value.map(encodeURIComponent).join("/") : encodeURIComponent(value);
  });
}
