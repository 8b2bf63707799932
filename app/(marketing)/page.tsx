import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { HeroChat } from "./_components/hero-chat";
import { FeatureGrid } from "./_components/feature-grid";
import { MeetGm } from "./_components/meet-gm";
import { Benefits, FinalCta } from "./_components/benefits";

const TITLE = "Fantasy GM — your AI general manager for fantasy football";
const DESCRIPTION =
  "AI start/sit, waiver, trade and playoff-odds advice for your Sleeper, ESPN " +
  "and Yahoo fantasy football leagues. Try the chat free.";

export const metadata: Metadata = {
  title: { absolute: TITLE },
  description: DESCRIPTION,
  alternates: { canonical: "/" },
  openGraph: { type: "website", url: "/", siteName: "Fantasy GM", title: TITLE, description: DESCRIPTION },
  twitter: { card: "summary", title: TITLE, description: DESCRIPTION },
};

// The landing page depends on the session cookie (signed-in visitors go to their dashboard).
export const dynamic = "force-dynamic";

const JSON_LD = {
  "@context": "https://schema.org",
  "@type": "SoftwareApplication",
  name: "Fantasy GM",
  applicationCategory: "SportsApplication",
  operatingSystem: "Web",
  description: DESCRIPTION,
  offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
  featureList: [
    "Start/Sit Analysis",
    "Waiver Wire",
    "Trade Evaluation",
    "Season Simulations",
    "Player Research",
    "Sleeper, ESPN and Yahoo leagues",
  ],
};

export default async function LandingPage() {
  if (await getSessionUser()) redirect("/dashboard");
  return (
    <>
      <script
        type="application/ld+json"
        // Static object serialised by us; "<" is escaped so the JSON can never close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(JSON_LD).replace(/</g, "\\u003c") }}
      />
      <HeroChat />
      <FeatureGrid />
      <MeetGm />
      <Benefits />
      <FinalCta />
    </>
  );
}
