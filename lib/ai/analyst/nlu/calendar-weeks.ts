// Weeks named by the calendar or counted from now ("the week after next", "in two weeks", "thanksgiving week", "the
// first round of the playoffs", "the last week of the regular season") written as the week's number ("week 12")
// before a message is read, when the league's calendar is known. Without it they are left as typed.
import { thanksgivingWeek } from "@/lib/nfl/season";

/** What the reader needs of a league's calendar: its season, its current week and the week its playoffs start. */
export interface LeagueCalendar {
  season: number;
  week: number;
  playoffStartWeek: number;
}

const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, 2: 2, 3: 3, 4: 4 };

// "the week after next (week)", "two weeks from now", "in 2 weeks" (not "in the last 2 weeks", nor "haven't
// touched my team in 2 weeks": a stretch of time past).
const WEEK_AFTER_NEXT = /\b(?:the )?week after next(?: week)?\b/gi;
const WEEKS_FROM_NOW = /\b(two|three|four|[234]) weeks (?:from (?:now|today)|out from now)\b/gi;
const IN_WEEKS = /\bin (two|three|four|[234]) weeks(?:['’]? time)?\b/gi;
const TIME_PAST = /\b(have|has|haven['’]?t|hasn['’]?t|had|been|last|past|since|ago)\b[^.?!]*$/i;
// "thanksgiving", "thanksgiving week", "over thanksgiving weekend", "the thanksgiving slate".
const THANKSGIVING = /\b(?:the )?thanksgiving(?: day)?(?: week(?:end)?| slate| games)?\b/gi;
// "the first playoff week", "round one of the playoffs", "week 1 of the fantasy playoffs", "my playoff opener".
const FIRST_PLAYOFF_WEEK = new RegExp(
  "\\b(?:the |my |our )?(?:(?:first|opening) (?:week|round|game|matchup) of (?:the )?(?:fantasy )?playoffs|" +
    "(?:week|round) (?:1|one) of (?:the )?(?:fantasy )?playoffs|(?:first|opening) (?:fantasy )?playoff " +
    "(?:week|round|game|matchup)|playoff (?:week|round) (?:1|one)|playoff opener)\\b",
  "gi",
);
// "the last week of the regular season", "the final regular-season week".
const LAST_REGULAR_WEEK = new RegExp(
  "\\b(?:the )?(?:last|final) (?:week|game|matchup) of (?:the )?regular season|(?:the )?(?:last|final) " +
    "regular[- ]season (?:week|game|matchup)\\b",
  "gi",
);

/** The message with weeks named by the calendar or counted from now written as numbered weeks. */
export function weeksAsNumbered(text: string, calendar: LeagueCalendar | null): string {
  if (!calendar) return text;
  const week = (n: number) => `week ${n}`;
  return text
    .replace(WEEK_AFTER_NEXT, () => week(calendar.week + 2))
    .replace(WEEKS_FROM_NOW, (_, n: string) => week(calendar.week + COUNT[n.toLowerCase()]!))
    .replace(IN_WEEKS, (typed: string, n: string, at: number, whole: string) =>
      TIME_PAST.test(whole.slice(0, at)) ? typed : `in ${week(calendar.week + COUNT[n.toLowerCase()]!)}`,
    )
    .replace(THANKSGIVING, () => week(thanksgivingWeek(calendar.season)))
    .replace(FIRST_PLAYOFF_WEEK, () => week(calendar.playoffStartWeek))
    .replace(LAST_REGULAR_WEEK, () => week(calendar.playoffStartWeek - 1));
}
