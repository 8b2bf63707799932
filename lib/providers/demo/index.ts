import { footballNow } from "@/lib/clock";
import type { LeagueSummary } from "@/lib/domain/league";
import { ProviderError, type FantasyProvider } from "@/lib/providers/types";
import { DEMO_EXTERNAL_ID, DEMO_LEAGUE_NAME, DEMO_SEASON, DEMO_TEAMS, DEMO_USER_TEAM_ID } from "./config";
import { buildDemoLeague } from "./replay";

export { DEMO_EXTERNAL_ID, DEMO_SEASON, DEMO_USER_TEAM_ID } from "./config";

const summary: LeagueSummary = {
  provider: "demo",
  externalId: DEMO_EXTERNAL_ID,
  season: DEMO_SEASON,
  name: DEMO_LEAGUE_NAME,
  teams: DEMO_TEAMS.map((t, i) => ({
    externalId: String(i + 1),
    name: t.name,
    ownerName: t.ownerName,
    isMine: String(i + 1) === DEMO_USER_TEAM_ID,
  })),
};

// The demo platform: one league built from the bundled data files for the football clock's week.
export const demoProvider: FantasyProvider = {
  id: "demo",
  async listLeagues() {
    return [summary];
  },
  async fetchLeague(_credentials, ref) {
    if (ref.externalId !== DEMO_EXTERNAL_ID || ref.season !== DEMO_SEASON) {
      throw new ProviderError("not_found", `Demo league ${ref.externalId} (${ref.season}) does not exist.`);
    }
    return buildDemoLeague(footballNow({ provider: "demo" }));
  },
};
