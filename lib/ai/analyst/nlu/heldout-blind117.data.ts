// Blind held-out evaluation set 117 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a lawyer: formal, long sentences full of hedges and conditions.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_117: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Subject to any late-breaking injury news, and on the understanding that I may revisit the " +
        "matter on Sunday morning, would you advise that I start Jahmyr Gibbs or Bijan Robinson this " +
        "week?",
    ],
    expect: "startSit",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: [
      "i am, candidly, torn between nacua and jefferson for the wk 11 slate; absent some compelling " +
        "reason to the contrary, which one do I put in?",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Justin Jefferson"],
    week: 11,
  },
  {
    turns: [
      "A decision is required of me: Kittle or McBride at tight end this week, bearing in mind the " +
        "respective matchups?",
      "and would your answer differ were the same question posed for next week instead?",
    ],
    expect: "startSit",
    players: ["George Kittle", "Trey McBride"],
    week: "next",
  },
  {
    turns: [
      "With respect to the flex, and notwithstanding my general preference for running backs in that " +
        "position, ought I to deploy Zay Flowers, Chase Brown or Rico Dowdle this Sunday?",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Chase Brown", "Rico Dowdle"],
    position: "FLEX",
  },
  {
    turns: [
      "Is Jalen Hurts expected to play on Sunday, so far as you are aware?",
      "Good. Then as between him and Lamar, whom do I start this week, on the assumption that both " +
        "are active and neither is limited?",
    ],
    expect: "startSit",
    players: ["Jalen Hurts", "Lamar Jackson"],
  },
  {
    turns: [
      "Is Terry McLaurin in fact playing this week and, if he is, should I start him over DK " +
        "Metcalf, or would that be an imprudent gamble?",
    ],
    expect: ["status", "startSit"],
    players: ["Terry McLaurin", "DK Metcalf"],
  },

  // compare
  {
    turns: [
      "Setting aside this week's matchup entirely, and speaking strictly in terms of rest-of-season " +
        "value, who is the superior asset as between Ja'Marr Chase and CeeDee Lamb?",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "CeeDee Lamb"],
  },
  {
    turns: [
      "For the remainder of the season, and without prejudice to any future trade discussions, would " +
        "you rank Brock Bowers above Trey McBride, or is the converse the better view?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "jeanty vs hampton going forward -- which of the two rookies do you regard as the better " +
        "long-term holding, if I may put it that way?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "Is Nico Collins a legitimate WR1 in your estimation?",
      "Understood. And how would you say he compares, over the balance of the year, with Drake London?",
    ],
    expect: "compare",
    players: ["Nico Collins", "Drake London"],
  },
  {
    turns: [
      "In the abstract -- that is, not for any particular week -- is Breece Hall simply a better " +
        "player than James Cook, or am I being unduly swayed by reputation?",
    ],
    expect: "compare",
    players: ["Breece Hall", "James Cook"],
  },
  {
    turns: [
      "Should I start Egbuka this week?",
      "Leaving this week aside altogether: over the rest of the season, who is the better player, egbuka or mcmillan?",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },

  // slot
  {
    turns: [
      "Whom should I play at the flex this week, having regard to the options on my bench and to any " +
        "injuries of which you may be aware?",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: [
      "I should be grateful for your recommendation as to who ought to occupy my RB2 slot for week " +
        "11, assuming the current injury designations hold.",
    ],
    expect: "slot",
    position: "RB",
    week: 11,
  },
  {
    turns: [
      "best option at TE for me this wk? I confess the position has been a persistent source of " +
        "disappointment, if not outright grievance.",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Which of my available receivers, if any, represents the most prudent choice for the WR3 spot on Sunday?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["who should I start at flex this week", "and what about the kicker spot, while we are on the subject?"],
    expect: "slot",
    position: "K",
  },
  {
    turns: [
      "My lineup looks somewhat thin this week, I fear.",
      "Specifically, who would you recommend at defense for next week, all things considered and " +
        "subject to the usual caveats?",
    ],
    expect: "slot",
    position: "DEF",
    week: "next",
  },

  // lineup
  {
    turns: [
      "Would you be so kind as to review my starting lineup in its entirety and advise whether any " +
        "changes are warranted before kickoff?",
    ],
    expect: "lineup",
  },
  {
    turns: ["pls optimize my lineup for week 11 -- without, of course, binding me to any of your suggestions"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "What's my projected total this week?",
      "That is rather lower than I had hoped. Would you optimise my lineup, then, to whatever extent " +
        "improvement is possible?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Is Derrick Henry playing this week?",
      "Very well. In light of that, please reconsider my whole lineup and fix whatever requires fixing.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "is my lineup set correctly for next week, or have I, through some inadvertence, left a " +
        "starter in place who ought not to be there?",
    ],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "Are any of my starters injured or on bye this week and, should that prove to be the case, " +
        "could you fix my lineup accordingly?",
    ],
    expect: ["rosterStatus", "lineup"],
  },

  // outlook
  {
    turns: [
      "Is Malik Nabers, in your considered view, a legitimate every-week starter for the rest of the " +
        "season, or has his production been something of an aberration?",
    ],
    expect: "outlook",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "what should I reasonably expect from Kenneth Walker this week, point-wise, allowing for the usual variance?",
    ],
    expect: "outlook",
    players: ["Kenneth Walker III"],
  },
  {
    turns: [
      "rest of season outlook for tetairoa mcmillan? I ask with a view to planning, and not with any " +
        "trade presently in contemplation.",
    ],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: [
      "Is Jaxson Dart someone who ought to be starting in a league of this size?",
      "Forgive me, let me rephrase: is he actually any good, or is the hype outrunning the substance?",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Is Skattebo for real? I remain, I must confess, somewhat sceptical, though I am open to persuasion."],
    expect: "outlook",
    players: ["Cam Skattebo"],
  },
  {
    turns: [
      "What is Woody Marks projected for in week 11?",
      "And beyond week 11 -- is he someone upon whom I can rely for the rest of the season, in your view?",
    ],
    expect: "outlook",
    players: ["Woody Marks"],
  },

  // status
  {
    turns: [
      "Could you confirm whether Christian McCaffrey is expected to suit up this Sunday, or whether " +
        "his status remains, as they say, questionable?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["is tyreek on bye this week? I would prefer not to learn of it after the fact, as has happened before."],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Has Rashee Rice practised at all this week, whether in full or in a limited capacity, so far " +
        "as the reports indicate?",
    ],
    expect: "status",
    players: ["Rashee Rice"],
  },
  {
    turns: ["Is Jonathan Taylor dealing with any injury at present?", "and Josh Jacobs, same question?"],
    expect: "status",
    players: ["Josh Jacobs"],
  },
  {
    turns: [
      "Is Omarion Hampton healthy at the moment, and what, on balance, should I expect from him the rest of the way?",
    ],
    expect: ["status", "outlook"],
    players: ["Omarion Hampton"],
  },
  {
    turns: ["What is the latest on Sam LaPorta's back?", "So, to be clear, is he ruled out for week 11 or not?"],
    expect: "status",
    players: ["Sam LaPorta"],
    week: 11,
  },

  // tradeValue
  {
    turns: [
      "Is this an opportune moment to sell high on Jaxon Smith-Njigba, or would I be well advised to " +
        "hold him through the playoffs?",
    ],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Is Derrick Henry still the lead back in Baltimore?",
      "Then what is he worth in a trade right now, roughly speaking, and without committing me to anything?",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Should I be looking to buy low on Marvin Harrison Jr., given his rather uneven output to date?"],
    expect: "tradeValue",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "Is Travis Kelce still a usable tight end?",
      "Then, on balance, should I sell him while his name still carries some weight in the market?",
    ],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "What is the rest-of-season outlook for Bucky Irving, and, in light of it, should I be selling him at present?",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Bucky Irving"],
  },
  {
    turns: [
      "If I were to shop De'Von Achane, what sort of return might one reasonably expect, assuming a " +
        "rational counterparty?",
    ],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },

  // buyLow
  {
    turns: [
      "Are there players on other rosters in this league whom I might, with some prudence, acquire " +
        "at a discount -- buy-low candidates, so to speak?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Which of my own players would you characterise as sell-high candidates at present, bearing in " +
        "mind that I am reluctant to part with anyone?",
    ],
    expect: "buyLow",
  },
  { turns: ["buy low targets this week? brevity appreciated, I'm between hearings"], expect: "buyLow" },
  {
    turns: [
      "I should like a list, however provisional, of underperforming players across the league whose " +
        "value may be depressed and who might reasonably be expected to rebound.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "How are my playoff odds looking?",
      "Accepting that, who are the most sensible buy-low candidates around the league at the moment?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Should I sell high on Puka Nacua?",
      "Fair enough. More broadly, then, are there any sell-high candidates on my roster whom I ought " +
        "to consider moving before their value, as it were, reverts to the mean?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: [
      "I have received an offer: my Davante Adams for Coach Tatum's Chuba Hubbard. Should I accept, " +
        "or would that be imprudent in the circumstances?",
    ],
    expect: "trade",
    players: ["Davante Adams", "Chuba Hubbard"],
  },
  {
    turns: [
      "Would you accept Breece Hall and Jordan Addison in exchange for Saquon Barkley, it being " +
        "understood that I am the party giving up Barkley?",
    ],
    expect: "trade",
    players: ["Breece Hall", "Jordan Addison", "Saquon Barkley"],
  },
  {
    turns: [
      "kamara for pickens -- who wins that deal, in your estimation? for the avoidance of doubt I'd " +
        "be the one sending Kamara.",
    ],
    expect: "trade",
    players: ["Alvin Kamara", "George Pickens"],
  },
  {
    turns: [
      "Coach Sutton is offering me Tee Higgins for Jaylen Waddle.",
      "Is that a fair deal from my side, or should I hold out for something more?",
    ],
    expect: "trade",
    players: ["Tee Higgins", "Jaylen Waddle"],
  },
  {
    turns: [
      "Proposed terms: I give Mike Evans and Rachaad White; I receive Josh Jacobs. Please evaluate, " +
        "noting any reservations you may have.",
    ],
    expect: "trade",
    players: ["Mike Evans", "Rachaad White", "Josh Jacobs"],
  },
  {
    turns: [
      "Is Kyle Pitts worth holding?",
      "Coach Ellis has now proposed Jake Ferguson for Pitts. Is accepting a defensible move on my " +
        "part, or does it merely rearrange the deck chairs?",
    ],
    expect: "trade",
    players: ["Jake Ferguson", "Kyle Pitts"],
  },

  // tradeIdeas
  {
    turns: [
      "I find myself in want of a reliable running back. Which teams might be amenable to a trade, " +
        "and whom might I reasonably target?",
    ],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "Could you suggest a 2-for-1 package built around Drake London that might, with any luck, return a true WR1?",
    ],
    expect: "tradeIdeas",
    players: ["Drake London"],
  },
  {
    turns: ["who would be good trade partners for me? I'm open to most structures, within reason"],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "I am minded to move Jared Goff. What trade would you construct around him, and with which " +
        "manager, if any, would it be most likely to find favour?",
    ],
    expect: "tradeIdeas",
    players: ["Jared Goff"],
  },
  {
    turns: [
      "Which teams are thinnest at tight end?",
      "In that case, what trade could I propose to one of them to land a TE upgrade, offering from " +
        "my depth at receiver?",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: [
      "Is there a trade to be had with Coach Finley, given how his roster is constructed, that would " +
        "redound to the benefit of both parties?",
    ],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },

  // waivers
  {
    turns: ["Who, in your view, is the most valuable pickup presently available on the waiver wire?"],
    expect: "waivers",
  },
  {
    turns: [
      "How much FAAB would you consider a reasonable bid on Kyle Monangai, bearing in mind that I " +
        "have roughly forty dollars remaining and the playoffs loom?",
    ],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Who would you drop from my bench, if anyone?",
      "Fine. And whom should I add off the wire in that spot -- preferably a running back, if one of " +
        "any merit is to be had?",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "Whom should I pick up off waivers this week, and whom should I drop to make room, given that " +
        "my roster is presently full?",
    ],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["Should I put in a claim for Tyrone Tracy and, if so, for how much of my remaining budget?"],
    expect: "waivers",
    players: ["Tyrone Tracy Jr."],
  },
  { turns: ["top waiver adds for week 11, pls, in order of priority"], expect: "waivers", week: 11 },

  // sleepers
  {
    turns: [
      "Are there any deep sleepers -- players as yet unrostered and largely overlooked -- whom I " +
        "might stash against the possibility of a late-season breakout?",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "Which players would you identify as breakout candidates for the remainder of the year, " +
        "speaking, I appreciate, somewhat speculatively?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["who are the under-the-radar names I ought to grab before the rest of the league catches on?"],
    expect: "sleepers",
  },
  {
    turns: [
      "Are there handcuff running backs worth stashing who could, in the event of an injury to the " +
        "starter ahead of them, become league-winners?",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "Who's the top waiver pickup this week?",
      "Fine, but setting aside the obvious names, who are the deeper sleepers?",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "Which of my bench players can I afford to cut?",
      "And once I have done so, are there any stash candidates for the fantasy playoffs -- " +
        "lower-rostered fellows with favourable schedules, say?",
    ],
    expect: "sleepers",
  },

  // dropStash
  {
    turns: [
      "Any update on Brandon Aiyuk?",
      "Then should I continue to hold him in the hope of a late-season return, or is it time, " +
        "regrettably, to cut bait?",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: [
      "I need to clear a roster spot for a waiver claim. Whom would you recommend I drop, bearing in " +
        "mind that I am loath to lose any upside?",
    ],
    expect: "dropStash",
  },
  {
    turns: ["is it reasonable to drop JK Dobbins now that he's on IR, or would that be premature?"],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: ["Is Chris Godwin still injured?", "In that event, should I stash him or release him?"],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: [
      "Which of my injured players, if any, are worth keeping, and which may safely be released " +
        "without undue risk of regret?",
    ],
    expect: "dropStash",
  },
  {
    turns: ["should i cut Javonte Williams or Rhamondre Stevenson to make room? one of them has to go, regrettably"],
    expect: "dropStash",
    players: ["Javonte Williams", "Rhamondre Stevenson"],
  },

  // byeCover
  {
    turns: ["Lamar Jackson is on bye next week; whom should I stream at quarterback to cover his absence?"],
    expect: "byeCover",
    players: ["Lamar Jackson"],
    position: "QB",
    week: "next",
  },
  {
    turns: [
      "With Kittle away on his bye in week 11, who might serve as a suitable fill-in at tight end for that week only?",
    ],
    expect: "byeCover",
    players: ["George Kittle"],
    position: "TE",
    week: 11,
  },
  {
    turns: ["Is Drake Maye on bye this week and, if that is so, whom should I stream at QB in his stead?"],
    expect: ["status", "byeCover"],
    players: ["Drake Maye"],
    position: "QB",
  },
  {
    turns: ["Is Justin Jefferson on bye next week?", "If so, whom do I plug in at receiver to cover for him?"],
    expect: "byeCover",
    players: ["Justin Jefferson"],
    position: "WR",
    week: "next",
  },
  {
    turns: [
      "need a defense to stream while mine is on bye this week -- any thoughts, with the usual caveats about matchups?",
    ],
    expect: "byeCover",
    position: "DEF",
  },
  {
    turns: [
      "Is Jayden Daniels going to play this week?",
      "Should he miss, as appears possible, who would be a prudent fill-in at quarterback?",
    ],
    expect: "byeCover",
    players: ["Jayden Daniels"],
    position: "QB",
  },

  // playoffs
  { turns: ["What, in your estimation, are my present chances of qualifying for the playoffs?"], expect: "playoffs" },
  {
    turns: ["am I realistically in contention for a first-round bye, or is that an unduly optimistic aspiration?"],
    expect: "playoffs",
  },
  {
    turns: [
      "Who's leading the league right now?",
      "And what, however remote, are the odds that Gridiron Gurus wins the championship this year?",
    ],
    expect: "playoffs",
  },
  { turns: ["What's my record?", "And what does that imply for my playoff chances?"], expect: "playoffs" },
  {
    turns: ["Do I make the playoffs? I would like a straight answer, my own fondness for hedges notwithstanding."],
    expect: "playoffs",
  },
  { turns: ["Speaking probabilistically, how likely is it that I finish in the top six?"], expect: "playoffs" },

  // scenario
  {
    turns: [
      "Assuming, for the sake of argument, that I win all of my remaining games, am I assured of a playoff berth?",
    ],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What are my playoff odds?", "And if I win only two of the last four? Would that suffice to get me in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["what happens to my playoff odds if I lose this week? I'd prefer to be prepared for the worst"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["How do my playoff chances look?", "And supposing I manage only three more wins, what then?"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["What are my playoff odds as things presently stand, and what would they become were I to lose this week?"],
    expect: ["playoffs", "scenario"],
    scenario: "lose-this-week",
  },
  {
    turns: ["If I win out from here -- a considerable if, I grant you -- do I secure a first-round bye?"],
    expect: "scenario",
    scenario: "win-out",
  },

  // improveOdds
  {
    turns: ["What moves, whether trades or pickups, would most improve my prospects of making the playoffs?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "How might I strengthen my team in the weeks remaining, assuming I am willing to take some measured risks?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds?", "Understood. What can I do, concretely, to improve them?"],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds at present, and what, if anything, might I do to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: [
      "I would welcome any recommendations as to how my roster might be improved before the stretch " +
        "run, within reason.",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "What's my record?",
      "Not ideal. Where is my team weakest, and what should I do about it to give myself the best " +
        "chance of playing in December?",
    ],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: [
      "Is my lineup set?",
      "Thank you. And who am I facing this week, and how do you rate my chances against them?",
    ],
    expect: "matchup",
  },
  {
    turns: ["Preview my week 11 matchup, please, noting any particular areas of concern."],
    expect: "matchup",
    week: 11,
  },
  {
    turns: ["am I favoured against Coach Quinn this weekend, or is it closer than I would like?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  { turns: ["Preview my matchup this week.", "and what about next week's?"], expect: "matchup", week: "next" },
  {
    turns: [
      "Preview my week 11 matchup and, while you are at it, tell me whether to start Rome Odunze or Jameson Williams.",
    ],
    expect: ["matchup", "startSit"],
    players: ["Rome Odunze", "Jameson Williams"],
    week: 11,
  },
  {
    turns: ["how do I stack up vs Sunday Scaries in week 12, on paper at least?"],
    expect: "matchup",
    team: "Sunday Scaries",
    week: 12,
  },

  // projectedTotal
  { turns: ["What is my team projected to score this week?"], expect: "projectedTotal" },
  {
    turns: [
      "Could you give me a floor and a ceiling for my team's output in week 11, with whatever " +
        "caveats you consider appropriate?",
    ],
    expect: "projectedTotal",
    week: 11,
  },
  { turns: ["What's my projected total this week?", "and next week?"], expect: "projectedTotal", week: "next" },
  {
    turns: [
      "How many points is my team projected for this week?",
      "And realistically, what is the ceiling, if everything breaks my way?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["If all goes poorly, what is the lowest plausible score for my lineup this week -- the floor, as it were?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Who am I playing this week, and what am I projected to score against them?"],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  { turns: ["What is my current record, and where does that place me in the standings?"], expect: "record" },
  {
    turns: ["Who leads the league?", "And remind me, if you would, of my own win-loss record to date."],
    expect: "record",
  },
  { turns: ["what is Coach Reese's record at the moment?"], expect: "record", team: "Play Action Pack" },
  { turns: ["What's my record?", "and Hail Mary Heroes'?"], expect: "record", team: "Hail Mary Heroes" },
  {
    turns: ["Where do I presently stand in the standings? I mean my own position, not the table generally."],
    expect: "record",
  },
  {
    turns: ["What is my record, and what do you make of my chances of reaching the playoffs from here?"],
    expect: ["record", "playoffs"],
  },

  // leaders
  { turns: ["Who currently leads the league?"], expect: "leaders" },
  {
    turns: ["Which team, in your assessment, is the strongest in the league at present, irrespective of record?"],
    expect: "leaders",
  },
  { turns: ["Could you show me the full standings as they stand today?"], expect: "leaders" },
  {
    turns: ["How many points have I scored this season?", "And who has scored the most in the league?"],
    expect: "leaders",
  },
  { turns: ["What's my record?", "And who sits atop the standings?"], expect: "leaders" },
  { turns: ["Who leads the league, and where do I sit relative to them?"], expect: ["leaders", "record"] },

  // rosterStatus
  { turns: ["Could you provide a summary of injuries and byes across my roster this week?"], expect: "rosterStatus" },
  {
    turns: ["Who on my team is on bye next week? I would rather plan ahead than be caught short."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Is Christian McCaffrey playing?", "Beyond him, are any of my other players currently injured?"],
    expect: "rosterStatus",
  },
  { turns: ["Any injuries on my roster?", "and byes in week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["Run through my roster and flag anyone questionable, doubtful or out for Sunday, if you would."],
    expect: "rosterStatus",
  },
  {
    turns: ["For week 13, which of my players will be unavailable, whether through bye or injury?"],
    expect: "rosterStatus",
    week: 13,
  },

  // positionRank
  {
    turns: ["Could you rank my running backs for this week, from most to least advisable to start?"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["rank my WRs for week 11"], expect: "positionRank", position: "WR", week: 11 },
  {
    turns: ["In what order would you place my tight ends for next week?"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  { turns: ["Rank my running backs this week.", "and the tight ends?"], expect: "positionRank", position: "TE" },
  {
    turns: ["Please order my quarterbacks by expected output this week, with any reservations you think appropriate."],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["Rank my quarterbacks this week.", "and the wideouts, best to worst?"],
    expect: "positionRank",
    position: "WR",
  },

  // help
  {
    turns: ["Good afternoon. Before we begin, could you outline what services you are able to provide?"],
    expect: "help",
  },
  { turns: ["hello"], expect: "help" },
  {
    turns: [
      "What sorts of questions are you equipped to answer, and are there any limitations of which I ought to be aware?",
    ],
    expect: "help",
  },
  { turns: ["Hello -- what can you do, and, while I have you, what is my record?"], expect: ["help", "record"] },
  { turns: ["hello", "What can you do for me, exactly?"], expect: "help" },
  {
    turns: ["Good morning. Might you explain your capabilities, in brief, so that I know how best to make use of you?"],
    expect: "help",
  },

  // None
  {
    turns: [
      "What is the forecast for Buffalo on Sunday? I ask purely out of personal curiosity, as I have " +
        "tickets to the game.",
    ],
    expect: "None",
  },
  { turns: ["Tell me a joke, if you would -- something suitable for a partners' meeting."], expect: "None" },
  { turns: ["Who leads our league?", "Unrelated, but who do you think wins the NBA title this year?"], expect: "None" },
  {
    turns: ["Could you help me draft a short memo on the doctrine of promissory estoppel? It is due tomorrow."],
    expect: "None",
  },
  {
    turns: ["Should I take the over on Josh Allen's passing yards prop tonight, assuming the line holds?"],
    expect: "None",
  },
  {
    turns: ["Is Josh Allen playing?", "Unrelated -- what's a good restaurant near the courthouse downtown?"],
    expect: "None",
  },
];
