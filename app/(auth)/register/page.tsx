import type { Metadata } from "next";
import { AuthPage } from "../_components/auth-page";

export const metadata: Metadata = { title: "Create your account" };

// Same screen as /auth, opened on the Sign Up tab.
export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AuthPage searchParams={searchParams} defaultTab="register" />;
}
