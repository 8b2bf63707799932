/** @jest-environment node */
// How the GM reads a question in its conversation, on the season's real player pool: two-part questions, weeks
// on start/sit and lineups, first names alone, follow-ups that change one thing, and questions it should decline.
import { planQuestion } from "@/lib/ai/analyst/evaluate";
import { interpret } from "@/lib/ai/analyst/dialogue/interpret";
import type { EarlierTurn } from "@/lib/ai/analyst/conversation";
import { poolIndex } from "@/lib/ai/analyst/nlu/pool-index";

const INDEX = poolIndex(2025);

/** The tool calls of the last turn, each earlier turn planned first as the chat would. */
async function plan(...turns: string[]) {
  const earlier: EarlierTurn[] = [];
  for (const q of turns.slice(0, -1)) {
    const planned = await planQuestion(q, earlier);
    earlier.push({ question: q, calls: planned.calls, results: [] });
  }
  return { earlier, ...(await planQuestion(turns[turns.length - 1]!, earlier)) };
}

describe("GM dialogue", () => {
  it("answers both parts of a question joined by 'and if not'", async () => {
    const { intents, calls } = await plan("is bucky irving playing this week and if not who should i pick up at RB");
    expect(intents).toEqual(["status", "waivers"]);
    expect(calls[0]!.input).toMatchObject({ player: "Bucky Irving", focus: "status" });
    expect(calls[1]!.input).toMatchObject({ position: "RB" });
  });

  it("answers both parts joined by '+' or 'and tell me', the week named once holding for both", async () => {
    expect((await plan("whats my projected total this week + what are my playoff odds")).intents).toEqual([
      "projectedTotal",
      "playoffs",
    ]);
    const { intents, calls } = await plan("rank my WRs for week 13 and tell me who on my roster is hurt");
    expect(intents).toEqual(["positionRank", "rosterStatus"]);
    expect(calls.map((c) => c.input.week)).toEqual([13, 13]);
  });

  it("keeps one answer when a later part asks what the first part's answer already gives", async () => {
    const { intents } = await plan("if we lose this week are we done? what do the odds drop to");
    expect(intents).toEqual(["scenario"]);
  });

  it("carries the week of a start/sit and of a lineup for a later week", async () => {
    const sit = await plan("should i start jsn or nabers in week 13");
    expect(sit.calls).toEqual([
      {
        toolName: "comparePlayers",
        input: { players: ["Jaxon Smith-Njigba", "Malik Nabers"], horizon: "week", week: 13 },
      },
    ]);
    const lineup = await plan("set my lineup for week 13");
    expect(lineup.intents).toEqual(["lineup"]);
    expect(lineup.calls).toEqual([{ toolName: "getRosterReport", input: { focus: "rank", week: 13 } }]);
    const slot = await plan("who should i start at rb next week");
    expect(slot.calls).toEqual([
      { toolName: "getRosterReport", input: { focus: "rank", week: "next", position: "RB" } },
    ]);
    const flex = await plan("who should be my flex this week?", "and for week 13?");
    expect(flex.calls).toEqual([{ toolName: "getRosterReport", input: { focus: "rank", week: 13, position: "FLEX" } }]);
    // This week's lineup is the optimizer's.
    expect((await plan("who should i start at flex")).calls).toEqual([
      { toolName: "optimizeLineup", input: { slot: "FLEX" } },
    ]);
  });

  it("reads where I sit in the standings as my record, and who has the best odds as the league's", async () => {
    expect((await plan("where do we sit in the standings")).intents).toEqual(["record"]);
    expect((await plan("which team has the highest playoff odds")).intents).toEqual(["leaders"]);
  });

  it("keeps the family and week of a follow-up that changes only the position", async () => {
    const { intents, calls } = await plan("rank my rbs for week 11", "now do the wideouts");
    expect(intents).toEqual(["positionRank"]);
    expect(calls[0]!.input).toMatchObject({ position: "WR", week: 11 });
  });

  it("resolves a first name alone, a misspelt one too, and a first name after 'and' in a follow-up", async () => {
    expect((await plan("bijan or saqoun this week?")).calls[0]!.input).toMatchObject({
      players: ["Bijan Robinson", "Saquon Barkley"],
    });
    expect((await plan("what's the outlook for puka this week", "and davante?")).calls[0]!.input).toMatchObject({
      player: "Davante Adams",
    });
  });

  it("asks which player a shared first name means, then answers the question for the one chosen", async () => {
    const asked = await interpret("is josh playing this week", [], INDEX);
    expect(asked).toMatchObject({ kind: "whichPlayer", typed: "josh" });
    expect(asked.kind === "whichPlayer" && asked.candidates.slice(0, 2)).toEqual(["Josh Allen", "Josh Jacobs"]);
    const { intents, calls } = await plan("is josh playing this week", "jacobs");
    expect(intents).toEqual(["status"]);
    expect(calls[0]!.input).toMatchObject({ player: "Josh Jacobs", focus: "status" });
    const second = await plan("is josh playing this week", "the second one");
    expect(second.calls[0]!.input).toMatchObject({ player: "Josh Jacobs", focus: "status" });
  });

  it("keeps the league team the first question named when it answers for the player chosen", async () => {
    const { calls } = await plan("trade ideas for josh with the scaries", "allen");
    expect(calls[0]).toMatchObject({
      toolName: "findTradeIdeas",
      input: { players: ["Josh Allen"], partner: "Sunday Scaries" },
    });
  });

  it("declines a question mostly in words no fantasy question uses", async () => {
    expect((await interpret("what's bitcoin trading at today", [], INDEX)).kind).toBe("decline");
    expect((await interpret("help me write a wedding speech", [], INDEX)).kind).toBe("decline");
  });

  it("reads shorthand, homophones and statement word order as the words they stand for", async () => {
    const intents = async (q: string) => (await plan(q)).intents;
    expect(await intents("Win prob for my week 10 matchup, plus projected margin?")).toEqual(["matchup"]);
    expect(await intents("Team proj total and the 10th/90th percentile range?")).toEqual(["projectedTotal"]);
    expect(await intents("do i have anybody on by this week")).toEqual(["rosterStatus"]);
    expect(await intents("My kicker have bye this week, who I can take instead?")).toEqual(["byeCover"]);
    expect(await intents("Which team is most strong in our league?")).toEqual(["leaders"]);
    expect(await intents("Alright, what exactly are you good for?")).toEqual(["help"]);
    const ros = await plan("Over the remaining schedule, is Derrick Henry still better than James Cook?");
    expect(ros.intents).toEqual(["compare"]);
    expect(ros.calls[0]!.input).toMatchObject({ horizon: "rest-of-season" });
    const followUp = await plan("Is Mike Evans worth anything in a trade?", "Fine. What about Godwin then.");
    expect(followUp.intents).toEqual(["tradeValue"]);
    expect(followUp.calls[0]!.input).toMatchObject({ player: "Chris Godwin Jr." });
    const injured = await plan("is brandon aiyuk ever coming back this year", "should i just drop him then");
    expect(injured.earlier[0]!.calls[0]!.input).toMatchObject({ player: "Brandon Aiyuk", focus: "status" });
    expect(injured.intents).toEqual(["dropStash"]);
    const scenario = await plan("if i lose this wk am i done");
    expect(scenario.calls[0]!.input).toMatchObject({ scenario: "lose-this-week" });
  });
});

