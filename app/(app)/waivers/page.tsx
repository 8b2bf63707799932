import type { Metadata } from "next";
import { WaiversPage } from "@/components/decisions/waivers-view";
import { firstParam, type PageSearchParams } from "@/lib/league-model/decisions/deep-links";
import { DECISION_POSITIONS } from "@/lib/domain/league";

export const metadata: Metadata = {
  title: "Waivers",
  description: "Free agents ranked by how much they raise your playoff odds, with FAAB bids.",
};

// Deep link: /waivers?position=WR&q=name
export default async function Waivers({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const position = firstParam(params.position)?.toUpperCase() ?? "";
  const init = {
    position: (DECISION_POSITIONS as readonly string[]).includes(position) ? position : "",
    q: (firstParam(params.q) ?? "").slice(0, 60),
  };
  return <WaiversPage init={init} />;
}
