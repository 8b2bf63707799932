import { asTheLeagueWritesIt, leagueTeamNames } from "@/lib/ai/analyst/nlu/league-names";

const LEAGUE = [
  { name: "Sunday Scaries", ownerName: "Coach Blake" },
  { name: "Fourth & Long Shots", ownerName: null },
  { name: "Two-Minute Drill", ownerName: "marlow22" },
  { name: "Waiver Wire", ownerName: null },
  { name: "Dynasty", ownerName: "You" },
];

describe("the league's names, as typed", () => {
  it.each([
    ["what's the sunday scaries' record", "what's the Sunday Scaries' record"],
    ["trade with coach blake?", "trade with Coach Blake?"],
    ["fourth and long shots are loaded", "Fourth & Long Shots are loaded"],
    ["how good is two minute drill", "how good is Two-Minute Drill"],
    ["offer marlow22 something", "offer marlow22 something"],
    ["Sunday Scaries again", "Sunday Scaries again"],
    // A manager's last name alone, set against: his team, unless another name follows.
    ["am i favored vs blake", "am i favored vs Coach Blake"],
    ["am i favored vs blake this week?", "am i favored vs Coach Blake this week?"],
    ["start Jaylen Waddle vs Blake Corum?", "start Jaylen Waddle vs Blake Corum?"],
    ["blake says hi", "blake says hi"],
    // …dealt with, or owning a team's things: his team; a player's own things stay the player's.
    ["trade with blake", "trade with Coach Blake"],
    ["sending Puka and Kraft to blake for Bijan", "sending Puka and Kraft to Coach Blake for Bijan"],
    ["what's blake's record", "what's Coach Blake's record"],
    ["how's blake's team look", "how's Sunday Scaries look"],
    ["Blake Corum's snaps", "Blake Corum's snaps"],
    ["blake's targets are down", "blake's targets are down"],
    ["coach blake's team", "Sunday Scaries"],
  ])("%s", (typed, written) => expect(asTheLeagueWritesIt(typed, LEAGUE)).toBe(written));

  it("leaves words the question uses anyway: one everyday word, two words of the game, a name inside a word", () => {
    for (const text of ["who's on the waiver wire", "my dynasty team", "you should tell me", "sunday's scary"])
      expect(asTheLeagueWritesIt(text, LEAGUE)).toBe(text);
  });
});

describe("a team's name typed with a typo", () => {
  const DEMO = [
    { name: "Hail Mary Heroes", ownerName: "Coach Sutton" },
    { name: "Red Zone Raiders", ownerName: "Coach Tatum" },
    { name: "Play Action Pack", ownerName: "Coach Reese" },
    { name: "Gridiron Gurus", ownerName: "You", mine: true },
    ...LEAGUE.filter((t) => t.name !== "Dynasty"),
  ];
  it.each([
    ["what are the hail mary heros odds", "what are the Hail Mary Heroes odds"],
    ["sundays scaries record", "Sunday Scaries record"],
    ["fourth and lon shots trade ideas", "Fourth & Long Shots trade ideas"],
    ["red zone raider's record", "Red Zone Raiders' record"],
    ["two minit drill's record", "Two-Minute Drill's record"],
    ["is the gridiron guru lineup set", "is my team lineup set"],
  ])("%s", (typed, written) => expect(asTheLeagueWritesIt(typed, DEMO)).toBe(written));

  it("leaves English words that only look like a name", () => {
    for (const text of ["how about play action pass rate", "red zone rates", "sunday scores"])
      expect(asTheLeagueWritesIt(text, DEMO)).toBe(text);
  });
});

describe("the manager's own team", () => {
  const MINE = [
    { name: "Gridiron Gurus", ownerName: "You", mine: true },
    { name: "Sunday Scaries", ownerName: "Coach Blake" },
  ];

  it.each([
    ["projected points range for gridiron gurus", "projected points range for my team"],
    ["where do the Gridiron Gurus stand", "where do my team stand"],
    ["Gridiron Gurus' record", "my team record"],
    ["gridiron gurus vs sunday scaries", "my team vs Sunday Scaries"],
  ])("%s", (typed, written) => expect(asTheLeagueWritesIt(typed, MINE)).toBe(written));

  it("leaves it out of the names of the other teams the reader looks for", () =>
    expect(leagueTeamNames(MINE)).toEqual(["Sunday Scaries", "Coach Blake"]));
});