describe("GM dialogue: context sentences, joined requests, pronouns set against a name", () => {
  it("reads a telling sentence after a question as its context, and drops a lead setting something aside", async () => {
    expect((await plan("Start Mixon over Hall? He's been good lately.")).intents).toEqual(["startSit"]);
    expect((await plan("Is Kelce hurt? I'm pretty thin at TE.")).intents).toEqual(["status"]);
    expect((await plan("what's my record? I kinda lost track after the bye weeks")).intents).toEqual(["record"]);
    expect((await plan("Who leads the league in points? I never check the standings.")).intents).toEqual(["leaders"]);
    expect((await plan("Forget the playoffs. Who wins my matchup this week?")).intents).toEqual(["matchup"]);
    const ros = await plan("Never mind this week. Long term, is Bijan or Gibbs the better back?");
    expect(ros.calls[0]!.input).toMatchObject({ horizon: "rest-of-season" });
  });

  it("does not end a sentence at a name's 'Jr.'", async () => {
    const { intents, calls } = await plan("I give Chase, I get Marvin Harrison Jr. and Breece Hall. Fair?");
    expect(intents).toEqual(["trade"]);
    expect(calls[0]!.input).toMatchObject({ get: ["Marvin Harrison Jr.", "Breece Hall"] });
  });

  it("answers two requests joined by 'and' when each reads as its own family", async () => {
    expect((await plan("show me my record and the playoff odds")).intents).toEqual(["record", "playoffs"]);
    expect((await plan("give me the waiver wire targets and the buy-low guys")).intents).toEqual(["waivers", "buyLow"]);
    // One family's two halves stay one question.
    expect((await plan("rank my RBs and the WRs")).intents).toEqual(["positionRank"]);
  });

  it("answers the odds as they stand when asked before a scenario", async () => {
    expect((await plan("what are my playoff odds as of now and what if i go 2-2")).intents).toEqual([
      "playoffs",
      "scenario",
    ]);
  });

  it("puts the earlier player in place of 'him' set against a newly named one", async () => {
    const { calls } = await plan("is Bijan good this week", "should I start him over Gibbs");
    expect(calls[0]!.input).toMatchObject({ players: ["Bijan Robinson", "Jahmyr Gibbs"] });
  });

  it("reads a pickup named on the wire after a player's bye as waivers at his position", async () => {
    const { intents, calls } = await plan("Is Nico Collins on bye next week? who can I pick up off the wire?");
    expect(intents).toEqual(["status", "waivers"]);
    expect(calls[1]!.input).toMatchObject({ position: "WR" });
    expect((await plan("My RB is hurt. Who do I grab?")).calls).toEqual([
      { toolName: "findWaiverTargets", input: { position: "RB" } },
    ]);
  });

  it("reads 'who replaces him' after a status question as pickups at his position", async () => {
    const { intents, calls } = await plan("Is Kittle playing?", "if not who replaces him");
    expect(intents).toEqual(["waivers"]);
    expect(calls).toEqual([{ toolName: "findWaiverTargets", input: { position: "TE" } }]);
  });

  it("finds a league team by more frames and reads what is asked about it", async () => {
    const offer = await plan("What would the Blitz Brigade want for Bijan?");
    expect(offer.calls[0]!.input).toMatchObject({ partner: "Blitz Brigade", players: ["Bijan Robinson"] });
    expect((await plan("Can I pitch a 2-for-1 to End Zone Envy?")).calls[0]!.input).toMatchObject({
      partner: "End Zone Envy",
      shape: "2-for-1",
    });
    expect((await plan("Is Sunday Scaries over .500?")).calls).toEqual([
      { toolName: "getStandings", input: { focus: "team", team: "Sunday Scaries" } },
    ]);
    expect((await plan("are the Sunday Scaries the team to beat this year")).intents).toEqual(["leaders"]);
    // A possessive of the name ("Scaries' game", "Blitz Brigade's game") is that team's game.
    for (const question of ["how does Sunday Scaries' game look this week?", "how's Blitz Brigade's game looking"])
      expect((await plan(question)).calls[0]).toMatchObject({
        toolName: "getTeamMatchup",
        input: { team: expect.stringMatching(/^(Sunday Scaries|Blitz Brigade)$/) },
      });
  });

  it("reads a manager's last name as his team where the sentence makes it one; a stat line asks nothing", async () => {
    expect((await plan("what's quinn's record")).calls).toEqual([
      { toolName: "getStandings", input: { focus: "team", team: "Coach Quinn" } },
    ]);
    // Another team's projected points are on its matchup.
    expect((await plan("what's tatum's team projected to score this week?")).calls).toEqual([
      { toolName: "getTeamMatchup", input: { team: "Red Zone Raiders" } },
    ]);
    expect((await plan("how many targets does sutton's role get")).calls[0]!.input).toMatchObject({
      player: "Courtland Sutton",
    });
    expect((await plan("Kyren: 82% snaps, 19 RZ touches, 3.7 ypc. what's he worth right now?")).intents).toEqual([
      "tradeValue",
    ]);
  });

  it("reads the moves that raise the odds beside the odds, and a trade's need beside its surplus", async () => {
    expect((await plan("what are my odds of getting in, and what could i do to make them better?")).intents).toEqual([
      "playoffs",
      "improveOdds",
    ]);
    expect(
      (await plan("is there anything i can change on my team to make the postseason more likely?")).intents,
    ).toEqual(["improveOdds"]);
    expect(
      (await plan("i have too many receivers and not enough running backs, trade ideas?")).calls[0]!.input,
    ).toEqual({
      players: [],
      shape: "any",
      position: "RB",
    });
    expect((await plan("give me some trade targets at te")).calls[0]!.input).toMatchObject({ position: "TE" });
    expect((await plan("cool now just do the whole lineup")).intents).toEqual(["lineup"]);
  });

  it("follows the hurt players into drop-or-stash, and the opponent into the matchup's numbers", async () => {
    expect((await plan("who on my team is hurt", "which of those should i just cut")).intents).toEqual(["dropStash"]);
    expect((await plan("who's my opponent this week", "what are they projected to score")).calls).toEqual([
      { toolName: "getTeamMatchup", input: {} },
    ]);
  });

  it("sets a named team against the manager's own when the question puts them head to head", async () => {
    for (const question of ["am i favored vs quinn", "can we beat Blitz Brigade this week?"])
      expect((await plan(question)).calls[0]).toMatchObject({
        toolName: "getTeamMatchup",
        input: { team: expect.stringMatching(/^(Coach Quinn|Blitz Brigade)$/), against: true },
      });
    expect((await plan("how's Blitz Brigade's game looking")).calls[0]!.input).not.toHaveProperty("against");
  });

  it("follows a team asked about through its manager's 'he', and reads its week as its game", async () => {
    const quinnsGame = [{ toolName: "getTeamMatchup", input: { team: "Coach Quinn" } }];
    expect((await plan("what's quinn's record", "who's he playing this week")).calls).toEqual(quinnsGame);
    expect((await plan("what's quinn's record and who's he playing this week")).calls[1]).toEqual(quinnsGame[0]);
    // A manager who only said something is not whom "he" asks about: "is he right?" is about the lineup.
    expect(
      (await plan("Coach Marlow says my lineup is a mess", "is he right? check my starters")).calls,
    ).not.toContainEqual(expect.objectContaining({ input: expect.objectContaining({ team: "Coach Marlow" }) }));
    expect((await plan("how's harper's team lookin this week")).calls).toEqual([
      { toolName: "getTeamMatchup", input: { team: "Fourth & Long Shots" } },
    ]);
    expect((await plan("how's harper's team doing")).intents).toEqual(["record"]);
  });

  it("reads game-day injury news as the context of the question beside it", async () => {
    expect((await plan("with cmc out what are my chances of making the playoffs looking like")).calls).toEqual([
      { toolName: "getPlayoffOdds", input: {} },
    ]);
    expect((await plan("without mcbride am i still favored today")).intents).toEqual(["matchup"]);
    expect((await plan("order my wideouts best to worst for today, jsn questionable")).calls[0]!.input).toMatchObject({
      focus: "rank",
      position: "WR",
    });
    expect(
      (await plan("nabers tore something, out a few wks. long term who do i want, nabers or pickens")).intents,
    ).toEqual(["compare"]);
    expect(
      (await plan("giving mclaurin getting etienne, mclaurin just got put on ir. is this fair or am i fleecing them"))
        .calls,
    ).toEqual([{ toolName: "evaluateTrade", input: { give: ["Terry McLaurin"], get: ["Travis Etienne"] } }]);
    // A question about the player himself keeps him.
    expect((await plan("with burrow out should i start ja'marr chase")).calls[0]!.input).toMatchObject({
      players: expect.arrayContaining(["Ja'Marr Chase"]),
    });
  });

  it("declines daily fantasy, survivor pools, sportsbook prices, contracts and app settings", async () => {
    for (const question of [
      "Build me a DraftKings cash lineup for next week's main slate.",
      "Best survivor pool pick this week?",
      "what's the anytime touchdown price on Jahmyr Gibbs?",
      "How much is left on Justin Jefferson's contract?",
      "Can you turn off the push notifications for my waiver claims?",
    ])
      expect((await plan(question)).meant.kind).toBe("decline");
    // …but the manager's own lineup, even told like a bet, is his.
    expect((await plan("optimize my lineup for max points, treat it like a parlay")).intents).toEqual(["lineup"]);
  });

  it("reads the week after the one asked about, and a pair compared for the back half of the season", async () => {
    expect((await plan("rank my wrs for week 12", "what about the week after that")).calls[0]!.input).toMatchObject({
      week: 13,
    });
    expect(
      (await plan("Breece or K9 this week?", "forget this week — for the back half of the season who do you like more"))
        .calls,
    ).toEqual([
      {
        toolName: "comparePlayers",
        input: { players: ["Breece Hall", "Kenneth Walker III"], horizon: "rest-of-season" },
      },
    ]);
  });

  it("reads a deal told over two turns: the player asked for, then what comes back", async () => {
    for (const ask of ["sawyer wants josh allen from me", "sawyer wants my josh allen"])
      expect((await plan(ask, "hes giving burrow and aiyuk, do i do it")).calls[0]).toMatchObject({
        toolName: "evaluateTrade",
        input: { give: ["Josh Allen"], get: ["Joe Burrow", "Brandon Aiyuk"] },
      });
  });

  it("gives the side called 'my' in a trade and splits at 'give up'", async () => {
    expect((await plan("they are offering Jacobs for my Kelce, accept?")).calls[0]!.input).toEqual({
      give: ["Travis Kelce"],
      get: ["Josh Jacobs"],
    });
    expect((await plan("I would get Chase and give up Lamb plus Pacheco. thoughts?")).calls[0]!.input).toEqual({
      give: ["CeeDee Lamb", "Isiah Pacheco"],
      get: ["Ja'Marr Chase"],
    });
  });
});

