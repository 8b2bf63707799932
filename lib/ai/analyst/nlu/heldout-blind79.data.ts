// Blind held-out evaluation set 79 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voices: a rambling storyteller who front-loads context (injuries, how the season went, league-
// mate gossip) before asking, sometimes two things at once.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_79: HeldOutCase[] = [
  // ---- startSit ----
  {
    turns: [
      "So Coach Quinn swears every single week that Zay Flowers is a trap, and yeah, Flowers burned me in week " +
        "7 with like four points, but Lamar has been looking his way a lot more since then. Problem is I've also " +
        "got Waddle and only one receiver spot open. Who do I roll with this week?",
    ],
    expect: "startSit",
    players: ["Zay Flowers", "Jaylen Waddle"],
  },
  {
    turns: [
      "Long story, but Kyren has been my rock all year, never missed a game, and now the Rams are doing this " +
        "annoying rotation thing at the goal line and I'm losing sleep over it.",
      "Meanwhile Chuba Hubbard is just sitting on my bench staring at me. Do I play Chuba over Kyren this week " +
        "or am I overthinking it?",
    ],
    expect: "startSit",
    players: ["Chuba Hubbard", "Kyren Williams"],
  },
  {
    turns: [
      "I'm going to be at my in-laws' cabin for Thanksgiving with zero cell service, my father-in-law thinks " +
        "wifi gives you headaches, don't ask, so I'm planning way ahead. For week 13, do I start Goff or Bo Nix? " +
        "I drafted Goff in the eighth and Nix was a waiver grab after my backup tore something in September.",
    ],
    expect: "startSit",
    players: ["Jared Goff", "Bo Nix"],
    week: 13,
  },
  {
    turns: [
      "Tucker Kraft has been the best pick I made all draft, honestly, the Packers just keep feeding him and " +
        "he keeps breaking tackles.",
      "Now Coach Ellis, who has been wrong about literally everything this year, says I should bench Kraft for " +
        "Hunter Henry because of the matchup. Is he out of his mind? Which one starts?",
    ],
    expect: "startSit",
    players: ["Tucker Kraft", "Hunter Henry"],
  },
  {
    turns: [
      "Should I start Breece Hall or Rhamondre Stevenson this week?",
      "Ok wait, my wife just walked by and said Javonte because, quote, Dallas scores a lot. So swap Rhamondre " +
        "out for Javonte Williams: Breece or Javonte?",
    ],
    expect: "startSit",
    players: ["Breece Hall", "Javonte Williams"],
  },
  {
    turns: [
      "Okay so Scary Terry finally looks healthy after that whole quad thing that cost me two weeks, and now " +
        "he and Jameson Williams are fighting over my last receiver spot. Who should I start between the two of " +
        "them, and is McLaurin actually off the injury report or is he still listed questionable?",
    ],
    expect: ["startSit", "status"],
    players: ["Terry McLaurin", "Jameson Williams"],
  },
  {
    turns: [
      "Amon-Ra has a nasty matchup against a defense that's been shutting down slot guys all year, and Coach " +
        "Rowan pointed that out to me with a LOT of glee.",
      "I'm still starting him over DeVonta Smith though, right?",
    ],
    expect: "startSit",
    players: ["Amon-Ra St. Brown", "DeVonta Smith"],
  },

  // ---- compare ----
  {
    turns: [
      "I've been going back and forth on this for about a week and it's honestly keeping me up. Nobody's " +
        "offered me anything, I'm just trying to clean up my bench. For the rest of the season, who's the better " +
        "hold, Hampton or Jeanty? Both rookies, both had ups and downs, and Hampton missed a chunk of time.",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "Ashton Jeanty"],
  },
  {
    turns: [
      "I've got way too many receivers on this roster, my wife calls it my hoarding problem, and the trade " +
        "chatter in our league is about to heat up.",
      "Between Worthy and Odunze, which one do I hang onto for the rest of the year?",
    ],
    expect: "compare",
    players: ["Xavier Worthy", "Rome Odunze"],
  },
  {
    turns: [
      "Rest of season only, forget this week. That Egbuka kid cooled off after the hot start in Tampa, and " +
        "meanwhile McMillan is getting a mountain of targets in Carolina. If I can only ride one of these " +
        "rookies the rest of the way, which is the better long-term piece?",
    ],
    expect: "compare",
    players: ["Emeka Egbuka", "Tetairoa McMillan"],
  },
  {
    turns: [
      "Who's the better rest-of-season hold, Davante Adams or Courtland Sutton?",
      "Scratch Sutton, I just remembered he's on my bench for a reason. Adams versus Jakobi Meyers then, longer term?",
    ],
    expect: "compare",
    players: ["Davante Adams", "Jakobi Meyers"],
  },
  {
    turns: [
      "My brother-in-law, who has never once won this league, keeps telling me Bucky Irving is a league-winner " +
        "for the stretch run. I've got Bucky and I've got Kenneth Walker. Which of those two is the better guy " +
        "to keep for the rest of the year, and what would Walker even get me if I shopped him?",
    ],
    expect: ["compare", "tradeValue"],
    players: ["Bucky Irving", "Kenneth Walker III"],
  },
  {
    turns: [
      "Quick background: I traded for Mark Andrews back in week 4 and he's been fine, nothing special, and " +
        "then I picked up Jake Ferguson when my other tight end went down.",
      "If I could only keep one of those two through the playoffs, which one is it?",
    ],
    expect: "compare",
    players: ["Mark Andrews", "Jake Ferguson"],
  },

  // ---- slot ----
  {
    turns: [
      "My flex has been a black hole all season. Week 3 I started a guy who put up 1.8, week 6 I started a guy " +
        "who was inactive because I forgot to check, and last week my flex fumbled on the goal line and cost me " +
        "the game. So please, for the love of God, who goes in the flex this week?",
    ],
    expect: "slot",
  },
  {
    turns: [
      "Both of the running backs I drafted in the first four rounds are done for the year, and I've been " +
        "patching the position together with duct tape ever since. Who should be my RB2 this week?",
    ],
    expect: "slot",
    position: "RB",
  },
  {
    turns: [
      "Kelce's on bye this week, which stinks because he's the only tight end on my roster I actually trust.",
      "So who off my bench should go in the TE spot?",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "Kicker question, and please don't laugh. I lost week 8 by six-tenths of a point because my kicker " +
        "shanked an extra point, and I've been rotating kickers like a madman ever since. Who should be my " +
        "kicker this week?",
    ],
    expect: "slot",
    position: "K",
  },
  {
    turns: [
      "My second receiver spot has been a revolving door, four different guys in the last five weeks and not " +
        "one of them cleared ten points. Who's my best option at WR2 this week?",
    ],
    expect: "slot",
    position: "WR",
  },
  {
    turns: [
      "Just got back from my kid's travel soccer tournament, three nights in a hotel in Ohio, and I haven't " +
        "looked at my team once.",
      "Who's the best play for my flex spot next week?",
    ],
    expect: "slot",
    week: "next",
  },

  // ---- lineup ----
  {
    turns: [
      "I've had a brutal month. Lost three straight, all by less than five, and every single time there was a " +
        "guy on my bench who outscored one of my starters. I'm done trusting my gut. Can you set my whole lineup " +
        "for this week the best way possible?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Made a bunch of moves this morning: dropped a kicker, added a kicker, shuffled my receivers around, " +
        "moved a guy to IR.",
      "Can you look the whole thing over and tell me if my lineup's right now?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Coach Tatum told me at trivia night that my lineup is 'objectively wrong,' and I would love nothing " +
        "more than to prove him wrong in the group chat. Is my starting lineup actually optimal this week?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "I'll be on a cruise during week 11, my wife booked it without checking the NFL schedule, which, fine, " +
        "and there's no wifi on the ship, so I want to lock everything in now. Can you optimize my lineup for " +
        "week 11?",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "It's been one of those years, injuries everywhere, I had three starters questionable last week and two " +
        "of them sat.",
      "Honestly just optimize the lineup for me, I trust you more than myself at this point.",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Before I forget and go to bed: set my best lineup for this week, and then tell me how many points I'm " +
        "projected to score with it, because I want to know if I even have a shot against this guy.",
    ],
    expect: ["lineup", "projectedTotal"],
  },

  // ---- outlook ----
  {
    turns: [
      "Jonathan Taylor has carried this team on his back all year, I'm not exaggerating, I'd be 2-7 without " +
        "him. How many points is JT going to put up this week?",
    ],
    expect: "outlook",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "Drake Maye has been a QB1 for me basically every week since my starter went down back in week 3, which " +
        "I did not see coming at all.",
      "What's his rest-of-season outlook though? Is this sustainable or am I about to get burned?",
    ],
    expect: "outlook",
    players: ["Drake Maye"],
  },
  {
    turns: [
      "I grabbed Kyle Monangai off waivers after the Bears' backfield got weird, spent $14 of FAAB on him, and " +
        "half my league chat is calling it a fluke. Is he a good play this week?",
    ],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "What's Ladd McConkey projected for this week?",
      "Ok, and what about him next week? I'm trying to plan ahead for once in my life.",
    ],
    expect: "outlook",
    players: ["Ladd McConkey"],
    week: "next",
  },
  {
    turns: [
      "I've been staring at Woody Marks's snap counts like a crazy person, they went up every single week in October.",
      "Do you think he's a decent play, or am I just talking myself into it?",
    ],
    expect: "outlook",
    players: ["Woody Marks"],
  },
  {
    turns: [
      "Nico Collins is the reason I paid up in the draft, and he's been dinged up half the season, hamstring, " +
        "then something with the ankle, I can't keep track anymore. Is he healthy enough to go this week, and if " +
        "he plays, what kind of numbers should I expect from him?",
    ],
    expect: ["status", "outlook"],
    players: ["Nico Collins"],
  },

  // ---- status ----
  {
    turns: [
      "I saw a clip about Malik Nabers and the knee and honestly I just stopped reading because I couldn't " +
        "handle it. Is he actually done for the year, or is there any chance he comes back?",
    ],
    expect: "status",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "My entire season rides on this, I'm 5-4 and CMC is basically my whole offense.",
      "Is he playing this week? Please be straight with me.",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Bijan got rolled up on in the fourth quarter Sunday and limped to the sideline and I nearly threw my " +
        "remote through the TV.",
      "Is he going to play this week?",
    ],
    expect: "status",
    players: ["Bijan Robinson"],
  },
  {
    turns: [
      "Is George Kittle playing Sunday?",
      "Okay good. What about Trey McBride, anything on his injury? Coach Blake said he saw him in a walking " +
        "boot, but Coach Blake says a lot of things.",
    ],
    expect: "status",
    players: ["Trey McBride"],
  },
  {
    turns: [
      "I heard something on a podcast on the drive in about Tyreek Hill and then went through a tunnel and " +
        "missed the end of the segment. What's his designation right now?",
    ],
    expect: "status",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Chris Olave was limited at practice Wednesday. My league-mate says he's fine, but this is also the guy " +
        "who told me to draft Kyle Pitts in the second round, so, grain of salt. What's Olave's actual status, " +
        "and if he ends up out, who should I grab off waivers?",
    ],
    expect: ["status", "waivers"],
    players: ["Chris Olave"],
  },

  // ---- tradeValue ----
  {
    turns: [
      "Derrick Henry is 31 and still running people over, but every week I'm waiting for the cliff. Like, any " +
        "Sunday now. What's he worth in a trade right now?",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "I've got Jamarr Chase, who I took third overall, and he's been fine, but not the league-winner I paid for.",
      "Should I sell him?",
    ],
    expect: "tradeValue",
    players: ["Ja'Marr Chase"],
  },
  {
    turns: [
      "The guy who owns George Pickens, Coach Marlow, is in full panic mode after a 40-point loss and posting " +
        "in the group chat about blowing the whole thing up. The Cowboys offense has been on fire. Should I try " +
        "to buy Pickens off him?",
    ],
    expect: "tradeValue",
    players: ["George Pickens"],
  },
  {
    turns: [
      "What's the trade value on Brock Bowers these days? The Raiders have been a mess but he still gets fed.",
      "And Sam LaPorta, what would he fetch on the market?",
    ],
    expect: "tradeValue",
    players: ["Sam LaPorta"],
  },
  {
    turns: [
      "Maybe a sell-high? Rico Dowdle had that monster run in Carolina when Chuba was hurt, and now everybody " +
        "in my league thinks he's a stud. Should I be shopping Dowdle right now while people still believe?",
    ],
    expect: "tradeValue",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "Everybody in my league is down on Justin Herbert after that ugly game, and Coach Sutton basically " +
        "called him a bust in the chat.",
      "Is this a good time to buy him cheap?",
    ],
    expect: "tradeValue",
    players: ["Justin Herbert"],
  },

  // ---- buyLow ----
  {
    turns: [
      "Our trade deadline is after week 12, and I have never once made a trade that worked out, I'm like " +
        "0-for-6 lifetime. Who are some guys I should be buying low on right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Last year I held onto a guy way too long after a three-touchdown game and he did nothing the rest of " +
        "the year. I'm not making that mistake again. Who are the sell-high candidates right now, and who's " +
        "worth buying low?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "My roster is stacked at receiver and thin everywhere else, which is a great problem until bye weeks hit.",
      "Anyone on my team I should sell high on while their value is peaking?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Coach Finley is notorious for panicking after one bad week, he once traded away a first-rounder after a " +
        "single game.",
      "Which struggling players would be smart buy-low targets right now?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I'm trying to figure out if I'm a buyer or a seller this year. What are my playoff odds looking like, " +
        "and if I'm in it, which players should I be buying low on?",
    ],
    expect: ["playoffs", "buyLow"],
  },
  {
    turns: [
      "Every year there's that one guy who starts slow and then wins somebody the championship, and every year " +
        "I'm not the one who has him. Who's the buy-low guy this year?",
    ],
    expect: "buyLow",
  },

  // ---- trade ----
  {
    turns: [
      "Coach Rowan just sent me an offer: my Jahmyr Gibbs for his Puka Nacua and Tony Pollard. Gibbs has been " +
        "great but I'm so thin at receiver it's embarrassing, I started a waiver guy last week who had one " +
        "catch. Do I accept?",
    ],
    expect: "trade",
    players: ["Jahmyr Gibbs", "Puka Nacua", "Tony Pollard"],
  },
  {
    turns: [
      "So I've been haggling with Coach Reese from Play Action Pack for three days, this man negotiates like " +
        "he's buying a used car.",
      "His final offer is JSN for my James Cook. Good deal for me or not?",
    ],
    expect: "trade",
    players: ["Jaxon Smith-Njigba", "James Cook"],
  },
  {
    turns: [
      "I'm thinking about trading DK Metcalf and Jaylen Warren for Nico Collins. I'd be giving up depth, and " +
        "my bench is already thin, but Nico is a stud when he's healthy. Should I do it?",
    ],
    expect: "trade",
    players: ["DK Metcalf", "Jaylen Warren", "Nico Collins"],
  },
  {
    turns: [
      "Somebody in my league offered me Saquon for Josh Jacobs straight up.",
      "Actually, hold on, they just added Alvin Kamara to their side. Does that change things? Do I take it now?",
    ],
    expect: "trade",
    players: ["Saquon Barkley", "Josh Jacobs", "Alvin Kamara"],
  },
  {
    turns: [
      "Here's the offer on the table: I give up Justin Jefferson, I get A.J. Brown and Chase Brown. " +
        "Jefferson's quarterback situation has been a disaster all year, but he's still Justin Jefferson. Accept " +
        "or decline?",
    ],
    expect: "trade",
    players: ["Justin Jefferson", "A.J. Brown", "Chase Brown"],
  },
  {
    turns: [
      "Coach Harper wants my Achane for his Travis Etienne and CeeDee Lamb. On paper it's two for one in my " +
        "favor, but I remember Lamb missing a bunch of time earlier with the ankle. Is it a good trade for me, " +
        "and is Lamb even healthy right now?",
    ],
    expect: ["trade", "status"],
    players: ["De'Von Achane", "Travis Etienne Jr.", "CeeDee Lamb"],
  },

  // ---- waivers ----
  {
    turns: [
      "My FAAB budget is sitting at $64 because I've been stingy all year, saving it for the moment that " +
        "matters. Is this the week? Who should I pick up and how much should I bid?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "Looks like I lost J.K. Dobbins for a while, the Broncos haven't said much but it did not look good.",
      "Who's the best running back on waivers to replace him, and what should I bid?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "Who's the top waiver add this week? I'm eleventh in waiver priority so I need to be smart about it, I " +
        "can't just throw a claim at the obvious guy and hope.",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "We use FAAB in my league and I've got $38 left out of $100.",
      "Any pickups worth blowing a real chunk of that on this week?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "Our commish moved waivers to Wednesday morning this year, so I've got a whole day to overthink it. " +
        "Who's actually worth claiming?",
    ],
    expect: "waivers",
  },
  {
    turns: [
      "My bench is a graveyard right now. Who should I grab off waivers this week, and should I just drop my " +
        "injured guys to make room or stash one of them on IR?",
    ],
    expect: ["waivers", "dropStash"],
  },

  // ---- playoffs ----
  {
    turns: [
      "I started 1-4, then won four straight, and now I'm sitting at 5-4 feeling like the comeback story of " +
        "the year. What are my chances of actually making the playoffs?",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "I lost by 0.4 last week. Point four. My kicker missed a chip shot.",
      "Be honest with me, am I still going to make the playoffs?",
    ],
    expect: "playoffs",
  },
  {
    turns: ["What's my record right now?", "Okay and what does that mean for my playoff odds?"],
    expect: "playoffs",
  },
  {
    turns: [
      "My wife asked last night whether I'm making the playoffs this year, because apparently I moped through " +
        "all of December last time.",
      "So what's the actual probability? I'd like to give her a number.",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "Give it to me straight, no sugarcoating: what's my record, and what are my chances of getting into the " +
        "playoffs from here?",
    ],
    expect: ["record", "playoffs"],
  },
  {
    turns: [
      "Half the league has written me off since the three-game skid, Coach Quinn even put a little tombstone " +
        "emoji next to my name in the chat. What are my playoff odds looking like?",
    ],
    expect: "playoffs",
  },

  // ---- improveOdds ----
  {
    turns: [
      "I'm sitting right on the bubble, sixth or seventh depending on tiebreakers, and I refuse to miss out by " +
        "a hair again like last year. What moves can I make to bump my playoff odds?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Somebody in the chat ran the numbers and said my playoff odds are like 38 percent, which hurts.",
      "What can I do to get that number up?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "Trades, waivers, lineup tweaks, I'm open to anything at this point. What would improve my playoff " +
        "chances the most?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "I'm not giving up on this season, I don't care what the group chat says.",
      "Give me the moves that raise my odds of getting in.",
    ],
    expect: "improveOdds",
  },
  {
    turns: ["What are my playoff odds right now, and what can I do to push them higher?"],
    expect: ["playoffs", "improveOdds"],
  },
  {
    turns: [
      "I've been sick about this all week. If I lose this week am I basically done? And what moves could I " +
        "make to stay alive?",
    ],
    expect: ["scenario", "improveOdds"],
    scenario: "lose-this-week",
  },

  // ---- matchup ----
  {
    turns: [
      "Who am I playing this week? I genuinely forgot, work has been insane and I haven't opened the app since " +
        "Tuesday.",
    ],
    expect: "matchup",
  },
  {
    turns: [
      "Coach Sawyer has been trash-talking me in the group chat all week about how he's going to crush me.",
      "Is he actually favored? What's my win probability against him?",
    ],
    expect: "matchup",
  },
  {
    turns: [
      "Looking ahead to week 12 because I have a feeling that's against one of the good teams. Who do I play " +
        "that week and am I favored?",
    ],
    expect: "matchup",
    week: 12,
  },
  {
    turns: ["Who's my opponent this week?", "And what about next week's matchup, who's favored in that one?"],
    expect: "matchup",
    week: "next",
  },
  {
    turns: [
      "My dad follows my fantasy team more closely than I do, he texts me every Sunday morning. He just asked " +
        "what the projected score of my game is this week and I had no idea. What is it?",
    ],
    expect: "matchup",
  },
  {
    turns: [
      "Two things before kickoff, since I'm setting this from a gas station: who am I up against this week, " +
        "and which of my guys are hurt or on bye?",
    ],
    expect: ["matchup", "rosterStatus"],
  },

  // ---- record ----
  {
    turns: [
      "I've honestly lost track, it's been a rollercoaster, won three, lost two, won one, I don't even know " +
        "anymore. What's my record?",
    ],
    expect: "record",
  },
  {
    turns: [
      "This has been a wild year in our league, three trades already, one guy quit and the commish had to take " +
        "over his team.",
      "Where do I stand right now? What place am I in?",
    ],
    expect: "record",
  },
  {
    turns: [
      "How many games have I won so far? My buddy says I'm 4-5 but I swear I won that Monday night comeback game.",
    ],
    expect: "record",
  },
  {
    turns: [
      "I won by 30 last week! Everyone on my team showed up for once.",
      "So what does that put me at, record-wise?",
    ],
    expect: "record",
  },
  {
    turns: ["What's my record, and who's sitting in first place right now?"],
    expect: ["record", "leaders"],
  },
  {
    turns: [
      "My buddy at work keeps asking how my fantasy team is doing and I keep changing the subject.",
      "Where am I in the standings, actually?",
    ],
    expect: "record",
  },

  // ---- rosterStatus ----
  {
    turns: [
      "Which of my players are injured this week? I've honestly lost track, it feels like somebody new shows " +
        "up with a Q next to his name every Wednesday.",
    ],
    expect: "rosterStatus",
  },
  {
    turns: [
      "I got burned last year starting a guy who was on bye, started a ghost and lost by nine. Who on my team " +
        "is on bye next week?",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: [
      "Week 12 is going to be brutal for me, I think, lots of byes bunched up around then.",
      "Who of mine is on bye in week 12?",
    ],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: [
      "Just opened my app and there's red letters all over my roster.",
      "Who on my team has an injury designation right now?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: ["Who on my roster is on bye next week, and who could I pick up to cover the hole?"],
    expect: ["rosterStatus", "byeCover"],
    week: "next",
  },
  {
    turns: [
      "Any of my guys hurt or on bye this week? I'm setting the lineup from the airport and my flight boards in ten.",
    ],
    expect: "rosterStatus",
  },

  // ---- positionRank ----
  {
    turns: [
      "I've got five receivers who all look about the same to me on paper, and every week I pick the wrong " +
        "two. Rank my WRs for this week.",
    ],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: [
      "I went RB-heavy this year, four of them in the first six rounds and then I picked up another one off waivers.",
      "Can you rank them for me this week, top to bottom?",
    ],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["Rank my tight ends for next week. I've been carrying three because I'm paranoid."],
    expect: "positionRank",
    position: "TE",
    week: "next",
  },
  {
    turns: [
      "Order my quarterbacks best to worst for week 11, I've got my starter, the guy I drafted as a backup, " +
        "and the one I panic-added during the bye scare.",
    ],
    expect: "positionRank",
    position: "QB",
    week: 11,
  },
  {
    turns: ["Rank my RBs this week.", "Now do the receivers."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: [
      "Who's my best running back this week? Actually, you know what, just rank all of them for me, top to bottom.",
    ],
    expect: "positionRank",
    position: "RB",
  },

  // ---- projectedTotal ----
  {
    turns: [
      "How many points am I projected to score this week? I need to know whether to be nervous before I go to " +
        "this wedding Saturday.",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Okay, lineup's set, I'm not touching it again.",
      "What's my projected total, and what's the ceiling if everything breaks right?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: ["What's my floor this week? Like, worst case, everybody has a bad day, what am I looking at?"],
    expect: "projectedTotal",
  },
  {
    turns: [
      "What am I projected for in week 12? I've got a feeling that's going to be a rough one and I'd like to " +
        "know how worried to be.",
    ],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: ["What's my projected total this week?", "And next week?"],
    expect: "projectedTotal",
    week: "next",
  },

  // ---- leaders ----
  {
    turns: [
      "I've been so buried in my own mess that I haven't looked at anyone else's team in weeks.",
      "Who's leading the league right now?",
    ],
    expect: "leaders",
  },
  {
    turns: [
      "Which team has scored the most points this season? I feel like I've been unlucky and I want to see " +
        "who's been getting lucky.",
    ],
    expect: "leaders",
  },
  {
    turns: ["What's Blitz Brigade's record? Coach Quinn keeps hinting he's undefeated and I refuse to believe it."],
    expect: "leaders",
    team: "Blitz Brigade",
  },
  {
    turns: [
      "Coach Tatum keeps bragging about Red Zone Raiders at every office lunch.",
      "Where are they actually in the standings?",
    ],
    expect: "leaders",
    team: "Red Zone Raiders",
  },
  {
    turns: ["Who has the best playoff odds in the league right now? I want to know who I should be scared of."],
    expect: "leaders",
  },
  {
    turns: ["Who's in first place right now, and do I play them this week?"],
    expect: ["leaders", "matchup"],
  },

  // ---- sleepers ----
  {
    turns: [
      "Give me some sleepers for next week, deep guys nobody's talking about. Twelve teams with deep benches, " +
        "so all the obvious names are long gone.",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "My league is ridiculously deep, everybody has three backup RBs stashed and the waiver wire is a desert.",
      "Who are some under-the-radar names for next week?",
    ],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "Every year somebody in our league finds a random guy who goes off in November and rides him to the " +
        "title. Any deep sleepers I should know about for week 11?",
    ],
    expect: "sleepers",
    week: 11,
  },
  {
    turns: ["Who's a guy rostered in under ten percent of leagues that could pop next week?"],
    expect: "sleepers",
    week: "next",
  },
  {
    turns: [
      "I keep missing the breakout guys by one week, I pick them up right after their big game like everybody else.",
      "Who are the sleepers I should grab before they blow up?",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "Any sleepers out there? Deep, deep guys, the kind of names that make my league-mates go 'who?' when I add them.",
    ],
    expect: "sleepers",
  },

  // ---- dropStash ----
  {
    turns: [
      "I've got a whole infirmary on my roster at this point. Should I drop my injured guys or stash them on IR?",
    ],
    expect: "dropStash",
  },
  {
    turns: [
      "Three of my players are hurt right now and I only have the one IR slot, which feels like a cruel joke.",
      "Which ones do I drop and which one do I stash?",
    ],
    expect: "dropStash",
  },
  {
    turns: [
      "Is it worth holding onto my injured players at this point in the season, or should I just cut bait and move on?",
    ],
    expect: "dropStash",
  },
  {
    turns: [
      "Brandon Aiyuk has been sitting in my IR spot basically since the draft, and all I keep hearing out of " +
        "San Francisco is 'soon.' Should I keep stashing him or finally drop him?",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: [
      "My IR spot is already taken and now another starter went down Sunday with a high ankle sprain.",
      "What should I do with my injured guys, drop somebody or stash?",
    ],
    expect: "dropStash",
  },
  {
    turns: [
      "Godwin is hurt again, I think that's the third time this year, and I really need the roster spot. " +
        "Should I drop Chris Godwin or is he worth stashing?",
    ],
    expect: "dropStash",
    players: ["Chris Godwin"],
  },

  // ---- byeCover ----
  {
    turns: [
      "My quarterback is on bye next week and I don't have a backup, because I thought I was being clever in " +
        "the draft.",
      "Who's a good streamer to cover him?",
    ],
    expect: "byeCover",
    position: "QB",
    week: "next",
  },
  {
    turns: [
      "I need a tight end to cover a bye this week. My starter's off and my backup tweaked something in " +
        "practice. Who's out there?",
    ],
    expect: "byeCover",
    position: "TE",
  },
  {
    turns: [
      "My kicker's on bye this week, which I only noticed because Coach Blake made fun of me for it.",
      "Who should I stream to cover him?",
    ],
    expect: "byeCover",
    position: "K",
  },
  {
    turns: [
      "Looking ahead, two of my receivers are off in week 12, so I'll need a bye-week fill-in at WR. Who " +
        "should I target?",
    ],
    expect: "byeCover",
    position: "WR",
    week: 12,
  },
  {
    turns: [
      "Both of my starting running backs have a week 11 bye, which is just great planning on my part.",
      "Who can I pick up to plug that hole?",
    ],
    expect: "byeCover",
    position: "RB",
    week: 11,
  },
  {
    turns: ["Streaming a quarterback for the bye this week, who's the best one still available?"],
    expect: "byeCover",
    position: "QB",
  },

  // ---- scenario ----
  {
    turns: [
      "I've been running scenarios in my head on the treadmill all morning, it's becoming a problem.",
      "If I win out, am I in?",
    ],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: [
      "Realistically I'm not winning every game, my schedule down the stretch is brutal. What are my odds if I " +
        "win two of my last four?",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: ["Coach Blake is projected to beat me by twenty this week.", "If I lose this one, am I done?"],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["What are my playoff odds?", "And if I win three of the remaining five?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: ["Say I go 3-1 the rest of the way. What are my chances then?"],
    expect: "scenario",
    scenario: { wins: 3, games: 4 },
  },
  {
    turns: [
      "I'm not greedy, I just want to sneak in. What if I win only one more game the rest of the year, does " +
        "that get me there?",
    ],
    expect: "scenario",
    scenario: { wins: 1, games: null },
  },

  // ---- tradeIdeas ----
  {
    turns: [
      "Tight end has been a wasteland for me all season, I've started five different guys and none of them " +
        "topped eight points. Who should I trade with to get a real one?",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: [
      "I want to consolidate, I've got too many okay players and no studs. Can you build me a 2-for-1 around " +
        "Jordan Addison and Rachaad White to land someone great?",
    ],
    expect: "tradeIdeas",
    players: ["Jordan Addison", "Rachaad White"],
  },
  {
    turns: ["What could Pocket Passers give me if I'm shopping for a running back? Coach Ellis has like six of them."],
    expect: "tradeIdeas",
    position: "RB",
    team: "Pocket Passers",
  },
  {
    turns: [
      "I'm desperate for a receiver upgrade, my WR2 spot has been a rotating cast of nobodies.",
      "Which teams should I target in a trade for one?",
    ],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: [
      "My starting quarterback has been awful for a month and I'm sick of streaming.",
      "Which team has QB depth I could trade for?",
    ],
    expect: "tradeIdeas",
    position: "QB",
  },
  {
    turns: [
      "Hail Mary Heroes are loaded at receiver and have nothing at running back, Coach Sutton complains about " +
        "it every single week.",
      "What could they give me in a deal?",
    ],
    expect: "tradeIdeas",
    team: "Hail Mary Heroes",
  },

  // ---- help ----
  {
    turns: [
      "My buddy set this up for me and said you could help with my fantasy team, but he didn't explain " +
        "anything before he ran off to his kid's recital. What exactly can you do?",
    ],
    expect: "help",
  },
  {
    turns: ["So how does this work? Do I just type questions about my team and you answer them?"],
    expect: "help",
  },
  {
    turns: [
      "Hi! First time using this, Coach Reese recommended it after he won last year.",
      "What kinds of questions can I ask you?",
    ],
    expect: "help",
  },
  {
    turns: [
      "Can you explain what you're able to help with? I'm not super techy, my nephew usually does this stuff for me.",
    ],
    expect: "help",
  },
  {
    turns: [
      "Should I start Mike Evans or Chris Godwin?",
      "Actually wait, step back, what all can you help me with besides start/sit stuff?",
    ],
    expect: "help",
  },
  {
    turns: ["Before I start asking you a million things, give me the rundown of what you can and can't do."],
    expect: "help",
  },

  // ---- None ----
  {
    turns: [
      "We're tailgating before the Bills game on Sunday, first time in years, my cousin's bringing the grill. " +
        "What's the weather going to be like in Buffalo?",
    ],
    expect: "None",
  },
  {
    turns: [
      "My team is so bad right now, I've lost four of five.",
      "Just tell me a joke about the Jets to cheer me up.",
    ],
    expect: "None",
  },
  {
    turns: [
      "I'm hosting our league's draft party next year and somehow I got put in charge of food. What's a good " +
        "chili recipe for about fifteen people?",
    ],
    expect: "None",
  },
  {
    turns: ["Unrelated, but my coworker and I have a bet going: who's going to win the NBA title this year?"],
    expect: "None",
  },
  {
    turns: [
      "My kid has a science project due tomorrow and of course he only told me tonight.",
      "Can you help him write up a volcano experiment?",
    ],
    expect: "None",
  },
  {
    turns: ["What do you think about the new tax bill they're fighting over in Congress?"],
    expect: "None",
  },
];
