import type { Provider } from "@/lib/domain/league";
import { demoProvider } from "@/lib/providers/demo";
import { espnProvider } from "@/lib/providers/espn";
import { sleeperProvider } from "@/lib/providers/sleeper";
import type { FantasyProvider } from "@/lib/providers/types";
import { yahooProvider } from "@/lib/providers/yahoo";

// Every fantasy platform the app can connect, by id.
const providers: Record<Provider, FantasyProvider> = {
  demo: demoProvider,
  sleeper: sleeperProvider,
  espn: espnProvider,
  yahoo: yahooProvider,
};

export function getProvider(id: Provider): FantasyProvider {
  return providers[id];
}
