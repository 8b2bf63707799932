import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { GeistMono, geistSansFamilies } from "./fonts";
import { env } from "@/env";
import { AppProviders } from "@/components/providers/app-providers";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.NEXTAUTH_URL ?? "http://localhost:3000"),
  title: { default: "Fantasy GM — your AI general manager for fantasy football", template: "%s · Fantasy GM" },
  description: "Start/sit, waivers, trades and playoff odds for your Sleeper, ESPN and Yahoo leagues.",
  applicationName: "Fantasy GM",
  icons: { icon: "/logo-mark.svg" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f8faf9" },
    { media: "(prefers-color-scheme: dark)", color: "#14171c" },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // proxy.ts mints a CSP nonce per request; reading it renders every page per request, which nonces require.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // next-themes sets the class before paint, so the server's html element differs from the client's on purpose.
    <html
      lang="en"
      className={GeistMono.variable}
      style={{ "--font-geist-sans": geistSansFamilies } as React.CSSProperties}
      suppressHydrationWarning
    >
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <AppProviders nonce={nonce}>{children}</AppProviders>
      </body>
    </html>
  );
}
