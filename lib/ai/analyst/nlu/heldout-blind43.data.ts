// Blind held-out evaluation set 43 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a beekeeper, a Wall Street trader in a hurry, a nervous intern,
// a Filipino-English (Taglish) speaker.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_43: HeldOutCase[] = [
  {
    turns: ["need a call: Chase Brown or Bucky Irving. start one. go."],
    expect: "startSit",
    players: ["Chase Brown", "Bucky Irving"],
  },
  {
    turns: [
      "Out tending the hives all morning and I still haven't made up my mind. Do I play Jakobi Meyers " +
        "this week or leave him on the bench like a drone that won't fly?",
    ],
    expect: "startSit",
    players: ["Jakobi Meyers"],
  },
  {
    turns: [
      "um hi, sorry, quick question about my lineup",
      "should I start Tyler Warren or Jake Ferguson at tight end this week?? I really don't want to mess this up",
    ],
    expect: "startSit",
    players: ["Tyler Warren", "Jake Ferguson"],
  },
  {
    turns: ["pare si Jaylen Warren ba pwede i-start ngayon?", "or si Rhamondre na lang? ano mas okay this week"],
    expect: "startSit",
    players: ["Jaylen Warren", "Rhamondre Stevenson"],
  },
  {
    turns: ["Sutton or Pickens", "for week 12 obviously. who starts"],
    expect: "startSit",
    players: ["Courtland Sutton", "George Pickens"],
    week: 12,
  },
  {
    turns: [
      "I can't decide between Bo Nix and Jared Goff for Sunday. Nix has the legs, Goff has the dome. " +
        "Tell me straight who goes in.",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
  },
  {
    turns: ["CMC or Saquon this wk", "actually make it CMC vs Kyren. same q"],
    expect: "startSit",
    players: ["Christian McCaffrey", "Kyren Williams"],
  },
  {
    turns: ["ROS who's better, Puka or Ja'Marr? not about this week"],
    expect: "compare",
    players: ["Puka Nacua", "Ja'Marr Chase"],
  },
  {
    turns: [
      "Sorry if this is a silly question, but long term, is Omarion Hampton better than TreVeyon Henderson? " +
        "Like for the rest of the year, not just this week.",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: [
      "grabe si Gibbs last week 🔥",
      "sino mas better for the rest of the season, siya or si Bijan? curious lang",
    ],
    expect: "compare",
    players: ["Jahmyr Gibbs", "Bijan Robinson"],
  },
  {
    turns: ["Over the long haul, like a hive through winter, who holds up better: Trey McBride or Brock Bowers?"],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: ["BTJ vs Tee Higgins", "rest of season. who do you want on the roster thru wk 17"],
    expect: "compare",
    players: ["Brian Thomas Jr.", "Tee Higgins"],
  },
  {
    turns: [
      "I keep going back and forth on two running backs",
      "Is Kyren Williams or James Cook going to be better from here to the end of the season? " +
        "I'm not asking about this week's lineup, sorry, should have said",
    ],
    expect: "compare",
    players: ["Kyren Williams", "James Cook"],
  },
  {
    turns: ["flex spot: Jordan Addison, Khalil Shakir or Rico Dowdle. who fills it this wk"],
    expect: "slot",
    players: ["Jordan Addison", "Khalil Shakir", "Rico Dowdle"],
  },
  {
    turns: ["My RB2 spot is empty as a spring box. Who should go in there this week?"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["wala na akong maisip for the flex pare", "sino ba dapat ilagay ko doon this week? RB or WR?"],
    expect: "slot",
  },
  {
    turns: ["Who should I put in my QB spot this week? Sorry, I'm panicking a little, I have two and both look meh"],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["WR3 slot. options: Wan'Dale, Jauan Jennings, Quentin Johnston", "next week, not this one"],
    expect: "slot",
    players: ["Wan'Dale Robinson", "Jauan Jennings", "Quentin Johnston"],
    week: "next",
    position: "WR",
  },
  {
    turns: ["The tight end slot has me buzzing with doubt. Who should fill my TE spot this week?"],
    expect: "slot",
    position: "TE",
  },
  { turns: ["optimize my lineup for this week. fast pls"], expect: "lineup" },
  {
    turns: [
      "Hi! I think I set my lineup last night",
      "Could you double check the whole thing and tell me if anything looks wrong for this week?",
    ],
    expect: "lineup",
  },
  { turns: ["pa-check naman ng buong lineup ko this week, baka may mali ako 🙏"], expect: "lineup" },
  {
    turns: ["Set my lineup for me this week, would you? The bees need me more than my roster does today."],
    expect: "lineup",
  },
  { turns: ["lineup for week 12", "best starters at every spot. no commentary"], expect: "lineup", week: 12 },
  {
    turns: ["Can you fix my lineup for this week and also tell me what my team is projected to score? Thank you!!"],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: ["What's the ceiling on Ashton Jeanty this week? Could he fill the whole comb, so to speak?"],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  { turns: ["Drake Maye proj pts this wk?"], expect: "outlook", players: ["Drake Maye"] },
  {
    turns: ["si Emeka Egbuka pare", "ano outlook niya for the rest of the season? tuloy-tuloy ba yung production niya"],
    expect: "outlook",
    players: ["Emeka Egbuka"],
  },
  {
    turns: [
      "I just traded for Jonathan Taylor, yay",
      "What kind of numbers should I expect from him the rest of the year?",
    ],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["what's Mahomes looking like this week", "and next week?"],
    expect: "outlook",
    players: ["Patrick Mahomes"],
    week: "next",
  },
  {
    turns: [
      "How many points is Jaxson Dart likely to bring home this weekend? Not asking whether to start him, " +
        "just curious.",
    ],
    expect: "outlook",
    players: ["Jaxson Dart"],
  },
  { turns: ["is Lamar playing or not. need yes/no"], expect: "status", players: ["Lamar Jackson"] },
  {
    turns: ["Sorry to bother you, is Nico Collins hurt? I saw something on Twitter but I wasn't sure if it was real"],
    expect: "status",
    players: ["Nico Collins"],
  },
  {
    turns: ["nakita ko daw limping si Puka sa practice", "okay lang ba siya? maglalaro ba this sunday?"],
    expect: "status",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "Is George Kittle playing this weekend? Word around the apiary is his hamstring's acting up again. " +
        "And if he is, should I start him over Sam LaPorta?",
    ],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Sam LaPorta"],
  },
  {
    turns: [
      "Should I start Davante Adams or Jameson Williams?",
      "Oh wait, actually, is Jameson even healthy? I heard he got banged up",
    ],
    expect: "status",
    players: ["Jameson Williams"],
  },
  { turns: ["Breece Hall: in or out sunday? saw 'limited' on the report"], expect: "status", players: ["Breece Hall"] },
  {
    turns: ["Should I sell Travis Kelce while there's still honey in the jar, or hold him through the winter?"],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: ["ano outlook ni Achane for ROS? tsaka magkano value niya sa trade ngayon, parang ang taas kasi"],
    expect: ["outlook", "tradeValue"],
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "Someone in the league keeps messaging me about Garrett Wilson",
      "What is he actually worth in a trade? I don't want to get fleeced",
    ],
    expect: "tradeValue",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["thinking about moving Javonte Williams", "is this his peak value or do I hold. one line"],
    expect: "tradeValue",
    players: ["Javonte Williams"],
  },
  {
    turns: [
      "Kenneth Walker III has been as steady as a worker bee lately",
      "Is he worth more to me on the roster or on the trade block right now?",
    ],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["Should I start Zay Flowers this week?", "ok and separately, what's he worth in a trade right now?"],
    expect: "tradeValue",
    players: ["Zay Flowers"],
  },
  { turns: ["give me buy-low targets league-wide. who's mispriced"], expect: "buyLow" },
  { turns: ["sino mga pwedeng i-buy low ngayon pare? yung mga underperforming pero may upside pa"], expect: "buyLow" },
  {
    turns: ["Um, are there any players I should try to buy low on? I keep reading that term and I think it'd help me"],
    expect: "buyLow",
  },
  {
    turns: [
      "Some of the big names are struggling like a hive in a cold snap",
      "Who are the buy-low guys worth chasing right now?",
    ],
    expect: "buyLow",
  },
  { turns: ["who's a sell-high right now. anyone overperforming I should cash out of"], expect: "buyLow" },
  {
    turns: ["sino pwede i-buy low ngayon, at sino yung mga teams na pwede kong ka-trade para makuha sila?"],
    expect: ["buyLow", "tradeIdeas"],
  },
  {
    turns: ["offer on the table: my Tee Higgins for Chase Brown. accept?"],
    expect: "trade",
    players: ["Tee Higgins", "Chase Brown"],
  },
  {
    turns: [
      "Coach Sutton wants to swap his Mark Andrews for my Jake Ferguson. Fair trade, or am I about to get stung?",
    ],
    expect: "trade",
    players: ["Mark Andrews", "Jake Ferguson"],
    team: "Hail Mary Heroes",
  },
  {
    turns: ["may offer sakin si Coach Reese", "Davante Adams niya for my Zay Flowers. tanggapin ko ba?"],
    expect: "trade",
    players: ["Davante Adams", "Zay Flowers"],
    team: "Play Action Pack",
  },
  {
    turns: [
      "I got offered James Cook and Rome Odunze for my Jahmyr Gibbs. Is that a good deal for me? " +
        "I honestly can't tell and I don't want to look dumb",
    ],
    expect: "trade",
    players: ["James Cook", "Rome Odunze", "Jahmyr Gibbs"],
  },
  {
    turns: ["got offered Kamara for my Pittman", "yes or no. and if no, who do I counter-target instead"],
    expect: ["trade", "tradeIdeas"],
    players: ["Alvin Kamara", "Michael Pittman Jr."],
  },
  {
    turns: ["Would you do DK Metcalf for Jaylen Waddle?", "What if they threw in Tyler Loop too?"],
    expect: "trade",
    players: ["DK Metcalf", "Jaylen Waddle", "Tyler Loop"],
  },
  { turns: ["top waiver adds this week w/ FAAB bids. go"], expect: "waivers" },
  { turns: ["sino magandang i-pick up sa waivers ngayon? may 40 FAAB pa ako"], expect: "waivers" },
  {
    turns: [
      "I have an open roster spot now that I dropped someone",
      "Who should I grab off waivers this week? Sorry, I'm still learning how FAAB works",
    ],
    expect: "waivers",
  },
  {
    turns: ["How much of my FAAB should I spend on Kyle Monangai? I've got $62 left in the honey pot."],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  { turns: ["need a TE off the wire", "who's the best available. and bid amount"], expect: "waivers", position: "TE" },
  {
    turns: ["Who should I pick up this week, and which of my injured fellows should I drop to make room for them?"],
    expect: ["waivers", "dropStash"],
  },
  { turns: ["playoff odds + proj total this wk. numbers only"], expect: ["playoffs", "projectedTotal"] },
  {
    turns: ["Do I have a realistic shot at making the playoffs? Please be honest, I can take it (I think)"],
    expect: "playoffs",
  },
  { turns: ["pare ano chance ko makapasok sa playoffs? kinakabahan na ako haha"], expect: "playoffs" },
  {
    turns: ["We've had a rough stretch, three losses in a row", "What are my chances of making the playoffs now?"],
    expect: "playoffs",
  },
  { turns: ["where do I stand", "playoff odds I mean, not record"], expect: "playoffs" },
  { turns: ["ano record ko ngayon tsaka ano chance ko sa playoffs?"], expect: ["record", "playoffs"] },
  { turns: ["what moves boost my playoff odds. list them"], expect: "improveOdds" },
  {
    turns: ["What can I do to give my team a better shot at the postseason? Any moves at all."],
    expect: "improveOdds",
  },
  {
    turns: [
      "My playoff odds look kinda low",
      "Is there anything I can actually do to improve them? Trades, pickups, anything?",
    ],
    expect: "improveOdds",
  },
  { turns: ["paano ko ma-improve yung chances ko makapasok sa playoffs? ano dapat gawin ko"], expect: "improveOdds" },
  { turns: ["odds are 38%", "how do I get that over 50. actionable only"], expect: "improveOdds" },
  {
    turns: ["What are my playoff odds, honestly? And what moves would raise them before the deadline?"],
    expect: ["playoffs", "improveOdds"],
  },
  { turns: ["who am I playing this week and am I favored"], expect: "matchup" },
  { turns: ["Sorry, who's my opponent this week? I forgot to check"], expect: "matchup" },
  {
    turns: ["kalaban ko daw si Coach Blake this week", "ano chance ko manalo? lamang ba sila?"],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: ["What's my win probability against Blitz Brigade this weekend?"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  { turns: ["who's my opp this wk and what's my proj total"], expect: ["matchup", "projectedTotal"] },
  {
    turns: ["I'm playing Red Zone Raiders next week I think?", "Am I favored in that one?"],
    expect: "matchup",
    team: "Red Zone Raiders",
    week: "next",
  },
  { turns: ["my record?"], expect: "record" },
  { turns: ["ilang panalo na ba ako this season? nakalimutan ko na haha"], expect: "record" },
  { turns: ["I think we won last week?", "What's my record now, and what place am I in?"], expect: "record" },
  { turns: ["standings", "mine. what place am I"], expect: "record" },
  { turns: ["What's my record, and who am I playing this week?"], expect: ["record", "matchup"] },
  { turns: ["injuries + byes on my roster this week"], expect: "rosterStatus" },
  {
    turns: ["Who on my roster is hurt or on a bye next week? I like to plan ahead, same as with the hives."],
    expect: "rosterStatus",
    week: "next",
  },
  { turns: ["sino mga naka-bye sa team ko sa week 12?"], expect: "rosterStatus", week: 12 },
  {
    turns: ["I'm worried a few of my guys are injured", "Could you list everyone on my team who's hurt right now?"],
    expect: "rosterStatus",
  },
  { turns: ["byes wk 13", "my roster only"], expect: "rosterStatus", week: 13 },
  {
    turns: ["Who on my team is on bye next week, and who could cover my WR spot?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
    position: "WR",
  },
  { turns: ["rank my WRs this week"], expect: "positionRank", position: "WR" },
  {
    turns: ["Could you order my running backs from best to worst for this week?"],
    expect: "positionRank",
    position: "RB",
  },
  { turns: ["i-rank mo naman yung mga TE ko for week 12"], expect: "positionRank", position: "TE", week: 12 },
  {
    turns: ["I have like five wide receivers and I never know who's best", "Could you rank them for this week?"],
    expect: "positionRank",
    position: "WR",
  },
  { turns: ["rank my RBs", "next week, not this one"], expect: "positionRank", position: "RB", week: "next" },
  {
    turns: ["My quarterbacks are a jumbled frame", "Rank them for me this week, top to bottom?"],
    expect: "positionRank",
    position: "QB",
  },
  { turns: ["team proj this week. floor/ceiling too"], expect: "projectedTotal" },
  {
    turns: ["How many points is my team projected to score this week? Just want to know what to expect"],
    expect: "projectedTotal",
  },
  { turns: ["ilang points projected ng team ko this week pare?"], expect: "projectedTotal" },
  {
    turns: ["Like weighing a super before harvest", "What's my team's projected total for next week?"],
    expect: "projectedTotal",
    week: "next",
  },
  { turns: ["proj total wk 12", "range too. low and high"], expect: "projectedTotal", week: 12 },
  { turns: ["best team in the league rn? by points"], expect: "leaders" },
  { turns: ["Who's sitting at the top of the league standings these days?"], expect: "leaders" },
  { turns: ["sino pinakamalakas na team sa league natin ngayon?"], expect: "leaders" },
  { turns: ["Who's in first place in the league right now, and where am I?"], expect: ["leaders", "record"] },
  { turns: ["league standings", "sort by playoff odds"], expect: "leaders" },
  {
    turns: ["Which team's scored the most points so far? That's the hive I'd want to peek inside."],
    expect: "leaders",
  },
  { turns: ["sleepers for next week. names only"], expect: "sleepers", week: "next" },
  {
    turns: ["may mga sleeper ba for next week pare? yung hindi pa masyadong kilala"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: ["Are there any under-the-radar guys I should know about? Like deep sleepers nobody's talking about"],
    expect: "sleepers",
  },
  {
    turns: [
      "Quiet ones can surprise you, like a small colony that overwinters best",
      "Who are some sleepers at wide receiver for next week?",
    ],
    expect: "sleepers",
    position: "WR",
    week: "next",
  },
  { turns: ["any sleeper TEs", "wk 13"], expect: "sleepers", position: "TE", week: 13 },
  {
    turns: ["Who are some sleepers for next week, and also who should I put a claim in for on waivers this week?"],
    expect: ["sleepers", "waivers"],
  },
  { turns: ["Tyreek: drop or stash on IR"], expect: "dropStash", players: ["Tyreek Hill"] },
  {
    turns: [
      "Malik Nabers is done for the season, I hear. Do I cut him loose or tuck him away on IR like a queen " +
        "in a cage?",
    ],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  { turns: ["idrop ko na ba yung mga injured sa team ko or i-IR ko na lang?"], expect: "dropStash" },
  {
    turns: [
      "Tucker Kraft tore his ACL I think",
      "Should I drop him or keep him on IR? Sorry, I don't know how IR spots work here",
    ],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  { turns: ["I've got 3 guys hurt", "who do I cut, who do I IR"], expect: "dropStash" },
  {
    turns: ["Joe Burrow's been out for weeks", "Is he worth stashing for the stretch run, or should I let him go?"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  { turns: ["my QB's on bye next wk. need a streamer"], expect: "byeCover", position: "QB", week: "next" },
  {
    turns: ["My tight end is on bye this week. Who's a good backup to cover the gap?"],
    expect: "byeCover",
    position: "TE",
  },
  { turns: ["naka-bye yung kicker ko this week, sino pwede ipalit?"], expect: "byeCover", position: "K" },
  {
    turns: ["Two of my receivers are on bye in week 14", "Could you suggest a WR to cover for them that week?"],
    expect: "byeCover",
    position: "WR",
    week: 14,
  },
  { turns: ["RB1 on bye wk 12", "streamer to fill. go"], expect: "byeCover", position: "RB", week: 12 },
  {
    turns: ["pare bye week ng QB ko next week", "sino magandang i-stream?"],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  { turns: ["odds if I win out?"], expect: "scenario", scenario: "win-out" },
  {
    turns: ["If I go 2-1 over the last three, do I make it in?"],
    expect: "scenario",
    scenario: { wins: 2, games: 3 },
  },
  {
    turns: ["pano kung matalo ako this week?", "ano magiging playoff odds ko?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What happens to my playoff chances if I lose this week? Sorry, I'm catastrophizing"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["4 games left", "odds if I go 2-2? and what moves push it higher"],
    expect: ["scenario", "improveOdds"],
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["Say I win two more games from here, just two", "Where would that leave my playoff odds?"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  { turns: ["what can I get for Drake London. targets pls"], expect: "tradeIdeas", players: ["Drake London"] },
  { turns: ["may 2-for-1 ideas ka ba para sakin? sobra kasi yung WR depth ko"], expect: "tradeIdeas" },
  {
    turns: ["Who in the league would be a good trade partner for me? I've never made a trade before, sorry"],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "I have more running backs than I have frames in the shed",
      "Who could I flip one of them to for a receiver?",
    ],
    expect: "tradeIdeas",
  },
  { turns: ["shopping Kyler Murray", "who's buying. which teams"], expect: "tradeIdeas", players: ["Kyler Murray"] },
  {
    turns: ["kailangan ko talaga ng TE", "sino pwede ko i-target sa trade? sino yung teams na may extra?"],
    expect: "tradeIdeas",
    position: "TE",
  },
  { turns: ["what can you do. quick"], expect: "help" },
  { turns: ["Hi! Sorry, I'm new to this. How does this work? What kinds of things can I ask you?"], expect: "help" },
  { turns: ["ano ba kaya mong gawin pare? first time ko gamitin 'to"], expect: "help" },
  {
    turns: [
      "Thanks for the answer earlier!",
      "Um, is there a list of things you can help with? I don't want to ask something you can't do",
    ],
    expect: "help",
  },
  { turns: ["ok", "what else can you run for me. features?"], expect: "help" },
  { turns: ["What's the best way to keep varroa mites out of my hives over the winter?"], expect: "None" },
  { turns: ["where's the S&P gonna close today"], expect: "None" },
  { turns: ["pare may recipe ka ng adobo? yung masarap talaga"], expect: "None" },
  {
    turns: ["Sorry, unrelated, but can you help me write an email to my manager asking for a day off?"],
    expect: "None",
  },
  { turns: ["thx", "what's the real spread on Chiefs-Bills sunday. vegas line"], expect: "None" },
  {
    turns: ["grabe yung Warriors game kagabi", "sino mananalo sa NBA finals this year sa tingin mo?"],
    expect: "None",
  },
  { turns: ["Will it rain in Vermont on Saturday? The bees hate a wet day."], expect: "None" },
  {
    turns: ["Ha, okay, that makes sense", "Can you tell me a joke? I need to calm down before my presentation"],
    expect: "None",
  },
];
