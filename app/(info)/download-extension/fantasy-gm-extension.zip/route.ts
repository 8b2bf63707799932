// GET /download-extension/fantasy-gm-extension.zip — the ESPN cookie extension, packed for the origin that serves it
import { env } from "@/env";
import { extensionZip } from "@/lib/extension/pack";

export const dynamic = "force-dynamic";

export function GET(req: Request) {
  const origin = env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).origin : new URL(req.url).origin;
  return new Response(Buffer.from(extensionZip(origin)), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": 'attachment; filename="fantasy-gm-extension.zip"',
      "Cache-Control": "no-store",
    },
  });
}
