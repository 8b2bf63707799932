// Blind held-out evaluation set 55 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a plumber typing between jobs, a golf pro full of course talk, a blunt impatient
// New Yorker, and a woman (Denise) who writes long polite email-style messages.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_55: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: ["got a clog job at 6am sunday so need this settled tonite. start kyren or chuba?"],
    expect: "startSit",
    players: ["Kyren Williams", "Chuba Hubbard"],
  },
  {
    turns: [
      "Hello again! Thank you for the help with my waiver question yesterday, it worked out beautifully.",
      "I have another small dilemma, if you don't mind. I'm unsure whether I should play Jake Ferguson this " +
        "Sunday or leave him on the bench. He's been a bit quiet lately. Many thanks, Denise",
    ],
    expect: "startSit",
    players: ["Jake Ferguson"],
  },
  {
    turns: ["Bo Nix has been spraying it all over the course lately", "do I tee him up this week or go with Stafford?"],
    expect: "startSit",
    players: ["Bo Nix", "Matthew Stafford"],
  },
  {
    turns: ["is Breece Hall good to go", "fine. so I start him over Javonte or what"],
    expect: "startSit",
    players: ["Breece Hall", "Javonte Williams"],
  },
  {
    turns: ["week 11 - kincaid or hunter henry, which one goes in. cant make up my mind"],
    expect: "startSit",
    players: ["Dalton Kincaid", "Hunter Henry"],
    week: 11,
  },

  // ---- compare ----
  {
    turns: [
      "Long game question, not this week's card: who do you want for the rest of the season, " +
        "Puka Nacua or Amon-Ra St. Brown?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["forget this week. ROS, Achane or Gibbs. who's better"],
    expect: "compare",
    players: ["De'Von Achane", "Jahmyr Gibbs"],
  },
  {
    turns: [
      "Good evening, I was hoping you might settle a friendly debate between my husband and me. Looking at the " +
        "remainder of the season as a whole, would you say Ashton Jeanty or Omarion Hampton is the better player " +
        "to have? Thank you kindly, Denise",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "how's emeka egbuka lookin rest of year",
      "ok now stack him up against tetairoa mcmillan long term, who u rather own",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["Over the back nine of the season, who's the better tight end to own, Trey McBride or Brock Bowers?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["who's better ROS Drake London or Garrett Wilson", "hm", "ok swap London for Nico Collins. same question"],
    expect: "compare",
    players: ["Nico Collins", "Garrett Wilson"],
  },

  // ---- slot ----
  {
    turns: ["flex spot open. options r rico dowdle, wan'dale robinson, or jauan jennings. who fills it"],
    expect: "slot",
    players: ["Rico Dowdle", "Wan'Dale Robinson", "Jauan Jennings"],
  },
  {
    turns: ["who goes in my RB2 spot this week. just the name"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["I've got one hole in the lineup at WR3. Who's the best club in the bag for that spot this week?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "Hi! My flex position has been giving me trouble all season.",
      "For this week specifically, would Khalil Shakir or Jaylen Warren be the better choice to fill that flex " +
        "spot? I'd be so grateful for your thoughts.",
    ],
    expect: "slot",
    players: ["Khalil Shakir", "Jaylen Warren"],
  },
  {
    turns: ["my te spot is a mess", "who should i put there this week"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["who's in my flex this week", "and next week?"],
    expect: "slot",
    week: "next",
  },

  // ---- lineup ----
  {
    turns: ["set my lineup. best guys in. now"],
    expect: "lineup",
  },
  {
    turns: [
      "Dear GM, Would you mind looking over my entire starting lineup for this week and letting me know if " +
        "anything should be changed? I want to make sure I've put my best foot forward. Kind regards, Denise",
    ],
    expect: "lineup",
  },
  {
    turns: ["Before I head out for the 8am tee time, give my whole lineup a once-over for Sunday and optimize it"],
    expect: "lineup",
  },
  {
    turns: [
      "been on a sewer line job all week, havent touched my team",
      "just set the whole lineup for week 11 for me",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: ["lineup good?", "what about for next week then"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["is my lineup optimized or am i leavin points on the bench again"],
    expect: "lineup",
  },

  // ---- outlook ----
  {
    turns: ["What's the realistic ceiling for Jaxon Smith-Njigba this week? Feels like he's striping it every week"],
    expect: "outlook",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Hello, I hope you're having a lovely week. Could you share what you expect from Ladd McConkey for the " +
        "rest of the season? I've grown rather attached to him. Thank you so much, Denise",
    ],
    expect: "outlook",
    players: ["Ladd McConkey"],
  },
  {
    turns: ["is james cook healthy", "ok whats his projection look like for week 12"],
    expect: "outlook",
    players: ["James Cook"],
    week: 12,
  },
  {
    turns: [
      "Tell me about Colston Loveland.",
      "Specifically, what's his outlook the rest of the way? Is the rookie still learning the course?",
    ],
    expect: "outlook",
    players: ["Colston Loveland"],
  },
  {
    turns: ["Jonathan Taylor outlook this week", "and Derrick Henry?"],
    expect: "outlook",
    players: ["Derrick Henry"],
  },

  // ---- status ----
  {
    turns: ["is CMC playin this week or what, heard something on the radio in the truck"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Hi there, I read somewhere that Mark Andrews might be a game-time decision this weekend. Is that " +
        "accurate? I'd love to know before I finalize anything. Best wishes, Denise",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "How's Chase Brown looking for the rest of the year?",
      "Is he actually healthy though? Looked like he limped off the 18th green last week, so to speak",
    ],
    expect: "status",
    players: ["Chase Brown"],
  },
  {
    turns: ["Kamara", "what's the deal", "is he even playing sunday"],
    expect: "status",
    players: ["Alvin Kamara"],
  },
  {
    turns: ["start jordan addison or jakobi meyers", "wait is addison even healthy"],
    expect: "status",
    players: ["Jordan Addison"],
  },

  // ---- tradeValue ----
  {
    turns: ["what's George Pickens worth in a trade. don't sugarcoat it"],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["should i sell high on rico dowdle or hold him"],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "Good morning! Several managers have asked me about Jonathan Taylor. Before I respond, could you help me " +
        "understand what he might fetch in a trade? I don't want to undersell him. Warmly, Denise",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Kyren Williams outlook rest of season?", "Right. So what kind of return is he worth on the trade market?"],
    expect: "tradeValue",
    players: ["Kyren Williams"],
  },
  {
    turns: ["Travis Kelce", "sell or hold. one word"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },

  // ---- buyLow ----
  {
    turns: ["who should I be buying low on right now. names"],
    expect: "buyLow",
  },
  {
    turns: ["Which players around the league are sitting in a bad lie right now and worth buying low?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Hello, I've read a great deal about 'buying low'. Are there any players in our league whose value has " +
        "dipped that I might consider acquiring? Thank you, Denise",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who should i sell high on", "ok and buy low?"],
    expect: "buyLow",
  },
  {
    turns: ["I'm a bit light at receiver.", "Any wide receivers whose value is down that I could buy low on?"],
    expect: "buyLow",
    position: "WR",
  },

  // ---- trade ----
  {
    turns: ["guy offered me chris olave and tony pollard for my bucky irving. do i take it"],
    expect: "trade",
    players: ["Chris Olave", "Tony Pollard", "Bucky Irving"],
  },
  {
    turns: ["Saquon for Puka. me giving Saquon. yes or no"],
    expect: "trade",
    players: ["Saquon Barkley", "Puka Nacua"],
  },
  {
    turns: [
      "Dear GM, Coach Sutton has kindly offered me DeVonta Smith in exchange for my Zay Flowers. I'm not sure " +
        "it's fair to either of us. What do you think? Regards, Denise",
    ],
    expect: "trade",
    players: ["DeVonta Smith", "Zay Flowers"],
  },
  {
    turns: [
      "What's Davante Adams worth these days?",
      "Someone's offering me Adams for my Courtland Sutton, straight up. Do I accept?",
    ],
    expect: "trade",
    players: ["Davante Adams", "Courtland Sutton"],
  },
  {
    turns: ["somebody wants Lamb", "they'd give me Nico Collins and Quinshon Judkins for him. good deal?"],
    expect: "trade",
    players: ["Nico Collins", "Quinshon Judkins", "CeeDee Lamb"],
  },
  {
    turns: ["trade offer: my jaylen waddle for their dallas goedert. thumbs up or down"],
    expect: "trade",
    players: ["Jaylen Waddle", "Dallas Goedert"],
  },

  // ---- waivers ----
  {
    turns: ["who do I grab off waivers this week"],
    expect: "waivers",
  },
  {
    turns: ["how much faab should i throw at the top rb on the wire, got $47 left"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "Hello! I have the first waiver priority this week, which has never happened before. Which free agent " +
        "would you recommend I claim? Thank you ever so much, Denise",
    ],
    expect: "waivers",
  },
  {
    turns: ["My TE just got hurt.", "Who's the best tight end available in free agency right now?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["best pickup this week", "how much should I bid on him"],
    expect: "waivers",
  },
  {
    turns: ["any good wr on the wire", "what about a qb"],
    expect: "waivers",
    position: "QB",
  },

  // ---- playoffs ----
  {
    turns: ["What are my odds of making the playoffs as things stand?"],
    expect: "playoffs",
  },
  {
    turns: ["am I making the playoffs or not. percentage"],
    expect: "playoffs",
  },
  {
    turns: [
      "Hi, I hope all is well. I've been a little anxious about our chances this season. Could you tell me " +
        "what the likelihood is that Gridiron Gurus reaches the postseason? Many thanks, Denise",
    ],
    expect: "playoffs",
  },
  {
    turns: ["what's my record", "so am i gettin in the playoffs or am i cooked"],
    expect: "playoffs",
  },
  {
    turns: ["we lost again", "playoff chances now?"],
    expect: "playoffs",
  },

  // ---- improveOdds ----
  {
    turns: ["what moves do i make to boost my playoff chances"],
    expect: "improveOdds",
  },
  {
    turns: ["how do I get my playoff odds up. what do I do"],
    expect: "improveOdds",
  },
  {
    turns: [
      "Dear GM, I would very much like to make the playoffs this year. Are there any changes (trades, pickups, " +
        "anything at all) that would meaningfully improve my odds? Kindest regards, Denise",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds?", "What adjustments to my swing, roster-wise, would improve them?"],
    expect: "improveOdds",
  },
  {
    turns: ["im at like 40% playoff odds right", "what can i do to push that up"],
    expect: "improveOdds",
  },
  {
    turns: ["what's the one move that gets me into the playoffs"],
    expect: "improveOdds",
  },

  // ---- matchup ----
  {
    turns: ["Am I favored against Blitz Brigade this weekend?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "Good afternoon, I noticed I'm facing Coach Rowan's team this week. Could you tell me how our chances " +
        "compare? Thank you, Denise",
    ],
    expect: "matchup",
    team: "End Zone Envy",
  },
  {
    turns: ["who am i up against", "whats my win probability"],
    expect: "matchup",
  },
  {
    turns: ["matchup this week?", "and next week who do I get"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: ["do i beat the sunday scaries this wk or nah"],
    expect: "matchup",
    team: "Sunday Scaries",
  },

  // ---- record ----
  {
    turns: ["whats my record at"],
    expect: "record",
  },
  {
    turns: ["where am I in the standings. what place"],
    expect: "record",
  },
  {
    turns: [
      "Hello, Could you remind me of Gridiron Gurus' current record? I've lost track with all the holiday " +
        "planning. Thank you, Denise",
    ],
    expect: "record",
  },
  {
    turns: ["How'd we do last week?", "And where does that leave our record overall?"],
    expect: "record",
  },
  {
    turns: ["we won!!", "so what are we at now, like 6-4?"],
    expect: "record",
  },

  // ---- rosterStatus ----
  {
    turns: ["who's hurt on my team"],
    expect: "rosterStatus",
  },
  {
    turns: ["Any byes or injuries on my roster I should know about for week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: [
      "Hello, Before the week begins, would you kindly check whether any of my players are injured or on a " +
        "bye? I'd hate to start someone who isn't playing. Thank you, Denise",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["anybody on bye this week on my squad", "what about next week"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["injury report for my roster", "and byes for week 13?"],
    expect: "rosterStatus",
    week: 13,
  },

  // ---- positionRank ----
  {
    turns: ["Rank my wide receivers for this week, best to worst."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["rank my RBs. week 11"],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: [
      "Hello again, I have quite a few tight ends now. Could you rank them for this week so I can see who " +
        "should start? Thank you, Denise",
    ],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["rank my wrs", "now do the rbs"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["order my QBs for this week", "next week?"],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },

  // ---- projectedTotal ----
  {
    turns: ["what's my team projected for this week"],
    expect: "projectedTotal",
  },
  {
    turns: ["how many points we projected to score sunday, and whats the floor"],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Hi, Could you tell me the projected total for my team this week, along with the range (best case and " +
        "worst case)? Thank you so much, Denise",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my projected score?", "And what's the ceiling if every putt drops?"],
    expect: "projectedTotal",
  },
  {
    turns: ["projection for this week", "week 12?"],
    expect: "projectedTotal",
    week: 12,
  },

  // ---- leaders ----
  {
    turns: ["Who's the best team in the league right now?"],
    expect: "leaders",
  },
  {
    turns: ["show me the standings. whole league"],
    expect: "leaders",
  },
  {
    turns: [
      "Hello, Could you share which team currently has the most points scored in our league? My son insists " +
        "it's his. Best, Denise",
    ],
    expect: "leaders",
  },
  {
    turns: ["who's leading the league", "by points tho, not record"],
    expect: "leaders",
  },
  {
    turns: ["What's our record?", "And who's atop the leaderboard?"],
    expect: "leaders",
  },

  // ---- sleepers ----
  {
    turns: ["any sleepers for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["gimme a deep sleeper nobody's talking about"],
    expect: "sleepers",
  },
  {
    turns: [
      "Hello, I'm looking for a hidden gem, someone under the radar who might surprise us next week. Do you " +
        "have any suggestions? Warm regards, Denise",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Who's on waivers this week?",
      "Fine, but who are the real dark horses, the under-the-radar guys for next week?",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["sleepers?", "at WR"],
    expect: "sleepers",
    position: "WR",
  },

  // ---- dropStash ----
  {
    turns: ["Nabers. drop or stash on IR"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["got 3 guys hurt, should i drop any or stash em on ir"],
    expect: "dropStash",
  },
  {
    turns: [
      "Dear GM, Two of my players are injured and taking up roster spots. Should I release them or keep them " +
        "in the IR slot? I don't want to give up on anyone too early. Thank you, Denise",
    ],
    expect: "dropStash",
  },
  {
    turns: ["Is Brandon Aiyuk ever coming back this year?", "Then do I cut him or park him on IR?"],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["whos hurt on my team", "ok which of them do i cut and which do i stash"],
    expect: "dropStash",
  },

  // ---- byeCover ----
  {
    turns: ["my qb's on bye next week, need a streamer"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["TE on bye. who covers"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: [
      "Hello, My kicker has a bye coming up in week 12. Could you suggest a suitable replacement for that " +
        "week? Thank you kindly, Denise",
    ],
    expect: "byeCover",
    position: "K",
    week: 12,
  },
  {
    turns: ["Any byes on my roster this week?", "Okay, who do I slot in to cover the running back on bye?"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["jonathan taylor's got his bye in week 11", "who do i grab to cover him"],
    expect: "byeCover",
    position: "RB",
    week: 11,
  },

  // ---- scenario ----
  {
    turns: ["if I win out, am I in?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["say i go 2-1 the rest of the way, what are my playoff odds then"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: [
      "Hi, A hypothetical, if you don't mind: if we were to lose this week, how much would that hurt our " +
        "playoff chances? Thank you, Denise",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds?", "And if I win three of the last four?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["playoff odds?", "if I win out?", "and if I lose this week?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // ---- tradeIdeas ----
  {
    turns: ["what can I get for Jahmyr Gibbs"],
    expect: "tradeIdeas",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["I have surplus at running back. Any 2-for-1 trade ideas to consolidate into a star receiver?"],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "Dear GM, I'd like to make a trade but honestly don't know where to begin. Which teams would be good " +
        "trade partners for me, and who might I target? Many thanks, Denise",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["who should i trade with", "anything with the waiver wire wizards?"],
    expect: "tradeIdeas",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["DK Metcalf trade value", "ok so what could I flip him for"],
    expect: "tradeIdeas",
    players: ["DK Metcalf"],
  },

  // ---- help ----
  {
    turns: ["what do you even do"],
    expect: "help",
  },
  {
    turns: [
      "Hello, I'm new to this app and not quite sure how it works. Could you explain what sorts of things I " +
        "can ask you? Thank you for your patience, Denise",
    ],
    expect: "help",
  },
  {
    turns: ["how does this thing work"],
    expect: "help",
  },
  {
    turns: ["Hi there.", "What kind of questions can you help me with?"],
    expect: "help",
  },
  {
    turns: ["can u do trades", "like what else can u help w"],
    expect: "help",
  },
  {
    turns: ["commands? what can I ask you"],
    expect: "help",
  },

  // ---- None ----
  {
    turns: ["how do i stop a compression fitting from weeping under a sink"],
    expect: "None",
  },
  {
    turns: ["What's the best wedge setup for a 12 handicap?"],
    expect: "None",
  },
  {
    turns: ["Knicks gonna cover tonight?"],
    expect: "None",
  },
  {
    turns: [
      "Hello, I'm hosting Thanksgiving this year. Could you recommend a good recipe for cranberry sauce? " +
        "Thank you, Denise",
    ],
    expect: "None",
  },
  {
    turns: ["who's hurt on my team", "what's the weather gonna be in Buffalo sunday"],
    expect: "None",
  },
  {
    turns: ["tell me a joke, long day"],
    expect: "None",
  },
  {
    turns: ["Thanks for the lineup help.", "Who won the Masters in 1997?"],
    expect: "None",
  },
  {
    turns: [
      "Hi, What is the point spread for the Eagles game on Sunday? My brother-in-law wants to place a wager. " +
        "Thank you, Denise",
    ],
    expect: "None",
  },

  // ---- two asks in the last message ----
  {
    turns: ["is kittle playin, and if he is do i start him over juwan johnson"],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Juwan Johnson"],
  },
  {
    turns: ["we lost by 2 points. 2!!", "what's my record now and am I still making the playoffs"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Who's my opponent this week, and what's our projected total?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: [
      "Hello, Two questions if I may: who should I pick up off waivers this week, and should I drop my " +
        "injured running back to make room? Thank you, Denise",
    ],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["Tony Pollard", "what's he worth and what's his outlook ROS"],
    expect: ["tradeValue", "outlook"],
    players: ["Tony Pollard"],
  },
  {
    turns: ["whats my playoff odds and what can i do to bump em up"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["Busy week at the club.", "Can you set my lineup for Sunday and flag anyone injured or on bye?"],
    expect: ["lineup", "rosterStatus"],
  },
  {
    turns: [
      "Good morning, Who is currently leading our league, and where does my team sit in comparison? " + "Best, Denise",
    ],
    expect: ["leaders", "record"],
  },
  {
    turns: ["gimme a sleeper for next week and a kicker to cover my bye"],
    expect: ["sleepers", "byeCover"],
    week: "next",
  },
  {
    turns: [
      "Over the rest of the season, who's the better hold, Drake Maye or Caleb Williams? And what would Maye " +
        "fetch on the trade market?",
    ],
    expect: ["compare", "tradeValue"],
    players: ["Drake Maye", "Caleb Williams"],
  },
  {
    turns: ["jeudy dropped 3 pts last week", "start him or rome odunze this week? and how's odunze look rest of year"],
    expect: ["startSit", "outlook"],
    players: ["Jerry Jeudy", "Rome Odunze"],
  },
  {
    turns: [
      "Hi, Am I favoured against Two-Minute Drill this week? And if we lose, what happens to our playoff " +
        "chances? Thank you, Denise",
    ],
    expect: ["matchup", "scenario"],
    team: "Two-Minute Drill",
    scenario: "lose-this-week",
  },
  {
    turns: [
      "I want to shake things up.",
      "Any trade partners worth calling, and which players are buy-low candidates?",
    ],
    expect: ["tradeIdeas", "buyLow"],
  },
  {
    turns: ["rank my wrs this week and tell me who goes in the flex"],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: ["Etienne healthy? and if he is what's he worth in a trade"],
    expect: ["status", "tradeValue"],
    players: ["Travis Etienne Jr."],
  },
];
