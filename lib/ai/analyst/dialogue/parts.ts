// A message cut into the questions it asks: joiners ("and", "plus", "then", a question mark) start a new part,
// while a statement, a lead of a few words or a short verdict ("good deal?") stays with the question it belongs to.
import { LEADS_WITH_TEAM_NUMBER, TEAM_NUMBER_ALTERNATIVE } from "@/lib/ai/analyst/nlu/team-numbers";

// A verb that tells something about a player: "Godwin is hurt again", "Kelce looks washed", "Tyreek's done".
export const TELLS = new RegExp(
  "\\b(is|are|was|were|has|have|had|looks?|looked|seems?|seemed|been|got|gets|keeps?|can'?t|won'?t|isn'?t|" +
    "didn'?t|did)\\b|['’]s\\b|\\b\\w+ed\\b",
  "i",
);

// "Need a RB badly.", "Been thinking about Kelce.": a statement whose "I" is left out is one too.
const STATEMENT = new RegExp(
  "^(my|i|i'm|im|i've|we|we're|our|given|since|so|need|needing|been|gotta|looking for|trying to|" +
    // "Say I go 2-2 from here. Where's that leave my playoff chances?": a supposition is the question's context.
    "say|suppose|supposing|assume|assuming|let'?s say|imagine)\\b",
  "i",
);

const TAIL = new RegExp(
  "^(good|fair|bad|smart|worth it|thoughts|yes|no|right|correct|agree|ok|okay|sure|deal|really|why|" +
    "(start|pick) one|go)\\b",
  "i",
);

// A verdict asked for in a few words of its own ("smash accept or am i getting fleeced", "would you do it"): part
// of the question before it, not a question of its own.
const VERDICT_MORE = /\b(smash|y\/n|yes or no)\b/i;
const VERDICT =
  /\b(accept|decline|reject|fleeced|robbed|ripped off|fair|worth it|good idea|bad idea|do it|pull the trigger)\b/i;

const SCOPE = new RegExp(
  "^(please |pls |and )?(check|look at|look over|go through|scan|consider|include|across|for) " +
    "(my |the |our )?(whole |entire |full )?(team|roster|squad|lineup|starters|bench)\\s*[.!?]*$",
  "i",
);

