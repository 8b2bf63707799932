// Blind held-out evaluation set 178 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a long-winded manager who piles on background (how the season went, what the league
// chat said) before getting to the question, and who sometimes asks two things at once.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_178: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "So the season has been a total roller coaster, I'm 4-5 and the group chat spent all of Tuesday roasting " +
        "me for benching the wrong guy in week 9. Not doing that again. Puka or Nabers this week, who actually " +
        "goes in?",
    ],
    expect: "startSit",
    players: ["Puka Nacua", "Malik Nabers"],
  },
  {
    turns: [
      "ok long story, but I traded for Bijan back in week 4 and Kyren has been my guy all year, and now for the " +
        "first time they're both healthy and I only have one RB spot open because of how my flex shakes out. Tatum " +
        "keeps posting that you ride the hot hand. For this Sunday, Kyren Williams or Bijan?",
    ],
    expect: "startSit",
    players: ["Kyren Williams", "Bijan Robinson"],
  },
  {
    turns: [
      "My QB situation is a mess right now. Burrow is back and I've also been streaming Jaxson Dart who has been " +
        "weirdly good, like three straight weeks over 20. Should I start Burrow this week?",
      "ok fair enough. and for week 12, Dart or Burrow then? Harper keeps saying Dart's schedule gets nasty " +
        "around there",
    ],
    expect: "startSit",
    players: ["Jaxson Dart", "Joe Burrow"],
    week: 12,
  },
  {
    turns: [
      "Real talk. Derrick Henry has put up like 6 points in two of the last three games and Coach Sutton " +
        "literally posted a clown emoji in the league chat when I started him last week. Do I sit him this week or " +
        "is that me overreacting??",
    ],
    expect: "startSit",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Between Zay Flowers and Jameson Williams, who do I start this week? Both have been boom or bust for me " +
        "all season, and I'm up against Quinn who is 7-2 so I kind of need the upside more than the floor.",
      "got it. would your answer change if I threw Courtland Sutton into the mix as well",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Jameson Williams", "Courtland Sutton"],
  },
  {
    turns: [
      "Quick background (not that quick, sorry): I'm 4-5, need basically every win from here, and Tee Higgins " +
        "finally looked like himself last game while Jakobi Meyers has quietly been getting 8-9 targets a week. " +
        "Only one of them plays. Which one do I put in for Sunday's games?",
    ],
    expect: "startSit",
    players: ["Tee Higgins", "Jakobi Meyers"],
  },
  {
    turns: [
      "This is going to sound dumb but I've been agonizing since Monday night. Tetairoa McMillan has been a " +
        "target hog, Jordan Addison is more talented but Minnesota's passing game has been all over the place. The " +
        "chat is split 50/50, Rowan even made a poll. McMillan or Addison, week 10, gimme a verdict",
    ],
    expect: "startSit",
    players: ["Tetairoa McMillan", "Jordan Addison"],
    week: 10,
  },

  // compare
  {
    turns: [
      "Kind of a dynasty-brain question even though this is redraft: people in our chat are split down the " +
        "middle on Ashton Jeanty vs Omarion Hampton for the rest of the year. Ignoring this week completely, who " +
        "do you want for the stretch run?",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "Omarion Hampton"],
  },
  {
    turns: [
      "I've been going back and forth on this for like a week now. Jaxon Smith-Njigba has been an absolute " +
        "monster, and Drake London has been really good too honestly. Long run, rest of season, which of them is " +
        "just the better player to build around?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Drake London"],
  },
  {
    turns: [
      "Trey McBride or Brock Bowers, rest of season, who's the better tight end? Reese keeps insisting Bowers " +
        "but he also drafted a kicker in round 8 so I don't really trust his takes",
      "and how does Tyler Warren stack up against those two going forward?",
    ],
    expect: "compare",
    players: ["Tyler Warren", "Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Not a this-week thing at all. My brother-in-law is in the league and keeps telling everyone Chase Brown " +
        "is a bust, and I want ammunition. In general, over the long haul, is Bucky Irving actually better than " +
        "Brown or am I kidding myself?",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "Egbuka has been such a nice surprise for me this year, rookie and all, I got him in the 9th. Rest of " +
        "season, is he a better WR than Tetairoa McMillan?",
      "what about egbuka vs marvin harrison jr, same question, ROS",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Marvin Harrison Jr."],
  },
  {
    turns: [
      "So after all the trade deadline chaos everyone in the league chat is redoing their rankings and arguing " +
        "about quarterbacks. Josh Allen, Lamar, Jalen Hurts: from here to the end of the season, how would you " +
        "order those three?",
    ],
    expect: "compare",
    players: ["Josh Allen", "Lamar Jackson", "Jalen Hurts"],
  },

  // slot
  {
    turns: [
      "This week is weird because I somehow have four guys who could reasonably flex. Rico Dowdle, Jakobi " +
        "Meyers, Tucker Kraft and Kenneth Gainwell. Who gets the flex spot this week?",
    ],
    expect: "slot",
    players: ["Rico Dowdle", "Jakobi Meyers", "Tucker Kraft", "Kenneth Gainwell"],
    position: "FLEX",
  },
  {
    turns: [
      "My RB2 has been a revolving door the entire season. Javonte for a while, then Pollard, then I tried Sean " +
        "Tucker for one week which was a disaster, 3.2 points. Who should actually be my RB2 this week?",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "Tight end has been a black hole for me all season. Kelce just isn't Kelce anymore and I grabbed Harold " +
        "Fannin off waivers in week 6 as a backup plan.",
      "so who goes in my TE slot this week, Kelce or the rookie?",
    ],
    expect: "slot",
    players: ["Travis Kelce", "Harold Fannin Jr."],
    position: "TE",
  },
  {
    turns: [
      "Long day at work, bear with me. WR3 spot for this week: Jordan Addison or Jerry Jeudy? Finley keeps " +
        "telling anyone who'll listen that Jeudy is washed, but he's been getting targets",
    ],
    expect: "slot",
    players: ["Jordan Addison", "Jerry Jeudy"],
    position: "WR",
  },
  {
    turns: [
      "I keep losing by tiny margins. Lost by 1.4 last week because my flex put up a dud and the chat will not " +
        "let it go.",
      "so who should fill the flex this week so that doesn't happen again",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: [
      "We start a DEF and I've been streaming defenses all year with, let's say, mixed results (one of them gave " +
        "me -3 in week 7 and I still think about it). Who should be my defense this week?",
    ],
    expect: "slot",
    position: "DEF",
  },

  // lineup
  {
    turns: [
      "It's been a brutal week at work so I haven't touched my roster since the Sunday night game. Can you just " +
        "set my lineup for this week? Best guys in, I trust you.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Before I lock anything in... I've moved guys around like five times tonight and the league chat is making " +
        "fun of me for overthinking it. Is my lineup optimal or did I screw something up somewhere?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Week 9 was a disaster, I left Achane on my bench and he dropped 28 on me. Never again.",
      "so please check my whole lineup for this week, every single spot",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Set my lineup for this week",
      "perfect. and can you do the same thing for week 11? I'll be on a cruise with no signal that weekend",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "I'm 4-5 and this is basically a must win, my wife says I've been 'weird' all week about it. Can you look " +
        "over my starting lineup top to bottom and tell me if anything should change?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Ok I'm doing the thing where I check everything at 11pm on Saturday. Two things: optimize my lineup for " +
        "this week, and then tell me what the team is projected to score once it's set",
    ],
    expect: ["lineup", "projectedTotal"],
  },

  // outlook
  {
    turns: [
      "Jahmyr Gibbs has been the one consistent thing on my team all year, the rest has been chaos. How many " +
        "points is he projected for this week?",
    ],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: [
      "I keep hearing mixed things about Ja'Marr Chase now that the Bengals QB situation has been a mess. Half " +
        "the chat says he's still a WR1, half says he's cooked. What's his ceiling and floor looking like?",
    ],
    expect: "outlook",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: [
      "How's Saquon looking this week, projection-wise?",
      "and what about him next week? Blake said the Eagles have a rough matchup coming",
    ],
    expect: "outlook",
    players: ["Saquon Barkley"],
    week: "next",
  },
  {
    turns: [
      "What's Trey McBride's outlook this week? He's my TE and I've been feeling nervous about the Cardinals " +
        "offense lately",
      "ok what about Kittle, same question",
    ],
    expect: "outlook",
    players: ["George Kittle"],
  },
  {
    turns: [
      "Breece Hall has been the most frustrating player I've ever rostered. Two good weeks, then 4 points, then " +
        "22, then 7. I can't plan around him. Honestly, what's his outlook the rest of the way?",
    ],
    expect: "outlook",
    players: ["Breece Hall"],
  },
  {
    turns: [
      "Sawyer and I have been circling each other about a deal and Ladd McConkey's name keeps coming up, so I " +
        "want to understand the guy better first. What's the outlook for McConkey, and what is he worth in trade " +
        "right now?",
    ],
    expect: ["outlook", "tradeValue"],
    players: ["Ladd McConkey"],
  },

  // status
  {
    turns: [
      "Is Christian McCaffrey playing this week? I saw something on twitter about his back or his achilles or " +
        "whatever and the league chat is absolutely freaking out about it",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Nico Collins, game-time decision or actually out? I have the late-game problem again where if I wait I'm " +
        "stuck with whoever's left on my bench",
    ],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: [
      "So, CeeDee's ankle. I've heard everything from 'he's totally fine' to 'out a month' depending on which " +
        "guy in the chat you ask.",
      "is he actually playing sunday or not",
    ],
    expect: "status",
    players: ["CeeDee Lamb"],
  },
  {
    turns: [
      "Is Kenneth Walker hurt? He left last game in the 3rd quarter and never came back",
      "and what about Bucky Irving, is he good to go this week?",
    ],
    expect: "status",
    players: ["Bucky Irving"],
  },
  {
    turns: [
      "Mark Andrews... hurt or not? He got two targets last week and Tatum said in the chat it was an injury " +
        "thing but Tatum also says a lot of things",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "The Browns beat writers are being cryptic again and I can't tell what's going on. Is Quinshon Judkins " +
        "going to play, and if he does, do I start him over Chuba Hubbard?",
    ],
    expect: ["status", "startSit"],
    players: ["Quinshon Judkins", "Chuba Hubbard"],
  },

  // tradeValue
  {
    turns: [
      "Derrick Henry is 31 now and I'm genuinely scared the wheels come off in December like they do for every " +
        "old back. What's he actually worth in a trade right now, realistically?",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Jonathan Taylor has carried me all season, no exaggeration, he's the only reason I'm not 1-8. But my " +
        "depth everywhere else is trash. Do I sell him now while he's top 3 or just hold?",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["What's Garrett Wilson worth in trade these days?", "ok and Davante? same question"],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: [
      "Coach Blake has Travis Etienne and has been complaining about him in the chat for three weeks straight. " +
        "Is this the moment to buy him, or is his value low for a reason?",
    ],
    expect: "tradeValue",
    players: ["Travis Etienne"],
  },
  {
    turns: [
      "Rome Odunze had two really quiet weeks in a row and I'm panicking a little, I had him as my WR2.",
      "sell, hold or buy more? what's his trade value right now",
    ],
    expect: "tradeValue",
    players: ["Rome Odunze"],
  },
  {
    turns: [
      "Three different teams in our league are desperate at RB after all the injuries, so I'm wondering about " +
        "leverage. What kind of value does Josh Jacobs carry on the trade market at this point in the season?",
    ],
    expect: "tradeValue",
    players: ["Josh Jacobs"],
  },

  // buyLow
  {
    turns: [
      "Our trade deadline is in about two weeks and I really want to make a move, but I don't have a specific " +
        "target in mind. Who are some good buy-low candidates right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I feel like I've gotten lucky with a couple of guys this year and it's going to catch up to me. Any " +
        "sell-high candidates I should be shopping before they regress?",
    ],
    expect: "buyLow",
  },
  {
    turns: ["who's a good buy-low target right now", "and the flip side of that, who should I be selling high on"],
    expect: "buyLow",
  },
  {
    turns: [
      "Every single year I miss the buy-low window on someone. Last year it was a running back who went nuts in " +
        "December and I had passed on him for basically nothing in October. Who are the buy lows at RB this year?",
    ],
    expect: "buyLow",
    position: "RB",
  },
  {
    turns: [
      "My team is thin and 4-5 and the league chat is dead, nobody is trading with anybody.",
      "are there any underperformers out there I could buy low on and shake things up",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I've been staring at my roster and I think at least one guy is overperforming his usage by a lot, but I " +
        "can't put my finger on who. Who on my team is a sell-high candidate?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: [
      "OK so Coach Ellis just sent me an offer: his Puka Nacua for my Jahmyr Gibbs and Zay Flowers. Part of me " +
        "loves it and part of me hates it. Should I accept?",
    ],
    expect: "trade",
    players: ["Puka Nacua", "Jahmyr Gibbs", "Zay Flowers"],
  },
  {
    turns: [
      "Harper offered me George Pickens, and I'd give Tee Higgins plus Tucker Kraft. The chat is saying I'm " +
        "getting fleeced but the chat also thought Harper's team was dead in week 3. Who wins this deal?",
    ],
    expect: "trade",
    players: ["George Pickens", "Tee Higgins", "Tucker Kraft"],
  },
  {
    turns: [
      "Blake offered me Kenneth Walker III for Rico Dowdle, straight up. Took me by surprise honestly.",
      "is that a good deal for me or should I counter?",
    ],
    expect: "trade",
    players: ["Kenneth Walker III", "Rico Dowdle"],
  },
  {
    turns: [
      "Should I trade DK Metcalf for Chris Olave?",
      "what if it was Metcalf for Olave plus Jaylen Waddle, does that change it",
    ],
    expect: "trade",
    players: ["DK Metcalf", "Chris Olave", "Jaylen Waddle"],
  },
  {
    turns: [
      "I'm thinking about offering Bo Nix and Breece Hall to Sawyer for Lamar Jackson. Is that fair? Would you " +
        "accept it if you were him?",
    ],
    expect: "trade",
    players: ["Bo Nix", "Breece Hall", "Lamar Jackson"],
  },
  {
    turns: [
      "would u do James Cook for De'Von Achane? Cook has been so steady for me but Achane's upside is absurd " +
        "when he's right, and Finley is dangling him",
    ],
    expect: "trade",
    players: ["James Cook", "De'Von Achane"],
  },
  {
    turns: [
      "Finally got a response from Marlow after like four ignored offers. He wants Amon-Ra St. Brown and would " +
        "give me Justin Jefferson. I know, I know, both are studs, but JJ's QB situation has been shaky. Is that a " +
        "win for me or a lateral move?",
    ],
    expect: "trade",
    players: ["Amon-Ra St. Brown", "Justin Jefferson"],
  },

  // waivers
  {
    turns: [
      "Waivers run Wednesday morning. I have 37 FAAB left out of 100 after blowing a ton on a guy who got hurt " +
        "in week 3 (don't ask). Who should I pick up this week and how much should I bid?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "Kyle Monangai is apparently the guy now in Chicago?? how much faab should I throw at him, I have $41 left " +
        "and Finley always has more than me",
    ],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "I need a running back badly. Javonte just went down and my bench is a wasteland.",
      "who's the best RB on waivers this week",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: ["who's worth picking up this week?", "and how much of my budget should go on him"],
    expect: "waivers",
  },
  {
    turns: [
      "Woody Marks, worth a claim? And if so what's the bid? Our league is FAAB and somebody always beats me by " +
        "exactly one dollar which I'm pretty sure is personal at this point",
    ],
    expect: "waivers",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "The wire is usually picked clean by week 10 in our league but maybe there's a diamond left. Who's the " +
        "best add this week, and which of my hurt guys should I drop to make room for him?",
    ],
    expect: ["waivers", "dropStash"],
  },

  // playoffs
  {
    turns: [
      "We're nine weeks in, I'm 4-5, and I've scored the 3rd most points in the league which feels like a cruel " +
        "joke. What are my chances of making the playoffs as things stand?",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "Honest question, no sugarcoating: do I still have a real shot at the playoffs? Sutton told the whole " +
        "league chat I'm 'already done' and I'd love to prove him wrong",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "what's my record right now, I lost count after the last two losses",
      "and given that, what do my playoff odds look like",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "Lost a heartbreaker to Rowan last week on a Monday night garbage-time TD. Still salty.",
      "where do my playoff chances sit now after that",
    ],
    expect: "playoffs",
  },
  {
    turns: ["6 out of 12 make it, I'm sitting at 4-5. What's the percent chance I actually get in?"],
    expect: "playoffs",
  },
  {
    turns: [
      "OK here's where I'm at mentally. I've lost three of four, my RBs keep getting hurt, and I keep reading " +
        "the standings upside down hoping it changes. Give it to me straight: what are my playoff odds right now, " +
        "and what moves would raise them?",
    ],
    expect: ["playoffs", "improveOdds"],
  },

  // improveOdds
  {
    turns: [
      "What moves should I make to improve my playoff odds? Trades, pickups, whatever it takes. I'm 4-5 and " +
        "tired of just hoping things break my way",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "If you were in my shoes, what would you change to give me the best chance of sneaking into the playoffs? " +
        "I'm open to anything short of trading Gibbs",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds?", "ok that's grim. how do I get that number up"],
    expect: "improveOdds",
  },
  {
    turns: [
      "My RB depth is awful, my WRs are fine, QB is fine-ish. That's the honest picture.",
      "what moves would actually bump my playoff chances the most",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Is there a trade or waiver move out there that meaningfully moves my odds of making the playoffs? Not " +
        "looking for a miracle, just something that swings it a few percent",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Five games left, 4-5, six teams get in, and the league chat has already written me off. How can I improve " +
        "my chances of grabbing one of those top 6 spots?",
    ],
    expect: "improveOdds",
  },

  // matchup
  {
    turns: [
      "Who am I playing this week? I genuinely forgot, the app notification got buried under 200 messages of the " +
        "group chat arguing about kickers",
    ],
    expect: "matchup",
  },
  {
    turns: ["Am I favored against Coach Quinn this week? He's 7-2 and has been talking trash nonstop since Thursday"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["who's my opponent this week", "and what's my win probability against them"],
    expect: "matchup",
  },
  {
    turns: ["What's my win probability this week? Be honest, I can take it, I've been taking it all season"],
    expect: "matchup",
  },
  {
    turns: [
      "Red Zone Raiders absolutely destroyed me back in week 2, like by 50.",
      "we play them again this week right? how do I stack up this time",
    ],
    expect: "matchup",
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "Trying to figure out how aggressive to be with my flex. What does my head-to-head look like this week, " +
        "and what's my team projected to put up?",
    ],
    expect: ["matchup", "projectedTotal"],
  },

  // record
  {
    turns: [
      "I know I'm under .500, I'm not delusional. But where exactly do I stand in the league right now, like " +
        "what place?",
    ],
    expect: "record",
  },
  {
    turns: [
      "Feels like I've lost five straight, though my buddy says it's only been three.",
      "what is my actual record this season",
    ],
    expect: "record",
  },
  {
    turns: ["Standings check since I haven't looked in a while: what seed would I be if the season ended today?"],
    expect: "record",
  },
  {
    turns: ["Who leads the league right now?", "and where am I in the standings compared to that"],
    expect: "record",
  },
  {
    turns: [
      "My dad asked me how my fantasy team is doing over dinner and I realized I don't even know the number. How " +
        "many wins do I have?",
    ],
    expect: "record",
  },
  {
    turns: ["Been trying to avoid looking at it but fine. What's my record and what are my playoff odds?"],
    expect: ["record", "playoffs"],
  },

  // positionRank
  {
    turns: [
      "Rank my WRs for me. I have way too many of them after the waiver frenzy and I can't tell who's actually " +
        "good anymore",
    ],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: [
      "How would you rank my running backs right now? The chat voted my RB room the worst in the league and I " +
        "need to know how bad it actually is",
    ],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["rank my RBs", "now do the same for my wide receivers"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: [
      "I have three tight ends on my roster which is silly, I know, everyone in the league has already made fun " +
        "of me for it.",
      "order them best to worst for me",
    ],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: [
      "Rank my QBs. I've got Mahomes and Caleb Williams and I honestly don't know who my QB1 is anymore, it " +
        "changes every week",
    ],
    expect: "positionRank",
    players: ["Patrick Mahomes", "Caleb Williams"],
    position: "QB",
  },
  {
    turns: [
      "Ok last thing tonight, promise. Can you put my receivers in order from best to worst? I want to see if my " +
        "gut matches the numbers",
    ],
    expect: "positionRank",
    position: "WR",
  },

  // projectedTotal
  {
    turns: [
      "How many points is my team projected to score this week? I feel like I need about 130 to even have a " +
        "chance against Quinn",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "What's my projected total and range for this week? I'm trying to figure out whether I need to gamble on " +
        "some boom-or-bust guys",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["what's my team's projection this week", "and what's the range on that, like best case worst case"],
    expect: "projectedTotal",
  },
  {
    turns: ["set my lineup", "ok with that lineup how many points am I projected for"],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Looking ahead a bit because week 11 is when three of my guys are on bye. What's the projected score for " +
        "my team in week 11?",
    ],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: [
      "Give me my team's projected points ceiling and floor for this week. The chat keeps posting their " +
        "projections and mine's never in the screenshots",
    ],
    expect: "projectedTotal",
  },

  // leaders
  {
    turns: [
      "Who's the best team in the league right now? Quinn obviously thinks it's him but I'm pretty sure it's Tatum",
    ],
    expect: "leaders",
  },
  {
    turns: [
      "Someone in the chat claimed Reese's team leads the league in points scored and I don't believe it for a " +
        "second. Who actually leads in points?",
    ],
    expect: "leaders",
  },
  {
    turns: [
      "What's Two-Minute Drill's record? Marlow has been super quiet in the chat which usually means he's winning",
    ],
    expect: "leaders",
    team: "Two-Minute Drill",
  },
  {
    turns: ["which team has the best playoff odds?", "and what's their record"],
    expect: "leaders",
  },
  {
    turns: [
      "We play Hail Mary Heroes in week 12, which is looking like a huge game for both of us.",
      "what's their record looking like",
    ],
    expect: "leaders",
    team: "Hail Mary Heroes",
  },
  {
    turns: [
      "So the whole league keeps arguing about who the real juggernaut is. Who's the top team right now, and am " +
        "I playing them this week? Because my luck says yes",
    ],
    expect: ["leaders", "matchup"],
  },

  // sleepers
  {
    turns: [
      "Thinking ahead for once in my life. Who are some sleepers for next week? Stuff nobody in our league is " +
        "paying attention to yet",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "any sneaky pickups for next week's games before everyone in the league catches on? Finley scoops " +
        "everything the second it's trending",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Who should I pick up this week?", "and looking a week ahead, any sleepers for next week"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Bye weeks are about to wreck me, I can already feel it.", "any deep sleepers at tight end for next week"],
    expect: "sleepers",
    position: "TE",
    week: "next",
  },
  {
    turns: ["Next week sleeper RBs? I'm desperate, my backfield has been held together with tape since September"],
    expect: "sleepers",
    position: "RB",
    week: "next",
  },
  {
    turns: [
      "My strategy all year has been to be one week early on guys and honestly it's the only thing that's " +
        "worked. Who's a week 11 sleeper I could grab now?",
    ],
    expect: "sleepers",
    week: 11,
  },

  // dropStash
  {
    turns: [
      "Brandon Aiyuk has been hurt basically forever and he's eating a bench spot I could use for literally " +
        "anyone. Drop him or keep stashing?",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: [
      "Do I hold Chris Godwin through this injury or cut bait? I need the roster spot for a bye week fill-in and " +
        "the chat says he'll never be the same",
    ],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },
  {
    turns: ["Is Alvin Kamara hurt?", "ok if he's going to be out a few weeks should I just drop him"],
    expect: "dropStash",
    players: ["Alvin Kamara"],
  },
  {
    turns: [
      "I've got two guys who are basically IR candidates, Jayden Reed and Brandon Aiyuk, and only one IR spot.",
      "which one should I drop?",
    ],
    expect: "dropStash",
    players: ["Jayden Reed", "Brandon Aiyuk"],
  },
  {
    turns: [
      "Stash or drop Sam LaPorta? He's out and I honestly have no idea what the timeline is, the reports are all " +
        "over the place",
    ],
    expect: "dropStash",
    players: ["Sam LaPorta"],
  },
  {
    turns: [
      "I've got like three guys in street clothes and zero bench room, it's embarrassing. Which of my injured " +
        "players should I cut?",
    ],
    expect: "dropStash",
  },

  // byeCover
  {
    turns: [
      "My QB has his bye coming up and I've never carried a backup all season because I'm stubborn. Who should I " +
        "grab as a backup QB to cover that week?",
    ],
    expect: "byeCover",
    position: "QB",
  },
  {
    turns: ["Need a streaming tight end for my TE's bye week. Anyone out there who won't get me 1.8 points?"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["which of my guys are on bye next week", "ok so who do I use to cover the RB spot then"],
    expect: "byeCover",
    position: "RB",
    week: "next",
  },
  {
    turns: [
      "Jared Goff is my starting QB and his bye is coming up soon, I forget exactly which week.",
      "who should be my backup for that week",
    ],
    expect: "byeCover",
    players: ["Jared Goff"],
    position: "QB",
  },
  {
    turns: [
      "Kickers, ugh. Nobody in our league takes them seriously but I lost a game by 2 earlier this year. My K is " +
        "on bye soon, who do I stream at kicker to cover it?",
    ],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: ["I only roster one defense because I need the bench for RBs. Who covers my D's bye week?"],
    expect: "byeCover",
    position: "DEF",
  },

  // rosterStatus
  {
    turns: [
      "Which of my players are hurt right now? I've completely lost track between the practice reports and the " +
        "chat rumors",
    ],
    expect: "rosterStatus",
  },
  {
    turns: [
      "Who's on bye for me this week? I got burned in week 6 starting a guy whose team wasn't even playing, the " +
        "chat still brings it up",
    ],
    expect: "rosterStatus",
  },
  {
    turns: [
      "Planning a trip for the weekend of week 12, so I want to set things early. Are any of my guys on bye that week?",
    ],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["check my roster for injuries", "what about byes next week"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Is Jayden Daniels playing this week?", "ok and across the rest of my roster, who else is injured or out"],
    expect: "rosterStatus",
  },
  {
    turns: [
      "Sunday morning panic mode. Who on my team is on bye this week, and who's the best option to fill in at TE " +
        "while my guy is off?",
    ],
    expect: ["rosterStatus", "byeCover"],
    position: "TE",
  },

  // scenario
  {
    turns: [
      "Hypothetically, and I know it's a big if given how this season's gone, if I win out do I make the playoffs?",
    ],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["What are my odds if I go 3-2 the rest of the way? That feels like the realistic outcome"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: [
      "If I lose this week am I basically done? Quinn has been telling the chat this is an elimination game for me",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds?", "and if I win two more games?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["If I go 4-1 over the last five, what happens to my chances?", "what about 2-3"],
    expect: "scenario",
    scenario: { wins: 2, games: 5 },
  },
  {
    turns: [
      "Historically in our league 8-6 has been the bubble, sometimes you get in, sometimes you don't depending " +
        "on points. Do I make it at 8-6 this year?",
    ],
    expect: "scenario",
    scenario: { wins: 8, games: 14 },
  },

  // tradeIdeas
  {
    turns: [
      "What can I get for Davante Adams? He's been solid for me but I'm drowning at RB and need to turn some " +
        "receiver depth into a back",
    ],
    expect: "tradeIdeas",
    players: ["Davante Adams"],
  },
  {
    turns: ["Give me some trade targets if I'm shopping Tony Pollard. Nobody in the chat has bitten on him yet"],
    expect: "tradeIdeas",
    players: ["Tony Pollard"],
  },
  {
    turns: [
      "I'm overloaded at receiver. Tee Higgins, JSN, Zay, and a couple of waiver guys, and only three WR spots.",
      "could I package Higgins and Zay in a 2-for-1 for a stud RB? who'd be a realistic target",
    ],
    expect: "tradeIdeas",
    players: ["Tee Higgins", "Zay Flowers"],
  },
  {
    turns: ["What's Kyle Pitts worth right now?", "ok, who could I actually target with him in a deal"],
    expect: "tradeIdeas",
    players: ["Kyle Pitts"],
  },
  {
    turns: [
      "I'm thinking about putting Jaylen Waddle on the block, mostly because the Dolphins offense gives me " +
        "anxiety every week. If I do, what should I be asking for in return?",
    ],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },
  {
    turns: ["trade ideas for Mike Evans? which teams in my league would actually want him and what would they give"],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },

  // help
  {
    turns: [
      "What can you actually do? I've only been using this thing to set lineups and my buddy says it does way more",
    ],
    expect: "help",
  },
  {
    turns: ["what kinds of questions am I allowed to ask you"],
    expect: "help",
  },
  {
    turns: ["hey, first time using this", "what are you able to help with exactly"],
    expect: "help",
  },
  {
    turns: [
      "Half the league says this assistant is great and half says it's useless, so before I decide, can you " +
        "explain what you do and what I should be asking you?",
    ],
    expect: "help",
  },

  // None
  {
    turns: [
      "Who wins the Chiefs game this weekend against the spread? I've got real money on it and my bookie is not " +
        "as patient as my league mates",
    ],
    expect: "None",
  },
  {
    turns: [
      "What's the weather supposed to be in Buffalo on Sunday? I'm going to the game and want to know how many " +
        "layers to wear",
    ],
    expect: "None",
  },
  {
    turns: ["tell me a joke about the Jets, I need something for the league chat since Harper is a Jets fan"],
    expect: "None",
  },
  {
    turns: [
      "Totally unrelated but you're the only AI I've got open: can you help me write my best man speech for Saturday?",
    ],
    expect: "None",
  },
  {
    turns: [
      "set my lineup",
      "also what's a good recipe for wings for the game? hosting the whole league for the Sunday night game",
    ],
    expect: "None",
  },
  {
    turns: ["Should I bet the over on Mahomes passing yards on DraftKings tonight? The line looks soft to me"],
    expect: "None",
  },
];
