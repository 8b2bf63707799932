// The answer of a handler, proven against its documented schema (GET /api/openapi.json): the status is the
// documented success status and the JSON parses with the same zod schema the reference is generated from.
import { API_ROUTES } from "@/lib/openapi/document";
import type { HttpMethod } from "@/lib/openapi/types";

/** Untyped like `res.json()` unless T is given. */
export async function documented<T = Awaited<ReturnType<Response["json"]>>>(
  method: HttpMethod,
  path: string,
  res: Response,
): Promise<T> {
  const route = API_ROUTES.find((r) => r.method === method && r.path === path);
  if (!route?.response) throw new Error(`${method} ${path} has no documented JSON response`);
  const body: unknown = await res.json();
  if (res.status !== (route.status ?? 200))
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(body)}`);
  const checked = route.response.safeParse(body);
  if (!checked.success)
    throw new Error(`${method} ${path} does not match its documented schema: ${checked.error.message}`);
  return body as T;
}
