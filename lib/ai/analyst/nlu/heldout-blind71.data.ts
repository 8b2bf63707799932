// Blind held-out evaluation set 71 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a lighthouse keeper (remote, terse), a real estate developer (deal and asset jargon),
// a college cheerleader (emoji, caps, hype), a man fighting autocorrect (wrong words, typos, asterisk fixes).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_71: HeldOutCase[] = [
  {
    turns: ["who should go in my flex this week?? i have NO idea 😭"],
    expect: "slot",
  },
  {
    turns: ["jacobs playing? and start him or not"],
    expect: ["status", "startSit"],
    players: ["Josh Jacobs"],
  },
  {
    turns: ["kyren williams. rest of season. what to expect"],
    expect: "outlook",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Give me the latest on A.J. Brown. Is he suiting up Sunday or not?"],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["who's the best team in our league rn?? asking for a friend 👀"],
    expect: "leaders",
  },
  {
    turns: ["What place am I in? Forth? Fifth?"],
    expect: "record",
  },
  {
    turns: ["Whats my record", "Ok unrelated but whos the president of France"],
    expect: "None",
  },
  {
    turns: ["Would you trade Dak Prescott for Jared Goof? I'd be giving Dak"],
    expect: "trade",
    players: ["Dak Prescott", "Jared Goff"],
  },
  {
    turns: ["What are my playoff odds", "Ok that's not grate. What can I change to make them better"],
    expect: "improveOdds",
  },
  {
    turns: ["should i drop tyreek hill?? 😢 i love him but he's hurt"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: ["Whats the out look for Garret Wilson rest of season"],
    expect: "outlook",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["The waiver wire is picked clean at the top.", "Who are the deep sleepers for next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who should I pick up on waiters this week"],
    expect: "waivers",
  },
  {
    turns: [
      "Coach Ellis reached out this morning.",
      "He wants Bucky Irving and is offering Courtland Sutton plus Rhamondre " +
        "Stevenson. Does that deal pencil out?",
    ],
    expect: "trade",
    players: ["Bucky Irving", "Courtland Sutton", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "coach blake offered me jameson williams for my kenneth walker?? is " + "that good or is she scamming me lol",
    ],
    expect: "trade",
    players: ["Jameson Williams", "Kenneth Walker III"],
  },
  {
    turns: ["rank my RBs for this week and then like set my whole lineup pls!!"],
    expect: ["positionRank", "lineup"],
    position: "RB",
  },
  {
    turns: ["who are we playing this week??", "omg them again?? do we have a good chance this time"],
    expect: "matchup",
  },
  {
    turns: [
      "Rashee Rice has been back a few weeks now.",
      "Is his stock high enough that I should shop him, or do I hold the asset?",
    ],
    expect: "tradeValue",
    players: ["Rashee Rice"],
  },
  {
    turns: ["What are mortgage rates doing this quarter? Thinking about refinancing " + "a project."],
    expect: "None",
  },
  {
    turns: ["emeka egbuka outlook", "vs mcconkey. rest of year. which one"],
    expect: "compare",
    players: ["Emeka Egbuka", "Ladd McConkey"],
  },
  {
    turns: ["Should I stash Cam Skate bo on IR or just drop him"],
    expect: "dropStash",
    players: ["Cam Skattebo"],
  },
  {
    turns: ["ok so i'm thinking about trades", "who are good buy low guys and like who should i trade with?"],
    expect: ["buyLow", "tradeIdeas"],
  },
  {
    turns: ["Where does my team sit in the standings right now?"],
    expect: "record",
  },
  {
    turns: ["Should I star Jammer Chase or Justin Jeffersons this weak? Cant decide"],
    expect: "startSit",
    players: ["Ja'Marr Chase", "Justin Jefferson"],
  },
  {
    turns: ["What are my playoff odds", "What if I go 2 and 2 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["Malik Nabers is a sunk cost at this point. Drop him or stash him on IR?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["ugh we lost again 😭", "like is there still a chance we make the playoffs or"],
    expect: "playoffs",
  },
  {
    turns: ["Is my team okay this week", "I mean my lime up. Is it the best it can be or should I change stuff"],
    expect: "lineup",
  },
  {
    turns: ["ok trade deadline is coming up!!", "who's like, a buy low or sell high guy right now? anyone!!"],
    expect: "buyLow",
  },
  {
    turns: ["Model it: if I go 3-1 the rest of the way, where do my playoff odds land?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["ok what's our projected score for week 12?", "and like what's the highest it could go?? 🚀"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["What are my playoff odds", "Hmm", "And if I loose this week? Also whats my record right now"],
    expect: ["scenario", "record"],
    scenario: "lose-this-week",
  },
  {
    turns: ["What's my projected point total for week 11, with a realistic floor and ceiling?"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["wind forecast tomorrow. north coast"],
    expect: "None",
  },
  {
    turns: ["hello", "what do you do. how does it work"],
    expect: "help",
  },
  {
    turns: ["bucky or chuba this week. one rb spot. radio dies at six"],
    expect: "startSit",
    players: ["Bucky Irving", "Chuba Hubbard"],
  },
  {
    turns: ["What's Puka Nacho worth in a trade and what could I get for him"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Puka Nacua"],
  },
  {
    turns: ["Should I sell hi on Jason Dart or hold him? Jaxson*"],
    expect: "tradeValue",
    players: ["Jaxson Dart"],
  },
  {
    turns: ["Whats my teams projected total for next weak"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["byes week 11", "and 13"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: [
      "I'm sitting at 6-4 heading into the stretch.",
      "Quantify it for me: what's the probability I'm in the postseason?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["What's Sam Darnold's outlook for the rest of the season, and is he a " + "hold or a sell?"],
    expect: ["outlook", "tradeValue"],
    players: ["Sam Darnold"],
  },
  {
    turns: ["odds if i win out"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["checking week 11 now. on generator power", "te spot. who fills it"],
    expect: "slot",
    position: "TE",
    week: 11,
  },
  {
    turns: ["can u rank my TEs for next week?? i have like three lol"],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: [
      "Budget check: I've got $38 of FAAB left.",
      "What should I bid on Bhayshul Tuten, and is he even worth it?",
    ],
    expect: "waivers",
    players: ["Bhayshul Tuten"],
  },
  {
    turns: ["What should I do to bust my playoff odds? Boost*"],
    expect: "improveOdds",
  },
  {
    turns: ["are we gonna beat blitz brigade this week?? coach quinn has been " + "talking SO much trash"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["who should i sell high on?? i wanna be smart about this 🧠✨"],
    expect: "buyLow",
  },
  {
    turns: ["My RB1 is locked in, no discussion.", "Who from my bench should occupy the RB2 slot this week?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "Long-horizon question. Puka Nacua vs Jaxon Smith-Njigba over the rest " +
        "of the season — which asset appreciates more?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Jaxon Smith-Njigba"],
  },
  {
    turns: ["Rank my running becks for week 12 please"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },
  {
    turns: ["ok i need a secret weapon 🤫", "any sleepers i should know about?? like hidden gems 💎"],
    expect: "sleepers",
  },
  {
    turns: ["what's a good cheer to hype up the crowd at a basketball game?? 🏀📣"],
    expect: "None",
  },
  {
    turns: ["Is Christian Mccaffery hurt? Saw something on the gram"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: ["what's trey mcbride worth in a trade?? like realistically"],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: ["Need a back up RB for the buy week"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["Bye weeks are hitting my receiving corps in week 11.", "Who's a viable streamer to cover the WR gap?"],
    expect: "byeCover",
    position: "WR",
    week: 11,
  },
  {
    turns: ["Any injuries on my roster this weak? And who should I grab off waivers"],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["Give me some trade ideas for Drake Lonson. London*"],
    expect: "tradeIdeas",
    players: ["Drake London"],
  },
  {
    turns: ["Show me the hole league standings"],
    expect: "leaders",
  },
  {
    turns: ["ok my lineup looks pretty good mostly!!", "but like who goes in the WR2 spot?? 🤔"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "I'm deep at wideout and thin at tight end.",
      "Which teams should I approach, and with what kind of package?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["Is Jaylen Waddle hurt? And what's his out look rest of season"],
    expect: ["status", "outlook"],
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["what if we lose this week?? are we like done for?? 😭"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Give me an injury report across my whole roster for next week."],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["kittle playing sunday?"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: ["What are you able to due? Like what kind of questions can I ask"],
    expect: "help",
  },
  {
    turns: [
      "I'm carrying Kyle Pitts and Jake Ferguson. Tight end is the weakest " + "line item on this balance sheet.",
      "Which one gets the start Sunday?",
    ],
    expect: "startSit",
    players: ["Kyle Pitts", "Jake Ferguson"],
  },
  {
    turns: ["Any sleeper WRs for week 12? Deep sleepers"],
    expect: "sleepers",
    position: "WR",
    week: 12,
  },
  {
    turns: ["What's my projected total this week?", "And the range — worst case, best case?"],
    expect: "projectedTotal",
  },
  {
    turns: ["Rank my WRs this week", "What about my QBs? I have too of them"],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: [
      "omg practice was brutal today",
      "my legs are literally jelly lol",
      "wait who won the lakers game last night??",
    ],
    expect: "None",
  },
  {
    turns: ["what can you do"],
    expect: "help",
  },
  {
    turns: [
      "Red Zone Raiders have been on a tear lately.",
      "Am I favored against them this week or am I the underdog?",
    ],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: ["What moves would improve my playoff position? I'm willing to spend " + "FAAB and trade capital."],
    expect: "improveOdds",
  },
  {
    turns: ["are we making playoffs?!?! tell me we're making playoffs 🙏📣"],
    expect: "playoffs",
  },
  {
    turns: ["Set projections aside for a moment.", "What's my actual win-loss record and where does that put me?"],
    expect: "record",
  },
  {
    turns: ["lineup. check it. supply boat tuesday, no signal after"],
    expect: "lineup",
  },
  {
    turns: ["omg george pickens has been SO good", "like what's his ceiling this week?? could he go off again 🔥"],
    expect: "outlook",
    players: ["George Pickens"],
  },
  {
    turns: ["rank my rbs week 11"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: ["ekeler done for year?", "drop or ir then"],
    expect: "dropStash",
    players: ["Austin Ekeler"],
  },
  {
    turns: ["who should i pick up this week?", "no like a SLEEPER for next week, someone nobody's talking about"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who am I facing this week, and what's my projected total?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Whats my record", "And whose in first place overall"],
    expect: "leaders",
  },
  {
    turns: ["te on bye. need a streamer"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["do i have anyone on bye in week 12?? 😬"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Did I win last weak", "What's my record now then"],
    expect: "record",
  },
  {
    turns: ["playoff odds", "low. what moves fix it"],
    expect: "improveOdds",
  },
  {
    turns: ["what can i do to help us make the playoffs?? i'll do anything!!"],
    expect: "improveOdds",
  },
  {
    turns: ["lost a guy to ir", "who off the wire this week"],
    expect: "waivers",
  },
  {
    turns: ["Run a full audit on my starting lineup for this week and optimize " + "wherever the numbers say to."],
    expect: "lineup",
  },
  {
    turns: ["is james cook playing this week?", "okay and like how much is he worth in a trade rn? is he a hold?"],
    expect: "tradeValue",
    players: ["James Cook"],
  },
  {
    turns: ["Identify some under-the-radar pickups nobody's bidding on yet — for " + "next week specifically."],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["anyone on bye for me next week?", "ugh my QB 😭 who should i stream instead??"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["What could I realistically get for Jahmyr Gibbs if I put him on the market?"],
    expect: "tradeIdeas",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["Long term who is batter, Ashton Jaunty or Omarion Hampton? Not just this week"],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["Is Sequin Barkley good this week", "Sorry *Saquon. Auto correct hates me. Start him or Jacobs?"],
    expect: "startSit",
    players: ["Saquon Barkley", "Josh Jacobs"],
  },
  {
    turns: ["How much FAAB should I commit to Kyle Monangai? I don't want to " + "overpay for a short-term asset."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "I've got a lot of capital tied up in Derrick Henry.",
      "What's he projected to return over the rest of the year, realistically?",
    ],
    expect: "outlook",
    players: ["Derrick Henry"],
  },
  {
    turns: ["Offer on the table: my Breece Hall for his Zay Flowers. Accept or counter?"],
    expect: "trade",
    players: ["Breece Hall", "Zay Flowers"],
  },
  {
    turns: ["Start Mike Evans?", "Wait is he even playing this week? Collar bone thing?"],
    expect: "status",
    players: ["Mike Evans"],
  },
  {
    turns: ["What are my current playoff odds?", "And if I win out?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["wait are you like a robot?? 🤖", "lol ok what kinds of stuff can you help me with"],
    expect: "help",
  },
  {
    turns: ["Who are the undervalued assets in this league right now — guys I can buy low on?"],
    expect: "buyLow",
  },
  {
    turns: ["offered my kincaid for his tyler warren. take it?"],
    expect: "trade",
    players: ["Dalton Kincaid", "Tyler Warren"],
  },
  {
    turns: ["who do i play this week. fog horn's been going all night"],
    expect: "matchup",
  },
  {
    turns: ["sleepers next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Is Brandon Aiyuk ever coming back", "Ok then do I drop him or keep him on IR"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["what's CeeDee worth in a trade?", "okayyy so what could i actually get for him?? like names!!"],
    expect: "tradeIdeas",
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["hiii!! 👋 i'm new to this, how does this work?? what can u help with"],
    expect: "help",
  },
  {
    turns: ["Can you set my line up for this week? Im at my daughters recital and cant look"],
    expect: "lineup",
  },
  {
    turns: ["any of my guys hurt this week??", "okay what about next week!!"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["chase brown rest of year", "is he hurt. heard something on the radio"],
    expect: "status",
    players: ["Chase Brown"],
  },
  {
    turns: ["what can u do?? and like can u tell me who to start at flex this week"],
    expect: ["help", "slot"],
  },
  {
    turns: ["projected total this week. floor and ceiling"],
    expect: "projectedTotal",
  },
  {
    turns: ["flex open. who goes in"],
    expect: "slot",
  },
  {
    turns: ["What are my play off chances looking like"],
    expect: "playoffs",
  },
  {
    turns: ["What are my odds of making the playoffs, as things stand today?"],
    expect: "playoffs",
  },
  {
    turns: ["my kicker has a bye this week 😫 who do i pick up to cover?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["If I win 3 more games do I make the play offs"],
    expect: "scenario",
    scenario: { wins: 3, games: null },
  },
  {
    turns: ["Any good by low candidates out there", "Buy low* sorry. Anyone on any team"],
    expect: "buyLow",
  },
  {
    turns: ["set my lineup for week 12 pleaseee!! 💕 i trust u"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["how many points is bo nix gonna put up this week?? honest answer pls 🙈"],
    expect: "outlook",
    players: ["Bo Nix"],
  },
  {
    turns: ["who on my roster is hurt. byes too. this week"],
    expect: "rosterStatus",
  },
  {
    turns: ["Compare Bijan and Saquon for the rest of the season, then tell me " + "which one I start this week."],
    expect: ["compare", "startSit"],
    players: ["Bijan Robinson", "Saquon Barkley"],
  },
  {
    turns: ["I'm 5-5.", "What are my playoff odds, and what moves would improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: [
      "my roommate and i are literally fighting rn 😤",
      "for the WHOLE rest of the season who's better, bijan or gibbs?? she says gibbs 🙄",
    ],
    expect: "compare",
    players: ["Bijan Robinson", "Jahmyr Gibbs"],
  },
  {
    turns: ["nabers. drop or ir. and who replaces him off waivers"],
    expect: ["dropStash", "waivers"],
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "Is De'Von Achane's outlook still strong?",
      "Fine. Now stack him up against James Cook for the back half of the " + "year. Which would you rather own?",
    ],
    expect: "compare",
    players: ["De'Von Achane", "James Cook"],
  },
  {
    turns: [
      "I'm not attached to anyone specific.",
      "Just show me which players across the league are trading below their value.",
    ],
    expect: "buyLow",
  },
  {
    turns: ["Who's the strongest franchise in this league on paper?"],
    expect: "leaders",
  },
  {
    turns: ["What's the market value on Jonathan Taylor right now? Is this peak — " + "time to sell?"],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["2 for 1 ideas. need rb depth"],
    expect: "tradeIdeas",
  },
  {
    turns: ["ugh we're so mid this year", "who's got the best playoff odds in the whole league?"],
    expect: "leaders",
  },
  {
    turns: ["what's our record and are we gonna make playoffs?? 🤞"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["fog in again. ros, nico collins or drake london. who holds up better"],
    expect: "compare",
    players: ["Nico Collins", "Drake London"],
  },
  {
    turns: ["Whats a good recipe for chicken pot pie"],
    expect: "None",
  },
  {
    turns: ["Got a trade offer", "Its my Nice Collins for his Tee Higgins. Good or bad"],
    expect: "trade",
    players: ["Nico Collins", "Tee Higgins"],
  },
  {
    turns: ["Who should I put in my flux spot this week? Flex I mean lol"],
    expect: "slot",
  },
  {
    turns: ["lamp needs a new bulb", "what wattage for a fresnel lens"],
    expect: "None",
  },
  {
    turns: ["who leads the league. and my place"],
    expect: ["leaders", "record"],
  },
  {
    turns: [
      "Next week I'm flying out to a site visit in Phoenix.",
      "Lock in my optimal lineup for next week before I board.",
    ],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["My tight end is on bye in week 12.", "Who covers it, and are there any sleepers worth a flyer that week?"],
    expect: ["byeCover", "sleepers"],
    week: 12,
    position: "TE",
  },
  {
    turns: ["who should i grab off waivers?? i need a RB sooo bad 😩"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["buy low targets. anyone in the league"],
    expect: "buyLow",
  },
  {
    turns: ["Whats my win probably this week"],
    expect: "matchup",
  },
  {
    turns: [
      "is jonathan taylor playing this week??",
      "ok yay!! so he's a start right?? even tho the defense is like really good",
    ],
    expect: "startSit",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["What's the Vegas spread on the Chiefs game this weekend? I want to put " + "real money on it."],
    expect: "None",
  },
  {
    turns: ["Rank my running backs for this week.", "Now do the same exercise for the receivers."],
    expect: "positionRank",
    position: "WR",
  },
];
