import type { Metadata } from "next";
import { TradesPage } from "@/components/decisions/trades-view";
import { firstParam, listParam, type PageSearchParams } from "@/lib/league-model/decisions/deep-links";

export const metadata: Metadata = {
  title: "Trades",
  description: "Build, evaluate and find trades priced in both teams' playoff odds.",
};

// Deep link: /trades?partner=<teamId>&give=<playerId>,<playerId>&get=<playerId> opens the builder and evaluates it.
export default async function Trades({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const init = {
    partner: firstParam(params.partner) ?? "",
    give: listParam(params.give).slice(0, 4),
    get: listParam(params.get).slice(0, 4),
  };
  return <TradesPage init={init} />;
}