describe("GM dialogue: follow-ups in more frames", () => {
  it("reads a follow-up after a word of thanks or 'but'", async () => {
    expect((await plan("is Hurts playing this week?", "great. and Barkley?")).calls).toEqual([
      { toolName: "getPlayerOutlook", input: { player: "Saquon Barkley", focus: "status" } },
    ]);
    const next = await plan("should I start Kelce", "ok but what about next week");
    expect(next.intents).toEqual(["startSit"]);
    expect(next.calls[0]!.input).toMatchObject({ horizon: "next-week" });
    // A swap after "ok" is still a swap, not a team of the league.
    expect((await plan("should i start chase or lamb", "ok and puka instead of lamb?")).calls[0]!.input).toMatchObject({
      players: ["Ja'Marr Chase", "Puka Nacua"],
    });
  });

  it("judges the same trade again when asked whether it is fair", async () => {
    expect((await plan("trade Lamb for Bijan?", "is that fair for them?")).calls).toEqual([
      { toolName: "evaluateTrade", input: { give: ["CeeDee Lamb"], get: ["Bijan Robinson"] } },
    ]);
  });

  it("compares the earlier player with a new one and prices the earlier one", async () => {
    expect((await plan("what's Lamb's outlook", "compare him with Chase")).calls[0]!.input).toMatchObject({
      players: ["CeeDee Lamb", "Ja'Marr Chase"],
    });
    expect((await plan("is Cook a buy low?", "what would it take to get him")).intents).toEqual(["tradeValue"]);
  });

  it("covers the byes of the earlier report, in its week", async () => {
    const { intents, calls } = await plan("who is on bye week 12 for me?", "who can cover them?");
    expect(intents).toEqual(["byeCover"]);
    expect(calls[0]!.input).toMatchObject({ focus: "byes", week: 12 });
  });

  it("reads the record asked about, not the one the manager has", async () => {
    expect((await plan("I am 6-5. Do I make it if I go 2-1?")).calls).toEqual([
      { toolName: "getPlayoffScenario", input: { scenario: "record", wins: 2, games: 3 } },
    ]);
  });
  it("takes a remark after a question, or 'which one' after a choice, as part of that question", async () => {
    expect((await plan("Kittle or LaPorta at TE this week? gotta win this one")).intents).toEqual(["startSit"]);
    expect((await plan("Sit Olave? he has been bad")).intents).toEqual(["startSit"]);
    const pick = await plan("who i play, Jacobs or Hall this week? which is more better");
    expect(pick.intents).toEqual(["startSit"]);
    expect(pick.calls[0]!.input).toMatchObject({ players: ["Josh Jacobs", "Breece Hall"] });
  });

  it("answers a bye report and its cover as the one bye-cover question", async () => {
    const { intents, calls } = await plan("who's on bye for me week 11? need a fill in");
    expect(intents).toEqual(["byeCover"]);
    expect(calls[0]!.input).toMatchObject({ focus: "byes", week: 11 });
  });

  it("swaps one player of an earlier start/sit and adds one the other side threw in to a trade", async () => {
    const swap = await plan("start mahomes or hurts", "what if i had jared goff instead of hurts");
    expect(swap.calls[0]!.input).toMatchObject({ players: ["Patrick Mahomes", "Jared Goff"] });
    const trade = await plan("they offered me Lamb for Chase", "what if they threw in Kittle");
    expect(trade.calls[0]).toMatchObject({
      toolName: "evaluateTrade",
      input: { give: ["Ja'Marr Chase"], get: ["CeeDee Lamb", "George Kittle"] },
    });
  });

  it("declines a question about something of the manager's no fantasy question is about", async () => {
    for (const q of ["how do i make my garden grow faster", "my car broke down, what should i do"])
      expect((await interpret(q, [], INDEX)).kind).toBe("decline");
    expect((await plan("how's my crew looking this week")).intents).toEqual(["matchup"]);
  });

  it("finds a league team the frames miss by its capitalised name, with no league to read it against", async () => {
    const meant = await interpret("Is Audible Alchemists any threat to me", [], INDEX);
    expect(meant.kind === "answer" && meant.readings[0]!.understood.team).toBe("Audible Alchemists");
  });

  it("knows the league's own names however they stand, and the manager's own team as his", async () => {
    // A name first, with nothing around it, and one holding a player's surname ("Long").
    expect((await plan("sunday scaries record")).calls[0]!.input).toMatchObject({ team: "Sunday Scaries" });
    expect((await plan("fourth and long shots record", "they making playoffs")).calls[0]!.input).toMatchObject({
      team: "Fourth & Long Shots",
    });
    // The manager's own team, named: his projection and record, no other team's.
    const projected = await plan("How many points is Gridiron Gurus projected to score this week?");
    expect(projected.calls).toEqual([{ toolName: "getTeamProjection", input: { week: null } }]);
    expect((await plan("where my team currently sits in the standings")).intents).toEqual(["record"]);
  });

  it("judges a trade parted without 'for', and finds ideas when only the side given is named", async () => {
    const offer = await plan("they are giving me Nabers and want my Bijan, should I take it");
    expect(offer.calls).toEqual([
      { toolName: "evaluateTrade", input: { give: ["Bijan Robinson"], get: ["Malik Nabers"] } },
    ]);
    const ideas = await plan("what would I get back if I offered Kyren Williams and Jaylen Waddle");
    expect(ideas.intents).toEqual(["tradeIdeas"]);
    expect(ideas.calls[0]!.input).toMatchObject({ players: ["Kyren Williams", "Jaylen Waddle"] });
  });

  it("reads a remark after a question that named nobody as its subject, and thanks as no part", async () => {
    const { calls } = await plan("drop or stash? Kupp is out for the season");
    expect(calls).toEqual([{ toolName: "getRosterReport", input: { focus: "drop-stash", player: "Cooper Kupp" } }]);
    expect((await plan("thanks, super helpful. who should I pick up at WR")).intents).toEqual(["waivers"]);
  });

  it("splits a second question led by its horizon, and keeps an elaboration with the part it elaborates", async () => {
    const both = await plan(
      "how many points will Achane score this week, and rest of season who is better, him or Gibbs?",
    );
    expect(both.intents).toEqual(["outlook", "compare"]);
    expect(both.calls[1]!.input).toMatchObject({ players: ["De'Von Achane", "Jahmyr Gibbs"] });
    expect((await plan("go over my lineup and let me know if something should change")).intents).toEqual(["lineup"]);
  });

  it("reads an indirect question in the direct order, a frame past a verb as no team; declines a song", async () => {
    expect((await plan("tell me what I should do to make the playoffs")).intents).toEqual(["improveOdds"]);
    expect((await plan("how has Puka looked lately")).calls).toEqual([
      { toolName: "getPlayerOutlook", input: { player: "Puka Nacua", focus: "outlook" } },
    ]);
    expect((await interpret("write a song about my kicker", [], INDEX)).kind).toBe("decline");
  });

  it("reads the player out as the reason for a lineup-spot question, and a spot covered as a fill-in", async () => {
    const spot = await plan("is Saquon playing this week?", "ok and if he's out who goes in my RB1 spot");
    expect(spot.calls).toEqual([{ toolName: "optimizeLineup", input: { slot: "RB" } }]);
    // A pickup asked is the wire at his position, not the spot.
    expect((await plan("what if gibbs is out, who do i grab at RB")).intents).toEqual(["waivers"]);
    const bye = await plan("Who's on bye for me next week and who do I grab to cover my QB?");
    expect(bye.intents).toEqual(["rosterStatus", "byeCover"]);
    expect(bye.calls[1]!.input).toMatchObject({ focus: "byes", position: "QB", week: "next" });
  });

  it("reads a position group as the position deals bring in, and a team named in a trade-ideas follow-up", async () => {
    const depth = await plan("Suggest trade offers I could send to Pocket Passers that improve my RB depth.");
    expect(depth.calls[0]!.input).toEqual({ players: [], shape: "any", partner: "Pocket Passers", position: "RB" });
    const team = await plan("Give me some trade ideas", "anything with Hail Mary Heroes specifically?");
    expect(team.calls[0]!.input).toMatchObject({ partner: "Hail Mary Heroes" });
  });

  it("answers a question told in pieces as the whole message reads", async () => {
    const { intents, calls } = await plan("Bye week again. Need a running back to plug in. Who's out there.");
    expect(intents).toEqual(["byeCover"]);
    expect(calls[0]!.input).toMatchObject({ position: "RB" });
  });

  it("reads players nobody takes, a playoff team or pretenders, the table and offers to send", async () => {
    expect((await plan("Which players nobody take now but maybe become good soon?")).intents).toEqual(["sleepers"]);
    expect((await plan("are we a playoff team or pretenders?")).intents).toEqual(["playoffs"]);
    expect((await plan("How many games I win and lose this season? Where I am in the table?")).intents).toEqual([
      "record",
    ]);
    expect((await plan("who should i try to trade for, gimme some offers to send")).intents).toEqual(["tradeIdeas"]);
  });

  it("reads who offers a trade, a team as 'them', the earlier turn's player, and a record already had", async () => {
    const offer = await plan(
      "Coach Sawyer wants my Kittle",
      "he's offering Sam LaPorta and DJ Moore for him, should I take it?",
    );
    expect(offer.calls).toEqual([
      {
        toolName: "evaluateTrade",
        input: { give: ["George Kittle"], get: ["Sam LaPorta", "DJ Moore"], partner: "Coach Sawyer" },
      },
    ]);
    const them = await plan("what's Hail Mary Heroes' record?", "any trades I could pitch them?");
    expect(them.calls[0]!.input).toMatchObject({ partner: "Hail Mary Heroes" });
    const stash = await plan("Nabers status?", "drop or stash?");
    expect(stash.calls).toEqual([
      { toolName: "getRosterReport", input: { focus: "drop-stash", player: "Malik Nabers" } },
    ]);
    expect(
      (await plan("So I started 1-4 and won a few since. Am I actually going to make the playoffs?")).intents,
    ).toEqual(["playoffs"]);
  });

  it("reads a roster-wide question's everyday word as a word, and another sport as out of scope", async () => {
    const hurt = await plan(
      "I see little red letters next to some of my players. Who on my team is injured right now?",
    );
    expect(hurt.intents).toEqual(["rosterStatus"]);
    expect((await interpret("who wins the Lakers game tonight?", [], INDEX)).kind).toBe("decline");
    expect((await plan("hello", "what are you for exactly")).intents).toEqual(["help"]);
  });

  it("answers a request and a question about its player; where the manager is names no other sport", async () => {
    const both = await plan("De'Von Achane rest of season outlook and what would he fetch in a trade");
    expect(both.intents).toEqual(["outlook", "tradeValue"]);
    expect((await plan("can u just set my lineup for me im at soccer practice")).intents).toEqual(["lineup"]);
    expect((await plan("What's my playoff probability per your sims?")).intents).toEqual(["playoffs"]);
    expect((await plan("Nico Collins: practice participation this week and game designation?")).intents).toEqual([
      "status",
    ]);
  });

  it("sets the two players of an earlier question against each other when asked which one", async () => {
    const ros = await plan("lamar or allen this wk", "nah i mean ros who's better overall fr");
    expect(ros.calls).toEqual([
      { toolName: "comparePlayers", input: { players: ["Lamar Jackson", "Josh Allen"], horizon: "rest-of-season" } },
    ]);
    const healthy = await plan(
      "what's the injury situation with Jaylen Waddle and DeVonta Smith",
      "ok if they're both good to go, which one do I start this week?",
    );
    expect(healthy.intents).toEqual(["startSit"]);
    expect(healthy.calls[0]!.input).toMatchObject({ players: ["Jaylen Waddle", "DeVonta Smith"] });
    const week = await plan("Jalen Hurts or Jared Goff this week, who do I start?", "and in week 13, same answer?");
    expect(week.calls[0]!.input).toMatchObject({ week: 13 });
  });

  it("covers a bye told in the turn before at its player's position and week", async () => {
    const told = await plan("my starting QB has a bye in week 13", "who's the best fill-in I can get for that week?");
    expect(told.calls[0]!.input).toMatchObject({ focus: "byes", position: "QB", week: 13 });
    const named = await plan("is Hurts on bye this week", "who can cover");
    expect(named.calls[0]!.input).toMatchObject({ focus: "byes", position: "QB" });
  });

  it("reads the position trade ideas bring in, not the one sent, and 'back' as a back only as a noun", async () => {
    const sent = await plan("trade ideas, I want to sell my best WR for a RB");
    expect(sent.calls[0]!.input).toMatchObject({ position: "RB" });
    const real = await plan("My tight end situation has been a disaster. What trades could I make to get a real TE?");
    expect(real.calls[0]!.input).toMatchObject({ position: "TE" });
    expect((await plan("got 2 guys on IR, worth holding or cut em? when r they back")).intents).toEqual(["dropStash"]);
  });

  it("reads a question mixing in Spanish through its glossary", async () => {
    const offer = await plan("me ofrecen DJ Moore y Rhamondre Stevenson por mi Davante Adams. ¿acepto el trade?");
    expect(offer.calls).toEqual([
      { toolName: "evaluateTrade", input: { give: ["Davante Adams"], get: ["DJ Moore", "Rhamondre Stevenson"] } },
    ]);
    expect((await plan("¿George Kittle juega este domingo?")).intents).toEqual(["status"]);
  });

  it("checks the lineup again when asked about 'it'; a question after a statement and its question", async () => {
    const again = await plan(
      "what does my lineup look like for this week",
      "is it the best one though? anything you'd change",
    );
    expect(again.intents).toEqual(["lineup"]);
    expect((await plan("Flex. Who. I don't have all day.")).calls).toEqual([
      { toolName: "optimizeLineup", input: { slot: "FLEX" } },
    ]);
    const both = await plan(
      "My buddy says Drake London is worth a first-round pick. What's he actually worth in a trade, and what could " +
        "I realistically get for him?",
    );
    expect(both.intents).toEqual(["tradeValue", "tradeIdeas"]);
  });

  it("reads plain wording: a start, a lineup check, a market, raising the odds, trades to make", async () => {
    expect((await plan("yo is jaxson dart actually startable this week or nah")).intents).toEqual(["startSit"]);
    expect((await plan("is my lineup good to go for this week or should I change something?")).intents).toEqual([
      "lineup",
    ]);
    expect((await plan("What's the market on Davante Adams these days?")).intents).toEqual(["tradeValue"]);
    expect((await plan("what are my playoff odds?", "how do I bump that number up?")).intents).toEqual(["improveOdds"]);
    expect((await plan("What trades should I be looking to make?")).intents).toEqual(["tradeIdeas"]);
    const keep = await plan("I have injured players taking up space. Which ones are worth keeping until they return?");
    expect(keep.intents).toEqual(["dropStash"]);
  });

  it("carries 'that week' from the turn before, and reads a pickup after a told bye as its cover", async () => {
    const week = await plan("what's my matchup for week 12?", "do I have anyone on bye that week?");
    expect(week.calls).toEqual([{ toolName: "getRosterReport", input: { focus: "byes", week: 12 } }]);
    const cover = await plan("my running back has a bye in week 13", "who can I pick up to fill that spot?");
    expect(cover.intents).toEqual(["byeCover"]);
    expect(cover.calls[0]!.input).toMatchObject({ position: "RB", week: 13 });
    expect((await plan("which TE do i play sunday")).calls).toEqual([
      { toolName: "optimizeLineup", input: { slot: "TE" } },
    ]);
    expect((await plan("Could you just put together my best team to play this weekend?")).intents).toEqual(["lineup"]);
    expect((await plan("What's my record, and am I on track for the playoffs?")).intents).toEqual([
      "record",
      "playoffs",
    ]);
  });

  it("answers the earlier question as the reading a reply to a clarifying question picks", async () => {
    const asked = await plan("What are my odds");
    expect(asked.meant).toEqual({ kind: "clarify", options: ["matchup", "playoffs"] });
    expect((await plan("What are my odds", "the second one")).calls).toEqual([
      { toolName: "getPlayoffOdds", input: {} },
    ]);
    expect((await plan("What are my odds", "this week's matchup")).intents).toEqual(["matchup"]);
    // A reply that picks neither is read as a question of its own.
    expect((await plan("What are my odds", "who should I pick up at RB")).intents).toEqual(["waivers"]);
    expect((await plan("What are my odds", "2")).calls).toEqual([{ toolName: "getPlayoffOdds", input: {} }]);
    expect((await plan("What are my odds", "a couple of sleepers for next week")).intents).toEqual(["sleepers"]);
  });

  it("reads a turn it could not answer as the context of the question after it", async () => {
    const sell = await plan("I have Jonathan Taylor and he's been amazing", "would it be smart to sell him now?");
    expect(sell.calls).toEqual([{ toolName: "findBuyLowCandidates", input: { player: "Jonathan Taylor" } }]);
    const team = await plan("My sister runs Pocket Passers.", "What trade could I offer her that she'd accept?");
    expect(team.calls[0]!.input).toMatchObject({ partner: "Pocket Passers" });
    const qb = await plan("My quarterback situation is a mess after that trade.", "Who should be under center Sunday?");
    expect(qb.calls).toEqual([{ toolName: "optimizeLineup", input: { slot: "QB" } }]);
  });

  it("judges the earlier trade when asked whether to take it, beside trade ideas if not", async () => {
    const { intents, calls } = await plan(
      "Jen offered me Stefon Diggs for Chuba Hubbard.",
      "Should I take it? And if not, who else could I trade for?",
    );
    expect(intents).toEqual(["trade", "tradeIdeas"]);
    expect(calls[0]!.input).toEqual({ give: ["Chuba Hubbard"], get: ["Stefon Diggs"], partner: "Jen" });
  });

  it("reads shouting as typed, and a letter without its greeting and signature", async () => {
    expect((await plan("WHO GOES IN MY RB2 SLOT THIS WEEK")).calls).toEqual([
      { toolName: "optimizeLineup", input: { slot: "RB" } },
    ]);
    const letter = await plan("Dear GM, Goff or Stafford this Sunday? Which would you start? Regards, Harold");
    expect(letter.intents).toEqual(["startSit"]);
    expect(letter.calls[0]!.input.players).toEqual(["Jared Goff", "Matthew Stafford"]);
  });

  it("follows the players of the turn before: swapped, the other one, a last name, a pair", async () => {
    const swap = await plan("Start Kittle or LaPorta?", "Same question. Swap LaPorta for Hockenson.");
    expect(swap.calls[0]!.input.players).toEqual(["George Kittle", "T.J. Hockenson"]);
    const other = await plan("Pickens or Metcalf this week?", "is the other one hurt?");
    expect(other.calls).toEqual([{ toolName: "getPlayerOutlook", input: { player: "DK Metcalf", focus: "status" } }]);
    const last = await plan("ros who's better, Loveland or Tyler Warren", "ok and Fannin vs Warren, same thing");
    expect(last.calls[0]!.input.players).toEqual(["Harold Fannin Jr.", "Tyler Warren"]);
    const pair = await plan(
      "how's Zay Flowers looking this week?",
      "I also have Waddle and one WR spot. which one goes in?",
    );
    expect(pair.calls[0]!.input).toMatchObject({ players: ["Zay Flowers", "Jaylen Waddle"], horizon: "week" });
  });

  it("passes the team offering a trade, and asks another team's question about the manager's own", async () => {
    const offer = await plan("Sunday Scaries wants Amon-Ra for Jacobs and Ferguson");
    expect(offer.calls).toEqual([
      {
        toolName: "evaluateTrade",
        input: { give: ["Amon-Ra St. Brown"], get: ["Josh Jacobs", "Jake Ferguson"], partner: "Sunday Scaries" },
      },
    ]);
    const mine = await plan("what's coach blake's record", "and mine?");
    expect(mine.calls).toEqual([{ toolName: "getStandings", input: { focus: "team" } }]);
  });
});

