import { detectScenario, detectWeek, weekInDigits } from "./slots";

describe("detectWeek", () => {
  it.each([
    ["who do I start in week 12", 12],
    ["byes on my squad wk 11", 11],
    ["rank my rbs for next week", "next"],
    ["am I favoured next wk", "next"],
    ["how does my lineup look", null],
    ["week 25 outlook", null],
    ["would your answer differ for the week following", "next"],
  ])("%s → %s", (text, week) => expect(detectWeek(text)).toBe(week));
});

describe("weekInDigits", () => {
  it.each([
    ["whats my projected range for week twelve", "whats my projected range for week 12"],
    ["actually make that week thirteen", "actually make that week 13"],
    ["byes in wk fourteen?", "byes in wk 14?"],
    // "this week one of them…": this week, then other words.
    ["this week one of my guys is out", "this week one of my guys is out"],
    ["next week two of them play", "next week two of them play"],
  ])("%s", (text, written) => expect(weekInDigits(text)).toBe(written));
});

describe("detectScenario", () => {
  it.each([
    ["do I make it if I win out", { kind: "win-out" }],
    ["if i lose this wk am i done", { kind: "lose-this-week" }],
    ["what if we drop next week", { kind: "lose-this-week" }],
    ["I'm 6-5. do I make it if I go 2-1", { kind: "record", wins: 2, games: 3 }],
    ["if I go 3 and 2 am I in", { kind: "record", wins: 3, games: 5 }],
    ["what if I win 2 of my last 4", { kind: "record", wins: 2, games: 4 }],
    ["if I split my last 4", { kind: "record", wins: 2, games: 4 }],
    ["if I beat Sunday Scaries", { kind: "win-this-week" }],
    ["what are my playoff odds", null],
    ["do i make it if i take 3 of the last 5", { kind: "record", wins: 3, games: 5 }],
    ["With 4 wins out of the last 5 games, would this be enough", { kind: "record", wins: 4, games: 5 }],
    ["i have 2 wins out of my last 3", null],
    ["playoff chances if i sweep the rest", { kind: "win-out" }],
    ["if i win 3 straight", { kind: "record", wins: 3, games: 3 }],
    ["if i win 3 more", { kind: "record", wins: 3, games: null }],
    ["assuming i win this week", { kind: "win-this-week" }],
    ["is 8-6 enough to make the playoffs?", { kind: "final-record", wins: 8, losses: 6 }],
    ["with a 10-4 record do I get in", { kind: "final-record", wins: 10, losses: 4 }],
    ["Gridiron Gurus (5-4) — do we make it or nah", null],
    ["I'm 8-6, what are my odds", null],
    ["if I win this week and next", { kind: "record", wins: 2, games: 2 }],
    ["one more loss and I'm done?", { kind: "lose-this-week" }],
    ["a win this week gets my odds to what?", { kind: "win-this-week" }],
    ["odds I grab one of the two first-round byes", null],
  ])("%s", (text, scenario) => expect(detectScenario(text)).toEqual(scenario));
});
