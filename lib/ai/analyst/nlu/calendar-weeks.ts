// Weeks named by the calendar or counted from now ("the week after next", "in two weeks", "thanksgiving week", "the
// first round of the playoffs", "the last week of the regular season", "December 7th", "Sunday the 16th", "two
// Sundays from now") written as the week's number ("week 12") before a message is read, when the league's calendar
// is known. Without it they are left as typed.
import { seasonAnchor, seasonWeeks, thanksgivingWeek, weekOfDate } from "@/lib/nfl/season";

/** What the reader needs of a league's calendar: its season, its current week and the week its playoffs start. */
export interface LeagueCalendar {
  season: number;
  week: number;
  playoffStartWeek: number;
}

const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, 2: 2, 3: 3, 4: 4 };
const DAY_MS = 24 * 60 * 60 * 1000;

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

// "two Sundays from now", "in three Sundays": weeks counted by their Sundays.
const SUNDAYS_FROM_NOW =
  /\b(?:(two|three|four|[234]) sundays (?:from (?:now|today)|out)|in (two|three|four|[234]) sundays)\b/gi;
// "next Sunday": next week's games.
const NEXT_SUNDAY = /\bnext sunday\b/gi;
// "the first Sunday of the playoffs", "the first playoff weekend".
const FIRST_PLAYOFF_SUNDAY = new RegExp(
  "\\b(?:the )?(?:first|opening) (?:sunday|weekend|slate) of (?:the )?(?:fantasy )?playoffs|" +
    "(?:the )?(?:first|opening) (?:fantasy )?playoff (?:sunday|weekend|slate)\\b",
  "gi",
);

const MONTHS: Record<string, number> = { sep: 8, oct: 9, nov: 10, dec: 11, jan: 0 };
const WEEKDAYS: Record<string, number> = { sun: 0, mon: 1, thu: 4, sat: 6 };
// "December 7th", "Nov 23", "on Sunday, Dec. 14": a date of the season's months.
const MONTH_DAY = new RegExp(
  "\\b(?:(?:on |for )?(?:sun|mon|thu|thurs|sat)(?:day)?,? )?" +
    "(sep|sept|september|oct|october|nov|november|dec|december|jan|january)\\.? (\\d{1,2})(?:st|nd|rd|th)?\\b",
  "gi",
);
// "on the 16th", "Sunday the 21st", "championship weekend, the 28th": a day of the month alone (not "the 2nd most
// points", "the 3rd pick").
const DAY_OF_MONTH = new RegExp(
  "(?:\\b(?:on|for|by|before|until|till|through|thru|into|were|was)\\s+|(?:^|,\\s*)|" +
    "\\b(sun|mon|thu|thurs|sat)(?:day)?\\s+)" +
    "the (\\d{1,2})(?:st|nd|rd|th)\\b" +
    "(?!\\s+(?:most|best|worst|highest|lowest|pick|round|place|seed|spot|overall|in|at|of)\\b)",
  "gi",
);

/** The regular-season week a date falls in, or null past the season's last week. */
function regularWeekOf(date: Date, calendar: LeagueCalendar): number | null {
  const week = weekOfDate(date, calendar.season);
  return week <= seasonWeeks(calendar.season) ? week : null;
}

/** The week of the season whose games fall on a date of a month (January's in the year after the season's). */
function weekOfMonthDay(calendar: LeagueCalendar, month: number, day: number): number | null {
  const year = month === 0 ? calendar.season + 1 : calendar.season;
  const date = new Date(Date.UTC(year, month, day, 12));
  if (date.getUTCMonth() !== month || date < seasonAnchor(calendar.season)) return null;
  return regularWeekOf(date, calendar);
}

/**
 * The week of the next date from the current week's start with that day of the month: the one on the weekday named,
 * or else on a Sunday, or else the first.
 */
function weekOfDayOfMonth(calendar: LeagueCalendar, day: number, weekday: number | null): number | null {
  const from = seasonAnchor(calendar.season).getTime() + (calendar.week - 2) * 7 * DAY_MS;
  const dates: Date[] = [];
  for (let t = from; t < from + 120 * DAY_MS; t += DAY_MS) {
    const date = new Date(t);
    if (date.getUTCDate() === day) dates.push(date);
  }
  const date = dates.find((d) => d.getUTCDay() === (weekday ?? 0)) ?? (weekday === null ? dates[0] : undefined);
  return date ? regularWeekOf(date, calendar) : null;
}

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
    .replace(SUNDAYS_FROM_NOW, (_, n?: string, m?: string) => week(calendar.week + COUNT[(n ?? m)!.toLowerCase()]!))
    .replace(NEXT_SUNDAY, "next week")
    .replace(FIRST_PLAYOFF_SUNDAY, () => week(calendar.playoffStartWeek))
    .replace(MONTH_DAY, (typed: string, month: string, day: string) => {
      const n = weekOfMonthDay(calendar, MONTHS[month.slice(0, 3).toLowerCase()]!, Number(day));
      return n === null ? typed : week(n);
    })
    .replace(DAY_OF_MONTH, (typed: string, weekday: string | undefined, day: string) => {
      const n = weekOfDayOfMonth(calendar, Number(day), weekday ? WEEKDAYS[weekday.slice(0, 3).toLowerCase()]! : null);
      return n === null ? typed : `${typed.slice(0, typed.toLowerCase().lastIndexOf("the "))}${week(n)}`;
    })
    .replace(FIRST_PLAYOFF_WEEK, () => week(calendar.playoffStartWeek))
    .replace(LAST_REGULAR_WEEK, () => week(calendar.playoffStartWeek - 1));
}