describe("GM dialogue: remarks, text-speak and who a question is with", () => {
  it("picks between the two players of the turn before when asked 'which one'", async () => {
    const quick = await plan("I got Puka and JSN and one WR slot left", "which one, quick, im on a ladder");
    expect(quick.calls[0]!.input.players).toEqual(["Puka Nacua", "Jaxon Smith-Njigba"]);
    const longTerm = await plan(
      "I keep going back and forth on Dalton Kincaid and T.J. Hockenson.",
      "Forget this Sunday. Long term, which one is simply the better player to own?",
    );
    expect(longTerm.calls[0]!.input).toMatchObject({ horizon: "rest-of-season" });
  });

  it("takes a remark beside a clear question as its context, not a question of its own", async () => {
    const out = await plan("Status on Chuba Hubbard?", "He's out. Who on my roster fills the FLEX then.");
    expect(out.calls).toEqual([{ toolName: "optimizeLineup", input: { slot: "FLEX" } }]);
    const rude = await plan(
      "Sutton told me 'your TE spot is a black hole, dude'",
      "rude but maybe fair. who from my team should be my starting tight end?",
    );
    expect(rude.calls).toEqual([{ toolName: "optimizeLineup", input: { slot: "TE" } }]);
    // A request without a question word beside a question is still asked.
    expect((await plan("projected total for this week + am i favoured vs my opponent?")).intents).toEqual([
      "projectedTotal",
      "matchup",
    ]);
  });

  it("reads text-speak with its vowels dropped", async () => {
    expect((await plan("drp or stsh my injrd guys?")).intents).toEqual(["dropStash"]);
    expect((await plan("slprs?")).intents).toEqual(["sleepers"]);
    const lose = await plan("if i lse ths wk m i dne?");
    expect(lose.calls[0]!.input).toMatchObject({ scenario: "lose-this-week" });
  });

  it("passes the manager named before an offer, or the turn before, as the trade partner", async () => {
    const harper = await plan("Harper offered Breece Hall + Khalil Shakir for my Puka. accept??");
    expect(harper.calls[0]!.input).toEqual({
      give: ["Puka Nacua"],
      get: ["Breece Hall", "Khalil Shakir"],
      partner: "Harper",
    });
    const tatum = await plan("Tatum wants to swap Williamses with me lol", "I give Kyren, I get Jameson. do it?");
    expect(tatum.calls[0]!.input).toMatchObject({ partner: "Tatum" });
  });

  it("answers one question once when a part only asks it again, and both when they differ", async () => {
    expect((await plan("What could I realistically get for Ja'Marr Chase? Any package ideas?")).intents).toEqual([
      "tradeIdeas",
    ]);
    expect((await plan("What's my record now, and have I still got a shot at the playoffs")).intents).toEqual([
      "record",
      "playoffs",
    ]);
  });

  it("keeps a team question with 'him' in it the team's, and reads 'that week' from a statement", async () => {
    const lineup = await plan("ok I picked up Tyrone Tracy", "now give me the best lineup with him in it");
    expect(lineup.calls).toEqual([{ toolName: "optimizeLineup", input: {} }]);
    const week = await plan(
      "I'm going to be at a conference all of week 11 so I'm setting things early",
      "who should be my WR3 that week?",
    );
    expect(week.calls[0]!.input).toMatchObject({ week: 11 });
  });

  it("reads 'wk' in a follow-up and takes 'floor?' or 'by playoff odds' as the earlier question", async () => {
    const byes = await plan("byes this wk?", "next wk?");
    expect(byes.calls).toEqual([{ toolName: "getRosterReport", input: { focus: "byes", week: "next" } }]);
    const floor = await plan("derrick henry proj?", "floor?");
    expect(floor.calls[0]).toMatchObject({ toolName: "getPlayerOutlook", input: { player: "Derrick Henry" } });
    expect((await plan("top team by record?", "by playoff odds instead")).intents).toEqual(["leaders"]);
  });

  it("keeps a long-term comparison long-term when two more players are set against each other", async () => {
    const { calls } = await plan("mcbride vs bowers ros?", "kittle vs bowers then");
    expect(calls[0]!.input).toEqual({ players: ["George Kittle", "Brock Bowers"], horizon: "rest-of-season" });
  });

  it("drops a statement beside a question and answers a part that refers back to the part before", async () => {
    const matchup = await plan("Who am I up against this week and am I favored? Will check the score after we land");
    expect(matchup.intents).toEqual(["matchup"]);
    expect((await plan("set the optimal lineup and tell me what total it projects to")).intents).toEqual([
      "lineup",
      "projectedTotal",
    ]);
    expect((await plan("if I drop this week's game what are my odds, and what do I do to fix it?")).intents).toEqual([
      "scenario",
      "improveOdds",
    ]);
    expect((await plan("ANY OF MY GUYS HURT?? and do i drop them or what")).intents).toEqual([
      "rosterStatus",
      "dropStash",
    ]);
  });

  it("fills a lineup spot told before, covers a bye told before, and keeps the games told before", async () => {
    const flex = await plan(
      "My flex spot has seen more turnover than my dating life.",
      "Who do I put there this week?",
    );
    expect(flex.calls).toEqual([{ toolName: "optimizeLineup", input: { slot: "FLEX" } }]);
    const bye = await plan("Travis Kelce's on bye this week", "who can cover for him?");
    expect(bye.intents).toEqual(["byeCover"]);
    expect(bye.calls[1]).toEqual({ toolName: "findWaiverTargets", input: { position: "TE" } });
    const games = await plan("I have four regular-season games remaining.", "Assuming I win three of them, odds?");
    expect(games.calls[0]!.input).toEqual({ scenario: "record", wins: 3, games: 4 });
  });

  it("answers a reply to a clarifying question that asks a whole question as asked", async () => {
    const { calls } = await plan("I have 5 WRs and 4 RBs on my roster", "Kindly rank my RBs for next week");
    expect(calls).toEqual([{ toolName: "getRosterReport", input: { focus: "rank", position: "RB", week: "next" } }]);
  });

  it("asks for sell-high candidates in sell-high mode; a verdict beside a player's value is that answer", async () => {
    const sell = await plan("any sell-high guys i should be shopping?");
    expect(sell.calls).toEqual([{ toolName: "findBuyLowCandidates", input: { position: null, mode: "sell-high" } }]);
    expect((await plan("How much is James Cook worth? Should I keep him?")).intents).toEqual(["tradeValue"]);
    expect((await plan("Sell or hold? What's George Pickens actually worth?")).intents).toEqual(["tradeValue"]);
  });

  it("answers 'am I favored?' after an opponent told with the own game, and a week told for the next one", async () => {
    // The manager's own game: the tool's numbers are right whether or not the team told is the opponent.
    const favored = await plan("I see I'm up against the Pocket Passers.", "Am I favored?");
    expect(favored.calls).toEqual([{ toolName: "getTeamMatchup", input: {} }]);
    const week = await plan(
      "Week 12 lineup thinking.",
      "Should I play DK Metcalf?",
      "Or is Jakobi Meyers the stronger play?",
    );
    expect(week.calls[0]!.input).toMatchObject({ players: ["DK Metcalf", "Jakobi Meyers"], week: 12 });
  });

  it("skips a turn that only acknowledges, and keeps a topic told for 'the projection'", async () => {
    const compare = await plan("who's better ros, JT or Derrick Henry", "hm ok", "what about JT vs Bijan");
    expect(compare.calls[0]!.input).toEqual({
      players: ["Jonathan Taylor", "Bijan Robinson"],
      horizon: "rest-of-season",
    });
    const gibbs = await plan(
      "let's talk about my guy Jahmyr Gibbs",
      "what's the projection this week, floor and ceiling",
    );
    expect(gibbs.calls[0]).toMatchObject({ toolName: "getPlayerOutlook", input: { player: "Jahmyr Gibbs" } });
  });

  it("reads 'would you take X for Y' as receiving X, and a later part's own player for 'his'", async () => {
    const { calls } = await plan(
      "would you take Jonathan Taylor for Ja'Marr Chase, and what's Chase worth by his lonesome",
    );
    expect(calls).toEqual([
      { toolName: "evaluateTrade", input: { give: ["Ja'Marr Chase"], get: ["Jonathan Taylor"] } },
      { toolName: "findBuyLowCandidates", input: { player: "Ja'Marr Chase" } },
    ]);
  });

  it("reads 'send out' as a lineup word, Scots shorthand, and 'paint me a picture' as asking to describe", async () => {
    expect((await plan("Sam Darnold or Jared Goff — whom do I send out this Sunday?")).intents).toEqual(["startSit"]);
    const scots = await plan("Rank ma wide receivers fur this week");
    expect(scots.calls[0]!.input).toMatchObject({ focus: "rank", position: "WR" });
    expect((await plan("Jahmyr Gibbs this week, floor and ceiling, paint me a picture")).intents).toEqual(["outlook"]);
  });

  it("reads a supposition as the question's context and 'I meant' as the earlier question restated", async () => {
    const supposed = await plan("Say I go 2-2 from here. Where's that leave my playoff chances?");
    expect(supposed.calls).toEqual([
      { toolName: "getPlayoffScenario", input: { scenario: "record", wins: 2, games: 4 } },
    ]);
    const meant = await plan(
      "who do i start at running back chase brown or kenneth walker",
      "wait no i meant chase brown or rhamondre stevenson sorry",
    );
    expect(meant.intents).toEqual(["startSit"]);
    expect(meant.calls[0]!.input).toMatchObject({ players: ["Chase Brown", "Rhamondre Stevenson"] });
  });

  it("builds trade ideas around the player a remark offers, and keeps a told position for a pickup", async () => {
    const ideas = await plan("Give me a few trade targets. I'd move DK Metcalf if the return's right.");
    expect(ideas.calls).toEqual([{ toolName: "findTradeIdeas", input: { players: ["DK Metcalf"], shape: "any" } }]);
    const rb = await plan("lost my rb to injury yesterday", "who do i pick up");
    expect(rb.calls).toEqual([{ toolName: "findWaiverTargets", input: { position: "RB" } }]);
  });

  it("answers a how-to-answer remark beside a question as nothing, and both parts around a supposition", async () => {
    expect((await plan("Sell or hold Trey McBride. Need a straight answer, pager's going off")).intents).toEqual([
      "tradeValue",
    ]);
    expect(
      (await plan("Say I lose this week - where would my playoff odds sit, and what could I do to claw them back?"))
        .intents,
    ).toEqual(["scenario", "improveOdds"]);
  });

  it("reads a team opening a statement, a position label as no team, and a week off as a bye to cover", async () => {
    const partner = await plan(
      "Pocket Passers is loaded at quarterback.",
      "What could I pry loose from 'em in a trade?",
    );
    expect(partner.calls[0]!.input).toMatchObject({ partner: "Pocket Passers" });
    const te = await plan("sleepers at WR?", "what about TE sleepers");
    expect(te.calls).toEqual([{ toolName: "findWaiverTargets", input: { position: "TE" } }]);
    const bye = await plan(
      "Both my running backs got the week off in week 11.",
      "Who can I pick up to plug that hole?",
    );
    expect(bye.intents).toEqual(["byeCover"]);
  });

  it("keeps everyday words that are first names as words, and declines another sport and a recipe", async () => {
    expect((await plan("what's the ceiling on achane this week, like max pump scenario")).intents).toEqual(["outlook"]);
    expect((await plan("Please who won the Champions League last season?")).intents).toEqual([]);
    expect((await plan("Can you give me a jollof rice recipe?")).intents).toEqual([]);
  });

  it("reads the opponent's game, a drop-or-keep split in one question, and two players over the season", async () => {
    expect((await plan("what can you actually do? first time using this")).intents).toEqual(["help"]);
    expect(
      (await plan("got three guys on the injury report", "which ones do I drop and which do I hang onto")).intents,
    ).toEqual(["dropStash"]);
    const season = await plan(
      "For the remainder of the season, which would you judge the superior asset: Drake London or Garrett Wilson?",
    );
    expect(season.calls[0]!.input).toEqual({
      players: ["Drake London", "Garrett Wilson"],
      horizon: "rest-of-season",
    });
    expect(
      (await plan("We won yesterday!", "Has this improved my probability of reaching the playoffs?")).intents,
    ).toEqual(["playoffs"]);
  });

  it("weighs a pick again with injury news, and carries the player of the turn before into a part", async () => {
    const again = await plan("Hampton or Judkins this week?", "ok and if Hampton pops up as Q on friday, still him?");
    expect(again.intents).toEqual(["startSit"]);
    expect(again.calls[0]!.input).toEqual({ players: ["Omarion Hampton", "Quinshon Judkins"], horizon: "week" });
    const parts = await plan("Kamara popped on the report.", "Status + a pivot off the wire");
    expect(parts.intents).toEqual(["status", "waivers"]);
    expect(parts.calls[0]!.input).toMatchObject({ player: "Alvin Kamara", focus: "status" });
    const positionWanted = await plan(
      "need a WR badly, Nabers and Hill both gone",
      "who should I trade with to get one",
    );
    expect(positionWanted.calls[0]!.input).toMatchObject({ position: "WR" });
    const told = await plan("Kittle has his bye next week.", "who covers TE for me");
    expect(told.calls[0]!.input).toMatchObject({ focus: "byes", position: "TE", player: "George Kittle" });
  });

  it("reads pasted app tags, a bye told before its cover, and a trade's sides told in a remark", async () => {
    const pasted = await plan(
      "who should be my flex this week? options: Jaylen Warren (PIT - RB) [11.8], Rome Odunze (CHI - WR) [12.3]",
    );
    expect(pasted.intents).toEqual(["startSit"]);
    expect(pasted.calls[0]!.input).toMatchObject({ players: ["Jaylen Warren", "Rome Odunze"] });
    const bye = await plan("bo nix bye in wk 12. best qb to plug in?");
    expect(bye.intents).toEqual(["byeCover"]);
    expect(bye.calls[0]!.input).toMatchObject({ focus: "byes", position: "QB", player: "Bo Nix", week: 12 });
    const offered = await plan(
      "offered my breece hall for puka. breece's route share is 55% but puka's TS is 29%. accept?",
    );
    expect(offered.calls[0]!.input).toEqual({ give: ["Breece Hall"], get: ["Puka Nacua"] });
  });

  it("answers the odds now beside a scenario, and once a part only restates the one before", async () => {
    expect((await plan("what are my odds rn and what if i win out")).intents).toEqual(["playoffs", "scenario"]);
    expect((await plan("how many points am i projected for this week? what number we puttin up")).intents).toEqual([
      "projectedTotal",
    ]);
    expect((await plan("can i package kittle and javonte for a top wr? who'd take that")).intents).toEqual([
      "tradeIdeas",
    ]);
    expect(
      (await plan("Who's leading the league right now?", "what are the odds that Gridiron Gurus wins the championship"))
        .intents,
    ).toEqual(["playoffs"]);
  });

  it("asks the question before again for another week, past remarks and in other words", async () => {
    const remark = await plan(
      "start dobbins or rhamondre this week",
      "ok and next week, same two? rhamondre's route % is creeping up",
    );
    expect(remark.intents).toEqual(["startSit"]);
    expect(remark.calls[0]!.input).toEqual({
      players: ["J.K. Dobbins", "Rhamondre Stevenson"],
      horizon: "next-week",
    });
    const differs = await plan(
      "Kittle or McBride at tight end this week?",
      "and would your answer differ were the same question posed for next week instead?",
    );
    expect(differs.calls[0]!.input).toEqual({ players: ["George Kittle", "Trey McBride"], horizon: "next-week" });
    expect((await plan("hiii")).intents).toEqual(["help"]);
  });
});

