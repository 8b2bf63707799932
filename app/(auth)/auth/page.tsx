import type { Metadata } from "next";
import { AuthPage } from "../_components/auth-page";

export const metadata: Metadata = { title: "Sign in" };

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AuthPage searchParams={searchParams} defaultTab="login" />;
}
