import type { LeagueSettings, ScoringSettings, SlotCode } from "@/lib/domain/league";
import { PPR } from "@/lib/engine/scoring";

export const DEMO_SEASON = 2025;
export const DEMO_EXTERNAL_ID = "demo-2025";
export const DEMO_LEAGUE_NAME = "Fantasy GM Demo League";
// The team the demo user manages (and anyone who connects the demo league).
export const DEMO_USER_TEAM_ID = "1";
export const REGULAR_SEASON_WEEKS = 14;

// Full PPR (lib/engine/scoring's preset) without the team-defense rules: the demo has no D/ST slot (below).
export const DEMO_SCORING: ScoringSettings = Object.fromEntries(
  Object.entries(PPR).filter(([key]) => !key.startsWith("def_")),
);

// No D/ST slot: none of the bundled sources has team-defense fantasy points, so a D/ST starter could never
// score and the replayed results would be made up. The league plays QB, 2 RB, 2 WR, TE, FLEX and K.
export const DEMO_SLOTS: SlotCode[] = [
  "QB",
  "RB",
  "RB",
  "WR",
  "WR",
  "TE",
  "FLEX",
  "K",
  "BE",
  "BE",
  "BE",
  "BE",
  "BE",
  "BE",
  "IR",
];
export const DRAFT_ROUNDS = 14; // every slot but IR

export function demoSettings(currentWeek: number): LeagueSettings {
  return {
    name: DEMO_LEAGUE_NAME,
    season: DEMO_SEASON,
    scoring: DEMO_SCORING,
    rosterSlots: DEMO_SLOTS,
    waiverType: "FAAB",
    faabBudget: 100,
    waiverRun: { weekdays: [3], hour: 3, minute: 0, timeZone: "America/New_York" }, // Wednesdays, 3:00 AM ET
    playoffTeams: 6,
    playoffStartWeek: REGULAR_SEASON_WEEKS + 1,
    playoffByes: 2,
    tiebreaker: "points_for",
    medianGame: false,
    divisions: 0,
    currentWeek,
    unsupportedScoring: [],
    playoffRoundWeeks: [1, 1, 1],
    tradeDeadlineWeek: null, // the sandbox lets trades through every week
  };
}

// Invented, clearly fictional teams and managers (never the real people in the recorded fixtures).
export const DEMO_TEAMS: { name: string; abbrev: string; ownerName: string }[] = [
  { name: "Gridiron Gurus", abbrev: "GG", ownerName: "You" },
  { name: "Fourth & Long Shots", abbrev: "4LS", ownerName: "Coach Harper" },
  { name: "Blitz Brigade", abbrev: "BB", ownerName: "Coach Quinn" },
  { name: "End Zone Envy", abbrev: "EZE", ownerName: "Coach Rowan" },
  { name: "Hail Mary Heroes", abbrev: "HMH", ownerName: "Coach Sutton" },
  { name: "Red Zone Raiders", abbrev: "RZR", ownerName: "Coach Tatum" },
  { name: "Pocket Passers", abbrev: "PP", ownerName: "Coach Ellis" },
  { name: "Two-Minute Drill", abbrev: "TMD", ownerName: "Coach Marlow" },
  { name: "Sunday Scaries", abbrev: "SS", ownerName: "Coach Blake" },
  { name: "Waiver Wire Wizards", abbrev: "WWW", ownerName: "Coach Finley" },
  { name: "Play Action Pack", abbrev: "PAP", ownerName: "Coach Reese" },
  { name: "Audible Alchemists", abbrev: "AA", ownerName: "Coach Sawyer" },
];