describe("GM dialogue: weeks in words, follow-ups around courtesies, and more ways to ask", () => {
  it("reads a week said in words, and changes only the week when asked to 'make that' another", async () => {
    expect((await plan("whats my projected range for week twelve")).calls[0]!.input).toEqual({ week: 12 });
    const changed = await plan("check my lineup for week twelve", "actually make that week thirteen sorry");
    expect(changed.intents).toEqual(["lineup"]);
    expect(changed.calls[0]!.input).toMatchObject({ week: 13 });
  });

  it("carries the question through a follow-up wrapped in 'sorry', 'righto' or 'good stuff, now do'", async () => {
    const rank = await plan("could you maybe rank my RBs this week", "sorry, what about for week 13");
    expect(rank.calls[0]!.input).toMatchObject({ focus: "rank", position: "RB", week: 13 });
    const pick = await plan("who do i roll out this round, nabers or waddle", "righto and for next week?");
    expect(pick.intents).toEqual(["startSit"]);
    expect(pick.calls[0]!.input).toMatchObject({ horizon: "next-week" });
    expect((await plan("set my lineup for this week", "good stuff, now do next week's")).intents).toEqual(["lineup"]);
    // A team defense is no position the GM reads: nothing to carry, so it declines rather than answer the kicker.
    expect((await plan("who should i play at K this week", "righto, and what about the defence")).intents).toEqual([]);
  });

  it("reads a player's news, whom to cut, what would help, and who needs a position", async () => {
    for (const q of ["what happened to andrews", "does tyreek hill play on sunday or not?", "is bijan ok"])
      expect((await plan(q)).intents).toEqual(["status"]);
    for (const q of ["my bench is full of crocks, who should i turf", "i need a roster spot whos the easiest drop"])
      expect((await plan(q)).intents).toEqual(["dropStash"]);
    for (const q of ["what do i gotta do to turn this around", "give us a game plan to sneak into the top 6 mate"])
      expect((await plan(q)).intents).toEqual(["improveOdds"]);
    for (const q of ["who needs a rb in my league, i have extra", "which teams in the league need a running back?"])
      expect((await plan(q)).intents).toEqual(["tradeIdeas"]);
    for (const q of ["what kinds of stuff can i ask", "how am i supposed to ask you stuff?"])
      expect((await plan(q)).intents).toEqual(["help"]);
  });

  it("tells a pick this week from a player's outlook and from the long term", async () => {
    expect((await plan("mcbride kittle pick one for sunday")).intents).toEqual(["startSit"]);
    expect((await plan("do i start Puka or Waddle this wk?? i keep flip flopping")).intents).toEqual(["startSit"]);
    expect((await plan("odunze worth starting at all")).intents).toEqual(["outlook"]);
    expect((await plan("skattebo monangai who do i keep for next year")).intents).toEqual(["compare"]);
  });

  it("judges the trade again at 'yay or nay', and adds a third player to a comparison", async () => {
    const verdict = await plan("got a proposal: my mclaurin for meyers + ferguson", "yay or nay");
    expect(verdict.calls[0]).toMatchObject({ toolName: "evaluateTrade", input: { give: ["Terry McLaurin"] } });
    const third = await plan(
      "Please compare Bo Nix and Drake Maye on a rest-of-season basis.",
      "Would the conclusion change if Jaxson Dart were included as a third option?",
    );
    expect(third.calls[0]!.input).toMatchObject({ players: ["Bo Nix", "Drake Maye", "Jaxson Dart"] });
  });

  it("reads 'the week following', 'anything u would change', 'slides into WR2', the title after the odds", async () => {
    const following = await plan(
      "Should Drake London or Garrett Wilson be in my lineup for this week?",
      "Understood. Would your answer be any different for the week following?",
    );
    expect(following.calls[0]!.input).toMatchObject({ horizon: "next-week" });
    expect((await plan("check my starting lineup real quick", "anything u would change?")).intents).toEqual(["lineup"]);
    expect((await plan("Puka's out Sunday.", "Who slides into WR2")).calls[0]!.input).toEqual({ slot: "WR" });
    const title = await plan("what are my odds to make the playoffs", "and what about winning the whole thing?");
    expect(title.intents).toEqual(["playoffs"]);
  });

  it("takes no span for a team that shares no word with the league's names", async () => {
    const from = await plan("How many points do you expect from Derrick Henry this week?", "and from Saquon?");
    expect(from.calls[0]!.input).toMatchObject({ player: "Saquon Barkley", focus: "outlook" });
    expect((await plan("What trades would you propose?")).intents).toEqual(["tradeIdeas"]);
  });

  it("reads a team's chances as its playoff odds, and a trade it sends as the trade", async () => {
    expect((await plan("coach quinn's chances of makin it?")).intents).toEqual(["playoffs"]);
    const sent = await plan(
      "I have received a trade offer from Red Zone Raiders.",
      "They would send me Jalen Hurts in exchange for Lamar Jackson. Should I accept?",
    );
    expect(sent.intents).toEqual(["trade"]);
  });
});

describe("GM dialogue: questions asked indirectly, pressed again, and players named by team", () => {
  it("reads a question asked indirectly as the question", async () => {
    const record = await plan("I'd love to know my record", "I wonder about Coach Sawyer's too");
    expect(record.calls).toEqual([{ toolName: "getStandings", input: { focus: "team", team: "Coach Sawyer" } }]);
    const flex = await plan("not sure who goes in my flex", "I'd love to know for next week too");
    expect(flex.calls).toEqual([
      { toolName: "getRosterReport", input: { focus: "rank", week: "next", position: "FLEX" } },
    ]);
    const both = await plan("I wonder what my playoff odds are and what I can do to improve them");
    expect(both.intents).toEqual(["playoffs", "improveOdds"]);
    const changes = await plan(
      "Hurts or Lamar: whom do I start this week?",
      "I'm curious if the answer changes for week 13",
    );
    expect(changes.calls[0]!.input).toMatchObject({ players: ["Jalen Hurts", "Lamar Jackson"], week: 13 });
  });

  it("asks the earlier question again at 'more', 'deeper?', 'be honest', and for another week or spot", async () => {
    expect((await plan("any sleepers for next week", "deeper?")).intents).toEqual(["sleepers"]);
    expect((await plan("any buy low targets this week?", "more pls")).intents).toEqual(["buyLow"]);
    expect((await plan("who wins my matchup this week", "be honest")).intents).toEqual(["matchup"]);
    expect((await plan("be honest")).meant.kind).toBe("decline");
    const same = await plan(
      "Optimize my lineup for this week.",
      "Very well. Now perform the same exercise for week 11.",
    );
    expect(same.calls).toEqual([{ toolName: "getRosterReport", input: { focus: "rank", week: 11 } }]);
    const spot = await plan("who should be my te this wk", "same q for qb");
    expect(spot.calls).toEqual([{ toolName: "optimizeLineup", input: { slot: "QB" } }]);
  });

  it("reads 'worth starting' of one player as his outlook, and a clinch as the playoff odds", async () => {
    const dart = await plan("I wonder whether Jaxson Dart is worth starting this week");
    expect(dart.intents).toEqual(["outlook"]);
    expect(dart.calls[0]!.input).toMatchObject({ player: "Jaxson Dart" });
    expect((await plan("kittle or laporta, who's worth starting")).intents).toEqual(["startSit"]);
    const clinch = await plan("can red zone raiders clinch this week");
    expect(clinch.intents).toEqual(["playoffs"]);
  });

  it("finds trade partners for a player, and deals that spend a surplus at a position", async () => {
    const partners = await plan("What's Josh Jacobs worth?", "Who'd actually want to trade for him, though?");
    expect(partners.calls).toEqual([{ toolName: "findTradeIdeas", input: { players: ["Josh Jacobs"], shape: "any" } }]);
    const surplus = await plan("i have too many rbs", "which teams need one");
    expect(surplus.calls[0]!.input).toMatchObject({ position: "RB", side: "give" });
    const thin = await plan("which teams are thin at te", "i could move one");
    expect(thin.calls[0]!.input).toMatchObject({ position: "TE", side: "give" });
    const upgrade = await plan("give us some trade ideas to shore up my WRs");
    expect(upgrade.calls[0]!.input).toEqual({ players: [], shape: "any", position: "WR" });
  });

  it("reads a player named by his team and position", async () => {
    const pick = await plan("is McBride on bye?", "no? ok then him or the Niners TE this week");
    expect(pick.calls[0]!.input).toMatchObject({ players: ["Trey McBride", "George Kittle"] });
    const trade = await plan("give AJB, get the Fins RB. smash accept?");
    expect(trade.calls).toEqual([
      { toolName: "evaluateTrade", input: { give: ["A.J. Brown"], get: ["De'Von Achane"] } },
    ]);
  });
});

