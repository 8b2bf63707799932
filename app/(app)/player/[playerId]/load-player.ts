import { cache } from "react";
import { getPlayer } from "@/lib/db/queries/players";

// One read per request for the layout's existence check, the metadata and the page.
export const loadPlayer = cache(async (rawId: string) => {
  const playerId = decodeURIComponent(rawId);
  return playerId.length <= 64 ? getPlayer({ playerId }) : null;
});
