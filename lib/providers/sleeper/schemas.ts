// The parts of Sleeper's answers we read (docs.sleeper.com + recorded 2019–2021 responses).
// Unknown fields are ignored; missing optional ones are normal before a season's first scored week.
import { z } from "zod";

const num = z.number();
const id = z.union([z.string(), z.number()]).transform(String);

export const sleeperUserSchema = z.object({
  user_id: z.string(),
  username: z.string().nullish(),
  display_name: z.string().nullish(),
});

export const sleeperLeagueSchema = z.object({
  league_id: z.string(),
  name: z.string(),
  season: z.string(),
  status: z.string().nullish(),
  total_rosters: num.nullish(),
  roster_positions: z.array(z.string()).nullish(),
  scoring_settings: z.record(z.string(), num).nullish(),
  settings: z
    .object({
      playoff_teams: num.nullish(),
      playoff_week_start: num.nullish(),
      waiver_type: num.nullish(),
      waiver_budget: num.nullish(),
      waiver_day_of_week: num.nullish(),
      league_average_match: num.nullish(),
      divisions: num.nullish(),
      reserve_slots: num.nullish(),
      taxi_slots: num.nullish(),
      last_scored_leg: num.nullish(),
      leg: num.nullish(),
      playoff_round_type: num.nullish(), // 0 one week per round, 1 two-week final, 2 two weeks per round
      trade_deadline: num.nullish(), // the last week trades go through; 99 = no deadline
    })
    .nullish(),
});

export const sleeperRosterSchema = z.object({
  roster_id: num,
  owner_id: z.string().nullish(),
  players: z.array(z.string()).nullish(),
  starters: z.array(z.string()).nullish(),
  reserve: z.array(z.string()).nullish(),
  taxi: z.array(z.string()).nullish(),
  settings: z
    .object({
      wins: num.nullish(),
      losses: num.nullish(),
      ties: num.nullish(),
      fpts: num.nullish(),
      fpts_decimal: num.nullish(),
      fpts_against: num.nullish(),
      fpts_against_decimal: num.nullish(),
      waiver_budget_used: num.nullish(),
      waiver_position: num.nullish(),
      division: num.nullish(),
    })
    .nullish(),
});

export const sleeperLeagueUserSchema = z.object({
  user_id: z.string(),
  display_name: z.string().nullish(),
  avatar: z.string().nullish(),
  metadata: z.object({ team_name: z.string().nullish(), avatar: z.string().nullish() }).loose().nullish(),
});

export const sleeperMatchupSchema = z.object({
  roster_id: num,
  matchup_id: num.nullish(),
  points: num.nullish(),
  custom_points: num.nullish(),
  starters: z.array(z.string()).nullish(),
  starters_points: z.array(num).nullish(),
  players: z.array(z.string()).nullish(),
  players_points: z.record(z.string(), num).nullish(),
});

export const sleeperTransactionSchema = z.object({
  transaction_id: id,
  type: z.string(),
  status: z.string(),
  leg: num.nullish(),
  created: num.nullish(),
  status_updated: num.nullish(),
  roster_ids: z.array(num).nullish(),
  adds: z.record(z.string(), num).nullish(),
  drops: z.record(z.string(), num).nullish(),
  settings: z.object({ waiver_bid: num.nullish() }).loose().nullish(),
});

export const sleeperStateSchema = z.object({
  season: z.string(),
  week: num,
  display_week: num.nullish(),
  season_type: z.string().nullish(),
});

export const sleeperPlayerSchema = z.object({
  player_id: z.string().nullish(),
  full_name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  position: z.string().nullish(),
  team: z.string().nullish(),
  number: z.union([num, z.string()]).nullish(),
  injury_status: z.string().nullish(),
  injury_body_part: z.string().nullish(),
  injury_notes: z.string().nullish(),
  status: z.string().nullish().describe('roster status: "Active", "Injured Reserve", "Physically Unable to Perform"…'),
  espn_id: z.union([num, z.string()]).nullish(),
  yahoo_id: z.union([num, z.string()]).nullish(),
  gsis_id: z.string().nullish(),
});

export const sleeperPlayersSchema = z.record(z.string(), sleeperPlayerSchema);

export type SleeperLeague = z.output<typeof sleeperLeagueSchema>;
export type SleeperRoster = z.output<typeof sleeperRosterSchema>;
export type SleeperLeagueUser = z.output<typeof sleeperLeagueUserSchema>;
export type SleeperMatchup = z.output<typeof sleeperMatchupSchema>;
export type SleeperTransaction = z.output<typeof sleeperTransactionSchema>;
export type SleeperState = z.output<typeof sleeperStateSchema>;
export type SleeperPlayer = z.output<typeof sleeperPlayerSchema>;
