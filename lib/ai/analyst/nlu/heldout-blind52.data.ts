// Blind held-out evaluation set 52 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a carpenter, a university professor who over-explains, a Korean-American college
// student, a man dictating into his phone while driving (run-on, no punctuation).
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_52: HeldOutCase[] = [
  {
    turns: ["Remind me, if you would, of my current win-loss record and where that places me in the standings."],
    expect: "record",
  },
  {
    turns: ["jayden daniels or baker this week", "wait is daniels even healthy rn"],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: [
      "From a purely market-inefficiency standpoint, which players across the league are currently " +
        "undervalued and thus worth acquiring? Buy-low candidates, in the vernacular.",
    ],
    expect: "buyLow",
  },
  {
    turns: ["whats the deal with tee higgins", "is he hurt or is he good to go this week"],
    expect: "status",
    players: ["Tee Higgins"],
  },
  {
    turns: ["Got a sleeper RB you like for next week?"],
    expect: "sleepers",
    week: "next",
    position: "RB",
  },
  {
    turns: [
      "Hypothetically — and I stress hypothetically — were I to place Saquon Barkley on the market, how " +
        "much is he actually worth at this stage? Should I sell now, or hold?",
    ],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: ["whats my win probability against blitz brigade this week"],
    expect: "matchup",
    team: "Blitz Brigade",
  },
  {
    turns: ["Got Lamar and Hurts.", "Who starts this week, and who's the better QB the rest of the year?"],
    expect: ["startSit", "compare"],
    players: ["Lamar Jackson", "Jalen Hurts"],
  },
  {
    turns: [
      "On a wholly unrelated note: who won the 1986 World Series? I'm settling a dispute with a colleague, " +
        "and the stakes, I'm afraid, are a bottle of rather good scotch.",
    ],
    expect: "None",
  },
  {
    turns: [
      "Could you clarify George Pickens' status for this weekend? My understanding is that he appeared on " +
        "the injury report midweek, though the particulars elude me.",
    ],
    expect: "status",
    players: ["George Pickens"],
  },
  {
    turns: ["what can you do and can you set my lineup for me"],
    expect: ["help", "lineup"],
  },
  {
    turns: ["rank my wide receivers for this week and then set my lineup"],
    expect: ["positionRank", "lineup"],
    position: "WR",
  },
  {
    turns: ["wait what can u actually do"],
    expect: "help",
  },
  {
    turns: ["Who's on the wire worth grabbing? And do I drop Nabers to make room or stash him?"],
    expect: ["waivers", "dropStash"],
    players: ["Malik Nabers"],
  },
  {
    turns: ["rank my running backs", "now do my wide receivers"],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: [
      "Trey McBride looks like the real deal.",
      "Him or Brock Bowers going forward, if you could only own one the rest of the way?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },
  {
    turns: [
      "Setting aside this week's lineup entirely, I'm curious, in the long-run sense, whether Ashton Jeanty " +
        "or TreVeyon Henderson is the superior asset for the remainder of the season. I suspect the honest " +
        "answer is a nuanced one, and I do welcome nuance.",
    ],
    expect: "compare",
    players: ["Ashton Jeanty", "TreVeyon Henderson"],
  },
  {
    turns: ["whats deebo's trade value at this point like is he washed"],
    expect: "tradeValue",
    players: ["Deebo Samuel"],
  },
  {
    turns: ["Tucker Kraft's done for the year. Cut him or IR?"],
    expect: "dropStash",
    players: ["Tucker Kraft"],
  },
  {
    turns: ["who am i playing this week", "ok then set my best lineup vs them"],
    expect: "lineup",
  },
  {
    turns: ["omarion hampton still out?", "ok worth stashing or just cut him"],
    expect: "dropStash",
    players: ["Omarion Hampton"],
  },
  {
    turns: ["hi", "what kinda questions can i ask u"],
    expect: "help",
  },
  {
    turns: ["is jameson williams playing this week", "ok bet. start him or nah"],
    expect: "startSit",
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "hey so should i start derek henry this week or is the matchup too tough i really dont have anybody " +
        "else to put in there though",
    ],
    expect: "startSit",
    players: ["Derrick Henry"],
  },
  {
    turns: ["bro my te got hurt at practice", "who do i even put in the te spot now 😭"],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "ive been getting a lot of offers for jamir gibbs",
      "should i sell him or hold onto him like whats he actually worth",
    ],
    expect: "tradeValue",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: ["hey whats the weather gonna be like in buffalo on sunday i might drive up for the game"],
    expect: "None",
  },
  {
    turns: ["Waivers are picked over.", "Any deep sleepers nobody's talking about?"],
    expect: "sleepers",
  },
  {
    turns: ["Flex spot is open.", "Who fills it, and who's the best pickup on waivers for it?"],
    expect: ["slot", "waivers"],
  },
  {
    turns: ["whats the standings look like", "no the whole league not just me"],
    expect: "leaders",
  },
  {
    turns: [
      "Coach Ellis has proposed an exchange: my Justin Herbert and DJ Moore for his Chase Brown. I have " +
        "reservations, but I'd value your appraisal of the deal on its merits.",
    ],
    expect: "trade",
    players: ["Justin Herbert", "DJ Moore", "Chase Brown"],
    team: "Pocket Passers",
  },
  {
    turns: [
      "What concrete roster moves would most improve my probability of reaching the playoffs? I'm open to " +
        "anything short of wholesale demolition.",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "On my lunch break. Rest of season, who's the better piece to own — Puka or Amon-Ra? Not asking about " +
        "this week.",
    ],
    expect: "compare",
    players: ["Puka Nacua", "Amon-Ra St. Brown"],
  },
  {
    turns: ["someone offered me ceedee for my bijan. accept?? lowkey feels like a trap"],
    expect: "trade",
    players: ["CeeDee Lamb", "Bijan Robinson"],
  },
  {
    turns: ["i got offered aj brown for my bucky irving", "is that fair and who else could i get for bucky"],
    expect: ["trade", "tradeIdeas"],
    players: ["A.J. Brown", "Bucky Irving"],
  },
  {
    turns: ["is ceedee lamb playing this week and if he is should i start him"],
    expect: ["status", "startSit"],
    players: ["CeeDee Lamb"],
  },
  {
    turns: ["is garrett wilson worth a lot rn", "ok so what could i flip him for"],
    expect: "tradeIdeas",
    players: ["Garrett Wilson"],
  },
  {
    turns: ["Who's leading the league?", "By points, I mean. Not record."],
    expect: "leaders",
  },
  {
    turns: ["should i trade jsn for nabers", "nvm nabers is out for the year lol. what about jsn for ja'marr chase"],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "Ja'Marr Chase"],
  },
  {
    turns: ["who's on bye for me next week"],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["Check my roster.", "Anybody banged up or on a bye in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: [
      "What is my team's projected point total for week 11, and — this is the more interesting part — the " +
        "plausible range around it?",
    ],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: [
      "Suppose, purely hypothetically, that I lose this week. How badly does that damage my playoff probability?",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["hey uh tell me a joke im stuck in traffic on 95 and bored out of my mind"],
    expect: "None",
  },
  {
    turns: ["rank my rbs for this week", "and for next week?"],
    expect: "positionRank",
    week: "next",
    position: "RB",
  },
  {
    turns: ["my rb1 has a bye this week", "who can i pick up to fill in"],
    expect: "byeCover",
    position: "RB",
  },
  {
    turns: ["how much faab should i throw at the best running back on waivers i got like 60 bucks left"],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "I'm interested in exploring two-for-one structures: consolidating two of my mid-tier players into " +
        "one genuine star. What ideas come to mind?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: ["ok so my rb2 spot is empty because of the injury who goes in there this week from my bench"],
    expect: "slot",
    position: "RB",
  },
  {
    turns: ["give me a couple buy low running backs"],
    expect: "buyLow",
    position: "RB",
  },
  {
    turns: ["hows my team doing", "like whats the chance i make the playoffs"],
    expect: "playoffs",
  },
  {
    turns: ["tell me about quinshon judkins", "no like how many points is he gonna score the rest of the year"],
    expect: "outlook",
    players: ["Quinshon Judkins"],
  },
  {
    turns: ["playoff odds if i win out?", "ok what if i lose this week tho"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: [
      "I'm curious, in a probabilistic sense, what chance my team has of qualifying for the postseason. Do " +
        "give me a number, however provisional.",
    ],
    expect: "playoffs",
  },
  {
    turns: ["who's the top waiver add this week", "how much faab tho"],
    expect: "waivers",
  },
  {
    turns: ["can u help me with my econ homework lol"],
    expect: "None",
  },
  {
    turns: ["sell high on chuba or hold? 🤔"],
    expect: "tradeValue",
    players: ["Chuba Hubbard"],
  },
  {
    turns: ["Are any of my players on a bye this week?", "And, looking slightly further ahead, what about week 13?"],
    expect: "rosterStatus",
    week: 13,
  },
  {
    turns: ["any trade ideas with hail mary heroes they need a quarterback and i got two"],
    expect: "tradeIdeas",
    team: "Hail Mary Heroes",
  },
  {
    turns: ["Need a tight end.", "Anybody on the wire worth grabbing?"],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: ["Two of my receivers are on bye next week.", "Who's a streamer to cover 'em?"],
    expect: "byeCover",
    week: "next",
    position: "WR",
  },
  {
    turns: ["is kyren hurt?? also what's his ros outlook"],
    expect: ["status", "outlook"],
    players: ["Kyren Williams"],
  },
  {
    turns: ["who are some good buy low guys rn"],
    expect: "buyLow",
  },
  {
    turns: ["i lost again 💀", "what are my playoff chances now"],
    expect: "playoffs",
  },
  {
    turns: ["New to this app.", "What can you do for me?"],
    expect: "help",
  },
  {
    turns: ["Who am I up against this week?"],
    expect: "matchup",
  },
  {
    turns: [
      "Busy week, framing a house out in the county.",
      "Just optimize the whole lineup for me and I'll trust it.",
    ],
    expect: "lineup",
  },
  {
    turns: ["any of my guys hurt or on bye this week"],
    expect: "rosterStatus",
  },
  {
    turns: [
      "My brother-in-law, who fancies himself something of an expert, insists Drake London is a better hold " +
        "than Garrett Wilson for the rest of the season. I'm inclined to disagree. Whose side are you on?",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: [
      "whos better for the rest of the year breece hall or james cook",
      "ok now breece versus bijan same question rest of the year",
    ],
    expect: "compare",
    players: ["Breece Hall", "Bijan Robinson"],
  },
  {
    turns: [
      "My injured players are occupying valuable roster spots. Should I release them or place them in the " +
        "IR slots? A player-by-player recommendation would be ideal.",
    ],
    expect: "dropStash",
  },
  {
    turns: ["how did i do last week", "whats my record now"],
    expect: "record",
  },
  {
    turns: ["how many points am i projected for", "ok what about next week"],
    expect: "projectedTotal",
    week: "next",
  },
  {
    turns: ["who should i be trying to sell high on right now like across the whole league"],
    expect: "buyLow",
  },
  {
    turns: ["is christian mccaffrey playing sunday"],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "My kicker has a bye in week 12. Whom would you recommend as a one-week replacement? I'm not " +
        "especially particular.",
    ],
    expect: "byeCover",
    week: 12,
    position: "K",
  },
  {
    turns: ["sleeper qbs?", "what about te sleepers"],
    expect: "sleepers",
    position: "TE",
  },
  {
    turns: ["give me some sleepers at wide receiver for next week"],
    expect: "sleepers",
    week: "next",
    position: "WR",
  },
  {
    turns: ["I've got too many receivers.", "Who's a good trade partner for one of them?"],
    expect: "tradeIdeas",
  },
  {
    turns: ["set my lineup for week 11", "actually do it for week 12 instead"],
    expect: "lineup",
    week: 12,
  },
  {
    turns: ["What's the spread on the Chiefs game? Thinking about putting fifty bucks on it."],
    expect: "None",
  },
  {
    turns: ["Standings aren't great, I know.", "Realistically, do I make the playoffs?"],
    expect: "playoffs",
  },
  {
    turns: ["what can i do to make the playoffs whats the best move right now"],
    expect: "improveOdds",
  },
  {
    turns: ["joe burrow is still hurt right", "ok so do i drop him or stash him"],
    expect: "dropStash",
    players: ["Joe Burrow"],
  },
  {
    turns: ["Put my tight ends in order best to worst for this week, I carry two."],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: ["Give me the floor and ceiling on Jaxson Dart for week 12."],
    expect: "outlook",
    players: ["Jaxson Dart"],
    week: 12,
  },
  {
    turns: ["what's my record and am i even making playoffs lol"],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["what's the outlook on rashee rice", "and next week for him?"],
    expect: "outlook",
    players: ["Rashee Rice"],
    week: "next",
  },
  {
    turns: [
      "ok im driving so bear with me who do i start at running back chase brown or kenneth walker",
      "wait no i meant chase brown or rhamondre stevenson sorry",
    ],
    expect: "startSit",
    players: ["Chase Brown", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "Could you provide an overview of injuries across my roster? I've lost track of who is questionable, " +
        "who is doubtful, and who is otherwise compromised.",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["is sunday scaries actually the top team or are they frauds"],
    expect: "leaders",
    team: "Sunday Scaries",
  },
  {
    turns: ["What's my team projected to score this week?"],
    expect: "projectedTotal",
  },
  {
    turns: ["standings?", "no like just mine. where am i at"],
    expect: "record",
  },
  {
    turns: ["am i making playoffs or am i cooked fr"],
    expect: "playoffs",
  },
  {
    turns: ["I'd like to see the league as a whole ranked by points scored. Who leads, and by how much?"],
    expect: "leaders",
  },
  {
    turns: [
      "I'd be grateful for a projection on De'Von Achane for the rest of the season — not a start/sit " +
        "verdict, mind you, simply your considered view of his outlook.",
    ],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: ["sell high candidates?", "ok what about buy lows then"],
    expect: "buyLow",
  },
  {
    turns: ["Appreciate it.", "Unrelated — best way to keep a miter saw blade sharp?"],
    expect: "None",
  },
  {
    turns: ["How does this thing work?"],
    expect: "help",
  },
  {
    turns: ["What's Jonathan Taylor's ceiling look like this week?"],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: ["Who's got the best playoff odds in the league?"],
    expect: "leaders",
  },
  {
    turns: ["who do i play this week", "do i have a shot against them or nah"],
    expect: "matchup",
  },
  {
    turns: ["who should i trade with im looking for a running back"],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "Regarding this week's contest, how would you characterise my chances against Coach Sawyer's side? A " +
        "percentage would suffice, though I'd welcome the reasoning.",
    ],
    expect: "matchup",
    team: "Audible Alchemists",
  },
  {
    turns: ["what are my odds if i go 3-1 the rest of the way"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: [
      "I would appreciate an audit of my entire starting lineup for this week — every position — with an " +
        "eye toward optimisation rather than mere adequacy. Where am I leaving points on the table?",
    ],
    expect: "lineup",
  },
  {
    turns: ["Lost my WR2 to a hamstring.", "Who slides into that WR2 spot Sunday from what I've got on the bench?"],
    expect: "slot",
    position: "WR",
  },
  {
    turns: ["wait what place am i in rn"],
    expect: "record",
  },
  {
    turns: ["ugh my qb is on bye next week", "who do i stream and are there any sleeper qbs"],
    expect: ["byeCover", "sleepers"],
    week: "next",
    position: "QB",
  },
  {
    turns: [
      "I confess I'm rather more interested in variance than in point estimates: what are my team's floor " +
        "and ceiling this week, taken as a whole?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "With respect to the waiver wire, and bearing in mind that I have $34 of FAAB remaining, which " +
        "available player represents the most judicious acquisition this week?",
    ],
    expect: "waivers",
  },
  {
    turns: ["Where do I sit in the league right now, record-wise?"],
    expect: "record",
  },
  {
    turns: ["Who should fill my flex this week?"],
    expect: "slot",
  },
  {
    turns: ["Offer on the table: my Courtland Sutton and Tony Pollard for his Tyler Warren. Good or bad?"],
    expect: "trade",
    players: ["Courtland Sutton", "Tony Pollard", "Tyler Warren"],
  },
  {
    turns: ["Say I go 2-2 from here. Where's that leave my playoff chances?"],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["Rank my running backs for week 11."],
    expect: "positionRank",
    week: 11,
    position: "RB",
  },
  {
    turns: [
      "Out of intellectual curiosity, what sort of package might Jaylen Waddle fetch? I'm not responding to " +
        "any particular offer, merely surveying the landscape.",
    ],
    expect: "tradeIdeas",
    players: ["Jaylen Waddle"],
  },
  {
    turns: [
      "I have been contemplating Jordan Love's trajectory rather a lot lately, as one does.",
      "His underlying passing numbers are, I think, rather better than his box scores suggest. But I digress.",
      "Setting the long view aside for a moment: do I play him this week over Bo Nix, or not?",
    ],
    expect: "startSit",
    players: ["Jordan Love", "Bo Nix"],
  },
  {
    turns: ["If I win out, do I make it?"],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: ["who should play my flex this week", "no i mean next week same question who goes in the flex next week"],
    expect: "slot",
    week: "next",
  },
  {
    turns: ["is there a kicker on waivers worth picking up this week mine is terrible"],
    expect: "waivers",
    position: "K",
  },
  {
    turns: ["my playoff chances look bad right", "so what do i change to get them up"],
    expect: "improveOdds",
  },
  {
    turns: ["who do you think wins the nba title this year my buddy says the thunder again"],
    expect: "None",
  },
  {
    turns: ["Playoff odds?", "Alright, what moves bump that number up?"],
    expect: "improveOdds",
  },
  {
    turns: ["Give me my playoff odds and what I'd need to do to bump them."],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: [
      "Would you order my receivers from most to least promising for this week's slate? It's the ordering " +
        "I'm after, not a lineup decision per se.",
    ],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Thinking about Mark Andrews this week.", "Is he even suiting up? Heard he was limited Wednesday."],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "Could you tell me whether any of my players are on bye next week, and what my playoff chances look " +
        "like if I win out?",
    ],
    expect: ["rosterStatus", "scenario"],
    week: "next",
    scenario: "win-out",
  },
  {
    turns: ["Guy offered me Garrett Wilson for Kyren Williams. Do I take it?"],
    expect: "trade",
    players: ["Garrett Wilson", "Kyren Williams"],
  },
  {
    turns: [
      "What is Breece Hall's trade value at present? And, separately, which players league-wide would you " +
        "consider buy-low candidates?",
    ],
    expect: ["tradeValue", "buyLow"],
    players: ["Breece Hall"],
  },
  {
    turns: ["can u just set my lineup for me this week i have a midterm thursday and zero brain cells left lol"],
    expect: "lineup",
  },
  {
    turns: ["how do i boost my playoff odds"],
    expect: "improveOdds",
  },
  {
    turns: ["Kittle or Kelce this week. One TE slot. Which one's going in"],
    expect: "startSit",
    players: ["George Kittle", "Travis Kelce"],
  },
  {
    turns: ["Two questions, if I may: who is my opponent this week, and what is my team projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["should i drop my injured guys or ir them"],
    expect: "dropStash",
  },
  {
    turns: ["who's leading the league and where am i at"],
    expect: ["leaders", "record"],
  },
  {
    turns: [
      "ok so i have jaxon smith-njigba and zay flowers",
      "ngl my gut says zay but jsn been cooking fr… which one do i start this week",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba", "Zay Flowers"],
  },
  {
    turns: ["whats my playoff odds", "ok and what if i win two more games"],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: ["my team projection?", "like the whole range, worst case to best case"],
    expect: "projectedTotal",
  },
  {
    turns: ["got a trade offer", "its drake may for my dak prescott is that a good deal"],
    expect: "trade",
    players: ["Drake Maye", "Dak Prescott"],
  },
  {
    turns: ["need a te for my bye week, who's a good streamer"],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: ["My bench is thin.", "Who's a buy-low guy I could go after? Somebody slumping but still good."],
    expect: "buyLow",
  },
  {
    turns: ["Kenneth Walker's been a roller coaster.", "Hold him or sell him while somebody still wants him?"],
    expect: "tradeValue",
    players: ["Kenneth Walker III"],
  },
  {
    turns: ["my roommate keeps saying egbuka > tmac ros but idk. who u got long term"],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: ["my quarterback is on bye next week who should i stream"],
    expect: "byeCover",
    week: "next",
    position: "QB",
  },
  {
    turns: [
      "Which under-the-radar players — the sort one's league-mates have overlooked — might be worth " +
        "rostering ahead of next week?",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Before I begin, I'd appreciate a brief explanation of your capabilities and how best to phrase my questions.",
    ],
    expect: "help",
  },
  {
    turns: ["thx for the help", "ok random but whats a good kimchi jjigae recipe"],
    expect: "None",
  },
  {
    turns: [
      "Allow me to frame the problem precisely: my quarterback position is, for this week only, a vacancy. " +
        "Which of my rostered options ought to occupy it? I'd rather not make a waiver claim if it can be " +
        "avoided.",
    ],
    expect: "slot",
    position: "QB",
  },
  {
    turns: ["who am i playing next week", "and am i gonna win that one"],
    expect: "matchup",
    week: "next",
  },
];
