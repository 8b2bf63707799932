import "server-only";
// The app's Sleeper adapter: env base URL and the daily players cache in the database.
import { createSleeperProvider } from "@/lib/providers/sleeper/client";
import { loadCachedSleeperPlayers } from "@/lib/providers/sleeper/players-cache";

export const sleeperProvider = createSleeperProvider({
  loadPlayers: (fetchDump) => loadCachedSleeperPlayers(fetchDump),
});
export { createSleeperProvider } from "@/lib/providers/sleeper/client";
