// Blind held-out evaluation set 201 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: an older, formal and very polite manager writing complete sentences with indirect
// requests ("I was wondering whether…", "Kindly advise"), sometimes a sentence of context first, occasional sign-offs.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_201: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["Good morning. I was wondering whether I ought to start Jaylen Waddle this week, given his " + "matchup."],
    expect: "startSit",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["Would it be wise to start Rico Dowdle or Chuba Hubbard on Sunday? Kindly advise."],
    expect: "startSit",
    players: ["Rico Dowdle", "Chuba Hubbard"],
  },
  {
    turns: [
      "I have a decision to make regarding my running backs this week.",
      "Might you tell me whether Jaylen " + "Warren or Tony Pollard would be the better play? Many thanks.",
    ],
    expect: "startSit",
    players: ["Jaylen Warren", "Tony Pollard"],
  },
  {
    turns: [
      "I should be grateful for your view on whether to play Bo Nix or Jaxson Dart at quarterback in " + "week 11.",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jaxson Dart"],
    week: 11,
    position: "QB",
  },
  {
    turns: [
      "Would it be sensible to start Tucker Kraft this week?",
      "And Hunter Henry, for that matter? I have " + "both on my roster.",
    ],
    expect: "startSit",
    players: ["Hunter Henry"],
  },
  {
    turns: [
      "My receivers have been rather inconsistent of late.",
      "Kindly advise whether Zay Flowers merits a " + "place in my starting lineup this week.",
    ],
    expect: "startSit",
    players: ["Zay Flowers"],
  },
  {
    turns: [
      "I was wondering which of Emeka Egbuka, Jameson Williams and Jordan Addison ought to start for me this " +
        "Sunday.",
    ],
    expect: "startSit",
    players: ["Emeka Egbuka", "Jameson Williams", "Jordan Addison"],
  },
  {
    turns: ["My instinct is to bench Mike Evans this week. Would that be a mistake, in your view?"],
    expect: "startSit",
    players: ["Mike Evans"],
  },
  {
    turns: [
      "I have been following Marvin Harrison Jr. rather closely.",
      "Would it be advisable to sit him in week " + "12, in your estimation?",
    ],
    expect: "startSit",
    players: ["Marvin Harrison Jr."],
    week: 12,
  },
  {
    turns: [
      "I am weighing two wide receivers for next week.",
      "They are Courtland Sutton and Jakobi Meyers. Which " + "of the two would you play?",
    ],
    expect: "startSit",
    players: ["Courtland Sutton", "Jakobi Meyers"],
    week: "next",
  },
  {
    turns: [
      "I was wondering whether to start Tetairoa McMillan this week.",
      "Or would Rome Odunze be the better " + "choice? I confess I cannot decide.",
    ],
    expect: "startSit",
    players: ["Tetairoa McMillan", "Rome Odunze"],
  },
  {
    turns: ["Would it be foolish to start Javonte Williams this week against so strong a run " + "defence?"],
    expect: "startSit",
    players: ["Javonte Williams"],
  },
  {
    turns: [
      "I was wondering whether I should start Smith Njigba or Mclaurin this weekend. Many thanks in " + "advance.",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Terry McLaurin"],
  },
  {
    turns: [
      "Would you start TreVeyon Henderson this week?",
      "I ask because my only alternative is Rhamondre " + "Stevenson, and I am not terribly fond of either.",
    ],
    expect: "startSit",
    players: ["TreVeyon Henderson", "Rhamondre Stevenson"],
  },
  {
    turns: ["Kindly advise whether Dalton Kincaid or Dallas Goedert should be my starter this week."],
    expect: "startSit",
    players: ["Dalton Kincaid", "Dallas Goedert"],
  },
  {
    turns: [
      "Good evening.",
      "I have Kenneth Walker and Aaron Jones available at running back.",
      "Would it be " + "wiser to start the former or the latter this week?",
    ],
    expect: "startSit",
    players: ["Kenneth Walker III", "Aaron Jones"],
  },

  // ---- compare ----
  {
    turns: [
      "For the rest of the season, would you consider Puka Nacua or Ja'Marr Chase the more valuable " + "receiver?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: [
      "Purely as a matter of dynasty value, might you tell me whether Bijan or Gibbs is the better long-term " +
        "asset?",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "I have been pondering a question about two young tight ends.",
      "Over the long haul, whom would you " + "rather have: Brock Bowers or Tyler Warren?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Tyler Warren"],
  },
  {
    turns: [
      "I have both Quinshon Judkins and Chase Brown on my roster.",
      "Setting this week aside, whom do you " + "rate more highly for the remainder of the year?",
    ],
    expect: "compare",
    players: ["Quinshon Judkins", "Chase Brown"],
  },

  // ---- slot ----
  { turns: ["Might you tell me who ought to occupy my flex position this week?"], expect: "slot", position: "FLEX" },
  { turns: ["I was wondering who should be my quarterback in week 11."], expect: "slot", week: 11, position: "QB" },
  {
    turns: [
      "Kindly advise on my flex spot for Sunday.",
      "And my second running back spot, if you would be so " + "kind?",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["Whom would you place in my tight end slot next week? Many thanks."],
    expect: "slot",
    week: "next",
    position: "TE",
  },

  // ---- lineup ----
  { turns: ["Would you be so kind as to optimize my lineup for this week?"], expect: "lineup" },
  { turns: ["I have set my lineup for Sunday. Might you tell me whether it is correct?"], expect: "lineup" },
  {
    turns: [
      "I have made a few changes this morning after reading the injury reports.",
      "Could you look over the " + "whole lineup and tell me whether anything ought to be altered?",
    ],
    expect: "lineup",
  },
  { turns: ["Kindly set my best possible lineup for week 11."], expect: "lineup", week: 11 },

  // ---- outlook ----
  {
    turns: ["Might you tell me what Derrick Henry's outlook is for this week?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["I was wondering how many points you expect George Kittle to score on Sunday."],
    expect: "outlook",
    players: ["George Kittle"],
  },
  {
    turns: [
      "I have been impressed by Harold Fannin Jr. of late.",
      "What sort of projection do you have for him " + "going forward?",
    ],
    expect: "outlook",
    players: ["Harold Fannin Jr."],
  },
  {
    turns: [
      "Josh Allen has a rather difficult opponent in week 11.",
      "Kindly give me your projection for him that " + "week.",
    ],
    expect: "outlook",
    players: ["Josh Allen"],
    week: 11,
  },
  {
    turns: [
      "I was wondering what Jeanty's outlook is for this week, and whether he is a better long-term asset " +
        "than Hampton.",
    ],
    expect: ["outlook", "compare"],
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },

  // ---- status ----
  {
    turns: ["I was wondering whether Nico Collins is expected to play this week."],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["Might you tell me the latest on Terry McLaurin's quadriceps injury?"],
    expect: "status",
    players: ["Terry McLaurin"],
  },
  {
    turns: [
      "I read something troubling about Christian McCaffrey this morning.",
      "Is he practising, and will he " + "be available on Sunday?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Kindly advise whether Ladd McConkey is listed as questionable for this week."],
    expect: "status",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Has there been any news regarding Tyreek Hill's knee? Many thanks."],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "I understand Trey McBride was limited in practice on Wednesday.",
      "Would you let me know whether he " + "is expected to play on Sunday?",
    ],
    expect: "status",
    players: ["Trey McBride"],
  },
  {
    turns: ["I am rather worried about my tight end.", "Is Mark Andrews healthy enough to play this " + "week?"],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "Might you tell me if Lamb is playing this week?",
      "I should have said CeeDee. Is he expected to suit " + "up on Sunday?",
    ],
    expect: "status",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["Is Jayden Daniels expected to start this week, or is he still sidelined?"],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: ["Might you tell me whether Puka Nacua is playing this week, and if so, whether I ought to " + "start him?"],
    expect: ["status", "startSit"],
    players: ["Puka Nacua"],
  },

  // ---- tradeValue ----
  {
    turns: ["I was wondering what Jonathan Taylor is worth on the trade market at present."],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Would it be wise to sell high on Rico Dowdle, or ought I to hold him?"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "Travis Kelce has had a few fine weeks for me.",
      "Is this the moment to sell him, or is his value " + "likely to hold?",
    ],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Jaxson Dart has been a pleasant surprise.",
      "Kindly tell me how much trade value he carries in a " + "twelve-team league such as ours.",
    ],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },

  // ---- buyLow ----
  { turns: ["Might you suggest a few buy-low candidates worth pursuing before the deadline?"], expect: "buyLow" },
  {
    turns: [
      "Brian Thomas Jr. has disappointed his owner this year.",
      "I was wondering whether he is a buy-low at " + "this point.",
    ],
    expect: "buyLow",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "Garrett Wilson's owner seems rather frustrated with him.",
      "Would he be a sensible buy-low target, in " + "your view?",
    ],
    expect: "buyLow",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Are there any running backs whose value has dipped far enough that they might be acquired " + "cheaply?"],
    expect: "buyLow",
    position: "RB",
  },

  // ---- trade ----
  {
    turns: ["Coach Quinn has offered me Saquon Barkley for Drake London. Would it be wise to " + "accept?"],
    expect: "trade",
    players: ["Saquon Barkley", "Drake London"],
  },
  {
    turns: [
      "I was wondering whether trading Kyren Williams for Jaylen Waddle and Chuba Hubbard would be a fair " +
        "exchange.",
    ],
    expect: "trade",
    players: ["Kyren Williams", "Jaylen Waddle", "Chuba Hubbard"],
  },
  {
    turns: [
      "I have received an offer from Coach Sutton.",
      "He would give me Tee Higgins and Jake Ferguson for my " + "Lamar Jackson.",
      "Kindly advise whether I ought to accept.",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Jake Ferguson", "Lamar Jackson"],
  },
  {
    turns: ["Should I trade Josh Jacobs for Nico Collins? Many thanks."],
    expect: "trade",
    players: ["Josh Jacobs", "Nico Collins"],
  },
  {
    turns: [
      "Coach Marlow has proposed a trade to me.",
      "Would it be sensible to give up James Cook in exchange " + "for A.J. Brown?",
    ],
    expect: "trade",
    players: ["James Cook", "A.J. Brown"],
  },
  {
    turns: [
      "I am contemplating a two-for-one.",
      "I would send Chris Olave and Jerry Jeudy for DK Metcalf. Is that " + "wise?",
    ],
    expect: "trade",
    players: ["Chris Olave", "Jerry Jeudy", "DK Metcalf"],
  },
  {
    turns: ["Coach Reese proposes his Davante Adams for my Alvin Kamara. I should be grateful for your " + "opinion."],
    expect: "trade",
    players: ["Davante Adams", "Alvin Kamara"],
  },
  {
    turns: ["Might you evaluate a proposal for me: my De'Von Achane for Bucky Irving and George " + "Pickens?"],
    expect: "trade",
    players: ["De'Von Achane", "Bucky Irving", "George Pickens"],
  },
  {
    turns: [
      "Coach Finley has been in touch about my tight end.",
      "He offers Kyle Pitts for Sam LaPorta. Would " + "that improve my team?",
    ],
    expect: "trade",
    players: ["Kyle Pitts", "Sam LaPorta"],
  },
  {
    turns: ["Were you in my position, would you accept Brandon Aiyuk and Rachaad White for Jahmyr " + "Gibbs?"],
    expect: "trade",
    players: ["Brandon Aiyuk", "Rachaad White", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Would it be wise to trade Derrick Henry for ARSB? And, more generally, what is Henry worth these " + "days?",
    ],
    expect: ["trade", "tradeValue"],
    players: ["Derrick Henry", "Amon-Ra St. Brown"],
  },

  // ---- waivers ----
  { turns: ["Might you tell me whom I ought to pick up from waivers this week?"], expect: "waivers" },
  {
    turns: ["I was wondering how much of my FAAB budget I should bid on Kyle Monangai."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["I noticed Woody Marks was dropped this morning.", "Would it be wise to put in a claim " + "for him?"],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "My bench is rather thin at tight end.",
      "Which tight end on the waiver wire would you recommend " + "I add?",
    ],
    expect: "waivers",
    position: "TE",
  },
  { turns: ["Kindly advise which running backs are worth adding this week."], expect: "waivers", position: "RB" },
  {
    turns: ["I have $43 of FAAB remaining. What would be a sensible bid on Tyrone Tracy Jr.?"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: [
      "Thank you for your help last week; it proved invaluable.",
      "Are there any wide receivers available " + "who might help me this week?",
    ],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: ["Would it be sensible to use a waiver claim on a kicker such as Cameron Dicker, or is that a " + "waste?"],
    expect: "waivers",
    players: ["Cameron Dicker"],
    position: "K",
  },
  {
    turns: [
      "I fear I may lose my quarterback to injury.",
      "Who is the best quarterback available on waivers at " + "the moment?",
    ],
    expect: "waivers",
    position: "QB",
  },
  { turns: ["Kindly recommend the best pickups available for next week."], expect: "waivers", week: "next" },

  // ---- playoffs ----
  { turns: ["Might you tell me what our chances of making the playoffs are at present?"], expect: "playoffs" },
  { turns: ["I was wondering whether we are likely to secure one of the first-round byes."], expect: "playoffs" },
  {
    turns: ["I have been keeping an eye on Coach Quinn's team.", "What are their playoff odds, if I " + "might ask?"],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "We have had a difficult few weeks, I am afraid.",
      "Realistically, do we still have a chance of " + "reaching the postseason?",
    ],
    expect: "playoffs",
  },
  { turns: ["Kindly advise on our odds of winning the championship this year."], expect: "playoffs" },
  {
    turns: ["How likely is Coach Tatum's side to make the playoffs? I ask because we play them " + "soon."],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  { turns: ["What is my record at the moment?", "And where does that leave my playoff chances?"], expect: "playoffs" },
  {
    turns: ["Would you estimate the probability that Gridiron Gurus reaches the playoffs? Many " + "thanks."],
    expect: "playoffs",
  },
  {
    turns: ["Kindly tell me my playoff odds and what I might do to improve them. Many thanks."],
    expect: ["playoffs", "improveOdds"],
  },

  // ---- improveOdds ----
  { turns: ["What moves might I make to improve my chances of reaching the playoffs?"], expect: "improveOdds" },
  {
    turns: ["I was wondering what I could do, by trade or on the waiver wire, to bolster our playoff " + "odds."],
    expect: "improveOdds",
  },
  {
    turns: ["Our playoff chances seem rather slim at present.", "What would you suggest I do to raise " + "them?"],
    expect: "improveOdds",
  },
  { turns: ["Kindly advise which single change would most improve my postseason prospects."], expect: "improveOdds" },

  // ---- matchup ----
  { turns: ["Might you tell me how my matchup looks this week?"], expect: "matchup" },
  { turns: ["I was wondering whether I am projected to win this week's game."], expect: "matchup" },
  {
    turns: ["I see that I face Coach Ellis this week.", "What is the projected score of our game?"],
    expect: "matchup",
    team: "Pocket Passers",
  },
  { turns: ["Good afternoon.", "Whom am I playing this week, and what are my chances of winning?"], expect: "matchup" },
  { turns: ["Kindly advise what my win probability is for week 11."], expect: "matchup", week: 11 },
  { turns: ["Am I winning my matchup at the moment? The early games have just concluded."], expect: "matchup" },
  {
    turns: ["I am anxious about Sunday.", "How does my team stack up against my opponent's this " + "week?"],
    expect: "matchup",
  },
  { turns: ["Might you tell me who is favoured in my game next week?"], expect: "matchup", week: "next" },
  {
    turns: ["Kindly tell me how my matchup looks this week and what my team's projected total is."],
    expect: ["matchup", "projectedTotal"],
  },

  // ---- record ----
  { turns: ["Might you remind me of our current record?"], expect: "record" },
  { turns: ["What is End Zone Envy's record this season?"], expect: "record", team: "End Zone Envy" },
  {
    turns: [
      "I have been away for a fortnight and have not been following closely.",
      "How many games behind first " + "place are we now?",
    ],
    expect: "record",
  },
  {
    turns: ["Kindly tell me what place Coach Harper's team occupies at present."],
    expect: "record",
    team: "Fourth & Long Shots",
  },
  {
    turns: ["I was wondering what our record is at present and how our playoff chances look."],
    expect: ["record", "playoffs"],
  },

  // ---- rosterStatus ----
  { turns: ["Might you give me a summary of injuries and byes on my roster this week?"], expect: "rosterStatus" },
  { turns: ["I was wondering which of my players are on bye next week."], expect: "rosterStatus", week: "next" },
  {
    turns: ["Kindly advise whether any of my starters are injured or on a bye for week 12."],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: [
      "Before I finalise anything for Sunday, I should like a full picture.",
      "Could you tell me who on my " + "team is hurt at present?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: [
      "I have had a rough run of injuries.",
      "Could you tell me who on my roster is currently injured, and " + "which waiver pickups might help?",
    ],
    expect: ["rosterStatus", "waivers"],
  },

  // ---- positionRank ----
  {
    turns: ["Would you rank my running backs for this week, if you would be so kind?"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["I was wondering how you would order my wide receivers for week 11."],
    expect: "positionRank",
    week: 11,
    position: "WR",
  },
  { turns: ["Might you rank my tight ends from best to worst for this week?"], expect: "positionRank", position: "TE" },
  {
    turns: ["I have rather too many receivers on my roster.", "In what order would you rank them for " + "Sunday?"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Might you rank my running backs for this week and then optimize my lineup accordingly?"],
    expect: ["positionRank", "lineup"],
    position: "RB",
  },

  // ---- projectedTotal ----
  { turns: ["Might you tell me how many points my team is projected to score this week?"], expect: "projectedTotal" },
  {
    turns: ["I was wondering what the range of outcomes looks like for my team's total in week 11."],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: [
      "I have just made a change at flex.",
      "Kindly advise what my projected total is with the lineup as it " + "now stands.",
    ],
    expect: "projectedTotal",
  },

  // ---- leaders ----
  { turns: ["Which team leads the league in points scored, might I ask?"], expect: "leaders" },
  {
    turns: ["I was wondering whom you would consider the strongest team in the league at present."],
    expect: "leaders",
  },
  {
    turns: ["I am curious about the rest of the league.", "Would you share your power rankings for this " + "week?"],
    expect: "leaders",
  },

  // ---- sleepers ----
  { turns: ["Might you suggest a few deep sleepers worth stashing for the rest of the season?"], expect: "sleepers" },
  {
    turns: ["I was wondering whether there are any sleepers I should consider for next week."],
    expect: "sleepers",
    week: "next",
  },
  { turns: ["Kindly recommend a speculative stash or two with the playoff weeks in mind."], expect: "sleepers" },
  {
    turns: [
      "I have a spare bench spot.",
      "Is there a little-known player you would stash there for the remainder " + "of the year?",
    ],
    expect: "sleepers",
  },

  // ---- dropStash ----
  {
    turns: [
      "Would it be wise to drop Malik Nabers now that he is out for the season, or should I continue to " + "hold him?",
    ],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["I was wondering whether I ought to place Brandon Aiyuk on IR, or simply release him."],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: [
      "Joe Burrow has been out for weeks now.",
      "Would it be sensible to keep holding him, or ought I to let " + "him go?",
    ],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: [
      "Kindly advise whether Chris Godwin is worth stashing while he recovers, or whether I need the roster " +
        "spot more.",
    ],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },

  // ---- byeCover ----
  {
    turns: ["With Patrick Mahomes on bye this week, whom would you recommend I stream at " + "quarterback?"],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: ["I was wondering who might cover for Travis Kelce during his bye."],
    expect: "byeCover",
    players: ["Travis Kelce"],
  },
  {
    turns: ["Jonathan Taylor has his bye next week.", "Kindly advise how I ought to fill his spot."],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    week: "next",
  },
  {
    turns: ["Might you suggest a backup quarterback to pick up for Josh Allen's bye week?"],
    expect: "byeCover",
    players: ["Josh Allen"],
    position: "QB",
  },

  // ---- scenario ----
  {
    turns: ["If we were to win out, would we be assured of a playoff place?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["I was wondering what our playoff odds would be were we to go 3-2 over the remaining " + "games."],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: [
      "We are currently sitting in seventh place.",
      "Should we lose this week, would our season effectively " + "be over?",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds?", "And if I were to win two of my next three?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["Kindly advise what our chances would be if we managed four more wins."],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: [
      "George Kittle has been splendid, but I am rather deep at tight end.",
      "Might you tell me what I could " + "obtain in return for him?",
    ],
    expect: "tradeIdeas",
    players: ["George Kittle"],
  },
  {
    turns: [
      "I was wondering whether there are any two-for-one trades I might construct around Drake London and " +
        "Zay Flowers.",
    ],
    expect: "tradeIdeas",
    players: ["Drake London", "Zay Flowers"],
  },
  {
    turns: ["Kindly suggest some trades that would bring me a reliable running back."],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "I have a surplus at wide receiver.",
      "What might I reasonably expect in return for Ladd McConkey, and " + "who might be interested?",
    ],
    expect: "tradeIdeas",
    players: ["Ladd McConkey"],
  },

  // ---- help ----
  { turns: ["I am new to this app. Might you tell me what you are able to help with?"], expect: "help" },
  { turns: ["Kindly explain what sorts of questions I may put to you."], expect: "help" },
  {
    turns: ["Good morning. My grandson set this up for me.", "What exactly can you do for me? Many " + "thanks."],
    expect: "help",
  },

  // ---- None ----
  { turns: ["Might you tell me what the weather will be like in Green Bay on Sunday?"], expect: "None" },
  {
    turns: ["I was wondering whether you might tell me a joke to lift my spirits after last week's " + "defeat."],
    expect: "None",
  },
  {
    turns: [
      "I have a friend who enjoys a flutter.",
      "Would it be wise to place a wager on the Eagles covering the " + "spread this weekend?",
    ],
    expect: "None",
  },
  { turns: ["Kindly suggest a lineup for my DraftKings contest this Sunday."], expect: "None" },
  { turns: ["How are the Boston Celtics faring this season, if you happen to know?"], expect: "None" },
  { turns: ["I seem to have forgotten my password. How might I reset it?"], expect: "None" },
  { turns: ["Might you change my notification settings so that I receive fewer alerts?"], expect: "None" },
  { turns: ["Good morning. I trust you are keeping well?"], expect: "None" },
  { turns: ["Who won the Stanley Cup last season, might I ask?"], expect: "None" },
  {
    turns: [
      "Thank you for your advice on my lineup.",
      "On an unrelated note, might you recommend a good " + "restaurant near the stadium in Kansas City?",
    ],
    expect: "None",
  },
  {
    turns: [
      "I was wondering whether you could tell me what time the Thursday game kicks off, as I wish to watch " +
        "it with friends.",
    ],
    expect: "None",
  },
];
