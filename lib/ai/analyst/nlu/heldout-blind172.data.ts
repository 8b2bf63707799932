// Blind held-out evaluation set 172 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a fantasy podcast host — long, chatty, opinionated setups before the actual question.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_172: HeldOutCase[] = [
  // startSit
  {
    turns: [
      "Alright folks, welcome back to the show, and by the show I mean me talking to my phone at nine " +
        "a.m. with cold coffee. I've gone back and forth on this all morning. My gut says one thing, " +
        "the spreadsheet says another, and I've been burned by both this year. So settle it for me, " +
        "once and for all: Malik Nabers or Jaylen Waddle in my lineup today?",
    ],
    expect: "startSit",
    players: ["Malik Nabers", "Jaylen Waddle"],
  },
  {
    turns: [
      "Look, I've said it on air a hundred times: you never bench your studs... except when you " +
        "absolutely should. And my tight end situation has been a crime scene since September. The " +
        "targets are there some weeks, then he vanishes like a guy who owes you money. So real talk, do " +
        "I roll out Kyle Pitts this week or is that a trap?",
    ],
    expect: "startSit",
    players: ["Kyle Pitts"],
  },
  {
    turns: [
      "Big question leading off today's episode, and I've been stewing on it since Thursday night. I " +
        "have Cam Skattebo and Rhamondre Stevenson fighting over one spot, and I keep flip-flopping " +
        "like a politician in October. Who gets the nod this week?",
      "Fair, you made your case and I respect it. But hear me out, I've been staring at the Rams' " +
        "usage and I'm second-guessing everything. Forget Skattebo for a second. Kyren Williams versus " +
        "Rhamondre, same spot, same week: who starts?",
    ],
    expect: "startSit",
    players: ["Kyren Williams", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "I like to plan ahead, folks, that's the difference between a champion and a guy who sets his " +
        "lineup from a bar stool at 12:58. I'm already looking at week 11 and I have a genuine coin " +
        "flip on my hands. Both guys have been streaky, both offenses are weird. Bo Nix or Jared Goff " +
        "for week 11, who am I starting?",
    ],
    expect: "startSit",
    players: ["Bo Nix", "Jared Goff"],
    week: 11,
  },
  {
    turns: [
      "Okay, this one's been eating at me. The rookie from Carolina has been the darling of every " +
        "fantasy show on the planet, mine included, and I'm not ashamed of it. But the veteran in " +
        "Minnesota keeps quietly producing. Do I start Tetairoa McMillan over Jordan Addison today?",
      "Love it. Now, because I'm a planner and my co-host calls me neurotic, same two guys but next " +
        "week. Does the answer hold, or does Addison get the start then?",
    ],
    expect: "startSit",
    players: ["Tetairoa McMillan", "Jordan Addison"],
    week: "next",
  },
  {
    turns: [
      "Hot take alert: Jakobi Meyers is the most underrated receiver in football and I will die on " +
        "that hill, put it on my tombstone. That said, my heart and my head are at war because the " +
        "Ravens guy has the better matchup on paper. Meyers or Zay Flowers, which one do I actually put " +
        "in for Sunday's games?",
    ],
    expect: "startSit",
    players: ["Jakobi Meyers", "Zay Flowers"],
  },

  // compare
  {
    turns: [
      "Dynasty brain is creeping in today, sorry, but hang with me. Everybody on social is crowning " +
        "the Raiders rookie, but I've watched the tape and I honestly think the Chargers kid's workload " +
        "is the real deal. Forget this Sunday entirely. Rest of the season, who's the better back to " +
        "own: Omarion Hampton or Ashton Jeanty?",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: [
      "I am not asking about this week, I want to be really clear about that, because every time I " +
        "ask people this they tell me about matchups. I'm asking about the stretch run, the whole back " +
        "half of the season. JSN or Garrett Wilson, who's the better receiver to have the rest of the " +
        "way?",
    ],
    expect: "compare",
    players: ["Jaxon Smith-Njigba", "Garrett Wilson"],
  },
  {
    turns: [
      "Let's talk tight ends, the most miserable position in all of fantasy, a position I would " +
        "abolish if I were commissioner of the NFL. But there are two guys who break the mold. Brock " +
        "Bowers versus Trey McBride for the rest of the year, who would you rather have?",
      "Okay, I buy that argument, I really do. Now throw the 49ers guy into the blender instead of " +
        "McBride. Long term, rest of season: Bowers or Kittle?",
    ],
    expect: "compare",
    players: ["Brock Bowers", "George Kittle"],
  },
  {
    turns: [
      "I said it back in August and people laughed at me: the Bengals offense was going to figure it " +
        "out, and the Rams were going to feed their guy until he begged for mercy. Here we are. So for " +
        "the long haul, the rest of the season, not just this week, who's the better wideout to own: " +
        "Ja'Marr or Puka?",
    ],
    expect: "compare",
    players: ["Ja'Marr Chase", "Puka Nacua"],
  },
  {
    turns: [
      "The Tampa back has been a weekly debate on the show, people either love him or want him " +
        "banished. Should I start Bucky Irving this week?",
      "Fine, you've convinced me for Sunday. But let me zoom out, because I've flip-flopped on him " +
        "and the Cincinnati back more times than I want to admit. Between Bucky Irving and Chase Brown, " +
        "which one do you like more going forward? I'm talking the rest of 2025, not Sunday.",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "The listeners keep flooding my inbox about quarterbacks, and I get it, the rushing " +
        "quarterbacks are basically cheat codes. Jalen Hurts versus Lamar Jackson from here to the end " +
        "of the season, who's the better fantasy QB?",
      "Great breakdown, I'm stealing that for the show. Now the same exercise, but swap Hurts out for " +
        "the Bills guy. Josh Allen or Lamar, rest of the way?",
    ],
    expect: "compare",
    players: ["Josh Allen", "Lamar Jackson"],
  },

  // slot
  {
    turns: [
      "My flex spot has been an absolute black hole all season. I'm talking five points, four points, " +
        "one week I think I got negative. Twelve points from that slot would feel like a parade down " +
        "Main Street. So, without me feeding you names because my brain is fried: who should I put at " +
        "flex this week?",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: [
      "Running back is where fantasy seasons go to die, and my RB2 situation is Exhibit A. Injuries, " +
        "committees, a coach who thinks the goal line is a place for tight ends. I won't even list my " +
        "options, they depress me. Who should be my RB2 today?",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "Tight end: the position where you pray for a touchdown and get 3.4 points and a shrug. I've " +
        "spent more time this year thinking about tight ends than about my own family, which my wife " +
        "has pointed out on air. Just tell me, who's starting at my TE spot this week?",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "Let me open with a confession, and this is embarrassing for a guy who does this for a living: " +
        "I genuinely don't know who my quarterback is this week. I've stared at it so long the names " +
        "stopped meaning anything. Who's my QB today?",
      "Beautiful, thank you. And since I'm already spiraling, what about next week? Who should be my quarterback then?",
    ],
    expect: "slot",
    position: "QB",
    week: "next",
  },
  {
    turns: [
      "Genuinely asking, and I promise this isn't a bit for the show. I've got a hole at receiver " +
        "because my second guy has been invisible for a month and I refuse to keep pretending. Who " +
        "should I slot in at WR2 for Sunday?",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "Quick one before we go to break, folks. I've been overthinking my flex for three days and my " +
        "producer is begging me to stop. Who fills my flex this week?",
      "Perfect, done, locked. Now do the exact same thing for my tight end spot, because that one is " +
        "also keeping me up at night.",
    ],
    expect: "slot",
    position: "TE",
  },

  // lineup
  {
    turns: [
      "Full disclosure, I set my lineup on Tuesday and haven't looked at it since, which is honestly " +
        "malpractice for a guy with a fantasy podcast. Injuries happen, news breaks, and I've been out " +
        "here talking about other people's teams. Can you check my whole starting lineup and tell me if " +
        "it's the best I can do?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "You know what, I'm handing you the keys today. I've made enough bad decisions this year to " +
        "fill a blooper reel, and I keep benching the wrong guy every single week like clockwork. " +
        "Optimize my lineup for this week, all of it, every slot, QB down to the flex.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "First question of the morning and it's a classic heavyweight bout: two big bruisers, both " +
        "going against soft run defenses. Derrick Henry or Josh Jacobs, who starts?",
      "Got it. Actually, you know what, I don't trust myself with any of these decisions today. Just " +
        "set my entire lineup for me, top to bottom.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "I'm going to be on a plane most of next Sunday, flying to a wedding I did not want to attend, " +
        "so I need to get ahead of this now. Week 11 lineup, set it for me, the best possible starting " +
        "group I can put out there.",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "Kickoff is in a couple hours and I've got that feeling in my stomach, the one that says I " +
        "missed something. Happens every year around this time. Is my starting lineup good to go today? " +
        "Anybody in there I'm starting that I shouldn't be?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Injury report season, everybody, my favorite time of year, said no one ever. Before I do " +
        "anything else: which of my guys are hurt or questionable this week?",
      "Oof, that's worse than I thought. Okay, rebuild my lineup around that then. Give me the best " +
        "starting lineup I can field today.",
    ],
    expect: "lineup",
  },

  // outlook
  {
    turns: [
      "I've been on the Puka train since before it was cool, I have the receipts, I have the old " +
        "episodes. The target share is absurd, the quarterback loves him, and I think people still " +
        "aren't appreciating it. So what's Puka Nacua's outlook for the rest of the way?",
    ],
    expect: "outlook",
    players: ["Puka Nacua"],
  },
  {
    turns: [
      "Miami is a weird team to watch right now, they're either fireworks or a wet match, nothing in " +
        "between. Their running back is the most explosive guy in the league when it's working. Give me " +
        "the ceiling and the floor for De'Von Achane this week.",
    ],
    expect: "outlook",
    players: ["De'Von Achane"],
  },
  {
    turns: [
      "Packers fans keep calling into the show telling me their tight end is a star now, and I keep " +
        "telling them to calm down. But maybe I'm the one who's wrong? I've been wrong before, ask my " +
        "bracket. How good is Tucker Kraft, really? Is he a legit TE1 from here on?",
    ],
    expect: "outlook",
    players: ["Tucker Kraft"],
  },
  {
    turns: [
      "Detroit's backfield is a fantasy buffet and I'm always hungry. The Lions are going to run it " +
        "into the ground this week, I just feel it. What's the projection for Jahmyr Gibbs this week?",
      "Nice, that's the number I was hoping for. And the Atlanta guy, Bijan, the most complete back " +
        "in the league in my humble opinion? Same question, what are you projecting for him this week?",
    ],
    expect: "outlook",
    players: ["Bijan Robinson"],
  },
  {
    turns: [
      "I'll say it, the Patriots' young quarterback is more fun to watch than half the league's " +
        "veterans. He scrambles, he throws it up, he doesn't care. But fun doesn't always equal fantasy " +
        "points, ask anyone who drafted a fun guy. What are you projecting for Drake Maye this week?",
    ],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  {
    turns: [
      "Rashee Rice. Just saying the name gets my chat going. Half of them think he's a league-winner, " +
        "half think it's a mirage. Is he a buy-low right now?",
      "Okay, forget trade value for a second, put the market away. Just as a football player in that " +
        "offense: what's his outlook for the rest of the season?",
    ],
    expect: "outlook",
    players: ["Rashee Rice"],
  },

  // status
  {
    turns: [
      "I've had my heart broken by this man more times than by my high school girlfriend. Every week " +
        "it's the same dance: limited Wednesday, limited Thursday, and a cryptic quote from the coach " +
        "Friday. I'm tired, folks. Is Christian McCaffrey actually playing today?",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Baltimore's tight end is one of my all-time favorite players, a true professional, and I'll " +
        "defend his career to anyone. But I saw something on the wire about him and the practice " +
        "report, and I missed the details because I was recording. Did Mark Andrews practice this week? " +
        "What's his status for Sunday?",
    ],
    expect: "status",
    players: ["Mark Andrews"],
  },
  {
    turns: [
      "The cheetah. The most electric receiver of the last decade, maybe ever, and I don't care who " +
        "disagrees. But I keep seeing people on the timeline panicking and nobody's giving me a " +
        "straight answer. Is Tyreek Hill hurt? Is he going to play?",
    ],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "The New Orleans receiver versus the Tampa veteran, one spot, and I'm torn like a cheap paper " +
        "plate. Should I start Chris Olave or Chris Godwin?",
      "Wait, hold on. Before I even think about that, is Godwin actually healthy? Is he active today, " +
        "or am I about to start a guy in street clothes?",
    ],
    expect: "status",
    players: ["Chris Godwin"],
  },
  {
    turns: [
      "The Jacksonville kid had the breakout everybody was waiting for last year, and I've been " +
        "riding him all season. But I'm hearing whispers from the beat writers and I hate whispers. " +
        "BTJ: is he questionable, out, what's going on? What's his injury status?",
    ],
    expect: "status",
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "Philly's number one receiver, a grown man playing football, a guy who just bullies corners. " +
        "How's A.J. Brown looking for the rest of the season?",
      "And is he actually going to suit up on Sunday, or is that hamstring still an issue? Give me " +
        "the real injury picture.",
    ],
    expect: "status",
    players: ["A.J. Brown"],
  },

  // tradeValue
  {
    turns: [
      "The Colts back has been carrying my team on his shoulders like a firefighter carrying a cat " +
        "out of a tree. But I'm a seller at heart, I like to cash out at the top. What's Jonathan " +
        "Taylor's trade value right now? Is this the moment to sell high?",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "It pains me to even ask this on the show. A legend, a future Hall of Famer, a guy who made " +
        "tight end fun. But the numbers are the numbers and Father Time is undefeated. Is Travis Kelce " +
        "worth anything in a trade at this point?",
    ],
    expect: "tradeValue",
    players: ["Travis Kelce"],
  },
  {
    turns: [
      "Detroit's speedster is either a sixty-yard touchdown or a zero, there's no in-between with " +
        "this guy. And the manager who has him sounds fed up in the group chat, which is music to my " +
        "ears. Is Jameson Williams a buy-low right now?",
    ],
    expect: "tradeValue",
    players: ["Jameson Williams"],
  },
  {
    turns: [
      "The Tampa rookie has been an absolute revelation. I said on episode one he'd be the best " +
        "rookie receiver and people laughed. Give me the outlook for Emeka Egbuka.",
      "Okay, so given all of that, is this the moment to sell high on him? What would he fetch right now?",
    ],
    expect: "tradeValue",
    players: ["Emeka Egbuka"],
  },
  {
    turns: [
      "Last year he was the best running back on the planet, full stop, and I spent all offseason " +
        "telling people regression was coming. Half-right, as usual. So, Saquon: what's his value right " +
        "now, and is this a sell-high moment or a hold?",
    ],
    expect: "tradeValue",
    players: ["Saquon Barkley"],
  },
  {
    turns: [
      "Kansas City's passing game is a soap opera every week, and I'm hooked on it. Should I be " +
        "starting Xavier Worthy today?",
      "Fine, I'll sit him. But bigger picture: is he a buy-low? What's his trade value right now?",
    ],
    expect: "tradeValue",
    players: ["Xavier Worthy"],
  },

  // buyLow
  {
    turns: [
      "It's week ten, which means the panic sellers are out in force. Managers who started 2-5 are " +
        "ready to blow it all up, and I love it, this is my favorite part of the season. Who are the " +
        "best buy-low candidates in the league right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Power rankings first, because I need to know what the market looks like before I start " +
        "dealing. Who's leading the league right now?",
      "Good to know. Now back to my own house. I've got guys on my roster who are playing over their " +
        "heads. I know it, you know it, the regression gods know it. I'd rather cash them in now than " +
        "watch them fall off a cliff in December. Who are my sell-high guys?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I am a trader by nature. My co-host calls it a disease. I'd rather buy a star with a bad month " +
        "than a nobody with a good one. Anyone out there I should be buying low on in this league?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Arizona's second-year receiver has been so frustrating, and I'm already on record saying he'll " +
        "turn it around. Is Marvin Harrison Jr. a buy-low?",
      "Fine, noted. Now forget him. Who else? Give me other buy-low targets in general, anybody out " +
        "there whose value is down right now.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Every year I hold a guy too long. Every year I watch a touchdown-dependent player crash in the " +
        "last month and I say never again, and every year I do it again. Which players should I sell " +
        "high on right now before they fall apart?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Let's do a classic segment. I call it Market Watch, it's very original, don't steal it. " +
        "Buy-low and sell-high candidates, give me both lists, who's undervalued and who's overvalued " +
        "right now?",
    ],
    expect: "buyLow",
  },

  // trade
  {
    turns: [
      "So a leaguemate slid into my DMs this morning, and I swear these trade offers always show up " +
        "right before kickoff, when I'm weakest. I'd be giving up Chuba Hubbard and getting Drake " +
        "London. My gut says accept, my gut has also been wrong about lunch. Should I accept?",
    ],
    expect: "trade",
    players: ["Chuba Hubbard", "Drake London"],
  },
  {
    turns: [
      "I've had the Jets back all year and honestly I'm tired of the drama in that building. There's " +
        "a guy in my league with Tee Higgins who wants a running back. Should I trade Breece Hall for " +
        "Tee Higgins?",
    ],
    expect: "trade",
    players: ["Breece Hall", "Tee Higgins"],
  },
  {
    turns: [
      "Consolidation trade, my favorite kind. Two good players for one great one, that's how you win " +
        "championships, and I've said it since the first episode. I give James Cook and Courtland " +
        "Sutton, I get CeeDee Lamb. Is that a good deal for me?",
    ],
    expect: "trade",
    players: ["James Cook", "Courtland Sutton", "CeeDee Lamb"],
  },
  {
    turns: [
      "The Raiders' veteran receiver is still a touchdown machine, I don't care how old he is. What's " +
        "Davante Adams' trade value these days?",
      "Interesting. Because somebody just pinged me asking about him. Do I trade him for Ladd " +
        "McConkey straight up? Yes or no?",
    ],
    expect: "trade",
    players: ["Davante Adams", "Ladd McConkey"],
  },
  {
    turns: [
      "Blockbuster alert, folks. This one would make the show's highlight reel. The offer is my " +
        "Justin Jefferson for De'Von Achane plus Rome Odunze, a two-for-one the other direction. Do I " +
        "pull the trigger or hang up the phone?",
    ],
    expect: "trade",
    players: ["Justin Jefferson", "De'Von Achane", "Rome Odunze"],
  },
  {
    turns: [
      "Let me set the scene: I've been chasing a tight end all year like it's a white whale. How's " +
        "Sam LaPorta's outlook the rest of the way?",
      "Okay, now the real question. Someone's offering me LaPorta if I send them George Pickens. " +
        "Pickens for LaPorta, do I do it?",
    ],
    expect: "trade",
    players: ["George Pickens", "Sam LaPorta"],
  },

  // tradeIdeas
  {
    turns: [
      "The King has been running people over since the Obama administration, and he's still doing it. " +
        "I'm thinking about cashing him in while he still has value, but I don't know what the market " +
        "looks like. What could I get for Derrick Henry?",
    ],
    expect: "tradeIdeas",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "My receiving corps is held together with tape and prayers, and I'm done waiting for the waiver " +
        "wire to save me. I'm ready to make a move. Who should I trade for? I need a wide receiver.",
    ],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: [
      "I've got a surplus at running back, which never happens to me, I'm usually the guy begging for " +
        "one. Time to be the bank. Which team in the league needs a running back the most? Who should I " +
        "be calling?",
    ],
    expect: "tradeIdeas",
    position: "RB",
  },
  {
    turns: [
      "Tampa's big receiver has been a red-zone monster his whole career. Should I trade Mike Evans for DK Metcalf?",
      "Well, they said no, rude. So who else could I flip Evans to? What could I get for him around the league?",
    ],
    expect: "tradeIdeas",
    players: ["Mike Evans"],
  },
  {
    turns: [
      "Coach Tatum and I have a history, folks. We've made three trades in this league and I've won " +
        "all three, at least that's my version of it. I want to go back to that well. What trades could " +
        "I make with Red Zone Raiders?",
    ],
    expect: "tradeIdeas",
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "Running back depth is killing me and I've made my peace with paying for it. Who are my options " +
        "on the wire at RB?",
      "Ugh, that's a wasteland. Okay, different route then: who should I trade for to fix running " +
        "back? Which teams have one to spare?",
    ],
    expect: "tradeIdeas",
    position: "RB",
  },

  // waivers
  {
    turns: [
      "Waiver Wednesday is my Super Bowl. I love it more than actual Sundays, which my therapist says " +
        "is a problem. Every year someone nobody's heard of wins somebody a league. Who should I pick " +
        "up off waivers this week?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "The Giants' rookie back had a nice little game and now the whole league is going to lose their " +
        "minds in the FAAB department. I refuse to overpay, but I also refuse to lose him. How much " +
        "FAAB should I bid on Kyle Monangai?",
    ],
    expect: "waivers",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "I have streamed tight end every week this season like a man throwing darts blindfolded. Eleven " +
        "darts, one bullseye. Let's do it again. Who's the best TE on the waiver wire right now?",
    ],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: [
      "The Browns' running back situation is a mess and I'm holding a guy who keeps getting hurt. " +
        "Should I drop J.K. Dobbins?",
      "Okay, he's gone, I'm at peace with it. Who do I add in his place off the wire? Who's the best pickup right now?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "Running back injuries came through like a hurricane this week, and the wire is where champions " +
        "are made. Give me the top adds at running back this week, the guys I should put a claim on " +
        "right now.",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "Cleveland's rookie back is the kind of guy I pound the table for. Outlook on Quinshon Judkins " +
        "for the rest of the season?",
      "Love it. He's sitting on waivers in our league somehow. How much of my FAAB do I throw at him? " +
        "What's the right bid?",
    ],
    expect: "waivers",
    players: ["Quinshon Judkins"],
  },

  // sleepers
  {
    turns: [
      "Championships are won in November by the guys who stash the right players before anyone else " +
        "notices. I've got roster spots I'm willing to burn. Give me some deep sleepers to stash for " +
        "the playoff run.",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "This week's waiver crop is already picked over, everyone's hungry. I want to get a step ahead " +
        "of the league for once in my life. Who are some guys I should grab now that'll matter next " +
        "week?",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Handcuffs are the most underrated thing in fantasy, and I'll argue that with anyone who calls " +
        "in. One injury and a nobody becomes a league-winner. Any stash candidates at running back, " +
        "backups who'd explode if the starter went down?",
    ],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: [
      "I'm looking way down the road, folks. Week 12 is when the schedule flips and some of these " +
        "offenses get cupcakes. Sleepers for week 12, who should I be looking at?",
    ],
    expect: "sleepers",
    week: 12,
  },
  {
    turns: [
      "Waiver day, my favorite holiday, better than Thanksgiving, don't tell my mother. The big names " +
        "go fast and I'm ready to pounce. Who should I grab off waivers right now?",
      "Great, those are the obvious ones. Now go deeper for me, the long-shot stashes for later in " +
        "the season, the guys nobody's rostering yet.",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "Every year there's a receiver nobody's talking about who ends up a weekly starter in December, " +
        "and every year I miss him. Not this year. Who's a sleeper WR I should stash now before the " +
        "rest of the league wakes up?",
    ],
    expect: "sleepers",
    position: "WR",
  },

  // playoffs
  {
    turns: [
      "I've been doing the math in my head on the drive in, and I failed algebra twice, so that's not " +
        "comforting. I need a real number from someone who actually knows how to count. What are my " +
        "playoff odds right now?",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "Coach Quinn has been talking a big game in the group chat all week, and I'm looking for " +
        "ammunition. I want to know if the trash talk is backed by anything. What are Blitz Brigade's " +
        "chances of making the playoffs?",
    ],
    expect: "playoffs",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "Let's start with the cold hard truth before I get emotional on air. What's my record right now?",
      "Okay, about what I figured, I've been living it. And what does that mean for my playoff " +
        "chances? Be honest, I can take it.",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "Coach Sutton has been on a heater, four wins in a row, and I'm worried. That team had no " +
        "business being this good. Do they make the playoffs? What are Hail Mary Heroes' odds?",
    ],
    expect: "playoffs",
    team: "Hail Mary Heroes",
  },
  {
    turns: [
      "Coach Harper has been texting me every day about his team's chances. Where do they stand, what's their record?",
      "Interesting, he's been selling it harder than that record suggests. So give me the real " +
        "number: what are Fourth & Long Shots' actual playoff odds, as a percentage?",
    ],
    expect: "playoffs",
    team: "Fourth & Long Shots",
  },

  // improveOdds
  {
    turns: [
      "I'm not dead yet. I'm not even mostly dead. But I'm in the conversation, and I want to stay " +
        "there. What moves should I make to boost my playoff odds?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Sitting at 4-5 and I've been telling listeners I'm one hot streak away from a title run. Now I " +
        "need to actually back that up before they stop listening. How do I turn this season around?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "If you could only do one thing to this roster, one trade, one pickup, one benching, whatever, " +
        "what's the single best move I can make to improve my chances of making the playoffs?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Okay, moment of truth on the show. What are my playoff odds?",
      "Yikes. That's rough to hear with a live audience. What do I need to do to raise that number? Give me the moves.",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Folks, this is a rescue mission. My team has been bleeding points for three weeks and I'm " +
        "starting to hear the funeral music. Help me save my season. What moves get me into the " +
        "playoffs?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Quick one before the deep dive, and I promise I'll get to the big stuff. I always like to know " +
        "the enemy first. Who am I playing this week, and are they any good?",
      "Honestly, forget this week, I'll survive or I won't. Big picture, what moves would actually " +
        "improve my playoff chances from here?",
    ],
    expect: "improveOdds",
  },

  // scenario
  {
    turns: [
      "I'm a dreamer, always have been. I believe in hot streaks, I believe in miracles, I believe in " +
        "a five-game run. So humor me: what are my playoff odds if I win out?",
    ],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: [
      "I'm a little scared of this week. The other guy's stacked and I'm missing two starters. So " +
        "let's look at the worst case before it happens: if I lose this week, what happens to my " +
        "playoff chances?",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: [
      "Let's be realistic, I'm not winning every game. Say I go 3-2 the rest of the way, three wins " +
        "in the last five. Do I make it? What are my odds then?",
    ],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: [
      "My co-host thinks I need two more wins and I'm in. I think he's crazy, but he's right about " +
        "one thing a year and maybe this is it. With 2 more wins, what are my playoff chances?",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: null },
  },
  {
    turns: [
      "Let's get the baseline out of the way first, like any good analyst would, before I start " +
        "daydreaming on air. What are my playoff odds right now?",
      "Okay, not great, not terrible. Now let me dream a little, it's good for the soul. And if I win " +
        "out? Every game from here, what does that number become?",
    ],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: [
      "I've been avoiding this number for a week, like a dentist appointment. But the listeners " +
        "deserve transparency. How are my playoff chances looking right now, honestly?",
      "Gulp. Okay, worst case: what if I drop this week's game? Where do my chances go if I lose this week?",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },

  // matchup
  {
    turns: [
      "I've been so locked in on other people's rosters for the show that I genuinely don't know who " +
        "I'm facing this week. That's embarrassing, don't tell the listeners. Who am I playing this " +
        "week?",
    ],
    expect: "matchup",
  },
  {
    turns: [
      "My gut says this is a trap week. Their roster looks beat up on paper but I've seen this movie " +
        "before, and it ends with me losing by two points on Monday night. Am I favored this week? " +
        "What's my win probability?",
    ],
    expect: "matchup",
  },
  {
    turns: [
      "Let's do a little pregame show of our own. I want the final score prediction, just like the TV " +
        "guys do. What's the projected score of my matchup this week?",
    ],
    expect: "matchup",
  },
  {
    turns: [
      "I'm a one-week-at-a-time guy, like every coach in every press conference ever. So let me look " +
        "at this week first. Am I favored?",
      "Okay, cool, I'll take that. But I'm a worrier and I like to see what's coming. Now what about " +
        "next week? Who do I play, and what are my chances in that one?",
    ],
    expect: "matchup",
    week: "next",
  },
  {
    turns: [
      "Alright, lineup's locked, I did my homework. How many points is my team projected for this week?",
      "Solid. And how does that stack up against my opponent? Am I favored to win this one?",
    ],
    expect: "matchup",
  },

  // record
  {
    turns: [
      "I try not to look because it makes me sad, but a listener asked and I owe them the truth. Be " +
        "gentle with me. What's my record?",
    ],
    expect: "record",
  },
  {
    turns: [
      "It's been a roller coaster, and I've been talking about my team like I'm a contender. Maybe I " +
        "am, maybe I'm delusional. Where am I in the standings right now?",
    ],
    expect: "record",
  },
  {
    turns: [
      "Coach Ellis has been oddly quiet this year. No trash talk, no memes, nothing. Either he's dead " +
        "inside or he's winning. What's Pocket Passers' record?",
    ],
    expect: "record",
    team: "Pocket Passers",
  },
  {
    turns: [
      "Let's start with me, then we'll gossip about everyone else, which is the best part of any " +
        "league, let's be honest. What's my record?",
      "Fine, I'll live. Now the gossip portion. Coach Marlow's been chirping me all week, so where " +
        "does his team stand, what's their record?",
    ],
    expect: "record",
    team: "Two-Minute Drill",
  },
  {
    turns: [
      "Every league has a final boss, and I want to know who ours is before I get to my own mess. " +
        "Who's sitting on top of the league right now? Who's the team to beat?",
      "Okay, and where do I fit into all that? What's my record and my spot in the standings?",
    ],
    expect: "record",
  },

  // leaders
  {
    turns: [
      "Power rankings segment, everybody, the one people actually listen for. But this time I want " +
        "the data, not my biased opinion. Who's the best team in the league right now?",
    ],
    expect: "leaders",
  },
  {
    turns: [
      "Let's zoom out from my own mess for a minute. I want the full picture, all twelve teams, top " +
        "to bottom. Show me the full league standings.",
    ],
    expect: "leaders",
  },
  {
    turns: [
      "I've been avoiding this all week, but a listener emailed and called me a coward, so fine. What " +
        "are my playoff odds right now?",
      "Wins are nice, but points are the truth. Some team out there is scoring a ton and getting " +
        "unlucky. Who's scored the most points this season?",
    ],
    expect: "leaders",
  },
  {
    turns: [
      "Let's start with my own shame, because that's the brand, the self-deprecating host who still " +
        "thinks he can win it all. What's my record?",
      "Yeah, that's about what I expected. Now let's find out who I'm chasing, who the villain of " +
        "this story is. Who's in first place overall, who's leading the whole league?",
    ],
    expect: "leaders",
  },
  {
    turns: [
      "There's always one team that runs away with it by midseason. I have my suspicions, but I want " +
        "to hear it from you. Who's leading the league right now?",
    ],
    expect: "leaders",
  },
  {
    turns: [
      "Listeners love a ranking, and honestly so do I. Rank all twelve teams for me, best to worst, standings style.",
    ],
    expect: "leaders",
  },

  // rosterStatus
  {
    turns: [
      "The injury report this week read like a hospital chart. Half the league got dinged and I'm " +
        "scared to even open my app. Who on my team is injured this week?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: [
      "Bye weeks sneak up on me every year, like taxes. Next week looks like a minefield from what " +
        "I've heard. Any of my guys on bye next week?",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: ["I'm planning ahead for once in my life, my producer is shocked. Who's on bye for me in week 12?"],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: [
      "Let's do a quick health check on the squad before kickoff, like a team doctor walking the " +
        "sideline. Any of my guys hurt this week?",
      "Phew, dodged a bullet there, knock on wood. And next week? Anyone hurt or on bye then?",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: [
      "Pittsburgh's backfield is a timeshare that drives me nuts every single week, and I've " +
        "complained about it on three straight episodes. Quick one, should I be starting Jaylen Warren " +
        "today?",
      "Okay, sure. Actually, while we're at it, run through my whole roster for me. Who else on my " +
        "team is banged up, questionable, or out this week?",
    ],
    expect: "rosterStatus",
  },

  // positionRank
  {
    turns: [
      "My receiver room is deep this year, which is a nice problem to have, but it also means I have " +
        "no idea who's my WR1 anymore. Rank my WRs for this week.",
    ],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: [
      "I'm planning week 11 now because I'll be traveling. Running back is the position I lose sleep " +
        "over. Rank my running backs for week 11, best to worst.",
    ],
    expect: "positionRank",
    position: "RB",
    week: 11,
  },
  {
    turns: [
      "Let's do a ranking segment with my own roster, the listeners will love it. Rank my receivers this week.",
      "Great, that matches my gut, which is rare and I'll take it. Now do running backs, same deal, same week.",
    ],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: [
      "I've somehow collected three tight ends, which is a cry for help, I'm aware. But if I'm going " +
        "to carry them, I need to know the pecking order. Order my tight ends best to worst for this " +
        "week.",
    ],
    expect: "positionRank",
    position: "TE",
  },
  {
    turns: [
      "I've got two quarterbacks, both decent, neither great, like most of my decisions in life. Rank " +
        "my quarterbacks for next week.",
    ],
    expect: "positionRank",
    position: "QB",
    week: "next",
  },
  {
    turns: [
      "Running back is the position that decides leagues in November, I'll say it till I'm hoarse. " +
        "Rank my RBs for this week, top to bottom, I need the full order.",
      "Love it. Same thing for next week, how do they stack up then?",
    ],
    expect: "positionRank",
    position: "RB",
    week: "next",
  },

  // projectedTotal
  {
    turns: [
      "I like a number to hang my hat on. The projections are never right, but they're a starting " +
        "point. How many points is my team projected to score this week?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Give me the over-under on my own team, the way a sportsbook would set it, if a sportsbook " +
        "cared about my team. What's my projected total this week, and what's the range?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "I like to know the number before kickoff so I can manage my emotions accordingly, it's a " +
        "coping mechanism. What's my projected total for this week?",
      "Week 11 is shaping up to be ugly with all the bye weeks. I'm bracing myself. What's my team's " +
        "projected score for week 11?",
    ],
    expect: "projectedTotal",
    week: 11,
  },
  {
    turns: [
      "Every week I start by scouting the opponent like it's the actual NFL, film study and " +
        "everything, my wife thinks it's ridiculous. Who am I up against this week?",
      "Ah, forget them. Champions worry about themselves, that's what I always say on the show. How " +
        "many points am I projected to put up this week?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "I want to know my team's range of outcomes, not any one player, the whole squad. If everything " +
        "goes right and if everything goes wrong. What's my team's floor and ceiling this week?",
    ],
    expect: "projectedTotal",
  },

  // dropStash
  {
    turns: [
      "Roster crunch, folks. I want to make a claim and I'm out of bench spots. Somebody has to go, " +
        "and I'm not emotionally equipped to choose. Who should I drop to make room?",
    ],
    expect: "dropStash",
  },
  {
    turns: [
      "The Jaguars back has been a ghost for weeks, and I keep holding him out of loyalty, which is " +
        "my worst trait. Should I drop Travis Etienne Jr.?",
    ],
    expect: "dropStash",
    players: ["Travis Etienne Jr."],
  },
  {
    turns: [
      "The Giants' back went down, and I need to decide fast. He could be back for the playoffs, or " +
        "he could be done. Tyrone Tracy Jr. is hurt: do I drop him or stash him on IR?",
    ],
    expect: "dropStash",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: [
      "The Titans' back is the definition of a guy you roster out of spite. I keep hearing he's " +
        "banged up and nobody has a straight answer. Is Tony Pollard playing this week?",
      "Ugh. This is the worst part of the job. So now what, do I cut him loose or hang onto him and hope?",
    ],
    expect: "dropStash",
    players: ["Tony Pollard"],
  },
  {
    turns: [
      "There's a running back on the wire that everyone in the group chat is buzzing about, and I've " +
        "got FAAB burning a hole in my pocket. Who's the best pickup this week?",
      "Let's be ruthless today. No sentiment, no loyalty, no 'but he had that one game in week " +
        "three.' Who's the worst guy on my roster, who do I cut?",
    ],
    expect: "dropStash",
  },
  {
    turns: [
      "The 49ers' receiver has been on my bench collecting dust, and my bench is valuable real " +
        "estate. Is Brandon Aiyuk worth holding, or do I drop him?",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },

  // byeCover
  {
    turns: [
      "Bye week roll call, folks. Every year I forget to check and every year I pay for it with a " +
        "zero in my lineup. Which of my guys are on bye this week?",
      "Dallas's tight end has been quietly one of the most reliable guys I have, and that's the one " +
        "that stings. He's on bye, because the NFL hates me personally. Jake Ferguson is on bye, who " +
        "replaces him?",
    ],
    expect: "byeCover",
    players: ["Jake Ferguson"],
  },
  {
    turns: [
      "My starting quarterback is on bye next week, and my backup is... let's call him a work in " +
        "progress. Who do I start at QB in his place during the bye?",
    ],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: ["Detroit's bye is coming and it takes my tight end with it. Who covers for Sam LaPorta during his bye?"],
    expect: "byeCover",
    players: ["Sam LaPorta"],
  },
  {
    turns: [
      "Bye weeks are the silent assassins of fantasy seasons, I always say that, and nobody ever " +
        "listens. Who's on bye for me next week? I'm scared to look.",
      "Ouch, that's a lot. So who fills in for those guys while they're out?",
    ],
    expect: "byeCover",
    week: "next",
  },
  {
    turns: [
      "Philly's tight end has his bye in week 11, I checked the schedule twice. Dallas Goedert's out " +
        "that week, who should I plug in for him?",
    ],
    expect: "byeCover",
    players: ["Dallas Goedert"],
    week: 11,
  },
  {
    turns: [
      "Week 12, bye week carnage at running back for me. I need somebody, anybody. Who's my bye-week " +
        "fill-in at RB for week 12?",
    ],
    expect: "byeCover",
    position: "RB",
    week: 12,
  },

  // help
  {
    turns: [
      "First time actually using one of these AI GM things. I've mostly been trusting my gut and the " +
        "podcast crowd. So, before I waste your time: what can you actually do?",
    ],
    expect: "help",
  },
  {
    turns: [
      "Let's start simple, and I'll warn you, I'm a tough interviewer. What's my record right now?",
      "Huh, okay. Now I'm curious, and I'm skeptical by nature, folks, that's why people listen to " +
        "me. I don't trust a number unless I know where it comes from. How do you work? Where do your " +
        "projections come from?",
    ],
    expect: "help",
  },
  {
    turns: [
      "I'm going to do a segment about you on the show, actually. So help me explain it to the " +
        "audience: what kinds of questions can I ask you?",
    ],
    expect: "help",
  },
  {
    turns: [
      "Hey there, good morning, welcome to my little corner of the internet. Coffee's on, mic's on, " +
        "I've got takes loaded and I'm ready to go.",
      "Okay so before we dive in, what can you help me with? Give me the menu.",
    ],
    expect: "help",
  },

  // None
  {
    turns: [
      "Pregame prep time. Scouting first, as always, I never go into a Sunday blind. Who am I playing this week?",
      "Great, noted. Now a non-fantasy question, but it's important. I'm hosting the watch party " +
        "today and I promised everyone chili. I'm a great talker, a terrible cook. What's a good chili " +
        "recipe for about ten people?",
    ],
    expect: "None",
  },
  {
    turns: [
      "Totally unrelated to my team. I've got tickets to the game in Chicago and I'm tailgating for " +
        "six hours. Is it going to rain in Chicago this afternoon?",
    ],
    expect: "None",
  },
  {
    turns: [
      "Switching sports for a second because basketball season has me distracted. Who do you think " +
        "wins the NBA title this year, the Celtics or the Thunder?",
    ],
    expect: "None",
  },
  {
    turns: [
      "Real fantasy question first, and it's a classic backup-turned-starter dilemma I've been " +
        "chewing on all morning. Who should I start, Jaylen Warren or Rachaad White?",
      "Cool, thanks. Unrelated, I have a few bucks burning a hole in my pocket at the sportsbook. " +
        "Should I bet the Chiefs moneyline tonight, real money?",
    ],
    expect: "None",
  },

  // two-part
  {
    turns: [
      "Let's do the state of the union, folks, I owe the listeners honesty. What's my record, and " +
        "what are my playoff odds?",
    ],
    expect: ["record", "playoffs"],
  },
  {
    turns: ["Pregame show time, baby. Who am I playing this week, and how many points is my team projected to score?"],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: [
      "The 49ers' tight end has been nursing something all week and the practice reports are a mess. " +
        "Is Kittle playing today, and if he is, should I start him over Hunter Henry?",
    ],
    expect: ["status", "startSit"],
    players: ["George Kittle", "Hunter Henry"],
  },
  {
    turns: [
      "The injury bug bit hard this week and I'm triaging like an ER doctor. Who's hurt on my team, " +
        "and who should I pick up off waivers to cover?",
    ],
    expect: ["rosterStatus", "waivers"],
  },
  {
    turns: ["Reality check segment. What are my playoff odds, and what can I do to improve them?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: [
      "Time for the league-wide power check. Who's the best team in the league right now, and where " +
        "do I rank in the standings?",
    ],
    expect: ["leaders", "record"],
  },
  {
    turns: [
      "Quarterback dilemma, the kind that makes me talk to myself in the car. Should I start Patrick " +
        "Mahomes or Baker Mayfield this week?",
      "Okay, decision made for Sunday. Different topic, bigger picture: the Chiefs' quarterback has " +
        "had an up-and-down year by his standards. What is Patrick Mahomes worth in a trade right now, " +
        "and what's his outlook the rest of the season?",
    ],
    expect: ["tradeValue", "outlook"],
    players: ["Patrick Mahomes"],
  },
  {
    turns: [
      "I'm busy and I'm lazy, a dangerous combo. Set my lineup for this week, and then tell me how " +
        "many points that lineup projects to score.",
    ],
    expect: ["lineup", "projectedTotal"],
  },
  {
    turns: [
      "My bench is a graveyard of bad decisions, folks. Guys I drafted too early, guys I claimed " +
        "after one good game, guys I keep out of pure stubbornness. It's time for spring cleaning in " +
        "November.",
      "So let's clean house: who should I drop, and who should I add off waivers in his place?",
    ],
    expect: ["dropStash", "waivers"],
  },
];
