// One error vocabulary for handlers and the browser: a closed set of codes, each with a status.
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every 503 says when to try again: outages here (database, a data source) are short or retried by the pool. */
export const RETRY_AFTER_SECONDS = "5";

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toResponse(): Response {
    const headers = this.status === 503 ? { "Retry-After": RETRY_AFTER_SECONDS, ...this.headers } : this.headers;
    return Response.json({ error: this.code, message: this.message }, { status: this.status, headers });
  }
}

// Prisma's codes for "could not reach / timed out": connect, timeouts, pool wait (P2024), transaction start (P2028).
const DB_DOWN_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
const DB_DOWN_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TransactionAlreadyClosed",
  "DatabaseAccessDenied",
  "AuthenticationFailed",
  "DatabaseDoesNotExist",
  "TlsConnectionError",
]);

/**
 * PostgreSQL's SQLSTATEs for a server that refuses or drops us: connection exceptions (08…), operator
 * intervention (57P01 shutdown, 57P03 cannot connect now, 57014 statement timeout), 55000 (the database does not
 * accept connections), insufficient resources (53…: too many connections), and a connection the server forbids
 * (28000, 28P01, 3D000: an operator's change, not the client's fault).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    /^(08|57P|53)/.test(code) || ["57014", "55000", "28000", "28P01", "3D000"].includes(code) || DB_DOWN_CODES.has(code)
  );
}
const DB_DOWN_TEXT = new RegExp(
  [
    "Can't reach database",
    "timeout exceeded when trying to connect",
    "Query read timeout",
    "Connection terminated",
    "ECONNREFUSED",
    "ECONNRESET",
    "Timed out fetching a new connection",
    "canceling statement due to statement timeout",
    "terminating connection",
    "Server has closed the connection",
  ].join("|"),
  "i",
);

/**
 * True for errors that mean "the database is unreachable or too slow right now" rather than a bug: the pool
 * could not connect, a query passed its timeout, or the connection dropped. Those answer 503 (with a clear
 * message and Retry-After), and the next request simply tries again — the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as {
    code?: unknown;
    message?: unknown;
    meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
    cause?: unknown;
  };
  if (typeof e.code === "string" && isUnavailableSqlState(e.code)) return true;
  const cause = e.meta?.driverAdapterError?.cause;
  if (typeof cause?.kind === "string" && DB_DOWN_KINDS.has(cause.kind)) return true;
  if (typeof cause?.originalCode === "string" && isUnavailableSqlState(cause.originalCode)) return true;
  if (typeof e.message === "string" && DB_DOWN_TEXT.test(e.message)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The database is not reachable right now. Please try again in a moment.";

// Anything unexpected: logged on the server, a generic message to the client, never a stack.
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return error.toResponse();
  if (isDatabaseUnavailable(error)) {
    console.error(
      "[api] database unavailable:",
      error instanceof Error ? error.message.split("\n").slice(-1)[0] : error,
    );
    return new ApiError("unavailable", DATABASE_UNAVAILABLE_MESSAGE).toResponse();
  }
  console.error("[api] unhandled error", error);
  return new ApiError("internal", "Something went wrong. Please try again.").toResponse();
}
