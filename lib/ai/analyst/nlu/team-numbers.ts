// The team's own numbers a manager asks for by name: its standing ("my record", "playoff odds") and this week's
// game ("my matchup", "proj total"). One list, read wherever such a number is asked: two side by side ("record +
// playoff odds?"), one standing alone as a part ("…, and my odds?"), or the leaders' own ("and their record?").

// "standing" is the team's place; "the standings" are the league's table, a question of their own.
const STANDING_WORDS = "record|standing|playoff odds|odds|chances";
const THIS_WEEK_WORDS = "matchup|proj(?:ected)? total|projection";
const TEAM_NUMBER_WORDS = `${STANDING_WORDS}|${THIS_WEEK_WORDS}`;

/** Any of the team's numbers, as a regular-expression alternative (no groups that capture). */
export const TEAM_NUMBER_ALTERNATIVE = `(?:${TEAM_NUMBER_WORDS})`;

/** A part that leads with one of the team's numbers ("record and playoff odds please"). */
export const LEADS_WITH_TEAM_NUMBER = new RegExp(`^(?:(?:my|the|our) )?${TEAM_NUMBER_ALTERNATIVE}\\b`, "i");

/** A part that is only one of the team's numbers named ("and my odds?", "what about the matchup"). */
export const ONLY_A_TEAM_NUMBER = new RegExp(
  `^\\W*(?:(?:and|what about|how about) )?(?:(?:my|our|the) )?(?:playoff )?${TEAM_NUMBER_ALTERNATIVE}\\W*$`,
  "i",
);

/** A number a team has in the standings, its record's parts and its seed among them ("what's their W-L"). */
export const STANDINGS_NUMBER = new RegExp(`\\b(?:${STANDING_WORDS}|w-l|wins|losses|points|pf|seed|place)\\b`, "i");
