import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { AppFrame } from "@/components/layout/app-frame";

// Per-request: the frame depends on the session cookie.
export const dynamic = "force-dynamic";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  // proxy.ts redirects optimistically; this is the check that counts for pages.
  if (!user) redirect("/auth");
  if (!user.tosAccepted) redirect("/auth/google/tos");
  return <AppFrame username={user.username}>{children}</AppFrame>;
}
