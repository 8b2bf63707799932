// Blind held-out evaluation set 167 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a league commissioner who constantly names the other teams and managers, with rivalries,
// trash talk and questions about their records, odds and trade needs.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_167: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Coach Tatum from Red Zone Raiders just bragged in the league chat that I'll choke again. " +
        "Should I start Nabers or Waddle this week?",
    ],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  {
    turns: [
      "As commish I have to stay neutral, but I really want to beat Coach Quinn and his Blitz Brigade this week.",
      "Do I play Bijan or Jeanty today?",
    ],
    expect: "startSit",
    players: ["Bijan Robinson", "Ashton Jeanty"],
  },
  {
    turns: [
      "Start Kittle or LaPorta this week? Coach Rowan at End Zone Envy says LaPorta's washed.",
      "what about McBride, do I start him over Kittle then?",
    ],
    expect: "startSit",
    players: ["Trey McBride", "George Kittle"],
  },
  {
    turns: ["Planning ahead for week 11 before Coach Finley and the Wizards snipe everybody: Jaxson Dart or Bo Nix?"],
    expect: "startSit",
    players: ["Jaxson Dart", "Bo Nix"],
    week: 11,
  },
  {
    turns: [
      "I'm facing Coach Sawyer's Audible Alchemists and he's been talking trash all week. Should I " +
        "start Tucker Kraft or leave him on my bench?",
    ],
    expect: "startSit",
    players: ["Tucker Kraft"],
  },
  {
    turns: [
      "Hail Mary Heroes took James Cook one pick before me in the draft and Coach Sutton never lets me forget it.",
      "Anyway, Chase Brown or Kyren Williams for Sunday?",
      "ok what about Chase Brown versus Javonte Williams then?",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Javonte Williams"],
  },

  // compare
  {
    turns: [
      "Settle a debate between me and Coach Ellis of Pocket Passers: rest of season, who's the better " +
        "asset, Puka or Ja'Marr?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: [
      "Long term, who would you rather have, Omarion Hampton or Ashton Jeanty? Coach Marlow over at " +
        "Two-Minute Drill swears it's Hampton.",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: [
      "Coach Blake at Sunday Scaries keeps saying Nico is the best WR in the league lol. Who's better " +
        "ROS, JSN or Nico Collins?",
      "ok now Drake London vs JSN the rest of the way",
    ],
    expect: "compare",
    players: ["Drake London", "Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "For the rest of the year, is Bucky Irving or Rachaad White the better back? Coach Reese of " +
        "Play Action Pack made me ask you before he'll believe it.",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Rachaad White"],
  },
  {
    turns: [
      "Rest-of-season argument with Coach Harper from Fourth & Long Shots: Jalen Hurts vs Lamar " +
        "Jackson, who scores more from here on out?",
    ],
    expect: "compare",
    players: ["Jalen Hurts", "Lamar Jackson"],
  },
  {
    turns: [
      "Red Zone Raiders and Waiver Wire Wizards are fighting about tight ends in the group chat again.",
      "Who's going to be better the rest of the season, Bowers or McBride?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },

  // slot
  {
    turns: [
      "Coach Quinn's Blitz Brigade is projected to outscore me so I need every point. Who should I " +
        "put in my flex this week?",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["Quick one before I post the weekly power rankings for the league: who's my QB this week?"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: [
      "Sunday Scaries is my opponent and Coach Blake stacked running backs. I'm nervous.",
      "Who do I roll out at RB2?",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "Who should fill my TE spot for week 11? Coach Finley already swiped the guy I wanted, classic Wizards move.",
    ],
    expect: "slot",
    position: "TE",
    week: 11,
  },
  {
    turns: [
      "Coach Rowan thinks I'll start the wrong guy again like last week. Who should start at my flex today?",
      "now do my WR2 spot",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "Which of my guys goes in the kicker slot this week? End Zone Envy's kicker outscored my whole " +
        "bench last week and Rowan won't shut up.",
    ],
    expect: "slot",
    position: "K",
  },

  // lineup
  {
    turns: ["Set my optimal lineup for this week. I want to bury Coach Tatum and Red Zone Raiders."],
    expect: "lineup",
  },
  {
    turns: [
      "Can you check my starting lineup and tell me if anything looks off? Coach Ellis lost last week " +
        "with an empty slot and I will never let him live that down.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Hail Mary Heroes is my opponent this week, and Coach Sutton is on a four-game heater.",
      "Optimize my whole lineup to give me the best shot.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Optimize my lineup for week 11. Coach Reese at Play Action Pack never sets his anyway, so I have no excuse.",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "Who's leading the league right now?",
      "Cool, Coach Marlow on top again, ugh. Fix my starting lineup so I can catch him.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Is my lineup good to go? Want it locked in before the early games start and Coach Blake starts " +
        "spamming the league chat.",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: [
      "Coach Sawyer keeps saying Jaxon Smith-Njigba is a fluke. What's JSN's outlook for the rest of the season?",
    ],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "What's Gibbs's ceiling and floor this week? Ellis at Pocket Passers drafted him and won't shut up about it.",
    ],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: [
      "Coach Harper just mentioned Quinshon Judkins in the league chat like he's a superstar.",
      "How good is Judkins honestly? What's his projection this week?",
    ],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: [
      "how's Tetairoa McMillian looking going forward? Coach Tatum called him a reach on draft night " +
        "and I said nothing",
    ],
    expect: "outlook",
    players: ["Tetairoa McMillan"],
  },
  {
    turns: [
      "Give me the projection for Rico Dowdle this week. Coach Quinn at Blitz Brigade keeps asking me if he's legit.",
    ],
    expect: "outlook",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "Who's better ROS, Worthy or Egbuka?",
      "ok forget Worthy. Just tell me about Egbuka, what's his outlook? Coach Rowan at End Zone Envy " +
        "says he's a paper tiger.",
    ],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },

  // status
  {
    turns: [
      "Is Christian McCaffrey playing today? Coach Finley has been spreading rumors in the group chat that he's out.",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["Did Mark Andrews practice this week? Coach Sutton keeps dodging the question in the league chat."],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "Coach Marlow said Two-Minute Drill is cooked if Ja'Marr misses time.",
      "Is Ja'Marr Chase actually hurt? Is he active Sunday?",
    ],
    expect: "status",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: [
      "is saquon good to go this week or is he questionable? asking for a friend (the friend is Coach " +
        "Blake of Sunday Scaries)",
    ],
    expect: "status",
    players: ["Saquon Barkley"],
  },
  {
    turns: [
      "Should I start Jonathan Taylor or Breece Hall? Coach Reese swears JT is running on one leg.",
      "wait, is JT even healthy? what's his injury status",
    ],
    expect: "status",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "What's the latest on Rashee Rice, is he available this week or not? Coach Tatum at Red Zone " +
        "Raiders is sweating too.",
    ],
    expect: "status",
    players: ["Rashee Rice"],
  },

  // tradeValue
  {
    turns: [
      "What's Derrick Henry worth right now? Coach Harper keeps sniffing around and I don't want to get fleeced.",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Is this the time to sell high on Jameson Williams? Coach Quinn of Blitz Brigade wants to talk " +
        "and I'd rather not help him.",
    ],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "Coach Ellis just posted in the league chat that Kyle Pitts is a buy.",
      "Is Pitts a buy-low for me or is Ellis trolling?",
    ],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },
  {
    turns: [
      "What's the trade value of Travis Kelce at this point? Coach Rowan keeps calling him washed in the group chat.",
    ],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "who's got the most points in the league?",
      "figures it's Coach Marlow. Speaking of, how much is De'Von Achane worth in a trade these days?",
    ],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },

  // buyLow
  {
    turns: [
      "Who are some good buy-low candidates right now? Every team in this league except Waiver Wire " +
        "Wizards is asleep on the trade market.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Who are the sell-high candidates I should be looking at? Coach Sutton just overpaid for a hot " +
        "streak and I want to cash in the same way.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I'm posting the trade deadline reminder for the league this week.",
      "Before everyone wakes up, which players are worth buying low on?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Any sell-high candidates on my roster? Coach Blake at Sunday Scaries will buy anything that " +
        "scored 25 last week.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Which slumping players are buy-low targets this week? Half this league panics after one bad " +
        "game, looking at you, Coach Marlow.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Coach Reese keeps asking about Garrett Wilson. Is he a sell-high?",
      "ok, more generally, who else should I be selling high on?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: ["Coach Tatum offered me Brock Bowers for George Kittle straight up. Should I accept?"],
    expect: "trade",
    players: ["Brock Bowers", "George Kittle"],
  },
  {
    turns: ["Would I win this deal with Coach Quinn: I give Jaylen Waddle and Rico Dowdle, I get Drake London?"],
    expect: "trade",
    players: ["Jaylen Waddle", "Rico Dowdle", "Drake London"],
  },
  {
    turns: [
      "Coach Finley of the Wizards just proposed something wild.",
      "He wants my Josh Jacobs and I'd get Breece Hall plus Jordan Addison. Good deal for me?",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Breece Hall", "Jordan Addison"],
  },
  {
    turns: ["Coach Sutton wants my Tee Higgins for his Chris Olave and says it's fair. Is it?"],
    expect: "trade",
    players: ["Tee Higgins", "Chris Olave"],
  },
  {
    turns: ["Should I do this 2-for-1: Zay Flowers + Chuba Hubbard for Coach Marlow's Amon-Ra St. Brown?"],
    expect: "trade",
    players: ["Zay Flowers", "Chuba Hubbard", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "Coach Rowan is offering DK Metcalf for my Courtland Sutton.",
      "What if he throws in Tony Pollard too, do I take it then?",
    ],
    expect: "trade",
    players: ["DK Metcalf", "Courtland Sutton", "Tony Pollard"],
  },

  // tradeIdeas
  {
    turns: [
      "Which team in the league needs a running back? I've got a surplus and Coach Harper and Coach " +
        "Ellis both look desperate.",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["What could I get from Red Zone Raiders for Jakobi Meyers? Tatum's WR room is a disaster."],
    expect: "tradeIdeas",
    players: ["Jakobi Meyers"],
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "Our league's trade deadline is in two weeks and I'm the commish, so I can't pretend I forgot.",
      "Who should I be trading for to win this thing?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["Find me a trade partner for Mike Evans. Ideally not Coach Finley, he's fleeced me twice."],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
  {
    turns: ["What does Pocket Passers need? If Coach Ellis is thin somewhere I want to build a trade around it."],
    expect: "tradeIdeas",
    team: "Pocket Passers",
  },
  {
    turns: [
      "Coach Blake keeps saying QBs are worthless in this league. What's Drake Maye's trade value?",
      "ok so who would actually give me something for him? which teams should I pitch him to?",
    ],
    expect: "tradeIdeas",
    players: ["Drake Maye"],
  },

  // waivers
  {
    turns: [
      "Who's the best pickup on waivers this week? Coach Finley runs the Waiver Wire Wizards so I " +
        "need to beat him to it.",
    ],
    expect: "waivers",
  },
  {
    turns: ["How much FAAB should I bid on Kyle Monangai? Finley has way more budget left than me."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Blitz Brigade just dropped Woody Marks, Coach Quinn has lost his mind.",
      "Should I claim Woody Marks, and what should I bid?",
    ],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "I need a TE off the wire now that Coach Rowan's End Zone Envy grabbed the one I wanted. Who should I add?",
    ],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: [
      "Hail Mary Heroes and Red Zone Raiders already cleared out the good running backs this week.",
      "Who's the best RB I can still add off waivers right now?",
    ],
    expect: "waivers",
    position: "RB",
  },

  // sleepers
  {
    turns: ["Give me some deep sleepers to stash. Coach Finley's Wizards always beat me to the obvious adds."],
    expect: "sleepers",
  },
  {
    turns: [
      "Who are the guys to stash now for the fantasy playoff stretch? I want to be ahead of Coach Sawyer for once.",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "Who should I grab on waivers this week?",
      "and looking further ahead, any stashes for next week or later before Coach Finley finds them?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["Any under-the-radar running backs I should stash for later? Two-Minute Drill is hoarding every handcuff."],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: [
      "Coach Harper always finds the late-season breakout before me.",
      "Which sleepers could pay off in week 12?",
    ],
    expect: "sleepers",
    week: 12,
  },
  {
    turns: [
      "Who are some speculative adds for next week? Ellis stuffed the Pocket Passers bench with them " +
        "and seems to know something.",
    ],
    expect: "sleepers",
    week: "next",
  },

  // playoffs
  {
    turns: ["What are my playoff odds right now? Coach Tatum already told the whole league I'm eliminated."],
    expect: "playoffs",
  },
  {
    turns: ["What are Hail Mary Heroes' chances of making the playoffs? Coach Sutton keeps claiming he's a lock."],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["Coach Blake said I'm below .500. What's my record?", "and what does that mean for my playoff chances?"],
    expect: "playoffs",
  },
  {
    turns: [
      "Do I make the playoffs? Be honest, it would be embarrassing to miss them in my own league " +
        "again while Coach Reese laughs.",
    ],
    expect: "playoffs",
  },
  {
    turns: ["What's Two-Minute Drill's record?", "what about their playoff odds? Marlow says he's a lock"],
    expect: "playoffs",
    team: "Two-Minute Drill",
  },

  // improveOdds
  {
    turns: [
      "What moves do I need to make to boost my playoff odds? Coach Harper is breathing down my neck " +
        "for the last seed.",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["How do I turn this season around? Coach Quinn keeps posting my record in the league chat."],
    expect: "improveOdds",
  },
  {
    turns: [
      "What are my playoff chances?",
      "Ugh. What can I do to improve them? I refuse to finish behind Sunday Scaries.",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "What should I change to sneak into the playoffs? Pocket Passers just passed me and Coach Ellis is unbearable.",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Any roster moves that would actually raise my playoff probability? I need to leapfrog Coach " +
        "Reese and Play Action Pack.",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "What are Audible Alchemists' playoff odds? Coach Sawyer is gloating.",
      "Fine. What do I need to do to get my odds higher than his?",
    ],
    expect: "improveOdds",
  },

  // scenario
  {
    turns: ["If I win out, do I make the playoffs? Coach Tatum says even that won't be enough."],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: [
      "What are my playoff odds if I lose this week to Blitz Brigade? Quinn would never let me hear the end of it.",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: [
      "If I go 3-2 the rest of the way, what are my playoff odds? Coach Harper's Fourth & Long Shots " +
        "are right behind me.",
    ],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: [
      "Coach Finley keeps saying the Wizards will take my playoff spot. What are my playoff odds?",
      "and with 2 more wins?",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["What are Red Zone Raiders' playoff chances if they win out? Need ammo for my trash talk with Tatum."],
    expect: "scenario",
    scenario: "win-out",
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "Am I favored against Hail Mary Heroes this week?",
      "and if I lose to Sutton, how bad are my playoff odds?",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // matchup
  { turns: ["Who am I playing this week? I forget if it's Coach Ellis or Coach Reese."], expect: "matchup" },
  {
    turns: ["What's my win probability this week? Coach Blake has been trash talking me since Tuesday."],
    expect: "matchup",
  },
  {
    turns: ["Sunday Scaries against me this week, biggest rivalry in the league.", "Am I favored?"],
    expect: "matchup",
  },
  {
    turns: ["What's the projected score of my matchup this week? Need to know how worried to be about Coach Sawyer."],
    expect: "matchup",
  },
  {
    turns: [
      "Coach Marlow bet me a Two-Minute Drill jersey that I lose this week.",
      "Who's got the edge in my matchup?",
    ],
    expect: "matchup",
  },

  // record
  { turns: ["What's my record? I need the exact number before I clap back at Coach Tatum."], expect: "record" },
  {
    turns: ["What's Blitz Brigade's record? Coach Quinn claims he's 7-2 and I don't believe it."],
    expect: "record",
    team: "Blitz Brigade",
  },
  {
    turns: ["Who's in first place?", "and where's End Zone Envy sitting? Rowan's been awfully quiet"],
    expect: "record",
    team: "End Zone Envy",
  },
  {
    turns: ["Where do I rank in the standings right now? If I'm behind Play Action Pack I'm resigning as commish."],
    expect: "record",
  },
  {
    turns: ["Coach Harper's acting like Fourth & Long Shots is a contender.", "How many wins do they actually have?"],
    expect: "record",
    team: "Fourth & Long Shots",
  },

  // leaders
  {
    turns: [
      "Who's the best team in the league right now? Everyone says Two-Minute Drill but I think Coach Marlow got lucky.",
    ],
    expect: "leaders",
  },
  {
    turns: ["Which team has scored the most points this season? Tatum and Finley are both claiming it."],
    expect: "leaders",
  },
  {
    turns: ["What's my record?", "ok show me the full league standings so I can post them for everyone"],
    expect: "leaders",
  },
  { turns: ["Who's leading the league? I need a target for this week's commissioner's roast."], expect: "leaders" },
  {
    turns: ["Who are the top teams in the standings right now? Coach Reese thinks Play Action Pack belongs up there."],
    expect: "leaders",
  },
  {
    turns: [
      "Sawyer keeps claiming Audible Alchemists is 'unlucky'.",
      "Show me the points-for leaderboard for the whole league so I can get receipts.",
    ],
    expect: "leaders",
  },

  // rosterStatus
  {
    turns: [
      "Who on my team is on bye this week? Last year Coach Ellis watched me start a bye-week guy and " +
        "laughed for a month.",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["Any of my guys questionable or out today? I don't want to pull a Coach Blake and start a zero."],
    expect: "rosterStatus",
  },
  {
    turns: ["Who on my roster is on bye in week 12? Trying to plan before Pocket Passers raids the wire."],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Am I favoured against Fourth & Long Shots?", "and how banged up am I, who's injured on my roster?"],
    expect: "rosterStatus",
  },
  {
    turns: ["Which of my players have byes next week? Coach Rowan said I'm going to be shorthanded."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: [
      "Red Zone Raiders is fully healthy, of course, Tatum's luck. Who's injured on my team this week?",
      "ok and next week?",
    ],
    expect: "rosterStatus",
    week: "next",
  },

  // positionRank
  {
    turns: ["Rank my wide receivers for this week. Coach Quinn says I've got the worst WR room in the league."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Rank my running backs for week 11, best to worst. Hail Mary Heroes has nothing on my backfield."],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Rank my receivers this week.", "now do running backs. Coach Harper said mine are trash"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["How do my tight ends stack up this week? Order them for me, I don't want Coach Sutton laughing again."],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: [
      "Order my quarterbacks for this week. Ellis runs Pocket Passers and thinks he's the QB guru of the league.",
    ],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: ["Rank my RBs for this week.", "and for next week? Coach Marlow's Two-Minute Drill is my opponent then."],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },

  // projectedTotal
  {
    turns: ["How many points am I projected to score this week? Coach Finley says his team will drop 150."],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected total and range for week 10? Need to know if I can keep pace with Red Zone Raiders."],
    expect: "projectedTotal",
    week: 10,
  },
  {
    turns: ["What's my lineup look like?", "and what does it project to score? Coach Rowan's team projects 130."],
    expect: "projectedTotal",
  },
  {
    turns: [
      "What's my team's projected point range this week, floor to ceiling? I bet Coach Sawyer $20 I'd break 120.",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "I play Blitz Brigade next week and Coach Quinn already started the trash talk.",
      "How many points is my team projected to score next week?",
    ],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["how many pts is my team projected for today? Coach Reese needs a reality check"],
    expect: "projectedTotal",
  },

  // dropStash
  {
    turns: ["Who should I drop to make room on my roster? Coach Finley is already circling the wire."],
    expect: "dropStash",
  },
  {
    turns: ["Should I drop J.K. Dobbins or stash him on IR? Coach Tatum says he'll pick him up the second I cut him."],
    expect: "dropStash",
    players: ["J.K. Dobbins"],
  },
  {
    turns: [
      "Is Brandon Aiyuk playing this week?",
      "ugh, still out. Do I hold him or cut him? Coach Blake would love to see him hit waivers.",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["Who's the weakest guy on my bench that I can cut? Coach Rowan keeps telling me my bench is dead weight."],
    expect: "dropStash",
  },
  {
    turns: ["Is it time to drop Alvin Kamara? Coach Reese of Play Action Pack says he's done."],
    expect: "dropStash",
    players: ["Alvin Kamara"],
  },
  {
    turns: [
      "Chris Godwin is hurt again.",
      "Do I stash him on IR or just release him? Coach Harper's roster is full of guys I cut lol",
    ],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },

  // byeCover
  {
    turns: [
      "Who on my team is on bye this week?",
      "Brock Bowers, ugh. Who replaces him? Coach Tatum is hoping I forget.",
    ],
    expect: "byeCover",
    players: ["Brock Bowers"],
  },
  {
    turns: ["Who covers for Josh Allen during his bye week? Coach Quinn already grabbed the best streamer."],
    expect: "byeCover",
    players: ["Josh Allen"],
  },
  {
    turns: [
      "I need a fill-in at RB for the week 12 byes. Who should step in? Hail Mary Heroes has way better depth than me.",
    ],
    expect: "byeCover",
    position: "RB",
    week: 12,
  },
  {
    turns: [
      "Who's on bye for me next week?",
      "Okay, who fills in for Derrick Henry then? Coach Ellis will exploit any hole.",
    ],
    expect: "byeCover",
    players: ["Derrick Henry"],
    week: "next",
  },
  {
    turns: [
      "Tucker Kraft has a bye in week 11, who do I play at TE instead? Coach Rowan would love to see me start nobody.",
    ],
    expect: "byeCover",
    players: ["Tucker Kraft"],
    position: "TE",
    week: 11,
  },
  {
    turns: ["Who should I stream at QB while Jared Goff's on bye? Coach Sawyer thinks I should just punt the week."],
    expect: "byeCover",
    players: ["Jared Goff"],
    position: "QB",
  },

  // help
  { turns: ["What can you actually do? Coach Blake says his GM bot is smarter than mine."], expect: "help" },
  {
    turns: [
      "How do you work, where do your projections come from? I want to explain it to the rest of the " +
        "league at our next meeting.",
    ],
    expect: "help",
  },
  {
    turns: [
      "Hi",
      "What kinds of questions can I ask you? I'm the commish of this league with Coach Harper, Coach " +
        "Quinn and the rest of the crew.",
    ],
    expect: "help",
  },
  {
    turns: [
      "Can you help with stuff like trades and waivers, or just lineups? Trying to decide whether to " +
        "tell Coach Finley about you.",
    ],
    expect: "help",
  },

  // None
  {
    turns: ["What's the weather going to be like Saturday for our league's watch party? Coach Marlow is hosting."],
    expect: "None",
  },
  {
    turns: [
      "Coach Tatum has been roasting me all week in the league chat.",
      "Tell me a joke I can use to roast him back.",
    ],
    expect: "None",
  },
  { turns: ["Who wins the Lakers game tonight? Coach Reese and I have a side bet."], expect: "None" },
  { turns: ["Give me a good chili recipe for the Sunday Scaries watch party at Coach Blake's place."], expect: "None" },

  // two-part
  {
    turns: ["What's my record and what are my playoff odds? Coach Quinn says I'm toast."],
    expect: ["record", "playoffs"],
  },
  {
    turns: [
      "Who am I playing this week and how many points am I projected to score? Coach Ellis thinks " +
        "he'll run me out of the building.",
    ],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: [
      "Is Derrick Henry playing, and if he is, should I start him over Omarion Hampton? Coach Sawyer " +
        "swears Henry's done.",
    ],
    expect: ["status", "startSit"],
    players: ["Derrick Henry", "Omarion Hampton"],
  },
  {
    turns: [
      "Who should I pick up off waivers and who do I drop to make room? The Wizards are going to beat " +
        "me to everybody again.",
    ],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: [
      "Red Zone Raiders just beat Coach Harper by 40.",
      "What's their record now, and what are their playoff odds?",
    ],
    expect: ["record", "playoffs"],
    team: "Red Zone Raiders",
  },
  {
    turns: ["Who's leading the league, and where do I stand? Coach Marlow keeps saying it's not even close."],
    expect: ["leaders", "record"],
  },
  {
    turns: [
      "Coach Rowan and Coach Ellis both messaged me about George Kittle.",
      "What's he worth right now, and which team would give me the most for him?",
    ],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["George Kittle"],
  },
  {
    turns: [
      "What are my playoff odds, and what moves should I make to improve them? I'm not losing the " +
        "side bet to Coach Blake.",
    ],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Set my best lineup and tell me if I'm favored this week. Coach Reese is already talking trash."],
    expect: ["lineup", "matchup"],
  },
];
