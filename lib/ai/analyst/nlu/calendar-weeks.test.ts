// Weeks named by the calendar or counted from now are read as the league's numbered weeks.
import { weeksAsNumbered, type LeagueCalendar } from "@/lib/ai/analyst/nlu/calendar-weeks";
import { thanksgivingWeek } from "@/lib/nfl/season";

const WEEK_10_OF_2025: LeagueCalendar = { season: 2025, week: 10, playoffStartWeek: 15 };

describe("weeks named by the calendar", () => {
  it.each([
    ["and the week after next?", "and week 12?"],
    ["who do i play two weeks from now", "who do i play week 12"],
    ["who do i play in 3 weeks", "who do i play in week 13"],
    ["Thanksgiving week — who on my roster is hurt?", "week 13 — who on my roster is hurt?"],
    ["is Andrews healthy for thanksgiving", "is Andrews healthy for week 13"],
    ["First playoff week: Walker or Hubbard?", "week 15: Walker or Hubbard?"],
    ["McMillan in the first round of the playoffs?", "McMillan in week 15?"],
    ["lineup for the last week of the regular season", "lineup for week 14"],
  ])("%s", (typed, read) => {
    expect(weeksAsNumbered(typed, WEEK_10_OF_2025)).toBe(read);
  });

  it("leaves a stretch of time past as typed", () => {
    const typed = "haven't touched my team in 2 weeks, set my lineup";
    expect(weeksAsNumbered(typed, WEEK_10_OF_2025)).toBe(typed);
  });

  it("leaves the words as typed when the league's calendar is unknown", () => {
    expect(weeksAsNumbered("and the week after next?", null)).toBe("and the week after next?");
  });

  it("counts from the league's own week and season", () => {
    const week11Of2026: LeagueCalendar = { season: 2026, week: 11, playoffStartWeek: 15 };
    expect(weeksAsNumbered("the week after next", week11Of2026)).toBe("week 13");
    // Thanksgiving falls in week 13 of 2025 and week 12 of 2026.
    expect(weeksAsNumbered("thanksgiving week", week11Of2026)).toBe("week 12");
    expect([thanksgivingWeek(2025), thanksgivingWeek(2026)]).toEqual([13, 12]);
  });

  it.each([
    ["who do I face on December 7th", "who do I face on week 14"],
    ["lineup for Nov 23?", "lineup for week 12?"],
    ["start Monangai on the 16th?", "start Monangai on week 11?"],
    // A day of the month alone is the next one on a Sunday: the 21st of December, not the Friday in November.
    ["my range on the 21st", "my range on week 16"],
    ["championship weekend, the 28th: who's my RB1?", "championship weekend, week 17: who's my RB1?"],
    ["how close is my matchup two Sundays from now", "how close is my matchup week 12"],
    ["who gets the nod the first Sunday of the playoffs", "who gets the nod week 15"],
    ["my lineup for next Sunday", "my lineup for next week"],
  ])("reads a date or a Sunday as its week: %s", (typed, read) => {
    expect(weeksAsNumbered(typed, WEEK_10_OF_2025)).toBe(read);
  });

  it("leaves ordinals that are no dates as typed", () => {
    for (const typed of ["6-3 with the 2nd most points", "is he worth the 3rd pick", "I'm in 4th place"])
      expect(weeksAsNumbered(typed, WEEK_10_OF_2025)).toBe(typed);
  });

  it("reads dates in the league's own season", () => {
    // December 6th 2026 is the Sunday of week 13 of 2026 (Thanksgiving, November 26th, is in week 12).
    const week12Of2026: LeagueCalendar = { season: 2026, week: 12, playoffStartWeek: 15 };
    expect(weeksAsNumbered("who do I play on December 6th", week12Of2026)).toBe("who do I play on week 13");
    expect(weeksAsNumbered("who do I play on the 6th", week12Of2026)).toBe("who do I play on week 13");
  });
});