describe("GM dialogue: scenarios, a bye's cover, and the lineup in other words", () => {
  it("reads a scenario said as wins taken, a sweep, a streak or this week's win assumed", async () => {
    const cases: [string, object][] = [
      ["do i make it if i take 3 of the last 5", { scenario: "record", wins: 3, games: 5 }],
      ["playoff chances if i sweep the rest", { scenario: "win-out" }],
      ["if i win 3 straight am i in", { scenario: "record", wins: 3, games: 3 }],
      ["assuming i win this week what are my playoff odds", { scenario: "win-this-week" }],
      ["what are my odds with two more wins", { scenario: "record", wins: 2, games: null }],
    ];
    for (const [question, input] of cases) {
      const { calls } = await plan(question);
      expect({ question, calls }).toEqual({ question, calls: [{ toolName: "getPlayoffScenario", input }] });
    }
  });

  it("answers who plays in a player's place during his bye at his position", async () => {
    const { intents, calls } = await plan("with puka on bye who slides into my lineup");
    expect(intents).toEqual(["byeCover"]);
    expect(calls[0]!.input).toMatchObject({ focus: "byes", position: "WR", player: "Puka Nacua" });
    expect((await plan("is puka on bye this week")).intents).toEqual(["status"]);
  });

  it("checks the lineup asked about in other words, and a player's injury asked after", async () => {
    for (const question of [
      "did i set the right guys",
      "anything i should change before kickoff",
      "is there a better lineup",
    ])
      expect({ question, intents: (await plan(question)).intents }).toEqual({ question, intents: ["lineup"] });
    expect((await plan("how's kittle's hamstring")).calls[0]!.input).toMatchObject({
      player: "George Kittle",
      focus: "status",
    });
    expect((await plan("how much value does henry have right now")).intents).toEqual(["tradeValue"]);
  });

  it("answers 'and if nabers is out?' after a start/sit with his status and who starts instead", async () => {
    const earlier: EarlierTurn[] = [];
    const first = await planQuestion("should i start lamb or nabers", earlier);
    earlier.push({ question: "should i start lamb or nabers", calls: first.calls, results: [] });
    const meant = await interpret("hmm ok and if nabers is out?", earlier, INDEX);
    expect(meant.kind).toBe("answer");
    if (meant.kind !== "answer") return;
    expect(meant.readings[0]!.ifOut).toEqual({ out: "Malik Nabers", instead: ["CeeDee Lamb"] });
  });
});

describe("GM dialogue: whom to drop, the help text, a player's rank and this week's game in other words", () => {
  it.each([
    ["who is the weakest link on my roster", "dropStash"],
    ["im out of roster spots, who goes", "dropStash"],
    ["can you help me with my team", "help"],
    ["tell me about yourself", "help"],
    ["can you help me with my lineup", "lineup"],
    ["is puka a top 5 wr", "outlook"],
    ["whats the spread on my game", "matchup"],
    ["how many points do i need to win", "matchup"],
    ["are we gonna get smoked", "matchup"],
  ])("%s → %s", async (question, intent) => {
    expect((await plan(question)).intents).toEqual([intent]);
  });
});

describe("GM dialogue: back to this week", () => {
  it("asks the earlier question for this week again after one about next week", async () => {
    const ranked = await plan("rank my wrs for next week", "this week instead");
    expect(ranked.calls).toEqual([
      { toolName: "getRosterReport", input: { focus: "rank", position: "WR", week: null } },
    ]);
    const sit = await plan("should i start lamb or nabers next week", "what about this week");
    expect(sit.calls[0]!.input).toMatchObject({ players: ["CeeDee Lamb", "Malik Nabers"], horizon: "week" });
  });
});

describe("GM dialogue: him against another, a trade after a value, a list narrowed", () => {
  it("reads 'him or X' after a question about him as the two of them", async () => {
    const sit = await plan(
      "is Ladd McConkey going to do good this week?",
      "ok but would you rather put him in or Jordan Addison?",
    );
    expect(sit.calls[0]!.input).toMatchObject({ players: ["Ladd McConkey", "Jordan Addison"] });
  });

  it("judges a trade named in full after a player's value, and narrows a list to a position", async () => {
    const trade = await plan("whats saquons trade value", "would you do drake london for him");
    expect(trade.calls).toEqual([
      { toolName: "evaluateTrade", input: { give: ["Drake London"], get: ["Saquon Barkley"] } },
    ]);
    const narrowed = await plan("Who are the top waiver additions this week?", "Confine that list to tight ends.");
    expect(narrowed.calls).toEqual([{ toolName: "findWaiverTargets", input: { position: "TE" } }]);
  });
});

describe("GM dialogue: trades to be had, the roster's absences, the points we drop", () => {
  it("reads another team's surplus as the position to bring in, and the manager's own as one to send", async () => {
    expect((await plan("who has a surplus at wr")).calls[0]!.input).toEqual({
      players: [],
      shape: "any",
      position: "WR",
    });
    expect((await plan("any deals out there for me")).intents).toEqual(["tradeIdeas"]);
  });

  it.each([
    ["am i missing anyone this week", "rosterStatus"],
    ["who on my team wont play sunday", "rosterStatus"],
    ["how many we DROPPIN this week 💣 gimme the number", "projectedTotal"],
    ["¿mi lineup está bien para esta semana o cambio algo? quiero el óptimo", "lineup"],
  ])("%s → %s", async (question, intent) => {
    expect((await plan(question)).intents).toEqual([intent]);
  });
});

describe("GM dialogue: where the manager stands, and a place in the league that is no team's name", () => {
  it("reads the manager's standing asked in other words", async () => {
    for (const question of [
      "am i the best team",
      "how do i compare to the rest of the league",
      "how many teams are ahead of me",
    ])
      expect({ question, calls: (await plan(question)).calls }).toEqual({
        question,
        calls: [{ toolName: "getStandings", input: { focus: "team" } }],
      });
  });

  it("takes 'the second best team' for the league's standings, not a team called 'second'", async () => {
    expect((await plan("who is the second best team")).calls).toEqual([
      { toolName: "getStandings", input: { focus: "league" } },
    ]);
  });
});

describe("GM dialogue: a pick among the players just asked about one by one", () => {
  it("answers 'which one do i roll with' as a start/sit between them", async () => {
    const pick = await plan("what's kittle looking like this week", "and mcbride?", "ok which one do i roll with");
    expect(pick.calls).toEqual([
      { toolName: "comparePlayers", input: { players: ["George Kittle", "Trey McBride"], horizon: "week" } },
    ]);
  });
});

describe("GM dialogue: a remark or a verdict beside a clear part, follow-ups that keep the earlier question", () => {
  it("answers only the part a remark after it says more about", async () => {
    expect((await plan("Set my lineup. Max pts.")).calls).toEqual([{ toolName: "optimizeLineup", input: {} }]);
    expect((await plan("q: start(breece)? opp run D = top5")).intents).toEqual(["startSit"]);
  });

  it("judges the trade just told when asked 'should I take it?'", async () => {
    const { calls } = await plan("Wants my Chris Olave for his Javonte Williams. Should I take it?");
    expect(calls).toEqual([{ toolName: "evaluateTrade", input: { give: ["Chris Olave"], get: ["Javonte Williams"] } }]);
  });

  it("keeps the earlier players for 'same two guys' and the earlier question for its own word", async () => {
    const pick = await plan(
      "should i start breece hall or kyren williams this week",
      "what about for week eleven same two guys",
    );
    expect(pick.calls).toEqual([
      {
        toolName: "comparePlayers",
        input: { players: ["Breece Hall", "Kyren Williams"], horizon: "week", week: 11 },
      },
    ]);
    const lineup = await plan("Set my lineup for this week", "now do next week's lineup too");
    expect(lineup.calls).toEqual([{ toolName: "getRosterReport", input: { focus: "rank", week: "next" } }]);
  });

  it("covers the byes just listed, and reads 'am I gonna beat 'em' after the opponent", async () => {
    const cover = await plan("Who's on bye for me next week?", "Who do I slot in for them?");
    expect(cover.intents).toEqual(["byeCover"]);
    expect(cover.calls[1]).toEqual({ toolName: "findWaiverTargets", input: { week: "next" } });
    expect((await plan("Who's my opponent this week?", "And am I gonna beat 'em?")).calls).toEqual([
      { toolName: "getTeamMatchup", input: {} },
    ]);
  });

  it("reads positions dictated letter by letter and the flex by its label", async () => {
    expect((await plan("i need somebody at r b two who should it be")).calls).toEqual([
      { toolName: "optimizeLineup", input: { slot: "RB" } },
    ]);
    expect((await plan("how do my r bs stack up against each other this week")).calls[0]!.input).toMatchObject({
      focus: "rank",
      position: "RB",
    });
    expect((await plan("the spot in my lineup that says W/R/T is empty, who do I put there?")).calls).toEqual([
      { toolName: "optimizeLineup", input: { slot: "FLEX" } },
    ]);
  });

  it("keeps a player added with 'plus' on his side of a trade", async () => {
    expect((await plan("would trading Josh Allen for Jalen Hurts plus Tony Pollard be smart?")).calls).toEqual([
      { toolName: "evaluateTrade", input: { give: ["Josh Allen"], get: ["Jalen Hurts", "Tony Pollard"] } },
    ]);
  });

  it.each([
    [
      "is now a good time to get rid of Josh Jacobs while people still think he's great, or should I keep him?",
      "tradeValue",
    ],
    ["how much is Derrick Henry worth if I traded him? like is he worth a lot?", "tradeValue"],
    [
      "I haven't touched my lineup since the draft. can you go through the whole thing and tell me who to swap in " +
        "and out?",
      "lineup",
    ],
    ["Have a squiz at my starting lineup and tell us if it's right.", "lineup"],
    ["any quarterbacks sitting unclaimed that I could grab today?", "waivers"],
    ["my team stinks this year. how do I turn it around?", "improveOdds"],
    ["Is Kyle Monangai right to go today or is he carrying something?", "status"],
    ["Mate, Puka or Jamo Williams this arvo? Only got room for one of 'em.", "startSit"],
  ])("%s → %s", async (question, intent) => {
    expect((await plan(question)).intents).toEqual([intent]);
  });

  it("reads 'go 4 from 5' as that record to come, and the finals as the playoffs", async () => {
    expect((await plan("If I win out do I make the playoffs?", "What if I go 4 from 5 instead?")).calls).toEqual([
      { toolName: "getPlayoffScenario", input: { scenario: "record", wins: 4, games: 5 } },
    ]);
    expect((await plan("How are my finals chances looking in the comp?", "And with 2 more wins?")).calls).toEqual([
      { toolName: "getPlayoffScenario", input: { scenario: "record", wins: 2, games: null } },
    ]);
  });
});

