/** @jest-environment node */
import { ApiError, toErrorResponse } from "./errors";

describe("ApiError responses", () => {
  it("gives every 503 a Retry-After, and keeps one the caller chose", () => {
    expect(new ApiError("unavailable", "ESPN is down").toResponse().headers.get("retry-after")).toMatch(/^\d+$/);
    const chosen = new ApiError("unavailable", "busy", { "Retry-After": "60" }).toResponse();
    expect(chosen.headers.get("retry-after")).toBe("60");
    const outage = toErrorResponse(new Error("Can't reach database server at 127.0.0.1:5432"));
    expect(outage.status).toBe(503);
    expect(outage.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("adds no Retry-After to other errors", () => {
    expect(new ApiError("bad_request", "no").toResponse().headers.get("retry-after")).toBeNull();
  });
});
