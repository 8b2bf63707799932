// Blind held-out evaluation set 35 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a German engineer writing careful non-native English, a pastor, a line cook typing
// mid-service, and a rambling sports-radio caller.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_35: HeldOutCase[] = [
  {
    turns: ["chase brown or bucky this wk?? quick tickets stacking up"],
    expect: "startSit",
    players: ["Chase Brown", "Bucky Irving"],
  },
  {
    turns: [
      "Good evening. I have to decide whether Jaxon Smith-Njigba or Garrett Wilson shall be started in week " +
        "11. Which one do you recommend?",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
    week: 11,
  },
  {
    turns: [
      "Blessings, GM. I've been going back and forth in prayer about my tight end this Sunday.",
      "I can't decide between Jake Ferguson and Dalton Kincaid. Which one do I send out there?",
    ],
    expect: "startSit",
    players: ["Jake Ferguson", "Dalton Kincaid"],
  },
  {
    turns: [
      "Hey GM, long time listener. So look, I've been watching Jameson Williams all year and the guy is " +
        "boom or bust, you know? Last week nothing, week before he goes off for a hundred and two scores. Do " +
        "I roll him out there this Sunday or do I sit him, I gotta know",
    ],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "start bo nix?",
      "he got a tough one tho",
      "nah wait what about next wk, heard chef. next wk start him or no",
    ],
    expect: "startSit",
    players: ["Bo Nix"],
    week: "next",
  },
  {
    turns: [
      "My question concerns Kenneth Walker III.",
      "Is it advisable to put him in the starting lineup in this week, or is it better to let him sit on the bench?",
    ],
    expect: "startSit",
    players: ["Kenneth Walker III"],
  },
  {
    turns: [
      "Friend, my heart says Drake Maye and my head says Jared Goff. Tell me straight, which one starts for " +
        "me this week?",
    ],
    expect: "startSit",
    players: ["Drake Maye", "Jared Goff"],
  },
  {
    turns: [
      "Okay GM, I got an argument going with my brother-in-law, been going for weeks, Thanksgiving's gonna " +
        "be ugly. Rest of the year, not this week, the whole stretch run: who you want, Puka Nacua or Amon-Ra " +
        "St. Brown?",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: [
      "I cannot decide between Ashton Jeanty and Omarion Hampton. Which of the two players will produce " +
        "more over the remaining season?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: ["bijan or gibbs ros", "ok makes sense", "same q saquon vs henry. rest of season not this wk"],
    expect: "compare",
    players: ["Saquon Barkley", "Derrick Henry"],
  },
  {
    turns: [
      "I've been blessed with both Tetairoa McMillan and Emeka Egbuka on my roster this year.",
      "Looking down the road to the end of the season, which of the two would you rather have?",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Should I start Brock Bowers this week?",
      "Separate from this week: over the long run, is Bowers or Trey McBride the better player to own?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "Trey McBride"],
  },
  {
    turns: [
      "Rest of '25, who finishes stronger, Nico Collins or Drake London? I say Nico, my buddy Sal says " +
        "London, we got a steak dinner riding on it so don't screw me here GM",
    ],
    expect: "compare",
    players: ["Nico Collins", "Drake London"],
  },
  {
    turns: ["who goes in my flex this wk"],
    expect: "slot",
  },
  {
    turns: ["Which of my players should occupy the RB2 position in my lineup for week 12?"],
    expect: "slot",
    week: 12,
    position: "RB",
  },
  {
    turns: [
      "My WR3 spot has been a wilderness for weeks now, forty days and forty nights of nothing.",
      "Who from my bench should fill it this Sunday?",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "GM, my flex spot, it's been killing me. Killing me. Three weeks in a row whoever I put there gets " +
        "like four points. Who's my best bet off the bench to fill the flex this week?",
    ],
    expect: "slot",
  },
  {
    turns: ["flex for this wk?", "ok heard. and the te spot, who goes there"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "I have completed most of my lineup already.",
      "Only the flex position is still open. Which player from my roster do you suggest for it in the next week?",
    ],
    expect: "slot",
    week: "next",
  },
  {
    turns: ["set my lineup for me im in the weeds 🔥"],
    expect: "lineup",
  },
  {
    turns: [
      "Before I head over for early service, could you look over my whole lineup for this Sunday and make " +
        "sure it's the best it can be?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "I have made several changes on my roster today.",
      "Please verify my complete starting lineup for week 11 and optimise it where necessary.",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "Alright, so I'm sitting in the car in the parking lot, I got the app up on the phone, and honestly I " +
        "don't trust any of it. Can you just go through the whole lineup and give me the best guys to roll " +
        "out?",
    ],
    expect: "lineup",
  },
  {
    turns: ["lineup good?", "k do the same for next wk, wont have time, doubles all weekend"],
    expect: "lineup",
    week: "next",
  },
  {
    turns: [
      "Please optimise my starting lineup for this week and afterwards tell me how many points the " +
        "optimised lineup is projected to score.",
    ],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["What is the projection for Jahmyr Gibbs in week 11? I am interested in the points and the ceiling."],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
    week: 11,
  },
  {
    turns: ["whats pukas ceiling this wk"],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "Rico Dowdle has been an answer to prayer for my team.",
      "What does the rest of the season look like for him?",
    ],
    expect: "outlook",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "So I gotta ask about Travis Kelce. Everybody on the radio says he's washed, he's done, the whole " +
        "thing. What's he looking like the rest of the way, and is he worth anything if I try to trade him?",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "What is the projection for Lamar Jackson in week 12?",
      "And how many points do you project for Josh Allen in the same week?",
    ],
    expect: "outlook",
    players: ["Josh Allen"],
    week: 12,
  },
  {
    turns: ["derrick henry proj?", "next wk too"],
    expect: "outlook",
    players: ["Derrick Henry"],
    week: "next",
  },
  {
    turns: ["is kittle playin or what"],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "I heard A.J. Brown was limited in practice again. Is he going to suit up this Sunday, or is he hurt " +
        "worse than they're letting on?",
    ],
    expect: "status",
    players: ["A.J. Brown"],
  },
  {
    turns: ["I have a concern about Christian McCaffrey.", "Is he injured at the moment, or is he expected to play?"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "GM. Ladd McConkey. Game-time decision AGAIN?? Every week with this guy. Is he playing, and if he is, " +
        "do I start him?",
    ],
    expect: ["status", "startSit"],
    players: ["Ladd McConkey"],
  },
  {
    turns: ["Is Joe Burrow cleared to play in week 12, and what is his projection if he plays?"],
    expect: ["status", "outlook"],
    players: ["Joe Burrow"],
    week: 12,
  },
  {
    turns: ["start jsn?", "wait is he even healthy"],
    expect: "status",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Here's my thing. Jonathan Taylor, the guy's been a monster, right? Everybody wants him. Do I sell " +
        "high or do I hold? What's he actually worth right now?",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["How high is the trade value of De'Von Achane at this point of the season?"],
    expect: "tradeValue",
    players: ["De'Von Achane"],
  },
  {
    turns: ["sell mcbride now or hold him"],
    expect: "tradeValue",
    players: ["Trey McBride"],
  },
  {
    turns: [
      "Brother, George Pickens has been a real blessing to this team.",
      "But I wonder if it's time to sell. What's his trade value right now?",
    ],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: ["What is Breece Hall worth on the trade market, and which players could I realistically receive for him?"],
    expect: ["tradeValue", "tradeIdeas"],
    players: ["Breece Hall"],
  },
  {
    turns: [
      "GM, you told me to hold Mike Evans last month and I did, I held him.",
      "Now he's back, so is he worth anything in a trade or do I just ride it out with the old man?",
    ],
    expect: "tradeValue",
    players: ["Mike Evans"],
  },
  {
    turns: ["buy low guys?? who"],
    expect: "buyLow",
  },
  {
    turns: ["Which players in the league are currently undervalued and would be good buy-low candidates?"],
    expect: "buyLow",
  },
  {
    turns: [
      "Who out there is being overlooked right now, struggling a bit but bound to rise again, that I could " +
        "buy low on? 🙏",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "You know what I love? A buy-low. Love it. I'm a stock market guy, thirty years.",
      "So flip it on me, who should I be selling high on around the league right now, who's peaking?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["any buy lows", "only wrs"],
    expect: "buyLow",
    position: "WR",
  },
  {
    turns: ["they offered me jeanty for nico, do it?"],
    expect: "trade",
    players: ["Ashton Jeanty", "Nico Collins"],
  },
  {
    turns: [
      "A league mate proposes to me: I give Justin Jefferson and I receive Bijan Robinson. Is this a fair " +
        "trade for me?",
    ],
    expect: "trade",
    players: ["Justin Jefferson", "Bijan Robinson"],
  },
  {
    turns: [
      "An offer came in this morning, right after the sermon.",
      "They want Saquon Barkley and they'd give me CeeDee Lamb. Should I accept it?",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "CeeDee Lamb"],
  },
  {
    turns: [
      "Okay so this guy in my league, he sends me a trade, right, Garrett Wilson and Chuba Hubbard for my " +
        "Ja'Marr Chase. Two for one. Is that a win for me or am I getting fleeced here?",
    ],
    expect: "trade",
    players: ["Garrett Wilson", "Chuba Hubbard", "Ja'Marr Chase"],
  },
  {
    turns: [
      "Thank you for the evaluation of the trade.",
      "If I change the offer to Davante Adams for Zay Flowers instead, is this better for me?",
    ],
    expect: "trade",
    players: ["Davante Adams", "Zay Flowers"],
  },
  {
    turns: ["kamara for waddle good?", "hmm", "what if its kamara and pollard for waddle"],
    expect: "trade",
    players: ["Alvin Kamara", "Tony Pollard", "Jaylen Waddle"],
  },
  {
    turns: ["who do i grab off waivers, need a body"],
    expect: "waivers",
  },
  {
    turns: ["How much of my FAAB budget should I bid on Kyle Monangai in this week?"],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: ["The waiver wire is a harvest field this week, I'm told. Who should I be gathering in?"],
    expect: "waivers",
  },
  {
    turns: [
      "GM, my RB room is a disaster, total disaster, two guys on IR and the third one's a fullback basically.",
      "Who's out there on the wire at running back I can actually grab, and what do I bid?",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "Which free agent should I add this week, and which of my injured players should I drop to make space for him?",
    ],
    expect: ["waivers", "dropStash"],
  },
  {
    turns: ["waiver wr?", "how much faab for him, got 40 left"],
    expect: "waivers",
    position: "WR",
  },
  {
    turns: [
      "Brother, I have 62 dollars of FAAB left and a thin bench.",
      "Is there a tight end on the wire worth spending some of it on?",
    ],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["playoff odds?"],
    expect: "playoffs",
  },
  {
    turns: ["What is the probability that my team qualifies for the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["We lost a close one Monday night. The Lord tests us.", "Honestly, are we still in the playoff picture?"],
    expect: "playoffs",
  },
  {
    turns: [
      "I been doing this thirty years, okay, and I never missed the playoffs two years running. Never. What " +
        "are my chances this year, be honest with me, am I making it?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["How likely is it that I make the playoffs, and what can I do to raise these chances?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: ["So I'm 6-4, right.", "Is that good enough? What are the odds I'm playing in the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["what moves get me into playoffs"],
    expect: "improveOdds",
  },
  {
    turns: ["What can I do, practically speaking, to give this team a better shot at the postseason?"],
    expect: "improveOdds",
  },
  {
    turns: [
      "My playoff chances were 38 percent last week.",
      "Which concrete roster moves would increase this percentage?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "GM, I'm on the bubble, I know it, you know it, everybody listening knows it. Trades, pickups, " +
        "whatever it takes, what do I gotta do to bump my playoff odds up?",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["odds?", "oof. how do i get em up"],
    expect: "improveOdds",
  },
  {
    turns: ["What changes would lift our playoff hopes, and is there anyone on waivers this week I should pick up?"],
    expect: ["improveOdds", "waivers"],
  },
  {
    turns: ["who am i playin this wk"],
    expect: "matchup",
  },
  {
    turns: ["What is my win probability against Blitz Brigade in this week?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "We face Coach Sutton's Hail Mary Heroes on Sunday. Fitting name for my season, I'd say.",
      "Are we favored?",
    ],
    expect: "matchup",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["Big one this week. Who am I up against, and then can you set my lineup so I beat the guy?"],
    expect: ["matchup", "lineup"],
  },
  {
    turns: [
      "I have a question about my matchup of this week.",
      "How does it look for week 12 instead? Against whom do I play there and am I favoured?",
    ],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["do i win this wk? whats my proj total"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["whats my record and am i making playoffs"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Which place does my team occupy in the standings currently?"],
    expect: "record",
  },
  {
    turns: ["Remind me, how many wins and losses do we have so far this season?"],
    expect: "record",
  },
  {
    turns: [
      "Rough stretch, rough stretch. Three straight losses, I don't wanna talk about it.",
      "Okay I do. Where am I at record-wise, where do I sit?",
    ],
    expect: "record",
  },
  {
    turns: ["Who is leading the league at the moment?", "And what is the record of my own team in comparison?"],
    expect: "record",
  },
  {
    turns: ["any injuries on my roster"],
    expect: "rosterStatus",
  },
  {
    turns: ["Please list all players of my roster who have a bye in week 12."],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: [
      "It's been a bruising season for my little flock of players.",
      "Who on my roster is banged up or on bye this week?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: [
      "Before I even think about lineups, who do I have hurt, who's on a bye, just give me the whole " +
        "casualty report for next week",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["byes this wk?", "next wk?"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Which of my players have a bye next week, and who could I stream at quarterback to cover it?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "QB",
  },
  {
    turns: ["rank my wrs this wk"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Could you please order my running backs from best to worst for week 11?"],
    expect: "positionRank",
    week: 11,
    position: "RB",
  },
  {
    turns: ["I've got a crowded house at tight end.", "Could you rank them for me for this Sunday?"],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: [
      "My running backs, GM. I got like five of 'em and every week I'm guessing. Rank 'em for me one " +
        "through five for this week, best play down to the worst.",
    ],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my rbs", "do wrs too"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Please rank my wide receivers for this week and tell me which of them should go into the flex."],
    expect: ["positionRank", "slot"],
    position: "WR",
  },
  {
    turns: ["how many pts we projected"],
    expect: "projectedTotal",
  },
  {
    turns: ["What is the projected point total of my team for week 12, including floor and ceiling?"],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["What's our team expected to score this week? The best case and the worst case, if you would."],
    expect: "projectedTotal",
  },
  {
    turns: [
      "You know me, I like numbers.",
      "What's my number this week? Total points, high end, low end, give it to me.",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["proj total?", "whats the floor on that"],
    expect: "projectedTotal",
  },
  {
    turns: ["Thank you for the projection of this week.", "Please give me the same for next week."],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["whos top of the league rn"],
    expect: "leaders",
  },
  {
    turns: ["Which team has scored the most points in the league so far?"],
    expect: "leaders",
  },
  {
    turns: ["Could you show me the standings for the whole league? I like to know where every flock stands."],
    expect: "leaders",
  },
  {
    turns: [
      "Who's the team to beat? Everybody keeps saying it's whoever won last year but I think that's a paper " +
        "tiger. Who's actually the strongest team in this league right now?",
    ],
    expect: "leaders",
  },
  {
    turns: ["Who leads the league at the moment, and where does my team stand compared with them?"],
    expect: ["leaders", "record"],
  },
  {
    turns: ["standings?", "no like by playoff odds not record", "all 12 teams"],
    expect: "leaders",
  },
  {
    turns: ["any sleepers for next wk"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Which under-the-radar players could be valuable pickups before next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who's a hidden gem nobody's talking about yet? A mustard seed of a player, so to speak."],
    expect: "sleepers",
  },
  {
    turns: [
      "I love a sleeper. I had Puka before anybody, I'm not bragging, I'm just saying.",
      "Who's this year's guy? Who's flying under the radar that I grab now?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["Which sleepers do you recommend?", "I mean specifically for the tight end position."],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["drop or IR stash my hurt guys? need roster spots"],
    expect: "dropStash",
  },
  {
    turns: ["Should I drop Tyreek Hill or keep him in my IR slot?"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Brock Purdy is hurt again, poor fellow.",
      "Do I hold onto him and stash him on IR, or is it time to let him go?",
    ],
    expect: "dropStash",
    players: ["Brock Purdy"],
  },
  {
    turns: [
      "I got three guys hurt, GM, three. I'm running out of room here. Which of these injured guys do I cut " +
        "and which do I hang on to?",
    ],
    expect: "dropStash",
  },
  {
    turns: ["is kamara hurt", "cut him or stash"],
    expect: "dropStash",
    players: ["Alvin Kamara"],
  },
  {
    turns: [
      "Omarion Hampton is on injured reserve.",
      "Is it sensible to keep him in my IR slot until he returns, or should I release him?",
    ],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["qb on bye need a streamer"],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["My tight end has a bye in week 12. Which backup can cover this week?"],
    expect: "byeCover",
    week: 12,
    position: "TE",
  },
  {
    turns: ["My kicker's team is off this Sunday. Who should I bring in to cover for him?"],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["So Josh Allen's on bye next week, the big guy.", "Who do I get to fill in at quarterback while he's off?"],
    expect: "byeCover",
    week: "next",
    position: "QB",
  },
  {
    turns: ["whos on bye", "need a rb to cover"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: [
      "Thank you, I have found a backup for my quarterback.",
      "Now I need the same for my wide receiver on bye. Who do you recommend?",
    ],
    expect: "byeCover",
    position: "WR",
  },
  {
    turns: ["if i win out am i in"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What are my playoff chances if I win three of the remaining four games?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["If we lose this week, Lord forbid, are we done for?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Four games left. Four.", "Say I go 2-2. Am I in or am I out?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["odds if i win out", "ok realistic tho", "what if i go 3-1"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: ["If I win two more games, how are my playoff chances, and what should I do to improve them further?"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["what can i get for kittle"],
    expect: "tradeIdeas",
    players: ["George Kittle"],
  },
  {
    turns: ["Which 2-for-1 trades could help me to upgrade at the wide receiver position?"],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: ["Who in the league would make a good trading partner for me right now?"],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "I got depth at running back, too much depth, it's like a buffet over here.",
      "So who do I trade with? Who's hurting at RB and has a receiver to give me?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "I would like to make a trade with Coach Blake.",
      "Which of his players could I target, and what from my roster might interest him?",
    ],
    expect: "tradeIdeas",
    team: "Sunday Scaries",
  },
  {
    turns: ["what can i get for jaylen waddle", "what about him plus a bench rb"],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["wait what can u even do"],
    expect: "help",
  },
  {
    turns: ["Please explain which functions you offer and how I should formulate my questions."],
    expect: "help",
  },
  {
    turns: ["I'm new to all this, bless me. How does this assistant work and what can I ask you?"],
    expect: "help",
  },
  {
    turns: [
      "First time using this thing, my nephew set it up for me.",
      "So what do you do exactly? Like what kind of stuff can I ask?",
    ],
    expect: "help",
  },
  {
    turns: ["Hello.", "Can you also help with trades, or only with the lineup? What are all your capabilities?"],
    expect: "help",
  },
  {
    turns: ["whats a good sub for buttermilk, out and chef is yelling"],
    expect: "None",
  },
  {
    turns: ["Could you help me outline a sermon on the parable of the talents?"],
    expect: "None",
  },
  {
    turns: ["What will the weather be in Munich tomorrow?"],
    expect: "None",
  },
  {
    turns: ["What's the spread on the Lions game Sunday? I got a guy, I'm thinking about putting a hundred on it."],
    expect: "None",
  },
  {
    turns: ["start pickens?", "nvm. who won the nba game last night"],
    expect: "None",
  },
  {
    turns: ["Hey GM.", "Tell me a joke, I had a rough week at work."],
    expect: "None",
  },
  {
    turns: [
      "Thank you for the lineup help.",
      "Unrelated question: how many goals has Harry Kane scored for Bayern this season?",
    ],
    expect: "None",
  },
  {
    turns: ["Who won the Super Bowl in 1986?"],
    expect: "None",
  },
];
