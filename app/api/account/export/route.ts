import { ApiError } from "@/lib/api/errors";
import { withUser } from "@/lib/api/route";
import { exportUserData } from "@/lib/db/queries/account";

// GET /api/account/export — a JSON download of everything stored about the signed-in user (no secrets)
export const GET = withUser(async ({ user }) => {
  const data = await exportUserData({ userId: user.id });
  if (!data) throw new ApiError("not_found", "Account not found");
  const body = JSON.stringify(
    { exportedAt: new Date().toISOString(), format: "fantasy-gm-export/1", account: data },
    null,
    2,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="fantasy-gm-${user.username.replace(/[^\w-]/g, "_")}.json"`,
      "Cache-Control": "no-store",
    },
  });
});
