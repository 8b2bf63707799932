// Blind held-out evaluation set 194 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: mid-thirties manager who talks about the team as "we/us/the squad", casual but clear,
// sometimes wants a quick yes/no, sometimes the reasoning; an ordinary mix of questions from a normal week.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_194: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Bijan or Kyren this week, who are we rolling with?"],
    expect: "startSit",
    players: ["Bijan Robinson", "Kyren Williams"],
  },
  { turns: ["Do we bench Rome Odunze in week 11?"], expect: "startSit", players: ["Rome Odunze"], week: 11 },
  {
    turns: ["Thinking about starting Rico Dowdle this week", "or is Chuba the safer play?"],
    expect: "startSit",
    players: ["Rico Dowdle", "Chuba Hubbard"],
  },
  {
    turns: ["Kittle or McBride? We've got both and I keep going back and forth."],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
  },
  {
    turns: ["Skattebo, Tracy, Woody Marks — which two do we play this week?"],
    expect: "startSit",
    players: ["Cam Skattebo", "Tyrone Tracy Jr.", "Woody Marks"],
  },
  {
    turns: ["How's Jordan Addison looking lately?", "ok so do we start him over Khalil Shakir?"],
    expect: "startSit",
    players: ["Jordan Addison", "Khalil Shakir"],
  },
  {
    turns: ["Should the squad roll out Hampton or Judkins in week 12?"],
    expect: "startSit",
    players: ["Omarion Hampton", "Quinshon Judkins"],
    week: 12,
  },
  {
    turns: ["We've got Mike Evans back this week", "start him or leave him on the pine one more week?"],
    expect: "startSit",
    players: ["Mike Evans"],
  },
  {
    turns: ["Josh Allen or Lamar in our superflex this week?"],
    expect: "startSit",
    players: ["Josh Allen", "Lamar Jackson"],
  },
  {
    turns: [
      "Who's the better ROS piece, Jeanty or Omarion Hampton?",
      "fair. but for this week specifically, who starts for us?",
    ],
    expect: "startSit",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Should we start Chuba Hubbard?", "what about in week 11?"],
    expect: "startSit",
    players: ["Chuba Hubbard"],
    week: 11,
  },
  {
    turns: ["What's Lamar's status for Sunday?", "if he's out, who do we start at QB, Goff or Caleb?"],
    expect: "startSit",
    players: ["Jared Goff", "Caleb Williams"],
  },
  {
    turns: ["Quick one", "do we play Dallas Goedert or Tyler Warren this week?"],
    expect: "startSit",
    players: ["Dallas Goedert", "Tyler Warren"],
  },
  {
    turns: ["Who should we put at flex this week?", "it's between Rachaad White and Tony Pollard"],
    expect: "startSit",
    players: ["Rachaad White", "Tony Pollard"],
  },

  // ---- compare ----
  {
    turns: ["Long term, who's the better asset for us, Drake London or Garrett Wilson?"],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: ["Rest of season, Jeanty or Bijan — who do you like more?"],
    expect: "compare",
    players: ["Ashton Jeanty", "Bijan Robinson"],
  },
  {
    turns: ["Who's more valuable the rest of the way, Bowers or McBride?"],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: ["Is Tetairoa McMillan for real?", "who'd you rather have going forward, him or Egbuka?"],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: ["Forget this week — ROS, Gibbs or Saquon?"],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Saquon Barkley"],
  },

  // ---- slot ----
  { turns: ["Who do we roll out at flex this week?"], expect: "slot" },
  { turns: ["Who's our best flex play this week?", "and next week?"], expect: "slot", week: "next" },
  { turns: ["Need a body at superflex — who's our best option off the bench?"], expect: "slot" },
  { turns: ["Which of our guys should fill the WR3 slot in week 13?"], expect: "slot", week: 13, position: "WR" },
  { turns: ["Who on our bench could play flex?", "ok and who should be our RB2?"], expect: "slot", position: "RB" },

  // ---- lineup ----
  { turns: ["Is our lineup optimal or are we leaving points on the bench?"], expect: "lineup" },
  { turns: ["Set the best lineup for the squad this week."], expect: "lineup" },
  { turns: ["Set our lineup for this week", "cool, now do the same for week 11"], expect: "lineup", week: 11 },
  { turns: ["Can you look over our starters and tell me if anything's off?"], expect: "lineup" },

  // ---- outlook ----
  { turns: ["What's Jonathan Taylor's outlook this week?"], expect: "outlook", players: ["Jonathan Taylor"] },
  { turns: ["How many points is Puka putting up for us Sunday?"], expect: "outlook", players: ["Puka Nacua"] },
  {
    turns: ["Kenneth Walker had a nice game last week", "what's his projection for next week?"],
    expect: "outlook",
    players: ["Kenneth Walker III"],
    week: "next",
  },
  { turns: ["Is Drake Maye gonna have a big day in week 11?"], expect: "outlook", players: ["Drake Maye"], week: 11 },
  {
    turns: ["What's Puka's outlook this week?", "and George Pickens?"],
    expect: "outlook",
    players: ["George Pickens"],
  },
  {
    turns: ["JSN has been a stud for us", "what's his outlook the rest of the way?"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },

  // ---- status ----
  { turns: ["Is CMC playing this week?"], expect: "status", players: ["Christian McCaffrey"] },
  { turns: ["Any update on Tyreek's injury?"], expect: "status", players: ["Tyreek Hill"] },
  { turns: ["Is Brian Thomas active for Sunday?"], expect: "status", players: ["Brian Thomas Jr."] },
  { turns: ["We need Mark Andrews big this week", "is he even healthy?"], expect: "status", players: ["Mark Andrews"] },
  { turns: ["Is Trey McBride good to go Sunday?", "what about Bowers?"], expect: "status", players: ["Brock Bowers"] },

  // ---- tradeValue ----
  { turns: ["What's Kyren worth in a trade right now?"], expect: "tradeValue", players: ["Kyren Williams"] },
  { turns: ["Sell or hold on Davante Adams?"], expect: "tradeValue", players: ["Davante Adams"] },
  {
    turns: ["Jaylen Warren has been solid for us", "should we sell high on him or just hold?"],
    expect: "tradeValue",
    players: ["Jaylen Warren"],
  },
  {
    turns: ["What's Derrick Henry worth on the trade market?", "ok and Jonathan Taylor?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Should we sell Mahomes while his name still carries weight, or hold?"],
    expect: "tradeValue",
    players: ["Patrick Mahomes"],
  },

  // ---- buyLow ----
  { turns: ["Who are some buy-low guys we should be kicking the tires on?"], expect: "buyLow" },
  { turns: ["Anyone on our roster we should sell high on right now?"], expect: "buyLow" },
  { turns: ["Which players around the league are undervalued that we could scoop up cheap?"], expect: "buyLow" },
  {
    turns: ["Any buy-low targets out there?", "what about on Coach Reese's team?"],
    expect: "buyLow",
    team: "Play Action Pack",
  },

  // ---- trade ----
  {
    turns: ["Coach Harper offered Breece Hall for our Chris Olave. Accept or decline?"],
    expect: "trade",
    players: ["Breece Hall", "Chris Olave"],
    team: "Fourth & Long Shots",
  },
  {
    turns: ["Would you take Josh Jacobs and Jerry Jeudy for Ja'Marr Chase?"],
    expect: "trade",
    players: ["Josh Jacobs", "Jerry Jeudy", "Ja'Marr Chase"],
  },
  {
    turns: ["Got an offer: our Kamara for their Courtland Sutton. Yay or nay?"],
    expect: "trade",
    players: ["Alvin Kamara", "Courtland Sutton"],
  },
  {
    turns: ["Blitz Brigade wants to deal with us", "they're offering Nico Collins for Gibbs — do we do it?"],
    expect: "trade",
    players: ["Nico Collins", "Jahmyr Gibbs"],
    team: "Blitz Brigade",
  },
  {
    turns: ["Tatum's offering Dobbins plus Jake Ferguson for our Skattebo. Thoughts?"],
    expect: "trade",
    players: ["J.K. Dobbins", "Jake Ferguson", "Cam Skattebo"],
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "Someone offered us Marvin Harrison Jr. for Chase Brown",
      "what if they threw in Hunter Henry too, do we accept then?",
    ],
    expect: "trade",
    players: ["Marvin Harrison Jr.", "Hunter Henry", "Chase Brown"],
  },
  {
    turns: ["2-for-1: we send Tony Pollard and Jordan Addison, get back Amon-Ra. Worth it?"],
    expect: "trade",
    players: ["Tony Pollard", "Jordan Addison", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Coach Tatum wants Josh Allen",
      "he's putting Jayden Daniels and Drake London on the table",
      "do we take it?",
    ],
    expect: "trade",
    players: ["Jayden Daniels", "Drake London", "Josh Allen"],
    team: "Red Zone Raiders",
  },

  // ---- waivers ----
  { turns: ["Who should we grab off waivers this week?"], expect: "waivers" },
  { turns: ["How much FAAB should we throw at Sean Tucker?"], expect: "waivers", players: ["Sean Tucker"] },
  { turns: ["Best free agent RB out there right now?"], expect: "waivers", position: "RB" },
  { turns: ["Who's the top waiver add this week?", "any tight ends worth it?"], expect: "waivers", position: "TE" },
  { turns: ["We've got $42 of FAAB left — who's worth blowing it on?"], expect: "waivers" },
  { turns: ["Any kickers on the wire better than the one we've got?"], expect: "waivers", position: "K" },
  {
    turns: ["Rhamondre went down last week", "which running backs on waivers should we be looking at?"],
    expect: "waivers",
    position: "RB",
  },
  { turns: ["Should we put in a claim on Harold Fannin?"], expect: "waivers", players: ["Harold Fannin Jr."] },
  { turns: ["Who should we grab on waivers?", "how much should we bid on the top guy?"], expect: "waivers" },

  // ---- playoffs ----
  { turns: ["Are we cooked or do we still have a shot at the playoffs?"], expect: "playoffs" },
  { turns: ["What are the chances we win the whole thing?"], expect: "playoffs" },
  {
    turns: ["What's our playoff probability?", "and how about Sunday Scaries?"],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["Do the Hail Mary Heroes have a real shot at the postseason?"],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["We dropped another one last week", "so what are our odds of sneaking into the top six now?"],
    expect: "playoffs",
  },
  { turns: ["Is Coach Finley's team getting in?"], expect: "playoffs", team: "Waiver Wire Wizards" },
  { turns: ["How's the squad looking?", "I mean playoff-wise — are we in good shape?"], expect: "playoffs" },
  { turns: ["Are we cooked?", "like what are the actual odds, be honest"], expect: "playoffs" },

  // ---- improveOdds ----
  { turns: ["What moves should we make to boost our playoff chances?"], expect: "improveOdds" },
  { turns: ["What's the one thing we can do to lock up a playoff spot?"], expect: "improveOdds" },
  { turns: ["What are our playoff odds?", "ok how do we bump that up?"], expect: "improveOdds" },
  { turns: ["How do we get off the bubble and into the top six?"], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["Who are we playing this week?"], expect: "matchup" },
  { turns: ["Are we favored this week?"], expect: "matchup" },
  { turns: ["Who's End Zone Envy playing this week?"], expect: "matchup", team: "End Zone Envy" },
  { turns: ["Who do we face next week?", "are we favored in that one?"], expect: "matchup", week: "next" },
  { turns: ["How do we stack up against our opponent in week 12?"], expect: "matchup", week: 12 },
  { turns: ["Break down this week's matchup for me — where do we have the edge?"], expect: "matchup" },
  {
    turns: ["Who's Coach Ellis up against this week?", "and who's favored?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  { turns: ["Who do we play in week 14?"], expect: "matchup", week: 14 },
  {
    turns: ["What's our win probability this week?", "what about Red Zone Raiders in their game?"],
    expect: "matchup",
    team: "Red Zone Raiders",
  },

  // ---- record ----
  { turns: ["What's our record?"], expect: "record" },
  { turns: ["Where do we sit in the standings right now?"], expect: "record" },
  { turns: ["What's Audible Alchemists' record?"], expect: "record", team: "Audible Alchemists" },
  { turns: ["What's our record at this point?", "what about Coach Quinn?"], expect: "record", team: "Blitz Brigade" },
  { turns: ["How many games out of first are we?"], expect: "record" },

  // ---- rosterStatus ----
  { turns: ["Anyone on our roster hurt or on bye this week?"], expect: "rosterStatus" },
  { turns: ["Who do we have on bye next week?"], expect: "rosterStatus", week: "next" },
  { turns: ["Injury check on the squad?"], expect: "rosterStatus" },
  { turns: ["Any byes for us this week?", "and week 12?"], expect: "rosterStatus", week: 12 },
  { turns: ["Who's banged up on our team?", "what about byes next week?"], expect: "rosterStatus", week: "next" },

  // ---- positionRank ----
  { turns: ["Rank our running backs for this week."], expect: "positionRank", position: "RB" },
  { turns: ["Order our WRs for week 11, best to worst."], expect: "positionRank", week: 11, position: "WR" },
  { turns: ["Rank our RBs this week", "do the same for the receivers"], expect: "positionRank", position: "WR" },
  { turns: ["How would you rank our tight ends next week?"], expect: "positionRank", week: "next", position: "TE" },

  // ---- projectedTotal ----
  { turns: ["How many points are we projected for this week?"], expect: "projectedTotal" },
  { turns: ["What's our floor and ceiling this week?"], expect: "projectedTotal" },
  { turns: ["What's the squad projected to score in week 13?"], expect: "projectedTotal", week: 13 },
  {
    turns: [
      "Who are we playing this week?",
      "are we favored?",
      "what's our projected total?",
      "and what about next week?",
    ],
    expect: "projectedTotal",
    week: "next",
  },

  // ---- leaders ----
  { turns: ["Who's the best team in the league right now?"], expect: "leaders" },
  { turns: ["Which team has scored the most points?"], expect: "leaders" },
  { turns: ["Who's sitting in first?"], expect: "leaders" },
  { turns: ["Who's leading the league in points?", "and who's got the best playoff odds?"], expect: "leaders" },

  // ---- sleepers ----
  { turns: ["Any deep sleepers we should stash before the playoffs?"], expect: "sleepers" },
  {
    turns: ["Who should we grab now for next week before everyone else catches on?"],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Any waiver adds this week?", "ok what about guys to stash for later?"], expect: "sleepers" },
  {
    turns: ["Give me a couple of stash candidates for the fantasy playoffs, guys nobody's rostering yet."],
    expect: "sleepers",
  },

  // ---- dropStash ----
  { turns: ["Should we drop Aiyuk or keep stashing him?"], expect: "dropStash", players: ["Brandon Aiyuk"] },
  {
    turns: ["Chris Godwin's on IR again", "worth holding him or do we just cut him?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  { turns: ["Do we keep LaPorta on IR or free up the spot?"], expect: "dropStash", players: ["Sam LaPorta"] },
  {
    turns: ["Thinking of dropping Jayden Reed", "he's still hurt though — should we just hold him?"],
    expect: "dropStash",
    players: ["Jayden Reed"],
  },

  // ---- byeCover ----
  { turns: ["Our TE is on bye next week, who do we stream?"], expect: "byeCover", week: "next", position: "TE" },
  { turns: ["Need a one-week fill-in at QB for week 12."], expect: "byeCover", week: 12, position: "QB" },
  { turns: ["Who's a good kicker to plug in while ours is on bye?"], expect: "byeCover", position: "K" },
  {
    turns: ["Who's on bye for us next week?", "ok who do we grab to cover the running back spot?"],
    expect: "byeCover",
    week: "next",
    position: "RB",
  },

  // ---- scenario ----
  { turns: ["If we win out, are we in?"], expect: "scenario", scenario: "win-out" },
  { turns: ["What if we go 3-2 the rest of the way?"], expect: "scenario", scenario: { wins: 3, games: 5 } },
  { turns: ["If we drop this week, are we done?"], expect: "scenario", scenario: "lose-this-week" },
  {
    turns: ["What are our playoff odds?", "ok what if we go 4-1?"],
    expect: "scenario",
    scenario: { wins: 4, games: 5 },
  },
  { turns: ["If we only win two more games, do we sneak in?"], expect: "scenario", scenario: { wins: 2, games: null } },
  {
    turns: ["What are our odds of making it?", "and if we win out?", "ok and if we go 2-3?"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },

  // ---- tradeIdeas ----
  {
    turns: ["What could we get for Kelce and Rachaad White?"],
    expect: "tradeIdeas",
    players: ["Travis Kelce", "Rachaad White"],
  },
  { turns: ["Any 2-for-1 ideas to consolidate some of our depth?"], expect: "tradeIdeas" },
  { turns: ["What could we offer Coach Blake for a WR1?"], expect: "tradeIdeas", team: "Sunday Scaries" },
  {
    turns: ["Coach Rowan keeps pinging me about a deal", "what could we pry out of End Zone Envy for Garrett Wilson?"],
    expect: "tradeIdeas",
    players: ["Garrett Wilson"],
    team: "End Zone Envy",
  },
  {
    turns: ["We're thin at wideout", "who should we go after in a trade to fix that?"],
    expect: "tradeIdeas",
    position: "WR",
  },

  // ---- help ----
  { turns: ["What kind of stuff can you help us with?"], expect: "help" },
  { turns: ["How do I even use this thing?"], expect: "help" },
  { turns: ["What are you able to do besides lineup advice?"], expect: "help" },

  // ---- None ----
  { turns: ["What's the weather gonna be like in Buffalo on Sunday?"], expect: "None" },
  { turns: ["Tell me a joke, we need one after last week."], expect: "None" },
  { turns: ["Who should I bet on to cover the spread in the Eagles game?"], expect: "None" },
  { turns: ["Thanks, appreciate it!"], expect: "None" },
  { turns: ["Who wins the NBA title this year?"], expect: "None" },
  { turns: ["Build me a DraftKings lineup for the main slate."], expect: "None" },
  { turns: ["The app keeps logging me out, any fix for that?"], expect: "None" },
  { turns: ["Should we start Nico Collins?", "thanks man, good looking out"], expect: "None" },
  { turns: ["What's the over/under on the Lions game?"], expect: "None" },
  {
    turns: ["Do we start Bucky Irving?", "lol ok. also who's a good fantasy basketball pickup this week?"],
    expect: "None",
  },

  // ---- two asks in one message ----
  { turns: ["What's our record and are we favored this week?"], expect: ["record", "matchup"] },
  {
    turns: ["Is Saquon playing, and if he is do we start him over Kenneth Walker?"],
    expect: ["status", "startSit"],
    players: ["Saquon Barkley", "Kenneth Walker III"],
  },
  { turns: ["What are our playoff odds and what can we do to improve them?"], expect: ["playoffs", "improveOdds"] },
  { turns: ["Any injuries on our roster, and who's good on waivers this week?"], expect: ["rosterStatus", "waivers"] },
  {
    turns: ["We just lost Drake London for a few weeks", "set our best lineup and tell me who to grab off waivers"],
    expect: ["lineup", "waivers"],
  },
  {
    turns: ["What's Jalen Hurts' outlook this week and is he fully healthy?"],
    expect: ["outlook", "status"],
    players: ["Jalen Hurts"],
  },
];
