import { openApiDocument } from "@/lib/openapi/document";

// GET /api/openapi.json — the API reference (OpenAPI 3.1), generated from the routes' zod schemas; public
export const dynamic = "force-static";

export function GET() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=3600" } });
}
