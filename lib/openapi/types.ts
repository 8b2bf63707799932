import type { z } from "zod";
import type { ErrorCode } from "@/lib/api/errors";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One operation of the API as the reference documents it: the same zod schemas the handler parses its input
 * with, and the schema its answer is proven against in the integration tests.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI style: /api/teams/{id}/roster */
  path: string;
  summary: string;
  tag: string;
  /**
   * session: signed in with the terms accepted; session-before-terms: the auth routes; public: anyone;
   * cron: `Authorization: Bearer $CRON_SECRET` (the ingestion jobs).
   */
  auth: "session" | "session-before-terms" | "public" | "cron";
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Status of a successful answer; 200 unless told. */
  status?: number;
  /** The JSON answer. Omitted for answers that are not JSON (see `content`) or have no body (204, 302). */
  response?: z.ZodType;
  /** A non-JSON success answer: a stream, a redirect, a download. */
  content?: { type: string; description: string };
  /** Errors besides the ones every operation of its `auth` kind can answer (400 on bad input, 401, 403, 500). */
  errors?: readonly ErrorCode[];
}
