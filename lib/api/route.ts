import "server-only";
import { ZodError, type z } from "zod";
import { ApiError, toErrorResponse } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { getSessionUserFromRequest, type SessionUser } from "@/lib/auth/session";
import { assertNoNul, readBodyText } from "@/lib/api/body";
import { env } from "@/env";

// The one wrapper for route handlers: session (401), terms gate (403), same-origin for writes (403),
// and errors → JSON. Parsing stays explicit in each handler via parseJson / parseQuery / parseParams.

export type RouteParams = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<RouteParams> };
type Handler<U> = (args: { req: Request; user: U; params: RouteParams }) => Promise<Response> | Response;

export function withUser(handler: Handler<SessionUser>) {
  return async (req: Request, ctx?: RouteContext): Promise<Response> =>
    respond(async () => {
      assertSameOrigin(req);
      const user = await getSessionUserFromRequest(req);
      if (!user) throw new ApiError("unauthorized", "You must be signed in");
      if (!user.tosAccepted) throw new ApiError("forbidden", "You must accept the Terms of Service");
      return handler({ req, user, params: (await ctx?.params) ?? {} });
    });
}

/** Auth routes only (/api/user, accept-tos): a session is required but the terms may still be pending. */
export function withSession(handler: Handler<SessionUser>) {
  return async (req: Request, ctx?: RouteContext): Promise<Response> =>
    respond(async () => {
      assertSameOrigin(req);
      const user = await getSessionUserFromRequest(req);
      if (!user) throw new ApiError("unauthorized", "You must be signed in");
      return handler({ req, user, params: (await ctx?.params) ?? {} });
    });
}

/** For routes open to anonymous visitors (landing chat, sign-in): same checks, `user` null when signed out. */
export function withOptionalUser(handler: Handler<SessionUser | null>) {
  return async (req: Request, ctx?: RouteContext): Promise<Response> =>
    respond(async () => {
      assertSameOrigin(req);
      const session = await getSessionUserFromRequest(req);
      // Until the terms are accepted a session grants nothing beyond the auth routes: treat it as anonymous.
      const user = session?.tosAccepted ? session : null;
      return handler({ req, user, params: (await ctx?.params) ?? {} });
    });
}

async function respond(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ZodError) return new ApiError("bad_request", firstIssue(error)).toResponse();
    return toErrorResponse(error);
  }
}

function firstIssue(error: ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError("bad_request", firstIssue(result.error));
  return result.data;
}

/**
 * The JSON body, validated; a missing or malformed body is a 400, never a 500. Bodies over `maxBytes`
 * (default MAX_BODY_BYTES, 64 KB) are refused with 413 before they are read in full.
 */
export async function parseJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  return parseBody(await readBodyText(req, options.maxBytes ?? env.MAX_BODY_BYTES), schema);
}

/** An optional JSON body: an empty body is validated as `{}`; otherwise as parseJson (same size cap, NUL check). */
export async function parseOptionalJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  const text = await readBodyText(req, options.maxBytes ?? env.MAX_BODY_BYTES);
  return text.trim() ? parseBody(text, schema) : parseWith(schema, {});
}

function parseBody<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "Request body must be valid JSON");
  }
  assertNoNul(body);
  return parseWith(schema, body);
}

/** Query-string values as strings (repeated keys as arrays); use z.coerce for numbers. */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params = new URL(req.url).searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] ?? "");
  }
  assertNoNul(query);
  return parseWith(schema, query);
}

export function parseParams<S extends z.ZodType>(params: RouteParams, schema: S): z.output<S> {
  assertNoNul(params);
  return parseWith(schema, params);
}
