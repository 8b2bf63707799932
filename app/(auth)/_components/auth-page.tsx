import { redirect } from "next/navigation";
import { env } from "@/env";
import { getSessionUser } from "@/lib/auth/session";
import { AuthScreen, type AuthTab } from "./auth-screen";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /auth, /login and /register: the same screen; a signed-in visitor goes to '/' before anything renders. */
export async function AuthPage({ searchParams, defaultTab }: { searchParams: SearchParams; defaultTab: AuthTab }) {
  if (await getSessionUser()) redirect("/");
  const { error } = await searchParams;
  return (
    <AuthScreen
      googleEnabled={env.googleEnabled}
      defaultTab={defaultTab}
      error={typeof error === "string" ? error : undefined}
    />
  );
}
