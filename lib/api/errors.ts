// One error vocabulary for handlers and the browser (DESIGN.md §8): a closed set of codes, each with a status.
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

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
    return Response.json({ error: this.code, message: this.message }, { status: this.status, headers: this.headers });
  }
}

// Anything unexpected: logged on the server, a generic message to the client, never a stack.
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return error.toResponse();
  console.error("[api] unhandled error", error);
  return new ApiError("internal", "Something went wrong. Please try again.").toResponse();
}
