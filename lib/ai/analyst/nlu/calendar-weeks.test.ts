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
});
