// Blind held-out evaluation set 223 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a manager who writes the GM short, polite emails - a greeting, a line of context, the
// question, a sign-off ("Hi GM, ... Thanks, Tom"); now and then two questions in one email.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_223: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: [
      "Hi GM, Jaxson Dart has been fun to watch, but I get nervous every " +
        "time he faces a real defense. Do I roll him out today or leave him on " +
        "the bench? Thanks, Tom",
    ],
    expect: "startSit",
    players: ["Jaxson Dart"],
  },
  {
    turns: [
      "Morning GM, coffee in hand, one call left to make before the early " +
        "games. Tucker Kraft or Hunter Henry - only one of them gets in. " +
        "Which? Cheers, Tom",
    ],
    expect: "startSit",
    players: ["Tucker Kraft", "Hunter Henry"],
  },
  {
    turns: [
      "Hi GM, Rome Odunze looked completely lost last week. Mostly just venting here. Tom",
      "Hi again GM, so be honest with me: does he belong in my lineup this afternoon, or on the pine? Tom",
    ],
    expect: "startSit",
    players: ["Rome Odunze"],
  },
  {
    turns: [
      "Hello GM, I like to plan ahead, my wife says too much. For week 12, " +
        "Bhayshul Tuten or Woody Marks - which one gets the nod? Regards, Tom",
    ],
    expect: "startSit",
    players: ["Bhayshul Tuten", "Woody Marks"],
    week: 12,
  },
  {
    turns: [
      "GM, I've got Jameson Williams, Zay Flowers and Jordan Addison " +
        "fighting over a single start today and I keep changing my mind. Who " +
        "plays? Best, Tom",
    ],
    expect: "startSit",
    players: ["Jameson Williams", "Zay Flowers", "Jordan Addison"],
  },
  {
    turns: [
      "Hi GM, I started Kenneth Walker this week because you told me to. Fingers crossed. Tom",
      "Thinking ahead to next week now - same call again, or does he sit that one out? Tom",
    ],
    expect: "startSit",
    players: ["Kenneth Walker III"],
    week: "next",
  },
  {
    turns: [
      "Hey GM, my gut is telling me to bench Baker Mayfield today because of " +
        "the matchup. Is my gut an idiot? Appreciate it, Tom",
    ],
    expect: "startSit",
    players: ["Baker Mayfield"],
  },

  // ---------- compare ----------
  {
    turns: [
      "Hi GM, forget this week entirely. From here to the end of the season, " +
        "who gives me more: Omarion Hampton or TreVeyon Henderson? Thanks, Tom",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: [
      "Hello GM, I'm thinning out my roster. If you could only keep one of " +
        "them for the stretch run and the playoffs, Garrett Wilson or Drake " +
        "London? Best, Tom",
    ],
    expect: "compare",
    players: ["Garrett Wilson", "Drake London"],
  },
  {
    turns: [
      "Hi GM, is Tetairoa McMillan for real or just a hot rookie month? Tom",
      "Fair enough. Now stack him up against Emeka Egbuka - who ends up the better player from here on out? Tom",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Evening GM, settling an argument with my brother-in-law. Long view, " +
        "not today's games: among McBride, Bowers and Kittle, who's the best " +
        "bet the rest of the way? Cheers, Tom",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers", "George Kittle"],
  },
  {
    turns: [
      "Hey GM, two young backs, one bench spot long term. Skattebo vs " +
        "Judkins - which one do I want on my team come December? Thanks, Tom",
    ],
    expect: "compare",
    players: ["Cam Skattebo", "Quinshon Judkins"],
  },
  {
    turns: [
      "Hi GM, both of these rookies are sitting on my bench and one of them " +
        "has to grow into a starter. Colston Loveland or Harold Fannin Jr. - " +
        "whose rest-of-season outlook is brighter? Tom",
    ],
    expect: "compare",
    players: ["Colston Loveland", "Harold Fannin Jr."],
  },
  {
    turns: [
      "Hi GM, I'm staring at my running backs again. Tom",
      "Specifically Chuba Hubbard and Rico Dowdle, since they share a backfield. Tom",
      "Which of the two is the one to own over the final five weeks? Thanks, Tom",
    ],
    expect: "compare",
    players: ["Chuba Hubbard", "Rico Dowdle"],
  },

  // ---------- outlook ----------
  {
    turns: [
      "Hi GM, Gibbs is basically my whole season at this point. What kind of " +
        "afternoon should I expect from him today? Thanks, Tom",
    ],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: [
      "Hello GM, I drafted him in the first round and I'm still not sure " +
        "what I have. Ashton Jeanty: what's the ceiling and what's the floor " +
        "for the rest of the season? Best, Tom",
    ],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: [
      "Hi GM, I've been stashing Travis Hunter for ages. Give me the honest " +
        "projection on him for week 11, no sugar-coating. Tom",
    ],
    expect: "outlook",
    players: ["Travis Hunter"],
    week: 11,
  },
  {
    turns: [
      "Hi GM, I grabbed Kyle Monangai off waivers on Tuesday. Tom",
      "What does the next month look like for him, in your view? Tom",
    ],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "Morning GM, the kid has been lighting it up and I'm waiting for the " +
        "other shoe to drop. Is Drake Maye going to keep playing like this the " +
        "rest of the way, or is a regression coming? Cheers, Tom",
    ],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  {
    turns: [
      "Hey GM, I like having a number in my head before the week starts. Do " +
        "the crunching for me: how many points does Amon-Ra put up next week? " +
        "Tom",
    ],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
    week: "next",
  },
  {
    turns: [
      "Hi GM, should I start Sam Darnold or Jared Goff today? Tom",
      "OK, and Goff on his own for the remainder of the season - good, bad or meh? Tom",
    ],
    expect: "outlook",
    players: ["Jared Goff"],
  },

  // ---------- status ----------
  {
    turns: [
      "Hi GM, I saw a clip of Nico Collins limping off at the end of " +
        "practice. Is he actually suiting up today? Thanks, Tom",
    ],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: [
      "Hey GM, my QB room is thin and I've been holding Burrow in my IR slot for weeks. Tom",
      "Was he out there practicing this week, or still sidelined? Tom",
    ],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: [
      "GM, embarrassing question from someone who should know better: is " +
        "Patrick Mahomes on bye this week? I honestly can't remember. Tom",
    ],
    expect: "status",
    players: ["Patrick Mahomes"],
  },
  {
    turns: [
      "Hi GM, Puka Nacua basically carried my team last week. Tom",
      "Any news on that ankle thing I read about - is he a go? Tom",
    ],
    expect: "status",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "Hello GM, Omarion Hampton has been on IR forever and he's clogging my " +
        "roster. When is he eligible to come back? Regards, Tom",
    ],
    expect: "status",
    players: ["Omarion Hampton"],
  },
  {
    turns: [
      "Morning GM, is Justin Herbert active for the late game, or did that " +
        "hand thing keep him out? Need to know before 4. Tom",
    ],
    expect: "status",
    players: ["Justin Herbert"],
  },

  // ---------- tradeValue ----------
  {
    turns: [
      "Hi GM, Coach Sawyer keeps sliding into my DMs asking about Bijan. Tom",
      "Before I answer him, what is Bijan Robinson really worth in our league? Tom",
    ],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: [
      "Hi GM, Jaxon Smith-Njigba is having a monster year for me and people " +
        "keep noticing. Sell high now, or ride the wave? Tom",
    ],
    expect: "tradeValue",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Hey GM, Chris Olave's price feels like it's at rock bottom after the " +
        "last few weeks. Is this the moment to go get him? Cheers, Tom",
    ],
    expect: "tradeValue",
    players: ["Chris Olave"],
  },
  {
    turns: [
      "Hi GM, Breece Hall keeps teasing me with one good week and then two bad ones. Tom",
      "Would you move him if the right offer came along, or is he worth more to me than to everyone else? Tom",
    ],
    expect: "tradeValue",
    players: ["Breece Hall"],
  },
  {
    turns: [
      "Hello GM, I'm a Raiders-turned-Rams fan so this hurts to ask. Should " +
        "I be trying to deal away Davante Adams before his age catches up with " +
        "him? Tom",
    ],
    expect: "tradeValue",
    players: ["Davante Adams"],
  },
  {
    turns: [
      "GM, I'm cleaning house at tight end. In trade terms, is Kyle Pitts worth anything at all these days? Best, Tom",
    ],
    expect: "tradeValue",
    players: ["Kyle Pitts"],
  },

  // ---------- trade ----------
  {
    turns: [
      "Hi GM, someone just offered me Saquon Barkley for Jaylen Waddle and " +
        "Tony Pollard. My finger is hovering over accept. Do I? Thanks, Tom",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "Jaylen Waddle", "Tony Pollard"],
  },
  {
    turns: [
      "Hey GM, dream scenario I'm considering proposing. Would you give up " +
        "Josh Jacobs to land Ja'Marr Chase, straight up? Tom",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Ja'Marr Chase"],
  },
  {
    turns: [
      "Hi GM, I've got a trade sitting on the table and I can't decide. Tom",
      "I'd send out Jerry Jeudy and Jayden Reed, and I'd get back DK Metcalf. Fair? Tom",
    ],
    expect: "trade",
    players: ["Jerry Jeudy", "Jayden Reed", "DK Metcalf"],
  },
  {
    turns: [
      "Morning GM, this one came in overnight. My Jalen Hurts for their Bo " +
        "Nix and A.J. Brown - worth pulling the trigger? Cheers, Tom",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Bo Nix", "A.J. Brown"],
  },
  {
    turns: [
      "Hello GM, I keep going back and forth on sending Mark Andrews out for " +
        "Dallas Goedert plus Khalil Shakir. Talk me off the ledge or push me " +
        "over it. Tom",
    ],
    expect: "trade",
    players: ["Mark Andrews", "Dallas Goedert", "Khalil Shakir"],
  },
  {
    turns: [
      "Hi GM, trade talk. Tom",
      "They want Kyren Williams from me. Tom",
      "In return I'd get Alvin Kamara and Xavier Worthy. Yes or no? Tom",
    ],
    expect: "trade",
    players: ["Kyren Williams", "Alvin Kamara", "Xavier Worthy"],
  },
  {
    turns: [
      "GM, there's an offer in my inbox that looks too simple: Terry " +
        "McLaurin coming to me, Courtland Sutton going the other way. What's " +
        "the catch - take it? Thanks, Tom",
    ],
    expect: "trade",
    players: ["Terry McLaurin", "Courtland Sutton"],
  },

  // ---------- positionRank ----------
  {
    turns: [
      "Morning GM, bit of a crisis - all my running backs have ugly matchups. Tom",
      "Rank them for today, best to worst, so I know who to trust. Tom",
    ],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Hi GM, could you put my wide receivers in order for next week? I'll sort the rest myself. Tom"],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: [
      "Hello GM, I carry three tight ends, which my league mates mock me " +
        "for. Give me a pecking order of them for this weekend. Best, Tom",
    ],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: [
      "Hi GM, I've ended up with loads of quarterbacks after the waiver frenzy. Tom",
      "Line them up for me from best to worst for week 10. Tom",
    ],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: [
      "Hey GM, my receiving corps is a mess of injuries and role changes. " +
        "Top to bottom, how do my wideouts stack up this week? Cheers, Tom",
    ],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Hi GM, sort my backs by expected points for week 13 - I want my Thanksgiving plan sorted early. Tom"],
    expect: "positionRank",
    position: "RB",
    week: 13,
  },

  // ---------- scenario ----------
  {
    turns: ["Hi GM, feeling ambitious this morning. If I run the table from here, am I in? Thanks, Tom"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["GM, worst case planning. Say I drop today's game - how bad does that make my playoff picture? Tom"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: [
      "Hi GM, I'm 4-5 and trying to stay calm about it. Tom",
      "A realistic goal is 3-2 the rest of the way. Would that be enough to get me in? Tom",
    ],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: [
      "Hello GM, let's assume I split the difference. Suppose I take two of " +
        "the final four after today - where does that leave my odds? Regards, " +
        "Tom",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: [
      "Hey GM, Coach Quinn is already celebrating. If Blitz Brigade win " +
        "every game they have left, are they guaranteed a spot? Cheers, Tom",
    ],
    expect: "scenario",
    scenario: "win-out",
    team: "Blitz Brigade",
  },
  {
    turns: ["Hi GM, how do my playoff odds look as things stand? Tom", "And if I only manage four more wins? Tom"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },

  // ---------- waivers ----------
  {
    turns: [
      "Hi GM, waivers run tonight and I've got an open spot. Tom",
      "Whose name should go at the top of my claims, any position? Tom",
    ],
    expect: "waivers",
  },
  {
    turns: ["Hi GM, my tight end situation is a disaster. Who's out there on waivers at the position? Tom"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: [
      "Hello GM, I've got $63 of FAAB left and it's burning a hole in my " +
        "pocket. How much of it should go on Kenneth Gainwell? Tom",
    ],
    expect: "waivers",
    players: ["Kenneth Gainwell"],
  },
  {
    turns: [
      "Hi GM, my kicker is awful and missed two extra points last week. Tom",
      "Anyone worth grabbing off the wire to replace him? Tom",
    ],
    expect: "waivers",
    position: "K",
  },
  {
    turns: [
      "Hey GM, running back help needed badly, my bench is bare. Any free agents worth a claim tonight? Cheers, Tom",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "Morning GM, I've been riding the same defense all year and it's let " +
        "me down. Which one should I add from free agency right now? Best, Tom",
    ],
    expect: "waivers",
    position: "DEF",
  },

  // ---------- slot ----------
  {
    turns: ["Hi GM, my flex has been a black hole all season. Tom", "Who should go in it today? Tom"],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: ["Hey GM, trying to fill my RB2 spot: Jaylen Warren or J.K. Dobbins? Tom"],
    expect: "slot",
    players: ["Jaylen Warren", "J.K. Dobbins"],
    position: "RB",
  },
  {
    turns: [
      "Hi GM, I have a flex decision next week between Wan'Dale Robinson, " +
        "Rachaad White and Jauan Jennings. Who gets the spot? Cheers, Tom",
    ],
    expect: "slot",
    players: ["Wan'Dale Robinson", "Rachaad White", "Jauan Jennings"],
    position: "FLEX",
    week: "next",
  },
  {
    turns: [
      "Hi GM, my tight end got hurt in practice Friday. Tom",
      "Who should fill the TE spot today from what I've got? Tom",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: ["Evening GM, I just noticed I've still got a receiver slot sitting empty for tonight. Who fills it? Tom"],
    expect: "slot",
    position: "WR",
  },

  // ---------- lineup ----------
  {
    turns: [
      "Hi GM, the kids have a tournament all day and I won't be near the " +
        "app. Can you set my lineup for today? Thanks, Tom",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Hi GM, I set my lineup at 2am after a wedding. Tom",
      "Could you look it over and tell me if I did anything stupid? Tom",
    ],
    expect: "lineup",
  },
  {
    turns: ["Hello GM, clean slate. Build me the best possible starting lineup for week 11. Cheers, Tom"],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "Hi GM, I'm travelling all of next week with no signal. Tom",
      "Can you get my whole lineup ready for next week before I leave? Tom",
    ],
    expect: "lineup",
    week: "next",
  },
  {
    turns: ["GM, kickoff is in an hour. Any changes you'd make to my starters before then? Best, Tom"],
    expect: "lineup",
  },

  // ---------- buyLow ----------
  {
    turns: ["Hi GM, I want to make a move but I refuse to overpay. Tom", "Who are the buy-low guys right now? Tom"],
    expect: "buyLow",
  },
  {
    turns: ["Hey GM, I'm feeling greedy. Is there anybody on my team I should sell while the price is high? Tom"],
    expect: "buyLow",
  },
  {
    turns: [
      "Hello GM, bargain hunting today. Which slumping players around the " +
        "league are worth targeting cheaply? Cheers, Tom",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Hi GM, the trade deadline is coming up fast. Tom",
      "Give me some names on my roster whose value is about to drop, so I can cash out in time. Tom",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "GM, who's being undervalued by the market right now that I should try to pry loose on the cheap? Best, Tom",
    ],
    expect: "buyLow",
  },

  // ---------- playoffs ----------
  {
    turns: [
      "Hi GM, my wife asked whether she should keep mid-December free. Tom",
      "So - what are my chances of making the playoffs? Tom",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "Hey GM, Coach Tatum swears he's still alive. Do Red Zone Raiders have a realistic shot at the playoffs? Tom",
    ],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Hello GM, honestly, am I making the postseason this year or not? I can handle it. Cheers, Tom"],
    expect: "playoffs",
  },
  {
    turns: [
      "Hi GM, Coach Blake keeps trash-talking me in the group chat. Tom",
      "What are his team's odds of getting in? Tom",
    ],
    expect: "playoffs",
    team: "Sunday Scaries",
  },
  {
    turns: ["GM, percentage-wise, where do my playoff hopes sit after last week's loss? Best, Tom"],
    expect: "playoffs",
  },

  // ---------- improveOdds ----------
  {
    turns: ["Hi GM, I'm sitting ninth and sinking. Tom", "What moves would bump up my playoff chances? Tom"],
    expect: "improveOdds",
  },
  {
    turns: ["Hey GM, I'm right on the bubble. What roster moves would push me over the line into the postseason? Tom"],
    expect: "improveOdds",
  },
  {
    turns: [
      "Hello GM, I have time for exactly one transaction this week. What's " +
        "the single best move I can make to boost my shot at a playoff spot? " +
        "Cheers, Tom",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["Hi GM, give me my playoff odds, straight. Tom", "Right. How do I get that number up? Tom"],
    expect: "improveOdds",
  },
  {
    turns: ["GM, if I could make one pickup and one trade, which would help my postseason chances the most? Best, Tom"],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  { turns: ["Hi GM, I've lost track of the schedule. Who am I up against this week? Thanks, Tom"], expect: "matchup" },
  { turns: ["Hi GM, nervy one today, I can feel it. Tom", "What's my win probability? Tom"], expect: "matchup" },
  {
    turns: ["Hello GM, looking a week down the road. What's the projected score of my game next week? Cheers, Tom"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: [
      "Hey GM, I've got a side bet with a friend on this one. Who's favoured in End Zone Envy's game this week? Tom",
    ],
    expect: "matchup",
    team: "End Zone Envy",
  },
  {
    turns: [
      "Hi GM, I beat Coach Harper last week, thanks for the help! Tom",
      "Who's my opponent today, and can I beat them too? Tom",
    ],
    expect: "matchup",
  },

  // ---------- record ----------
  { turns: ["Hi GM, I've been too scared to look. What's my record at the moment? Thanks, Tom"], expect: "record" },
  { turns: ["Hi GM, just got back from a trip. Tom", "Where do I sit in the standings now? Tom"], expect: "record" },
  {
    turns: ["Hello GM, how many wins does Waiver Wire Wizards have so far? They feel unbeatable. Cheers, Tom"],
    expect: "record",
    team: "Waiver Wire Wizards",
  },
  {
    turns: ["Hi GM, remind me of my record. Tom", "And Coach Reese's team? Tom"],
    expect: "record",
    team: "Play Action Pack",
  },
  { turns: ["GM, simple one, promise. Am I above .500 yet? Best, Tom"], expect: "record" },

  // ---------- rosterStatus ----------
  {
    turns: ["Hi GM, every week someone else on my team goes down. Who on my roster is hurt right now? Thanks, Tom"],
    expect: "rosterStatus",
  },
  {
    turns: ["Hi GM, I forgot to check the schedule. Tom", "Are any of my guys on bye this week? Tom"],
    expect: "rosterStatus",
  },
  {
    turns: ["Hello GM, who do I lose to byes next week? I want to plan my claims. Cheers, Tom"],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["Hey GM, give me the injury report for my team before kickoff, please. Tom"], expect: "rosterStatus" },
  {
    turns: [
      "Hi GM, I'm planning for week 12 already. Tom",
      "Which of my players are out that week, whether it's byes or injuries? Tom",
    ],
    expect: "rosterStatus",
    week: 12,
  },

  // ---------- projectedTotal ----------
  {
    turns: [
      "Hi GM, I'm trying to decide if I should be worried. How many points is my team projected for today? Thanks, Tom",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["Hello GM, what's my projected range for week 11, low end to high end? Tom"],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: ["Hi GM, I had a bad feeling about next week. Tom", "What's my team likely to score then? Tom"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: [
      "Hi GM, I just moved a few guys around in my lineup. Tom",
      "So what's my team projected to put up now? Tom",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["GM, give me a number: my expected points this week, best case and worst case. Best, Tom"],
    expect: "projectedTotal",
  },

  // ---------- leaders ----------
  {
    turns: ["Hi GM, the group chat is arguing again. Who's the best team in our league, objectively? Thanks, Tom"],
    expect: "leaders",
  },
  { turns: ["Hey GM, who leads the league in points scored? Tom"], expect: "leaders" },
  { turns: ["Hi GM, it's the middle of the season. Tom", "Can I see the power rankings? Tom"], expect: "leaders" },
  { turns: ["Hello GM, who has the top record right now? Cheers, Tom"], expect: "leaders" },
  {
    turns: ["Hi GM, I feel like I'm the strongest team in the league. Tom", "Am I? Who's actually number one? Tom"],
    expect: "leaders",
  },

  // ---------- sleepers ----------
  { turns: ["Hi GM, I like being early on guys. Any sleepers I should know about? Thanks, Tom"], expect: "sleepers" },
  {
    turns: ["Hi GM, I'm fairly sure I'm playoff-bound. Tom", "Who should I stash now for the playoff weeks? Tom"],
    expect: "sleepers",
  },
  {
    turns: ["Hello GM, what pickups can I make now that pay off next week? Cheers, Tom"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Hey GM, any under-the-radar running backs that could break out in December? Tom"],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: [
      "Hi GM, my bench is full of dead weight. Tom",
      "Who are some deep guys worth stashing for later in the season? Tom",
    ],
    expect: "sleepers",
  },

  // ---------- dropStash ----------
  {
    turns: ["Hi GM, Malik Nabers is done for the year and it breaks my heart. Drop him? Thanks, Tom"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: ["Hi GM, roster crunch. Tom", "Tyreek Hill: hold or cut? Tom"],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  { turns: ["Hello GM, I need a roster spot for a waiver claim. Who's my best cut? Cheers, Tom"], expect: "dropStash" },
  {
    turns: [
      "Hi GM, Brandon Aiyuk still isn't back on the field. Tom",
      "Is he worth keeping on my bench, or should I let him go? Tom",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["GM, Cooper Kupp has been invisible for weeks. Is it time to release him? Best, Tom"],
    expect: "dropStash",
    players: ["Cooper Kupp"],
  },

  // ---------- byeCover ----------
  {
    turns: ["Hi GM, Ja'Marr Chase is on bye this week. Who should I pick up to replace him? Thanks, Tom"],
    expect: "byeCover",
    players: ["Ja'Marr Chase"],
    position: "WR",
  },
  {
    turns: ["Hey GM, Jonathan Taylor has his bye next week. Who covers the RB spot? Tom"],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: "next",
  },
  {
    turns: ["Hi GM, Kelce's off this week. Tom", "What tight end do I use instead? Tom"],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },
  {
    turns: ["Hi GM, Christian McCaffrey's bye is week 14. Tom", "Who can I get now to fill in for him that week? Tom"],
    expect: "byeCover",
    players: ["Christian McCaffrey"],
    position: "RB",
    week: 14,
  },
  {
    turns: ["GM, Dak Prescott has the week off. Which quarterback do I stream? Best, Tom"],
    expect: "byeCover",
    players: ["Dak Prescott"],
    position: "QB",
  },

  // ---------- tradeIdeas ----------
  {
    turns: ["Hi GM, what could I get for George Pickens? Thanks, Tom"],
    expect: "tradeIdeas",
    players: ["George Pickens"],
  },
  {
    turns: ["Hey GM, I want to package D'Andre Swift and DeVonta Smith for one better player. Ideas? Tom"],
    expect: "tradeIdeas",
    players: ["D'Andre Swift", "DeVonta Smith"],
  },
  { turns: ["Hi GM, I'm ready to deal. Tom", "Which team should I be talking trade with? Tom"], expect: "tradeIdeas" },
  {
    turns: [
      "Hello GM, I need to get a tight end through a trade. Who could I target, and what would it cost? Cheers, Tom",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: [
      "Hi GM, I've got too many receivers. Tom",
      "Who'd be a good trade partner to swap one of them for a running back? Tom",
    ],
    expect: "tradeIdeas",
    position: "RB",
  },

  // ---------- help ----------
  { turns: ["Hi GM, I'm new here. What are you able to help me with? Thanks, Tom"], expect: "help" },
  { turns: ["Hey GM, what kinds of questions can I ask you? Tom"], expect: "help" },
  { turns: ["Hello GM, do you handle trade evaluations, or only lineups? Cheers, Tom"], expect: "help" },
  { turns: ["GM, give me a rundown of your features. Best, Tom"], expect: "help" },
  {
    turns: ["Hi GM, thanks for the help last week. Tom", "Remind me what else you can do besides start/sit? Tom"],
    expect: "help",
  },

  // ---------- None ----------
  { turns: ["Hi GM, is it going to rain in Chicago this afternoon? I've got tickets. Thanks, Tom"], expect: "None" },
  { turns: ["Hey GM, what's the spread on the Sunday night game? Tom"], expect: "None" },
  { turns: ["Hi GM, long day. Tom", "Tell me a joke about the Jets? Tom"], expect: "None" },
  { turns: ["Hello GM, the app keeps logging me out on my phone. How do I fix it? Cheers, Tom"], expect: "None" },
  { turns: ["GM, can we switch our league to half-PPR next season? Best, Tom"], expect: "None" },
  {
    turns: ["Hi GM, thanks for the lineup help. Tom", "Unrelated, but who's winning the NBA title this year? Tom"],
    expect: "None",
  },
  { turns: ["Hey GM, how's your weekend going? Thanks, Tom"], expect: "None" },
  { turns: ["Hi GM, any update on Taylor Swift's wedding plans? Tom"], expect: "None" },

  // ---------- multi-part ----------
  {
    turns: ["Hi GM, is Bucky Irving playing today? And if not, who's the best running back on waivers? Thanks, Tom"],
    expect: ["status", "waivers"],
    players: ["Bucky Irving"],
    position: "RB",
  },
  {
    turns: ["Hey GM, where does my win-loss stand, and do I still have a shot at the playoffs? Tom"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Hi GM, should I start Jordan Love today, and what's his outlook for the rest of the season? Cheers, Tom"],
    expect: ["startSit", "outlook"],
    players: ["Jordan Love"],
  },
  {
    turns: ["Hello GM, who am I playing this week, and how many points am I projected for? Tom"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["GM, who on my team is injured, and can you set my lineup around them? Best, Tom"],
    expect: ["rosterStatus", "lineup"],
  },
  {
    turns: ["Hi GM, who's top of the league, and what's Hail Mary Heroes' record? Tom"],
    expect: ["leaders", "record"],
    team: "Hail Mary Heroes",
  },
  {
    turns: ["Hi GM, should I drop Dalton Kincaid, and who would you pick up at tight end instead? Thanks, Tom"],
    expect: ["dropStash", "waivers"],
    players: ["Dalton Kincaid"],
    position: "TE",
  },
  {
    turns: [
      "Hi GM, rough week. Tom",
      "Is Marvin Harrison Jr. out today, and what's Michael Pittman Jr. worth in a trade? Tom",
    ],
    expect: ["status", "tradeValue"],
    players: ["Marvin Harrison Jr.", "Michael Pittman Jr."],
  },
  {
    turns: [
      "Hi GM, if I lose today, what do my playoff chances look like, and what can I do to improve them? Cheers, Tom",
    ],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },
];
