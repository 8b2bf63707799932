// JSON computed for one user at one moment: never cached by the browser or a proxy.
export function noStore(body: unknown): Response {
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
