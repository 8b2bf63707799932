import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { AcceptTermsCard } from "./_components/accept-terms-card";

export const metadata: Metadata = { title: "Accept the Terms of Service" };

// Google sign-ups land here until they accept the terms (proxy.ts sends them; this re-checks).
export default async function TermsPage() {
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  if (user.tosAccepted) redirect("/");
  return (
    <div className="flex min-h-dvh items-center justify-center px-4 py-10">
      <AcceptTermsCard username={user.username} />
    </div>
  );
}
