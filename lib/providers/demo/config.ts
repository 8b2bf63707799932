import type { LeagueSettings, ScoringSettings, SlotCode } from "@/lib/domain/league";

export const DEMO_SEASON = 2025;
export const DEMO_EXTERNAL_ID = "demo-2025";
export const DEMO_LEAGUE_NAME = "Fantasy GM Demo League";
// The team the demo user manages (and anyone who connects the demo league).
export const DEMO_USER_TEAM_ID = "1";
export const REGULAR_SEASON_WEEKS = 14;

// Standard full-PPR scoring (NFL.com / nflverse conventions).
export const DEMO_SCORING: ScoringSettings = {
  pass_yd: 0.04, pass_td: 4, pass_int: -2, pass_2pt: 2,
  rush_yd: 0.1, rush_td: 6, rush_2pt: 2,
  rec: 1, rec_yd: 0.1, rec_td: 6, rec_2pt: 2,
  fum_lost: -2, fum_rec_td: 6, ret_td: 6,
  pat_made: 1, pat_miss: -1, fg_0_19: 3, fg_20_29: 3, fg_30_39: 3, fg_40_49: 4, fg_50p: 5, fg_miss: -1,
};

// No D/ST slot: none of the bundled sources has team-defense fantasy points, so a D/ST starter could never
// score and the replayed results would be made up. The league plays QB, 2 RB, 2 WR, TE, FLEX and K.
export const DEMO_SLOTS: SlotCode[] = ["QB", "RB", "RB", "WR", "WR", "TE", "FLEX", "K", "BE", "BE", "BE", "BE", "BE", "BE", "IR"];
export const DRAFT_ROUNDS = 14; // every slot but IR

export function demoSettings(currentWeek: number): LeagueSettings {
  return {
    name: DEMO_LEAGUE_NAME, season: DEMO_SEASON, scoring: DEMO_SCORING, rosterSlots: DEMO_SLOTS,
    waiverType: "FAAB", faabBudget: 100, playoffTeams: 6, playoffStartWeek: REGULAR_SEASON_WEEKS + 1,
    playoffByes: 2, tiebreaker: "points_for", medianGame: false, divisions: 0, currentWeek,
    unsupportedScoring: [], playoffRoundWeeks: [1, 1, 1],
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
