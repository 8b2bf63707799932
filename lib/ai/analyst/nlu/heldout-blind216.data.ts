// Blind held-out evaluation set 216 for the GM's intent understanding.
// Written by someone who never saw the training paraphrases, the cue lists, the other held-out sets or the
// evaluation script. Voice: a very polite manager who asks indirectly and hedges everything, with the real ask
// often arriving at the end of a long, courteous sentence.
// Labels are the reading a careful human analyst would take. This set is scored once; do not tune against it.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";

export const HELD_OUT_BLIND_216: HeldOutCase[] = [
  // ---------- startSit ----------
  {
    turns: [
      "I do hope this isn't a silly thing to be fretting over on a Sunday " +
        "morning, but I've had Jaxon Smith-Njigba penciled in all week and now " +
        "I'm second-guessing myself, so I suppose what I'm really asking is " +
        "whether he belongs in my lineup today.",
    ],
    expect: "startSit",
    players: ["Jaxon Smith-Njigba"],
  },
  {
    turns: [
      "Kyren Williams has been a bit up and down for me lately.",
      "If it's not too much of an imposition, would you mind settling " +
        "whether I ought to play him or Breece Hall this afternoon? I can only " +
        "fit one of them in.",
    ],
    expect: "startSit",
    players: ["Kyren Williams", "Breece Hall"],
  },
  {
    turns: [
      "Good morning! I hope you're well. I was looking at Jaxson Dart's schedule earlier and felt rather encouraged.",
      "Forgive me for going on about him, but would it be terribly reckless " +
        "to actually play the young man over Jared Goff this week, or ought I " +
        "to keep him on the bench?",
    ],
    expect: "startSit",
    players: ["Jaxson Dart", "Jared Goff"],
  },
  {
    turns: [
      "I realise it's a fair way off, but I do like to plan ahead where I can.",
      "Would Zay Flowers be someone you'd trust in my lineup for week 12, or " +
        "would he be better kept on the pine that week?",
    ],
    expect: "startSit",
    players: ["Zay Flowers"],
    week: 12,
  },
  {
    turns: [
      "My apologies in advance for the indecision, but between Kyle Pitts, " +
        "Dallas Goedert and Hunter Henry, I'd be ever so grateful to know " +
        "which one you'd feel most comfortable trusting today.",
    ],
    expect: "startSit",
    players: ["Kyle Pitts", "Dallas Goedert", "Hunter Henry"],
  },
  {
    turns: [
      "Would you be so kind as to tell me whether Rico Dowdle is expected to suit up today?",
      "Thank you, that's a relief. In that case, and I do hate to be a " +
        "bother, is he someone you'd actually start, or am I being sentimental?",
    ],
    expect: "startSit",
    players: ["Rico Dowdle"],
  },
  {
    turns: [
      "It may just be nerves, but Jamo has let me down a few times now, and " +
        "I can't quite decide whether to give him one more chance in my lineup " +
        "or leave him sitting this afternoon; what would you do in my shoes?",
    ],
    expect: "startSit",
    players: ["Jameson Williams"],
  },

  // ---------- compare ----------
  {
    turns: [
      "Purely for planning purposes, and please don't feel you need to be " +
        "too exhaustive, I've been wondering which of Drake London and Garrett " +
        "Wilson you'd rather have from here to the end of the season.",
    ],
    expect: "compare",
    players: ["Drake London", "Garrett Wilson"],
  },
  {
    turns: [
      "I hope you won't mind a longer-term question: setting this week aside " +
        "entirely, would Bucky Irving or Chase Brown be the more valuable " +
        "piece over the remaining weeks, in your estimation?",
    ],
    expect: "compare",
    players: ["Bucky Irving", "Chase Brown"],
  },
  {
    turns: [
      "I've been chewing on something for a while now, if you'll indulge me.",
      "Between Omarion Hampton and TreVeyon Henderson, whom would you sooner " +
        "build around for the stretch run and beyond?",
    ],
    expect: "compare",
    players: ["Omarion Hampton", "TreVeyon Henderson"],
  },
  {
    turns: [
      "It's perhaps a dynasty-flavoured thought, but I'd be curious, if you " +
        "have a moment, whether you view Tetairoa McMillan or Emeka Egbuka as " +
        "the better long-term asset.",
    ],
    expect: "compare",
    players: ["Tetairoa McMillan", "Emeka Egbuka"],
  },
  {
    turns: [
      "Forgive the rather open-ended question, but of Josh Allen, Lamar " +
        "Jackson and Jalen Hurts, I'd love to know which you'd most want on " +
        "your side for all the weeks that remain.",
    ],
    expect: "compare",
    players: ["Josh Allen", "Lamar Jackson", "Jalen Hurts"],
  },
  {
    turns: [
      "Could you tell me a little about how Tee Higgins has been doing lately?",
      "That's helpful, thank you. And, if it's no trouble, how would you say " +
        "he stacks up against Courtland Sutton over the remainder of the " +
        "season?",
    ],
    expect: "compare",
    players: ["Tee Higgins", "Courtland Sutton"],
  },
  {
    turns: [
      "Would you mind telling me whether Trey McBride has a good matchup today?",
      "Thank you. Setting this week aside, though, would I be wrong to think " +
        "he's a better bet than Bowers from here on out?",
    ],
    expect: "compare",
    players: ["Trey McBride", "Brock Bowers"],
  },

  // ---------- slot ----------
  {
    turns: [
      "Sorry to trouble you yet again, but my flex spot has been a bit of a " +
        "revolving door all season and I was hoping you might suggest who " +
        "ought to fill it today.",
    ],
    expect: "slot",
    position: "FLEX",
  },
  {
    turns: [
      "If you have a spare moment, I'd appreciate your thoughts on my RB2 " +
        "spot: would Tony Pollard or Kenneth Gainwell be the better one to " +
        "slot in there this week?",
    ],
    expect: "slot",
    players: ["Tony Pollard", "Kenneth Gainwell"],
    position: "RB",
  },
  {
    turns: [
      "I've been tinkering with my lineup all morning, and I'm afraid I've tied myself in knots.",
      "Would you mind terribly telling me who you'd put in my tight end spot " +
        "this afternoon? I've no strong feelings either way.",
    ],
    expect: "slot",
    position: "TE",
  },
  {
    turns: [
      "My receivers are a touch thin with the byes, so I'd be grateful if " +
        "you could tell me which of Jakobi Meyers, Jauan Jennings or Quentin " +
        "Johnston you'd trust in the flex position today.",
    ],
    expect: "slot",
    players: ["Jakobi Meyers", "Jauan Jennings", "Quentin Johnston"],
    position: "FLEX",
  },
  {
    turns: [
      "Next week, not today, I'm going to have a bit of a hole at my second " +
        "wide receiver spot, and I wondered whether you'd be willing to tell " +
        "me who ought to go there.",
    ],
    expect: "slot",
    position: "WR",
    week: "next",
  },

  // ---------- lineup ----------
  {
    turns: [
      "I'm terribly sorry to ask you to do all the work, but would you be " +
        "willing to look over my whole starting lineup for today and tell me " +
        "if anything looks amiss?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "If it wouldn't be too much bother, I'd love for you to set my lineup " +
        "for week 11 so I have one less thing to think about midweek.",
    ],
    expect: "lineup",
    week: 11,
  },
  {
    turns: [
      "Good morning. It's my first season doing this properly and I'm a bit out of my depth.",
      "I suppose the simplest thing would be to ask: who, in your view, " +
        "should be starting for me at every position this afternoon?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Before the early games kick off, I'd be grateful for a quick sanity " +
        "check: is there anyone in my starting nine you'd swap out, or is it " +
        "fine as it stands?",
    ],
    expect: "lineup",
  },
  {
    turns: [
      "Thank you for helping me with today's lineup.",
      "I'm the sort who worries ahead, so might you put together the best possible one for next week's games too?",
    ],
    expect: "lineup",
    week: "next",
  },

  // ---------- outlook ----------
  {
    turns: [
      "I'd be most interested, if you have the time, in what sort of afternoon you think Jahmyr Gibbs is in for today.",
    ],
    expect: "outlook",
    players: ["Jahmyr Gibbs"],
  },
  {
    turns: [
      "Would it be presumptuous of me to ask what you foresee for Ashton " +
        "Jeanty over the rest of the season? I confess I expected a bit more " +
        "from him by now.",
    ],
    expect: "outlook",
    players: ["Ashton Jeanty"],
  },
  {
    turns: [
      "Just so I know what I'm hoping for, what would you say Amon-Ra's " +
        "ceiling looks like this week, and how low could the floor go?",
    ],
    expect: "outlook",
    players: ["Amon-Ra St. Brown"],
  },
  {
    turns: [
      "I picked up Kyle Monangai a little while ago on a whim.",
      "Now I'm wondering, with no particular decision in mind, how you see " +
        "his prospects unfolding over the next several weeks.",
    ],
    expect: "outlook",
    players: ["Kyle Monangai"],
  },
  {
    turns: [
      "How do you see Saquon's afternoon going today?",
      "And what about further down the line, say week 13, if that's something you're able to look into?",
    ],
    expect: "outlook",
    players: ["Saquon Barkley"],
    week: 13,
  },
  {
    turns: [
      "It's not that I'm planning to do anything rash, but I'd appreciate " +
        "your honest read on what to expect from Marvin Harrison Jr. from here " +
        "on.",
    ],
    expect: "outlook",
    players: ["Marvin Harrison Jr."],
  },
  {
    turns: [
      "Could you remind me how Bo Nix has played this season?",
      "Thank you kindly. And looking ahead to next week specifically, what " +
        "kind of output would you anticipate from him?",
    ],
    expect: "outlook",
    players: ["Bo Nix"],
    week: "next",
  },

  // ---------- status ----------
  {
    turns: [
      "I do hate to be a worrier, but I haven't seen any news since his " +
        "elbow, and I wanted to ask whether Jayden Daniels is actually going " +
        "to play today.",
    ],
    expect: "status",
    players: ["Jayden Daniels"],
  },
  {
    turns: [
      "Might you be able to find out whether Puka practiced in full this week or was limited?",
      "And, if you'd be so kind, the same question for Kittle?",
    ],
    expect: "status",
    players: ["George Kittle"],
  },
  {
    turns: [
      "I may have missed an announcement somewhere, so forgive me, but is " +
        "Joe Burrow still sidelined, or is there any word on a return?",
    ],
    expect: "status",
    players: ["Joe Burrow"],
  },
  {
    turns: [
      "I'm thinking about my receivers for the coming weeks.",
      "Actually, before I get ahead of myself, could you tell me whether Ladd McConkey is on bye next week?",
    ],
    expect: "status",
    players: ["Ladd McConkey"],
    week: "next",
  },
  {
    turns: [
      "It's just a small thing, but I noticed a little injury tag next to " +
        "McCaffrey's name, and I'd be grateful to know what it's about and " +
        "whether he's expected to go.",
    ],
    expect: "status",
    players: ["Christian McCaffrey"],
  },
  {
    turns: [
      "Thank you for the help with my flex earlier.",
      "One more little thing if I may: is Nico Collins dealing with anything, or is he good to go this afternoon?",
    ],
    expect: "status",
    players: ["Nico Collins"],
  },

  // ---------- tradeValue ----------
  {
    turns: [
      "I've had a few enquiries about Bijan Robinson, and while I've no " +
        "intention of moving him necessarily, I'd be interested to know what " +
        "sort of value he'd command on the trade market.",
    ],
    expect: "tradeValue",
    players: ["Bijan Robinson"],
  },
  {
    turns: [
      "It feels a little disloyal to even raise it, but JT has had such a " +
        "splendid season that I wonder whether now might be the moment to sell " +
        "high on him.",
    ],
    expect: "tradeValue",
    players: ["Jonathan Taylor"],
  },
  {
    turns: [
      "Tyrone Tracy Jr. has been a bit of a disappointment, hasn't he?",
      "I see. I was half wondering whether his numbers being down makes him a bargain.",
      "So, in a word, would it be silly to try to trade for him at this point?",
    ],
    expect: "tradeValue",
    players: ["Tyrone Tracy Jr."],
  },
  {
    turns: [
      "Derrick Henry has been on my mind a great deal lately.",
      "Given his age and the miles on him, I suppose what I'm really asking " +
        "is whether I should look to trade him away before it's too late.",
    ],
    expect: "tradeValue",
    players: ["Derrick Henry"],
  },
  {
    turns: [
      "Purely hypothetically, were I to go after DK Metcalf in a trade, " +
        "would that be a sensible use of my resources, do you think?",
    ],
    expect: "tradeValue",
    players: ["DK Metcalf"],
  },
  {
    turns: [
      "In terms of trade currency, how highly would you say people value Sam " +
        "LaPorta at the moment? I'd like to be realistic before anyone asks.",
    ],
    expect: "tradeValue",
    players: ["Sam LaPorta"],
  },
  {
    turns: [
      "Could you remind me what's been going on with Rashee Rice since he came back?",
      "Lovely. And is he the sort of player I ought to be shopping around " +
        "while his stock is up, or would that be a mistake?",
    ],
    expect: "tradeValue",
    players: ["Rashee Rice"],
  },

  // ---------- buyLow ----------
  {
    turns: [
      "If you happen to have any thoughts, I'd love to hear which players " +
        "around the league might be undervalued right now and worth trying to " +
        "pry loose cheaply.",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I'm not one for wheeling and dealing, as a rule, but are there any " +
        "names on my roster that you think I should be selling before their " +
        "value drops?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I've been reading about 'buying low' in fantasy and it sounds rather clever.",
      "Would you mind pointing me toward a few candidates to whom that might apply at the moment?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "Whose stock, in your opinion, is artificially depressed right now " +
        "because of a bad stretch, such that a patient manager like me might " +
        "swoop in?",
    ],
    expect: "buyLow",
  },
  {
    turns: [
      "I'd be so grateful for a short list of both sorts of player: those I " +
        "might acquire on the cheap, and those of mine that are due for a " +
        "cooldown.",
    ],
    expect: "buyLow",
  },

  // ---------- trade ----------
  {
    turns: [
      "Someone in my league has offered me Ja'Marr Chase in exchange for " +
        "Drake London and Kyren Williams, and I must admit I'm rather tempted, " +
        "but I'd value your view before I accept.",
    ],
    expect: "trade",
    players: ["Ja'Marr Chase", "Drake London", "Kyren Williams"],
  },
  {
    turns: [
      "Would it be a fair deal, do you think, if I sent Josh Jacobs over for " +
        "Tyler Warren and Rhamondre Stevenson? I don't want to fleece anyone, " +
        "nor be fleeced.",
    ],
    expect: "trade",
    players: ["Josh Jacobs", "Tyler Warren", "Rhamondre Stevenson"],
  },
  {
    turns: [
      "I've been going back and forth with another manager all week.",
      "The offer on the table is my Jalen Hurts for their Baker Mayfield " +
        "plus Jordan Addison. Should I take it, in your honest opinion?",
    ],
    expect: "trade",
    players: ["Jalen Hurts", "Baker Mayfield", "Jordan Addison"],
  },
  {
    turns: [
      "I was thinking of proposing Jaylen Waddle for Kenneth Walker III straight up.",
      "Before I press send, is that a reasonable swap from my side, or would I be giving too much?",
    ],
    expect: "trade",
    players: ["Jaylen Waddle", "Kenneth Walker III"],
  },
  {
    turns: [
      "I'm afraid I've already agreed to it, but I'd still like to know " +
        "whether giving up De'Von Achane to get A.J. Brown and Sean Tucker was " +
        "a wise decision.",
    ],
    expect: "trade",
    players: ["De'Von Achane", "A.J. Brown", "Sean Tucker"],
  },
  {
    turns: [
      "Could you tell me how Travis Kelce has been looking?",
      "Thank you. I ask because I've been offered Mark Andrews and Kimani Vidal for him.",
      "So, weighing it all up, would you accept that deal if you were me?",
    ],
    expect: "trade",
    players: ["Travis Kelce", "Mark Andrews", "Kimani Vidal"],
  },

  // ---------- waivers ----------
  {
    turns: ["I'd hate to miss out on anyone useful, so might you recommend who's worth a waiver claim this week?"],
    expect: "waivers",
  },
  {
    turns: [
      "With my running back depth looking rather sorry for itself, would you " +
        "have a suggestion or two for a back I could pick up off the wire?",
    ],
    expect: "waivers",
    position: "RB",
  },
  {
    turns: [
      "I keep hearing Bhayshul Tuten's name mentioned.",
      "Forgive my ignorance about bidding etiquette, but how much of my FAAB would you advise putting on him?",
    ],
    expect: "waivers",
    players: ["Bhayshul Tuten"],
  },
  {
    turns: [
      "My tight end has been dreadful all season.",
      "Is there anyone available that you'd suggest I grab to replace him?",
    ],
    expect: "waivers",
    position: "TE",
  },
  {
    turns: [
      "I'm wondering, if it's not a bother, whether there's a kicker sitting " +
        "in the free-agent pool worth swapping in for mine.",
    ],
    expect: "waivers",
    position: "K",
  },
  {
    turns: [
      "Harold Fannin Jr. seems to be unclaimed still.",
      "I have a fair bit of budget left; what would you consider a sensible " +
        "bid for him, should I decide to go after him?",
    ],
    expect: "waivers",
    players: ["Harold Fannin Jr."],
  },
  {
    turns: [
      "Just looking at the unrostered players, is there any quarterback out " +
        "there I really ought to snap up before someone else does?",
    ],
    expect: "waivers",
    position: "QB",
  },

  // ---------- playoffs ----------
  { turns: ["I hardly dare ask, but what are my chances of making the playoffs as things stand?"], expect: "playoffs" },
  {
    turns: [
      "How is Red Zone Raiders' season going?",
      "And how likely is it, would you say, that they reach the postseason?",
    ],
    expect: "playoffs",
    team: "Red Zone Raiders",
  },
  {
    turns: [
      "It's been a bit of a rollercoaster season for me.",
      "I'd appreciate an honest figure, even if it's not pretty: how likely " +
        "am I to still be playing once the regular season wraps up?",
    ],
    expect: "playoffs",
  },
  {
    turns: [
      "Coach Ellis keeps boasting that his team is a lock for the " +
        "postseason, and I wondered whether the numbers actually bear that out.",
    ],
    expect: "playoffs",
    team: "Pocket Passers",
  },
  {
    turns: [
      "Would you be able to give me a rough sense of my postseason odds, and whether I'm more likely in than out?",
    ],
    expect: "playoffs",
  },

  // ---------- improveOdds ----------
  {
    turns: ["I'd be grateful for any guidance on what moves, if any, would give my playoff hopes the best boost."],
    expect: "improveOdds",
  },
  {
    turns: [
      "Is there something, anything really, that I could be doing " +
        "differently with my roster to improve my chances of sneaking into the " +
        "postseason?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "I've just seen that I'm sitting outside the playoff spots.",
      "Rather than despair, I'd like to do something about it; what would " +
        "you suggest I change to give myself a better shot?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "If you were running my team with the single aim of getting it into " +
        "the playoffs, what would your first few moves be?",
    ],
    expect: "improveOdds",
  },
  {
    turns: [
      "I don't want to overreact, but which pickups or trades would do the " +
        "most to nudge my postseason probability upward?",
    ],
    expect: "improveOdds",
  },

  // ---------- matchup ----------
  {
    turns: ["Who am I up against this week, if you wouldn't mind reminding me, and how do you fancy my chances?"],
    expect: "matchup",
  },
  {
    turns: [
      "I know it's a fair way off, but I'd love to get a sense of who I face in week 13 and how that game might go.",
    ],
    expect: "matchup",
    week: 13,
  },
  {
    turns: [
      "A friend of mine manages Sunday Scaries, and I'm curious, purely as a " +
        "neutral, how you expect their game this week to turn out.",
    ],
    expect: "matchup",
    team: "Sunday Scaries",
  },
  {
    turns: [
      "I'm feeling rather nervous about today.",
      "What's the projected score looking like for my game, and what sort of win probability would you give me?",
    ],
    expect: "matchup",
  },
  {
    turns: [
      "Thank you for going through today's matchup with me.",
      "Would you kindly let me know how next week's game shapes up on paper as well?",
    ],
    expect: "matchup",
    week: "next",
  },

  // ---------- record ----------
  {
    turns: ["I've lost track a bit, so I'd be grateful if you could remind me what my record is at this point."],
    expect: "record",
  },
  { turns: ["Where do I sit in the standings at the moment, if you'd be so kind?"], expect: "record" },
  {
    turns: ["Just out of interest, how many games have Audible Alchemists won and lost so far this year?"],
    expect: "record",
    team: "Audible Alchemists",
  },
  {
    turns: [
      "Coach Harper was being rather smug in the group chat.",
      "Is his team really as far ahead in the standings as he's suggesting, or is it all bluster?",
    ],
    expect: "record",
    team: "Fourth & Long Shots",
  },
  {
    turns: [
      "I'd like to know, without any sugar-coating, whether I'm above or " +
        "below .500 right now and how far off the top I am.",
    ],
    expect: "record",
  },

  // ---------- rosterStatus ----------
  {
    turns: [
      "Before I settle on anything, I'd like to make sure I'm not starting a " +
        "ghost: is anyone on my team hurt or on bye today?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: [
      "That's today sorted, thank you ever so much.",
      "Looking ahead a little, which of my players are going to be on bye next week, so I'm not caught out?",
    ],
    expect: "rosterStatus",
    week: "next",
  },
  {
    turns: [
      "If it's not too much trouble, would you run through my roster and flag anyone carrying an injury designation?",
    ],
    expect: "rosterStatus",
  },
  {
    turns: [
      "I'm trying to plan my lineup for week 12 early.",
      "To that end, could you let me know who on my squad is going to be " +
        "unavailable that week, whether through byes or knocks?",
    ],
    expect: "rosterStatus",
    week: 12,
  },
  {
    turns: ["Would you mind telling me whether I'll have any bye-week headaches on my roster in week 14?"],
    expect: "rosterStatus",
    week: 14,
  },

  // ---------- positionRank ----------
  {
    turns: ["Would you be able to rank my running backs for me this week, from most to least trustworthy?"],
    expect: "positionRank",
    position: "RB",
  },
  {
    turns: ["I'd find it immensely helpful to see my wide receivers put in order for today's games."],
    expect: "positionRank",
    position: "WR",
  },
  {
    turns: ["Could you order my tight ends for week 11? I seem to have collected rather too many of them."],
    expect: "positionRank",
    position: "TE",
    week: 11,
  },
  {
    turns: [
      "I'm trying to understand my team a little better.",
      "Perhaps you could start by telling me how my quarterbacks line up " +
        "against one another, best to worst, for this week's games.",
    ],
    expect: "positionRank",
    position: "QB",
  },
  {
    turns: [
      "Could you rank my running backs for this week?",
      "Lovely. Would you do the same with my receivers, but for next week's games?",
    ],
    expect: "positionRank",
    position: "WR",
    week: "next",
  },
  {
    turns: ["Might I trouble you for a pecking order of my RBs ahead of week 12?"],
    expect: "positionRank",
    position: "RB",
    week: 12,
  },

  // ---------- projectedTotal ----------
  {
    turns: ["Roughly how many points is my side expected to put on the board today, if you don't mind my asking?"],
    expect: "projectedTotal",
  },
  {
    turns: [
      "I'd be curious to know what range of outcomes you see for my team's " +
        "score this week, from a bad day to a great one.",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "What's my team projected to score today?",
      "And what would you expect in week 12, assuming nothing changes?",
    ],
    expect: "projectedTotal",
    week: 12,
  },
  {
    turns: [
      "I've just finished setting my lineup.",
      "So what does that add up to, in terms of a projected score for my side?",
    ],
    expect: "projectedTotal",
  },
  {
    turns: [
      "Would it be possible to get a projection for my team's points next week, along with a low and high estimate?",
    ],
    expect: "projectedTotal",
    week: "next",
  },

  // ---------- leaders ----------
  { turns: ["Which team in our league has the best record at the moment, if you happen to know?"], expect: "leaders" },
  {
    turns: ["I'd love to see the power rankings for the league as they stand, if you've put any together."],
    expect: "leaders",
  },
  {
    turns: [
      "I've been trying to work out who the real favourites are this year.",
      "Who's piled up the most points in the league so far? I have my suspicions but would like to be sure.",
    ],
    expect: "leaders",
  },
  {
    turns: [
      "We were arguing about this in the group chat last night.",
      "In your honest view, which team is genuinely the strongest in our league right now, irrespective of record?",
    ],
    expect: "leaders",
  },
  {
    turns: ["Could you tell me who sits at the top of the league table, and who's nipping at their heels?"],
    expect: "leaders",
  },

  // ---------- sleepers ----------
  {
    turns: [
      "Are there any under-the-radar players you'd suggest I tuck away now who might prove useful come playoff time?",
    ],
    expect: "sleepers",
  },
  {
    turns: ["I have a spare bench spot and was wondering whether there's a deep sleeper worth stashing there."],
    expect: "sleepers",
  },
  {
    turns: [
      "I'm a bit worried about my running back depth for the playoffs.",
      "If you had to name one or two backs who could break out late in the season, whom would you stash?",
    ],
    expect: "sleepers",
    position: "RB",
  },
  {
    turns: [
      "My roster feels quite settled for now.",
      "With that in mind, is there anyone with a kind playoff schedule I " +
        "might squirrel away for the weeks that really count?",
    ],
    expect: "sleepers",
  },
  {
    turns: [
      "Is there anyone you'd describe as a proper sleeper at the moment, " +
        "someone few managers are paying attention to who could matter a great " +
        "deal down the line?",
    ],
    expect: "sleepers",
  },

  // ---------- dropStash ----------
  {
    turns: ["I hate to give up on anyone, but with Malik Nabers out for the year, would it be sensible to let him go?"],
    expect: "dropStash",
    players: ["Malik Nabers"],
  },
  {
    turns: [
      "How is Brandon Aiyuk's recovery coming along?",
      "He's been taking up a bench spot for so long that I'm beginning to " +
        "wonder whether he's worth holding on to at all.",
    ],
    expect: "dropStash",
    players: ["Brandon Aiyuk"],
  },
  {
    turns: ["I need to make room for a waiver pickup, and I'd welcome your advice on whom I can most painlessly cut."],
    expect: "dropStash",
  },
  {
    turns: [
      "Tyreek Hill's injury news was awful.",
      "Is there any sense in keeping him on my bench, or should I free up the spot?",
    ],
    expect: "dropStash",
    players: ["Tyreek Hill"],
  },
  {
    turns: [
      "Austin Ekeler's been doing nothing for me but gathering dust; should I keep stashing him or cut bait now?",
    ],
    expect: "dropStash",
    players: ["Austin Ekeler"],
  },

  // ---------- byeCover ----------
  {
    turns: [
      "With CeeDee Lamb on bye this week, I'm a receiver short; whom would you suggest I pick up or play in his place?",
    ],
    expect: "byeCover",
    players: ["CeeDee Lamb"],
    position: "WR",
  },
  {
    turns: ["Travis Kelce has his bye today, and I'd be ever so grateful for a tight end to fill in for him."],
    expect: "byeCover",
    players: ["Travis Kelce"],
    position: "TE",
  },
  {
    turns: [
      "Is Jonathan Taylor on bye next week?",
      "Ah, I was afraid of that. Who might you recommend to cover for him at running back then?",
    ],
    expect: "byeCover",
    players: ["Jonathan Taylor"],
    position: "RB",
    week: "next",
  },
  {
    turns: [
      "I've just realised Patrick Mahomes isn't playing this week because of the bye.",
      "Silly me. Who would be a sensible stand-in quarterback for the week?",
    ],
    expect: "byeCover",
    players: ["Patrick Mahomes"],
    position: "QB",
  },
  {
    turns: [
      "Come week 12, Bo Nix will be on his bye; would you have any thoughts " +
        "on how I should cover the quarterback position that week?",
    ],
    expect: "byeCover",
    players: ["Bo Nix"],
    position: "QB",
    week: 12,
  },

  // ---------- tradeIdeas ----------
  {
    turns: [
      "I've got both Javonte Williams and Jakobi Meyers sitting on my bench.",
      "I've been thinking of bundling the two of them in a two-for-one; what " +
        "sort of single player might a package like that bring back?",
    ],
    expect: "tradeIdeas",
    players: ["Javonte Williams", "Jakobi Meyers"],
  },
  {
    turns: [
      "Which of the other managers would you say is the most natural trade partner for me, given our respective needs?",
    ],
    expect: "tradeIdeas",
  },
  {
    turns: [
      "I'm desperate for an upgrade at tight end and wondered how I might go " +
        "about trading for one without gutting my team.",
    ],
    expect: "tradeIdeas",
    position: "TE",
  },
  {
    turns: [
      "I have rather a glut of running backs.",
      "Could you suggest some trades that would turn that surplus into a better wide receiver?",
    ],
    expect: "tradeIdeas",
    position: "WR",
  },
  {
    turns: [
      "Could you look for a few concrete trade offers I might make with " +
        "James Cook as the centerpiece? I'd like to see what's out there.",
    ],
    expect: "tradeIdeas",
    players: ["James Cook"],
  },

  // ---------- help ----------
  {
    turns: ["I'm quite new to this app, so forgive me, but what sorts of things are you able to help me with?"],
    expect: "help",
  },
  {
    turns: ["Before I pester you with questions, it might be wise to ask what you're actually capable of."],
    expect: "help",
  },
  {
    turns: [
      "Hello there.",
      "I wasn't sure how to begin, so perhaps you could give me an idea of " +
        "the kinds of questions you're good at answering?",
    ],
    expect: "help",
  },
  {
    turns: ["Is there a list somewhere of what you can do for me, or could you just tell me yourself?"],
    expect: "help",
  },
  {
    turns: [
      "I'd rather not waste your time with things outside your remit, so " +
        "which topics are you best placed to advise on?",
    ],
    expect: "help",
  },

  // ---------- scenario ----------
  {
    turns: [
      "What are my playoff odds as things stand?",
      "I know it's a tall order, but supposing I won every remaining game, what would they look like then?",
    ],
    expect: "scenario",
    scenario: "win-out",
  },
  {
    turns: [
      "It's a grim thought, but if I were to lose today, how much would that hurt my chances of making the playoffs?",
    ],
    expect: "scenario",
    scenario: "lose-this-week",
  },
  {
    turns: ["Let's say I go 3-2 the rest of the way; would that be enough to get me into the playoffs, do you think?"],
    expect: "scenario",
    scenario: { wins: 3, games: 5 },
  },
  {
    turns: [
      "I've been doing some arithmetic on the back of an envelope.",
      "If I manage to win two of my last four, where would that leave my playoff chances?",
    ],
    expect: "scenario",
    scenario: { wins: 2, games: 4 },
  },
  {
    turns: [
      "How are Two-Minute Drill getting on this season?",
      "And how would their playoff chances look if they won out from here?",
    ],
    expect: "scenario",
    scenario: "win-out",
    team: "Two-Minute Drill",
  },
  {
    turns: ["Assuming I can scrape together four more wins, would you consider me a safe bet for the postseason?"],
    expect: "scenario",
    scenario: { wins: 4, games: null },
  },

  // ---------- None ----------
  {
    turns: [
      "This is a bit off topic, I realise, but do you happen to know whether " +
        "it's going to rain in Chicago this afternoon? I'm meant to be walking " +
        "the dog.",
    ],
    expect: "None",
  },
  {
    turns: [
      "I hope you'll forgive the silly request, but could you tell me a good football joke to cheer up my group chat?",
    ],
    expect: "None",
  },
  {
    turns: ["I seem to be unable to log in on my tablet.", "Would you happen to know how I might reset my password?"],
    expect: "None",
  },
  {
    turns: [
      "Our commissioner is thinking of switching to half-PPR next year, and " +
        "I'd love to know how one goes about proposing a rule change like that " +
        "to the league.",
    ],
    expect: "None",
  },
  { turns: ["I don't suppose you'd know what the point spread is on the Sunday night game?"], expect: "None" },
  {
    turns: ["On a completely different note, do you follow basketball at all, and who do you fancy for the NBA title?"],
    expect: "None",
  },
  {
    turns: ["Thank you so much for all your help today.", "I hope you have a lovely rest of your Sunday, truly."],
    expect: "None",
  },
  {
    turns: [
      "Did you happen to see what that pop star wore to the awards show last " +
        "night? Everyone at brunch was talking about it.",
    ],
    expect: "None",
  },

  // ---------- multi-part ----------
  {
    turns: [
      "Would you mind telling me whether Chris Olave is playing today, and " +
        "if he isn't, which receiver I ought to pick up off waivers in his " +
        "stead?",
    ],
    expect: ["status", "waivers"],
    players: ["Chris Olave"],
    position: "WR",
  },
  {
    turns: [
      "I'd like to know what my record is, and also, if you'd be so kind, " +
        "what my chances of making the playoffs look like.",
    ],
    expect: ["record", "playoffs"],
  },
  {
    turns: [
      "Could you tell me who I'm facing this week and, after that, roughly " +
        "how many points my team is projected to score?",
    ],
    expect: ["matchup", "projectedTotal"],
  },
  {
    turns: ["Is Travis Hunter worth holding onto, and while we're at it, who might be a good stash for the playoffs?"],
    expect: ["dropStash", "sleepers"],
    players: ["Travis Hunter"],
  },
  {
    turns: [
      "I've been unsure about one of my receivers.",
      "Should I start Brian Thomas Jr. today, and what's his outlook for the " +
        "rest of the season, if you don't mind my asking both?",
    ],
    expect: ["startSit", "outlook"],
    players: ["Brian Thomas Jr."],
  },
  {
    turns: [
      "I was hoping you could rank my tight ends for this week and then tell " +
        "me which tight end on waivers might be worth a claim.",
    ],
    expect: ["positionRank", "waivers"],
    position: "TE",
  },
  {
    turns: [
      "Who's injured on my roster right now, and, once you've told me that, " +
        "how would you suggest I fill out my lineup?",
    ],
    expect: ["rosterStatus", "lineup"],
  },
  {
    turns: ["What are Hail Mary Heroes' playoff chances, and how would those change if they lost this week?"],
    expect: ["playoffs", "scenario"],
    team: "Hail Mary Heroes",
    scenario: "lose-this-week",
  },
];
