// Everyday words, office jargon, a dropped g, a hockey fan's, Scots and French words are read as the game's terms.
import { inFantasyTerms } from "@/lib/ai/analyst/nlu/plain-words";

describe("a newcomer's plain words", () => {
  it.each([
    ["who should I put in my guy who kicks spot?", "who should I put in my kicker spot?"],
    ["rank my catchers for this week", "rank my receivers for this week"],
    ["how much of my pretend bidding money should I spend?", "how much of my faab should I spend?"],
    ["any free players worth grabbing?", "any free agents worth grabbing?"],
    ["do I get into the tournament at the end?", "do I get into the playoffs?"],
    ["my tight end's team has no game this week", "my tight end's team is on bye this week"],
    ["what's the highest and lowest my team could score?", "what's my team's ceiling and floor?"],
    ["what kind of swap should I look for?", "what kind of trade should I look for?"],
  ])("%s", (typed, read) => {
    expect(inFantasyTerms(typed)).toBe(read);
  });

  it("leaves the game's own words as they are", () => {
    const typed = "should I start Puka or Kittle at flex this week?";
    expect(inFantasyTerms(typed)).toBe(typed);
    // (an article stays an article, a name ending in "in" stays a name, "blessed with" stays blessed)
    for (const kept of ["is it an injury?", "is Justin Jefferson playing?", "I'm blessed with Bijan, who else?"])
      expect(inFantasyTerms(kept)).toBe(kept);
  });

  it.each([
    ["is he playin' sunday?", "is he playing sunday?"],
    ["who do I got on bye in week 13?", "who do I have on bye in week 13?"],
    ["so do I sell the old boy or hang on?", "so do I sell him or hang on?"],
    ["who's gonna spell him then?", "who's gonna fill in for him then?"],
    ["should I divest from Jonathan Taylor?", "should I sell Jonathan Taylor?"],
    ["give me the leaderboard", "give me the league standings"],
    ["is he a healthy scratch this week?", "is he benched this week?"],
    ["ros outlook on travis hunter? is he him?", "ros outlook on travis hunter? is he elite?"],
    ["whit dae ye reckon, fae noo tae the end?", "what do you reckon, from now to the end?"],
    ["need a runnin back aff waivers", "need a running back off waivers"],
    ["could ye turn Jeudy an Shakir intae a decent RB?", "could you turn Jeudy and Shakir into a decent RB?"],
    ["my titulars for sunday, they are correct?", "my starters for sunday, they are correct?"],
    ["he is blessed? what happened", "he is injured? what happened"],
    ["if they win all their matches until the end", "if they win all their games until the end"],
    ["is my starting nine set up okay?", "is my starting lineup set up okay?"],
  ])("reads %s", (typed, read) => {
    expect(inFantasyTerms(typed)).toBe(read);
  });
});
