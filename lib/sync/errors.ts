import { ApiError } from "@/lib/api/errors";
import { ProviderError } from "@/lib/providers/types";

// How a platform failure reads to the browser: clear message, a 4xx/503 that fits, never a 500.
export function providerErrorToApi(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  switch (error.kind) {
    case "auth":
      return new ApiError("unprocessable", error.message);
    case "not_found":
      return new ApiError("not_found", error.message);
    case "rate_limited":
      return new ApiError("rate_limited", error.message);
    case "malformed":
      return new ApiError("unprocessable", error.message);
    default:
      return new ApiError("unavailable", error.message);
  }
}