describe("GM dialogue: the playoff odds under results to come", () => {
  it.each([
    ["do I make it at 8-6?", { scenario: "final-record", wins: 8, losses: 6 }],
    ["with an 8-6 record do I get in", { scenario: "final-record", wins: 8, losses: 6 }],
    ["if I win this week and next, what are my odds?", { scenario: "record", wins: 2, games: 2 }],
    ["one more loss and I'm done?", { scenario: "lose-this-week" }],
    ["how much does a win this week help my playoff chances", { scenario: "win-this-week" }],
    ["if I don't lose another game do I make it", { scenario: "win-out" }],
    ["if I go winless the rest of the way am I out", { scenario: "lose-out" }],
  ])("%s", async (question, input) => {
    expect((await plan(question)).calls).toEqual([{ toolName: "getPlayoffScenario", input }]);
  });

  it("asks which results to assume when the question names none, instead of assuming some", async () => {
    const { intents, calls, replies } = await plan("how many more wins do i need");
    expect(intents).toEqual(["scenario"]);
    expect(calls).toEqual([]);
    expect(replies).toBe(1);
  });
});

describe("GM dialogue: one player started or not, his health, and the chances beside the standing", () => {
  it.each([
    ["do I trust Tucker Kraft this week", "startSit"],
    ["can I count on Breece Hall this week", "startSit"],
    ["should Kyle Pitts be in my lineup this week", "startSit"],
    ["is Zay Flowers flex-worthy?", "startSit"],
    ["Saquon ok?", "status"],
    ["Kittle full go?", "status"],
    ["how's Puka's health", "status"],
    ["if you had to pick one for the rest of the year, Kittle or McBride", "compare"],
  ])("%s → %s", async (question, intent) => {
    expect((await plan(question)).intents).toEqual([intent]);
  });

  it("reads the chances asked beside the standing as the playoff odds", async () => {
    expect((await plan("where do I stand and what are my chances?")).calls).toEqual([
      { toolName: "getStandings", input: { focus: "team" } },
      { toolName: "getPlayoffOdds", input: {} },
    ]);
  });
});

describe("GM dialogue: a bye told by the player, a trade asked for by the other side, and who would pay most", () => {
  it("covers the bye of the player named when someone is needed for it", async () => {
    const { intents, calls } = await plan("I need someone for Mahomes' bye week");
    expect(intents).toEqual(["byeCover"]);
    expect(calls[1]).toEqual({ toolName: "findWaiverTargets", input: { position: "QB" } });
  });

  it("judges what the other manager wants for his player", async () => {
    expect((await plan("they want Kittle and Pollard for Bowers, thoughts?")).calls).toEqual([
      { toolName: "evaluateTrade", input: { give: ["George Kittle", "Tony Pollard"], get: ["Brock Bowers"] } },
    ]);
  });

  it("finds the deals built around a player for 'which team would give me the most for him'", async () => {
    expect((await plan("which team would give me the most for Derrick Henry")).calls).toEqual([
      { toolName: "findTradeIdeas", input: { players: ["Derrick Henry"], shape: "any" } },
    ]);
  });
});

describe("GM dialogue: numbers side by side, a trade's side told, a player set against both, Spanish 'y'", () => {
  it.each([["record and playoff odds please"], ["whats my record and my odds"]])(
    "answers both of the team's numbers in '%s'",
    async (question) => {
      expect((await plan(question)).calls).toEqual([
        { toolName: "getStandings", input: { focus: "team" } },
        { toolName: "getPlayoffOdds", input: {} },
      ]);
    },
  );

  it("judges the trade again when its side is told after the verdict asked", async () => {
    const { calls } = await plan(
      "someone offered me Josh Allen for Lamar",
      "who wins that deal though? I'm the one getting Allen",
    );
    expect(calls).toEqual([{ toolName: "evaluateTrade", input: { give: ["Lamar Jackson"], get: ["Josh Allen"] } }]);
  });

  it("sets a new player against both players of an earlier season comparison, for the season", async () => {
    const { calls } = await plan(
      "Tet McMillan or Rome Odunze, who's the better WR long term?",
      "what about MHJ compared to both of them? he's been such a tease",
    );
    expect(calls).toEqual([
      {
        toolName: "comparePlayers",
        input: {
          players: ["Marvin Harrison Jr.", "Tetairoa McMillan", "Rome Odunze"],
          horizon: "rest-of-season",
        },
      },
    ]);
  });

  it("answers both questions joined by 'while you're at it' or a Spanish 'y'", async () => {
    expect(
      (await plan("Start Tucker Kraft or Kittle this week?? AND while you're at it is Kittle even healthy")).intents,
    ).toEqual(["startSit", "status"]);
    expect((await plan("who am I playing this week y who's on bye for me?")).intents).toEqual([
      "matchup",
      "rosterStatus",
    ]);
  });

  it("sets aside what the manager has been doing, told beside the question", async () => {
    expect((await plan("Nix or Maye this week? been streaming QB all yr like a degenerate")).intents).toEqual([
      "startSit",
    ]);
  });

  it.each([
    ["am i favored vs quinn", "matchup", { team: "Coach Quinn" }],
    ["do i get in at 7 and 7", "scenario", { scenario: "final-record", wins: 7, losses: 7 }],
    ["should I drop Brandon Aiyuk or stash him?", "dropStash", { player: "Brandon Aiyuk" }],
    ["wk 10 H2H preview, where do I have the edge", "matchup", { week: 10 }],
    ["how do I get from 4-5 into the top 6 — trades, adds, whatever it takes", "improveOdds", { improve: true }],
    ["do I still have a real shot at the top 6?", "playoffs", {}],
  ])("%s → %s", async (question, intent, input) => {
    const { intents, calls } = await plan(question);
    expect(intents).toEqual([intent]);
    expect(calls[0]!.input).toMatchObject(input);
  });

  it("declines small talk and reads 'their record' after who leads as the leaders' numbers", async () => {
    expect((await plan("thanks", "do u like pizza")).meant.kind).toBe("decline");
    expect((await plan("who has the most points", "and whats there record")).intents).toEqual(["leaders"]);
    expect((await plan("who should be my flex", "ok what about wr2")).calls).toEqual([
      { toolName: "optimizeLineup", input: { slot: "WR" } },
    ]);
  });
});