export const PRONOUN = /\b(he|him|his|he's|hes|he is|they|them|their)\b/i;

// "If so", "if not", "if he is": the answer to the part before, assumed by the part after.
export const IF_SO =
  "if (?:not|so|yes|no|he is|he'?s|she is|she'?s|they are|they'?re|he does|she does|they do|he plays|" +
  "he isn'?t|he doesn'?t|that'?s the case|that is the case|that is so|that'?s so)";

// Words a question starts with: a joiner ("and", "+", "then") before one of them starts a second question.
const ASKS =
  "what|who|whom|how|is|are|should|can|could|do|does|rank|which|whats|what's|am|will|would|any|who's|whos|how's|" +
  "where|" +
  "when|tell|give|gimme|show|list|find|sort|order|set|optimi[sz]e|suggest|recommend|pitch|evaluate|check|compare|" +
  "identify|flag|let me know|lemme know|lmk";

// A horizon leading a question ("…, and rest of season who's better"): the question still starts after it.
const HORIZON_LEAD =
  "(?:for |over )?(?:the )?(?:rest of (?:the )?(?:season|year|way)|ros|long[- ]term|going forward|next week|" +
  "this week|week \\d+),?\\s+";

const JOINED = new RegExp(
  // A full stop ends a sentence, but not a name's "Jr." or an initial ("D. Moore").
  // (Nor an item's number in a list pasted in: "Top adds: 1. Woody Marks 2. Kyle Monangai".)
  "(?<=\\?)\\s+(?=\\S)|(?<!\\b(?:jr|sr|st|vs|mr|dr|[a-z])|(?:^|[:\\s])\\d)\\.\\s+(?=[A-Za-z])|;\\s*|" +
    // A sentence ending inside a quotation: "…saying 'you're miles behind me.' Who's leading".
    "(?<=[.!?]['’\"”])\\s+(?=[A-Z])|" +
    // ("Can you help with trades also or only lineup?": "also" set against "only" joins nothing.)
    "\\s*\\b(?:and also|also)\\b(?!\\s+or\\b),?\\s*|" +
    // ("Josh Allen for Jalen Hurts plus Tony Pollard": "plus" inside a trade adds a player to a side.)
    "(?<!\\b(?:for (?!(?:my|our|the|this|next|that|week|wk|a|an)\\b)|trad(?:e|ing)|giv(?:e|ing)|get(?:ting)?|" +
    "offer\\w*|send\\w*|swap\\w*)\\b[^?.;]*)\\s*\\bplus\\b\\s*|" +
    // "record + playoff odds?", "who'm I facing, and my proj total?": two of the team's numbers asked side by side
    // ("whats my record and my odds": one named right after another).
    `(?:\\s+[+&]|,\\s*and|(?<=\\b${TEAM_NUMBER_ALTERNATIVE})\\s+and)\\s+` +
    `(?=(?:my |the |our )?(?:${TEAM_NUMBER_ALTERNATIVE}|` +
    "byes|injuries|sleepers|adds|pickups|waivers|status|outlook|(?:an? |some )?(?:pivot|replacement|fill-?in|" +
    "streamer|pickup|add|backup)s?)\\b)|" +
    "(?:,\\s*|\\s+)(?:and|&|\\+),?\\s+(?:if not,?\\s+|then\\s+|" +
    // "…, and, in light of it, should I be selling him", "…and, while you are at it, tell me whether…".
    "(?:in light of (?:it|that|this)|with that in mind|given that|in that case|while you(?:'re| are) at it),?\\s+|" +
    // "…and, after that, roughly how many points…", "…and, once you've told me that, how would you…".
    "(?:separately|secondly|additionally|also|afterwards|after that|finally|um+|uh+|er+|oh|like|" +
    "once you(?:'ve| have) (?:told me|done|answered) (?:that|it)),?\\s+(?:roughly\\s+|approximately\\s+)?)?" +
    `(?=(?:${HORIZON_LEAD})?(?:${ASKS})\\b|(?:have|has|did|was|were) (?:i|we|my|he|she|they)\\b)|` +
    // "…(,) then rank my RBs": "then" joins an instruction (not "if I win out then do I make it").
    "(?:,\\s*|\\s+)then\\s+(?=(?:tell|give|gimme|show|list|find|rank|sort|order|set|optimi[sz]e|who|which)\\b)|" +
    // "…and if not, who do I grab", "…and if so, should I start him": the second part stands on its own.
    `,?\\s+and,? ${IF_SO},?\\s+|` +
    // "Give me my current playoff odds and then my odds if I lose this week".
    ",?\\s+and then\\s+(?=(?:my|our|the|what|how|who)\\b)|" +
    // "what are my playoff odds and if I win out do I get in": a scenario asked after the question before it.
    ",?\\s+and (?=if (?:i|we)\\b)",
  "i",
);

// A part that asks or tells: it starts with a question word or an instruction.
export const ASKING = new RegExp(
  `^\\s*(?:${ASKS}|compare|evaluate|grade|check|start|sit|bench|drop|cut|trade|suggest|recommend|help)\\b`,
  "i",
);

// "X or Y this week? need one of em": how many of them the lineup takes.
const NEEDS_ONE_OF = "(i |we )?(just |only )?need (just |only )?(one|1|two|2) of";

// A sentence after a question that only tells ("only one of them is starting", "Thinking of shopping him.", "not
// for this week, just in general"): the context of the question before it, not a question of its own.
const TELLS_MORE = new RegExp(
  "^(not|only|just|thinking|leaning|considering|wondering|asking|because|cause|cuz|since|as|both|neither|either|" +
    `${NEEDS_ONE_OF}|` +
    "one of|i'?m|im|i'?ve|i was|i am|he'?s|hes|he is|they'?re|it'?s|that'?s|thats|" +
    "i (can )?only|we (can )?only|can only|" +
    // "who goes in my flex this wk. got khalil shakir, rachaad white n hunter henry to pick from": the candidates.
    "got|i got|options|choices|" +
    // "I honestly lost track after the bye weeks", "I keep forgetting": the manager telling about himself.
    "i (?:(?:honestly|really|just|totally|kinda|kind of|sort of|completely|also) )?(?:lost|forgot|forget|missed|" +
    "haven'?t|didn'?t|don'?t|can'?t|couldn'?t|keep|kept|heard|saw|read|had|never|stream|usually|always|normally))\\b",
  "i",
);

// "Injury and bye report for my team…", "ROS rankings at WR for week 12": a report named in its first words.
const ASKS_FOR_REPORT = new RegExp(
  "^\\s*([\\w'’&-]+\\s+){0,4}(report|rankings?|outlook|projections?|breakdown|rundown|update|odds)\\b" +
    "(?![^.!?]*\\b(is|are|was|were)\\b)",
  "i",
);

export const MOVE_WORDS =
  /\b(need|want|looking for|grab|pick(ing)? ?up|add|adding|drop|dropping|cut|cutting|stash|start|sit|bench)\b/i;

const CONFIRMS_IN_PASSING = /^(he'?s|hes|he is|she'?s|it'?s|that'?s|they'?re)\b[^?]{0,40}\bright\s*\?\s*$/i;

const ONLY_ROOM_FOR = new RegExp(`^((i|we) )?(can )?only (start|play|use|fit|roll out)\\b|^${NEEDS_ONE_OF}\\b`, "i");

// A lineup spot named before the pick for it ("no, just the flex spot. Zay Flowers or Jameson Williams?").
const SPOT_LEAD = /^\s*(the |my )?(flex|super ?flex|(qb|rb|wr|te)\d?|kicker)( spot| slot| position)?\s*[.:]?\s*$/i;

// A lead that frames the question after it ("Looking ahead.", "Long term:"): its context.
const FRAMES = /^(looking ahead|big picture|long[- ]term|(the )?long (haul|run)|short[- ]term|for now)\b/i;

// "Rank my TEs. Next week.": a part that only names when is the time of the question before it.
const WHEN_ONLY = new RegExp(
  "^\\s*(for |in )?(next week|this week|week \\d+|wk \\d+|(the )?rest of (the )?(season|" +
    "year|way)|ros|tonight|sunday)[.!?]*\\s*$",
  "i",
);

// Only a name, perhaps after a word of apology or a lead-in: "Sorry — Joe Burrow.", "Re: Kyren".
// …or "What about Kyren Williams?" before "Is he good to go?".
const NAME_LEAD = new RegExp(
  "^\\W*(?:(?:[Ss]orry|[Oo]k(?:ay)?|[Ss]o|[Oo]h|[Rr]e|[Aa]bout|[Aa]nd|[Nn]ow|[Aa]lso|[Ww]hat about|" +
    "[Hh]ow about)\\W+)*" +
    "(?:[A-Z][\\w'’.-]*\\W*){1,3}$",
);

// A sentence that asks, after a lead naming its subject ("Brock Purdy: what's his injury status").
// …or after a joining word ("and what's Puka worth in a trade").
export const asksAfterLead = (sentence: string) =>
  ASKING.test(sentence) ||
  ASKING.test(sentence.replace(/^[^:?]{1,40}:\s*/, "")) ||
  ASKING.test(sentence.replace(/^\s*(and|but|so|also|plus|then|ok|okay)\s+/i, ""));

// "If I win two more games, how are my playoff chances": a question after a lead inside the sentence.
const ASKS_WITHIN = /\b(how|what|who|which|where) (are|is|do|does|would|will|should|can|could) (i|we|my|our)\b/i;

// "Deep sleepers, plus a TE to cover the bye", "ROS outlook and what he'd fetch?": a family's own words asked for
// in a word or two, a request of its own rather than the lead of the question after it.
const REQUEST_PHRASE = new RegExp(
  "^\\s*((wk|week) ?\\d+ |best |deep |any |top |my |ros |weekly )?(adds|sleepers|pickups|byes|bye weeks|status|" +
    "outlook|ros outlook|record|playoff odds|matchup|projection|proj(ected)? total)\\s*[,.;:!]*\\s*$",
  "i",
);

export function splitParts(question: string): string[] {
  // A part joined from a statement and the question after it ("My buddy says X is worth a first. What's he worth
  // in a trade") ends asking: the next question is a question of its own.
  const endsAsking: boolean[] = [];
  return (
    question
      .split(JOINED)
      // ("…this week?? AND while you're at it is Kittle even healthy": the lead only joins the second question on.)
      .map((s) => s.trim().replace(ASIDE_LEAD, ""))
      .filter((s) => s.replace(/[^a-z0-9]/gi, "").length > 2)
      // A statement ("My QB has a bye in week 12;") or a lead of a word or two ("henry. start?", "ROS: cook or
      // hall") is the context of the question after it.
      .reduce<string[]>((parts, s) => {
        const prev = parts[parts.length - 1];
        const words = prev?.split(/\s+/).length ?? 0;
        // A long sentence that neither asks nor tells ("ok so I've been going back and forth all morning …").
        // …or a sentence that only tells, before a question ("Hurts is on bye in week 9. Who's the best streamer?").
        const tells =
          prev !== undefined &&
          !asksAfterLead(prev) &&
          !ASKS_INSIDE.test(prev) &&
          /\b(is|are|was|were|has|have|had|got|gets)\b/i.test(prev) &&
          /\?\s*$/.test(s);
        // ("Injury and bye report for my team for week 13, plus my matchup": a report asked for is a request.)
        const context =
          (((words > 8 && !ASKING.test(prev ?? "") && !ASKS_FOR_REPORT.test(prev ?? "")) || tells) &&
            !ASKS_WITHIN.test(prev ?? "")) ||
          FRAMES.test(prev ?? "");
        // …unless it names a move of its own ("I'm thinking of dropping him", "I need a WR").
        // ("…? I can only start two of them": the room in the lineup, told, not a move asked about.)
        const tellsMore = TELLS_MORE.test(s) && !/\?\s*$/.test(s) && (!MOVE_WORDS.test(s) || ONLY_ROOM_FOR.test(s));
        // "…the rest of the season? he's a rookie right?": a fact checked in passing after a question is its context.
        const confirms = prev !== undefined && /\?\s*$/.test(prev) && CONFIRMS_IN_PASSING.test(s);
        // A fragment of a few words after a statement ("Puka's been quiet. Buy low?") asks about that statement.
        const fragment =
          prev !== undefined &&
          s.split(/\s+/).length <= 3 &&
          !ASKING.test(s) &&
          !asksAfterLead(prev) &&
          !/\?$/.test(prev);
        // "Three receivers, two spots: Pittman, Meyers, Shakir. Who plays?": a short "who"/"which" after a list
        // picks among it.
        const picksAmong =
          prev !== undefined &&
          !/\?\s*$/.test(prev) &&
          /,[^,]+,|\bor\b/i.test(prev) &&
          /^\s*(so |and |but |ok )?(which|who)\b[^?]*\b(plays?|starts?|sits?|goes in|go in|one)\b/i.test(s) &&
          s.split(/\s+/).length <= 5;
        // A short question about "him" after a sentence that only tells ("Godwin is hurt again... cut him?",
        // "Kelce looks washed. sell him?") asks about the player that sentence named.
        // ("Achane rest of season outlook and what would he fetch" asks twice: its first part tells nothing.)
        // "Sorry — Joe Burrow. Is he worth keeping around?": a lead that is only a name is whom the question is about.
        const nameLead = prev !== undefined && NAME_LEAD.test(prev) && PRONOUN.test(s);
        const aboutTold =
          prev !== undefined &&
          !/\?$/.test(prev) &&
          !asksAfterLead(prev) &&
          TELLS.test(prev) &&
          /\b(he|him|his|he'?s|hes)\b/i.test(s) &&
          s.split(/\s+/).length <= 10;
        if (
          prev !== undefined &&
          !endsAsking[parts.length - 1] &&
          !sideBySide(prev, s) &&
          (((STATEMENT.test(prev) || (words <= 2 && !REQUEST_PHRASE.test(prev)) || SPOT_LEAD.test(prev) || context) &&
            !/\?$/.test(prev) &&
            !ASKS_WITHIN.test(prev)) ||
            tellsMore ||
            fragment ||
            aboutTold ||
            nameLead ||
            picksAmong ||
            confirms)
        ) {
          parts[parts.length - 1] = `${prev} ${s}`;
          // ("I saw Taylor on the injury report. Is he dealing with anything, and what's his projection": the
          // question after the statement ends the part, so the next question is one of its own.)
          endsAsking[parts.length - 1] =
            /^\s*(what|who|how|which|why|when|where|should|can|will)\b/i.test(s) ||
            (/^\s*(is|are|am|was|were|do|does|did|could|would|has|have)\b/i.test(s) && !ASKING.test(prev));
        } else {
          parts.push(s);
          endsAsking.push(false);
        }
        return parts;
      }, [])
      // A short verdict asked for ("Good deal?", "thoughts?", "yes or no?") or the scope of the question before
      // ("check my whole team") finishes the part before it.
      .reduce<string[]>((parts, s) => {
        const words = s.split(/\s+/).length;
        if (
          parts.length &&
          ((words <= 3 && TAIL.test(s)) ||
            (words <= 8 && (VERDICT.test(s) || VERDICT_MORE.test(s))) ||
            SCOPE.test(s) ||
            WHEN_ONLY.test(s))
        )
          parts[parts.length - 1] += ` ${s}`;
        // "which ones do i keep and which do i cut loose?": one question about the same players, in two halves.
        else if (
          parts.length &&
          KEEP_OR_CUT.test(parts[parts.length - 1]!) &&
          /^\s*which\b/i.test(s) &&
          KEEP_OR_CUT.test(s)
        )
          parts[parts.length - 1] += ` and ${s}`;
        else parts.push(s);
        return parts;
      }, [])
  );
}

// "record and playoff odds please": two of the team's numbers asked side by side, the first in a word or two.
const sideBySide = (lead: string, next: string) =>
  LEADS_WITH_TEAM_NUMBER.test(lead) && LEADS_WITH_TEAM_NUMBER.test(next);

const ASIDE_LEAD =
  /^(and|plus|oh and)?,?\s*(while you'?re at it|while you are at it|on top of that|additionally),?\s+/i;

const KEEP_OR_CUT = /\bwhich\b[^?]*\b(keep|hold|stash|cut|drop|release|let go)\b/i;

// A question inside a sentence that does not start as one ("he's been great lately, should I start him").
export const ASKS_INSIDE = /\b(should|would|could|can|do|does|is|are|will|who|what|how|which)\s+(i|we|he|you|they)\b/i;