describe("GM dialogue: weeks by the calendar, a week off, the wire at a position, a team by its last word", () => {
  it("reads the week after next, thanksgiving and the first playoff week as the demo league's weeks", async () => {
    expect((await plan("Who do I play this week?", "and the week after next?")).calls[0]!.input).toMatchObject({
      week: 12,
    });
    expect((await plan("who do I have out next week?", "and the week after?")).calls[0]!.input).toMatchObject({
      week: 12,
    });
    expect((await plan("Thanksgiving week — who on my roster is hurt or off?")).calls[0]!.input).toMatchObject({
      week: 13,
    });
    const { calls } = await plan("First playoff week I'm torn between Kenneth Walker III and Chuba Hubbard");
    expect(calls[0]!.input).toMatchObject({ week: 15 });
  });

  it("covers a player's week off as his bye", async () => {
    const { intents, calls } = await plan("trey mcbride has his week off soon, who can fill in at tight end?");
    expect(intents).toEqual(["byeCover"]);
    expect(calls[0]!.input).toMatchObject({ focus: "byes", position: "TE" });
  });

  it("reads the wire at a position, a player active or not, and the game against the one faced", async () => {
    expect((await plan("um any good adds at running back")).calls).toEqual([
      { toolName: "findWaiverTargets", input: { position: "RB" } },
    ]);
    expect((await plan("any running backs that nobody owns that i should add?")).intents).toEqual(["waivers"]);
    expect((await plan("quick one: Kamara — active or not?")).calls[0]!.input).toMatchObject({
      player: "Alvin Kamara",
      focus: "status",
    });
    expect((await plan("how does my team stack up against the guy im facing this sunday")).intents).toEqual([
      "matchup",
    ]);
  });

  it("reads a team by its manager and the last word of its name, and the league's strongest teams", async () => {
    const { calls } = await plan(
      "who's got the best record in the league",
      "what about finley's wizards, where they at",
    );
    expect(calls[0]!.input).toMatchObject({ team: "Waiver Wire Wizards" });
    expect((await plan("strongest roster in the league, going by points per game plus record?")).intents).toEqual([
      "leaders",
    ]);
  });

  it("reads the manager as the one playing, and follow-ups that name the same situation, game or measure", async () => {
    const pick = await plan("Kyren Williams vs Rico Dowdle — who am I playing this weekend, gut call");
    expect(pick.intents).toEqual(["startSit"]);
    const same = await plan(
      "should I stash J.K. Dobbins on IR or just drop him",
      "what about Chris Godwin, same situation",
    );
    expect(same.calls[0]).toMatchObject({ toolName: "getRosterReport", input: { focus: "drop-stash" } });
    expect(same.calls[0]!.input.player).toBe("Chris Godwin Jr.");
    const news = await plan("did Rashee Rice get hurt again", "and justin jefferson, anything on him?");
    expect(news.calls[0]!.input).toMatchObject({ player: "Justin Jefferson", focus: "status" });
    expect(
      (await plan("setting my lineup vs coach quinn", "what's the projected score for that game")).intents,
    ).toEqual(["matchup"]);
    expect((await plan("who's leading the league", "by points for, not record")).intents).toEqual(["leaders"]);
  });

  it("answers once a message whose parts each ask what the GM can do", async () => {
    expect((await plan("can you do trades or just lineups? what's in your toolbox")).intents).toEqual(["help"]);
  });

  it("answers the earlier question again when its answer is challenged with a reason", async () => {
    const pick = await plan(
      "Who do I start, Chase Brown or Kyren Williams?",
      "You sure? Kyren's had the better last three weeks.",
    );
    expect(pick.calls[0]!.input).toMatchObject({ players: ["Chase Brown", "Kyren Williams"] });
    expect(
      (await plan("What's my team projected to score?", "That number looks inflated. Where's it coming from?")).intents,
    ).toEqual(["projectedTotal"]);
    // …but a challenge that asks about someone else is that question.
    const other = await plan("Who do I start, Chase Brown or Kyren Williams?", "you sure? what about Puka instead");
    expect(JSON.stringify(other.calls)).toContain("Puka Nacua");
  });

  it("reads terse asks: the other player of a one-player start, the odds alone, the title odds", async () => {
    const pick = await plan("dowdle start?", "or jacobs");
    expect(pick.calls[0]!.input).toMatchObject({ players: ["Rico Dowdle", "Josh Jacobs"] });
    expect((await plan("my odds")).intents).toEqual(["playoffs"]);
    expect((await plan("Am I actually a title contender or am I fooling myself?")).intents).toEqual(["playoffs"]);
    expect((await plan("which team's the most likely to win it all")).intents).toEqual(["leaders"]);
  });

  it("declines questions about the app, the account and the league's settings", async () => {
    for (const q of [
      "The app keeps logging me out. Can you fix that?",
      "How do I add a co-manager to my team?",
      "What are our league's keeper rules?",
      "Can you just set my lineup for me automatically every week?",
    ])
      expect((await plan(q)).meant.kind).toBe("decline");
  });

  it("reads a rival's offer, a rival getting in, games out of first and the moves off the bubble", async () => {
    const offer = await plan("Tatum's offering Dobbins plus Jake Ferguson for our Skattebo. Thoughts?");
    expect(offer.calls[0]).toMatchObject({ toolName: "evaluateTrade", input: { partner: "Coach Tatum" } });
    const theirs = await plan("Is Coach Finley's team getting in?");
    expect(theirs.calls[0]).toMatchObject({ toolName: "getStandings", input: { team: "Waiver Wire Wizards" } });
    expect((await plan("How many games out of first are we?")).intents).toEqual(["record"]);
    expect((await plan("How do we get off the bubble and into the top six?")).intents).toEqual(["improveOdds"]);
    expect((await plan("What could we get for Kelce and Rachaad White?")).intents).toEqual(["tradeIdeas"]);
    expect((await plan("Which players around the league are undervalued?")).intents).toEqual(["buyLow"]);
    expect((await plan("Who should I bet on to cover the spread in the Eagles game?")).meant.kind).toBe("decline");
  });

  it("reads terse asks for one lineup spot and a week's matchup", async () => {
    expect((await plan("who in my flex wk 11")).calls[0]!.input).toMatchObject({ position: "FLEX", week: 11 });
    expect((await plan("superflex pick")).intents).toEqual(["slot"]);
    expect((await plan("matchup wk 11")).calls[0]).toMatchObject({ toolName: "getTeamMatchup", input: { week: 11 } });
  });

  it("reads waiver-night asks: a bid in dollars, the price to ask, a flip, a week's opponent", async () => {
    const bid = await plan(
      "throwing 14 bucks at Woody Marks tonight",
      "if I land him, does he start over Chuba Hubbard?",
    );
    expect(bid.calls[0]!.input).toMatchObject({ players: ["Woody Marks", "Chuba Hubbard"] });
    expect((await plan("putting $20 on it while the kids are at practice, Chiefs cover?")).meant.kind).toBe("decline");
    expect((await plan("Everyone wants Drake London", "what should we be asking for him")).intents).toEqual([
      "tradeValue",
    ]);
    expect((await plan("What could I flip Breece Hall for?")).intents).toEqual(["tradeIdeas"]);
    const favored = await plan("who do we have this week?", "are we favored?");
    expect(favored.calls[0]).toMatchObject({ toolName: "getTeamMatchup" });
    const next = await plan("Who do I have next week?", "am I favored?");
    expect(next.calls[0]).toMatchObject({ toolName: "getTeamMatchup", input: { week: "next" } });
    expect((await plan("adds for next week?")).intents).toEqual(["sleepers"]);
  });

  it("reads an injury checked with 'right?' as the premise of a drop; a bye's cover asked with 'what'", async () => {
    const drop = await plan("Tyreek Hill is out for the season, right? cut him?");
    expect(drop.intents).toEqual(["dropStash"]);
    expect(drop.calls[0]!.input).toMatchObject({ player: "Tyreek Hill" });
    const cover = await plan("Josh Allen's on bye soon, what QB should I stream for that week?");
    expect(cover.intents).toEqual(["byeCover"]);
    expect((await plan("could you submit our waiver bids for us?")).intents).toEqual(["help"]);
  });

  it("reads what a manager pastes in: a verdict asked as 'thoughts?', players listed, an app's number", async () => {
    const offer = await plan("Trade offer from Coach Ellis: you send Josh Jacobs for Jaylen Waddle", "thoughts?");
    expect(offer.calls[0]).toMatchObject({ toolName: "evaluateTrade", input: { give: ["Josh Jacobs"] } });
    const wants = await plan("Coach Quinn wants Bijan, offering Puka + Kyle Pitts");
    expect(wants.calls[0]!.input).toMatchObject({ give: ["Bijan Robinson"], get: ["Puka Nacua", "Kyle Pitts"] });
    const pick = await plan("WR Garrett Wilson NYJ — Proj 12.0\nWR Courtland Sutton DEN — Proj 11.1\nwhich one");
    expect(pick.calls[0]).toMatchObject({ toolName: "comparePlayers" });
    const ranked = await plan("RB: Bijan Robinson, Chuba Hubbard, Rico Dowdle\nrank em for next week");
    expect(ranked.calls[0]!.input).toMatchObject({ focus: "rank", position: "RB", week: "next" });
    const adds = await plan("Trending adds: 1. Woody Marks 2. Kyle Monangai\nany of them worth a claim?");
    expect(adds.intents[0]).toBe("waivers");
    expect((await plan("ESPN has us projected at 121. what do you have")).intents).toEqual(["projectedTotal"]);
    expect((await plan("our playoff chances are 38%, how do we push that up?")).intents).toEqual(["improveOdds"]);
    expect((await plan("wins: GG 5 (6th). who has the most")).intents).toEqual(["leaders"]);
    expect((await plan("how many games behind are we")).intents).toEqual(["record"]);
  });

  it("reads a few words about the player asked about before, and a player another team let go", async () => {
    const start = await plan("how's Kyren Williams' ankle?", "still a start?");
    expect(start.calls[0]!.input).toMatchObject({ players: expect.arrayContaining(["Kyren Williams"]) });
    const done = await plan("Jaguars WR Brian Thomas Jr. hurt his shoulder", "is he done for the year?");
    expect(done.calls[0]).toMatchObject({ toolName: "getPlayerOutlook", input: { player: "Brian Thomas Jr." } });
    const claim = await plan("Coach Sawyer just cut Kyle Monangai. worth a claim?");
    expect(claim.intents).toEqual(["waivers"]);
    const more = await plan("any deep sleepers at WR?", "got any better ones");
    expect(more.intents).toEqual(["sleepers"]);
  });

  it("reads formal and frustrated wording: bolstering the odds, who is favoured, what I could obtain", async () => {
    expect((await plan("What might I do to enhance our chances of reaching the playoffs?")).intents).toEqual([
      "improveOdds",
    ]);
    const favoured = await plan("Who is the favourite in our matchup this week?");
    expect(favoured.calls[0]).toMatchObject({ toolName: "getTeamMatchup" });
    const obtain = await plan("Might you tell me what I could receive in return for Davante Adams?");
    expect(obtain.calls[0]).toMatchObject({ toolName: "findTradeIdeas", input: { players: ["Davante Adams"] } });
    const need = await plan("Please find trades that would bring us a dependable tight end.");
    expect(need.calls[0]!.input).toMatchObject({ position: "TE" });
    expect((await plan("is there an obscure receiver worth stashing for the stretch run?")).intents).toEqual([
      "sleepers",
    ]);
    expect((await plan("where do we even stand in the standings now")).intents).toEqual(["record"]);
    expect((await plan("Hello there, I hope you are keeping well")).meant.kind).toBe("decline");
    expect((await plan("lost by a point", "this is the dumbest league ever")).meant.kind).toBe("decline");
    expect((await plan("what are you even good for")).intents).toEqual(["help"]);
    expect((await plan("Woody Marks is a free agent", "should I spend my entire budget on him")).intents).toEqual([
      "waivers",
    ]);
  });

  it("reads British wording: training, the side, the knockouts, a head-to-head of a team's game", async () => {
    const trained = await plan("Did Nico Collins train today?");
    expect(trained.calls[0]).toMatchObject({ toolName: "getPlayerOutlook", input: { focus: "status" } });
    expect((await plan("is Kittle in the side yet")).intents).toEqual(["status"]);
    expect((await plan("what are the odds we reach the knockouts")).intents).toEqual(["playoffs"]);
    const their = await plan("Who does Hail Mary Heroes face this week?", "how's the head-to-head looking");
    expect(their.calls[0]).toMatchObject({ toolName: "getTeamMatchup", input: { team: "Hail Mary Heroes" } });
    expect((await plan("what time does the Monday night game kick off")).meant.kind).toBe("decline");
    const straight = await plan("Chase for Bijan, straight up, no add-ons. do it?");
    expect(straight.intents).toEqual(["trade"]);
  });

  it("reads numbers told around a question as its context, and the same pick asked twice as one", async () => {
    const odds = await plan("what are my playoff odds? my points-for rank is 3rd at 1,104");
    expect(odds.intents).toEqual(["playoffs"]);
    const twice = await plan("Nabers or Pickens? Nabers has a 29% share, Pickens 24%. which one do I start");
    expect(twice.intents).toEqual(["startSit"]);
    const rest = await plan("Gibbs 21.4 ppg, Bijan 20.8, Achane 19.9. who's the best rest of season?");
    expect(rest.calls[0]!.input).toMatchObject({ horizon: "rest-of-season" });
    const against = await plan("how's Chase Brown looking?", "how does he stack up long term against Kyren Williams?");
    expect(against.calls[0]!.input).toMatchObject({ players: ["Chase Brown", "Kyren Williams"] });
  });

  it("reads what the manager says he is not asking, and his corrections", async () => {
    const not = await plan("should I start Jakobi Meyers?", "I'm not asking start/sit, just what's his outlook");
    expect(not.intents).toEqual(["outlook"]);
    const mine = await plan("what's the projected total for next week? not my opponent's, mine");
    expect(mine.calls[0]).toMatchObject({ toolName: "getTeamProjection", input: { week: "next" } });
    const swapped = await plan("trade Kelce for Pitts?", "I didn't mean Pitts, I meant Sam LaPorta");
    expect(swapped.calls[0]!.input).toMatchObject({ give: ["Travis Kelce"], get: ["Sam LaPorta"] });
    const only = await plan("rank my tight ends", "no, only the quarterbacks");
    expect(only.calls[0]!.input).toMatchObject({ focus: "rank", position: "QB" });
    const team = await plan("what's Red Zone Raiders' record?", "will they make the playoffs?");
    expect(team.intents).toEqual(["playoffs"]);
    expect((await plan("my odds right now")).intents).toEqual(["playoffs"]);
  });

  it("picks between players asked about one turn at a time, and reads a numbered list as its questions", async () => {
    const one = await plan("jt good to go this week?", "ok and gibbs?", "nice. so if i can only start one of em who");
    expect(one.calls[0]).toMatchObject({
      toolName: "comparePlayers",
      input: { players: ["Jonathan Taylor", "Jahmyr Gibbs"], horizon: "week" },
    });
    const acked = await plan("what's mark andrews looking like this week", "hm meh. and kincaid?");
    expect(acked.calls[0]!.input).toMatchObject({ player: "Dalton Kincaid" });
    const listed = await plan("1. Set my best lineup for this week.\n2. What's my win probability this week?");
    expect(listed.intents).toEqual(["lineup", "matchup"]);
    const blake = await plan("What are my playoff odds?", "How about Coach Blake's team?");
    expect(blake.intents).toEqual(["playoffs"]);
    expect(blake.calls[0]!.input).toMatchObject({ team: "Sunday Scaries" });
  });

  it("reads an offer in a manager's words, a condition on the last answer, a week's lineup, a score", async () => {
    const told = await plan("Quinn says he'd do Kittle plus Chris Olave for McBride. Should I take it?");
    expect(told.calls[0]).toMatchObject({
      toolName: "evaluateTrade",
      input: { give: ["Trey McBride"], get: ["George Kittle", "Chris Olave"], partner: "Coach Quinn" },
    });
    const week11 = await plan("who should I start in week 11");
    expect(week11.intents).toEqual(["lineup"]);
    expect(week11.calls[0]!.input).toMatchObject({ week: 11 });
    const score = await plan("who's the Pocket Passers playing this week?", "what's the projected score?");
    expect(score.calls[0]).toMatchObject({ toolName: "getTeamMatchup", input: { team: "Pocket Passers" } });
    const ifNot = await plan(
      "Is Ja'Marr Chase for De'Von Achane a fair trade? And if it ain't, what else could I get for Chase?",
    );
    expect(ifNot.intents).toEqual(["trade", "tradeIdeas"]);
  });

  it("reads a name signed under a question as no player, and people who are no player as no player", async () => {
    const signed = await plan("Hi GM,\nShould I start Puka Nacua this week?\nThanks in advance,\nTom\nP.S. Go Lions!");
    expect(signed.intents).toEqual(["startSit"]);
    expect(signed.calls[0]!.input.players).toContain("Puka Nacua");
    expect(signed.calls[0]!.input.players).not.toContain("Tom Kennedy");
    expect((await plan("Is Taylor Swift at the Chiefs game again?")).meant.kind).toBe("decline");
    expect((await plan("when's the trade deadline in our league?")).meant.kind).toBe("decline");
  });

  it("reads a bye told the turn before as the bye's cover, and an answer turned down before the question", async () => {
    const bye = await plan("Bo Nix has his bye next week", "Who's my QB for that one then?");
    expect(bye.intents).toEqual(["byeCover"]);
    expect(bye.calls[0]!.input).toMatchObject({ focus: "byes", position: "QB", player: "Bo Nix", week: "next" });
    const kicker = await plan("my kicker's on bye this week. who fills in?");
    expect(kicker.intents).toEqual(["byeCover"]);
    const odds = await plan(
      "what's my record",
      "I know my record. what I want is whether I'm getting into the postseason, as a percent",
    );
    expect(odds.intents).toEqual(["playoffs"]);
    const all = await plan("who's my best WR this week", "rank all of them for me then");
    expect(all.calls[0]!.input).toMatchObject({ focus: "rank", position: "WR" });
  });

  it("reads a player in or out of the lineup, a named team's scenario and a remark after the question", async () => {
    const lineup = await plan("so is Chris Godwin in my lineup this afternoon or not");
    expect(lineup.intents).toEqual(["startSit"]);
    const theirs = await plan("If Blitz Brigade wins 2 of their last 4, do they make the playoffs?");
    expect(theirs.calls[0]!.input).toMatchObject({ scenario: "record", wins: 2, games: 4, team: "Blitz Brigade" });
    const told = await plan("should I trade away Xavier Worthy? He disappoints me since the start of the season");
    expect(told.intents).toEqual(["tradeValue"]);
  });
});
