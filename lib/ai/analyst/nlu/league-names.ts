// The league's own names — its teams' and their managers' — as the manager types them ("the sunday scaries",
// "two minute drill", "coach reese") written the way the league writes them, before a question is read. A name
// in lowercase reads as ordinary words; written as the league writes it, it reads as the team it is (the tools
// then resolve it against the league, forgiving case and punctuation again).
import { ENGLISH } from "@/lib/ai/analyst/nlu/spelling";
import { TELLS_WHAT_THEY_WOULD } from "@/lib/ai/analyst/nlu/plain-words";
import { NFL_TEAM } from "@/lib/ai/analyst/nlu/teams";
import { isVocabulary } from "@/lib/ai/analyst/nlu/understand";
import { compactName, type LeagueTeamLike } from "@/lib/ai/tools/league-team";
import { editDistance } from "@/lib/league-model/team/player-lookup";

/** What a question may call a league team: its name or its manager's; `mine` marks the manager's own team. */
export type LeagueName = Pick<LeagueTeamLike, "name" | "ownerName"> & { mine?: boolean };

// The manager's own team named by its name ("projected points range for gridiron gurus", "Gridiron Gurus' record")
// is "my team": the question is about the manager's team, as if asked in the first person.
const MY_TEAM = "my team";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// "Fourth & Long Shots" typed "fourth and long shots", "Two-Minute Drill" typed "two minute drill": the name's
// words with any run of spaces, hyphens, "&" or "and" between them, and an apostrophe where it has one or not.
function typedForm(name: string): RegExp | null {
  const words = name
    .split(/\s*(?:&|\band\b)\s*|[\s\-–]+/i)
    .filter(Boolean)
    .map((w) => escape(w).replace(/['’]/g, "['’]?"));
  // One everyday word ("Dynasty") or two words questions use anyway ("Waiver Wire", "Bench Mob") are the
  // sentence's far more often than a team's name; three in a row ("end zone envy") are the team's.
  const plain = words.map((w) => w.toLowerCase());
  if (!plain.length || (plain.length === 1 && ENGLISH.has(plain[0]!))) return null;
  if (plain.length === 2 && plain.every(isVocabulary)) return null;
  if (words.join("").length < 4) return null;
  return new RegExp(`(?<!\\w)${words.join("(?:\\s*(?:&|and|-|–)\\s*|\\s+|-)")}(?!\\w)`, "gi");
}

// A manager's name ("Coach Quinn") typed as its last word alone ("quinn") is that manager where the sentence makes
// him a team: right after a word that sets a team against another or deals with one ("am i favored vs quinn",
// "trade with harper", "sending Brown and Flowers to quinn"), when the message ends there or goes on with an
// ordinary word ("vs Quinn Ewers" is the player); as the owner of a team's things ("tatum's team", "quinn's
// record"; "sutton's targets" is Courtland Sutton's); or making an offer ("tatum's offering Dobbins", "quinn says he'd
// do…").
/** Words that set one team against another ("vs", "can I beat", "do we play"), as a regular-expression alternative. */
export const SETS_AGAINST = "vs\\.?|versus|against|facing|face|playing|play|beat|beating|take on|taking on";
const DEALS_WITH =
  "(?:trade|trading|deal|dealing|talk|talking|negotiate|negotiating) with|" +
  "\\b(?:send|sending|sent|ship|shipping|offer|offering|offered|give|giving|flip|flipping)\\b[^.?!]{1,60}?\\bto";
const ALONE_AFTER =
  "(?!\\w|\\s+(?!(?:this|next|in|on|at|for|week|wk|today|tonight|sunday|again|or|and|if|tho|though)\\b)\\w)";
const TEAM_THINGS =
  "team|squad|roster|record|lineup|matchup|game|odds|chances|standing|w-l|crew|club|side|guys|boys|rb|rbs|wr|wrs|qb|te";
const MAKES_OFFER = "offering|offered|proposing|proposed|pitching|pitched|dangling|sending|shopping";
function asManager(ownerName: string): RegExp | null {
  const words = ownerName.split(/\s+/);
  const last = words[words.length - 1]!;
  if (words.length < 2 || last.length < 3 || ENGLISH.has(last.toLowerCase())) return null;
  const name = escape(last);
  return new RegExp(
    `(?<=\\b(?:${SETS_AGAINST}|${DEALS_WITH})\\s+)${name}${ALONE_AFTER}|` +
      `(?<!\\bcoach\\s+)\\b${name}(?=['’]s? (?:\\w+ )?(?:${TEAM_THINGS})\\b)|` +
      // "Tatum's offering Dobbins for our Skattebo": the manager making an offer.
      `(?<!\\bcoach\\s+)\\b${name}(?=(?:['’]s| is) (?:${MAKES_OFFER})\\b)|` +
      // "Quinn says he'd do Kittle plus Olave for McBride": the manager telling what he would trade.
      `(?<!\\bcoach\\s+)\\b${name}(?= ${TELLS_WHAT_THEY_WOULD}\\b)`,
    "gi",
  );
}

// A team called by the last word of its name ("finley's wizards", "the scaries", "the Wizards"): a plural of six
// letters or more that ends no other team's name of the league. An English word ("the wizards", "the heroes" may be
// anyone's) is the team after its manager's name or capitalised; an NFL team's ("the raiders" is Las Vegas) only
// where the sentence makes it the manager's opponent ("I'm playing the Raiders") or names its record or odds.
function byLastWord(t: LeagueName, league: readonly LeagueName[]): RegExp[] {
  const last = (name: string) =>
    name
      .split(/[\s\-–]+/)
      .pop()
      ?.toLowerCase() ?? "";
  const word = last(t.name);
  if (!/^[a-z]{5,}s$/.test(word)) return [];
  if (league.some((other) => other !== t && last(other.name) === word)) return [];
  const owner = t.ownerName?.split(/\s+/).pop();
  const whose = owner && owner.length >= 3 ? `${escape(owner)}['’]s?\\s+` : null;
  const english = [word, word.slice(0, -1), word.slice(0, -2)].some((w) => ENGLISH.has(w));
  const typed = escape(word);
  const capitalised = typed[0]!.toUpperCase() + typed.slice(1);
  const notItsUnit = "(?!['’]?\\s*(?:defen[cs]e|d|offen[cs]e)\\b)";
  if (NFL_TEAM.test(word))
    return [
      new RegExp(`(?<=\\b(?:${SETS_AGAINST})\\s+)the\\s+${typed}\\b${notItsUnit}`, "gi"),
      new RegExp(`\\bthe\\s+${typed}(?=['’]s?\\s+(?:record|odds|chances|standing|projected|playoff))`, "gi"),
    ];
  return [
    ...(whose ? [new RegExp(`\\b${whose}${typed}\\b${notItsUnit}`, "gi")] : []),
    new RegExp(`\\bthe\\s+${english ? capitalised : typed}\\b${notItsUnit}`, english ? "g" : "gi"),
  ];
}

// Each league's names with the form they are typed in, built once per league list (a chat reads every turn of its
// conversation with the same list).
const formsOf = new WeakMap<readonly LeagueName[], [string, RegExp][]>();
function typedForms(league: readonly LeagueName[]): [string, RegExp][] {
  let forms = formsOf.get(league);
  if (!forms) {
    forms = league.flatMap((t): [string, RegExp][] => {
      if (t.mine) {
        const form = typedForm(t.name);
        // "the Gridiron Gurus", "Gridiron Gurus'": the article and a bare possessive go with the name.
        const mine: [string, RegExp][] = form
          ? [[MY_TEAM, new RegExp(`(?:\\bthe\\s+)?${form.source}(?:['’](?!s\\b))?`, "gi")]]
          : [];
        return [...mine, ...byLastWord(t, league).map((short): [string, RegExp] => [MY_TEAM, short])];
      }
      const named = [t.name, t.ownerName ?? ""].flatMap((name): [string, RegExp][] => {
        const form = name ? typedForm(name) : null;
        return form ? [[name, form]] : [];
      });
      const opponent = t.ownerName ? asManager(t.ownerName) : null;
      // "How about Coach Blake's team?" (after "blake's team" is written so): his team, by its name.
      const hisTeam = t.ownerName
        ? new RegExp(`\\b${escape(t.ownerName)}['’]s (?:team|squad|side|club|crew)\\b`, "gi")
        : null;
      return [
        ...named,
        ...byLastWord(t, league).map((short): [string, RegExp] => [t.name, short]),
        ...(opponent ? [[t.ownerName!, opponent] as [string, RegExp]] : []),
        ...(hisTeam ? [[t.name, hisTeam] as [string, RegExp]] : []),
      ];
    });
    formsOf.set(league, forms);
  }
  return forms;
}

// A team's name typed with a typo or two ("hail mary heros", "blitz brigad", "sundays scaries"): as many words as
// the name has (one more for an "and" typed for "&"), and each word that differs either the name's own word with an
// "s" more or less ("raider") or no English word, with the same first letter ("heros", "minit"); the whole name a
// typo or two away. So "play action pass" is never "Play Action Pack".
const nameWords = (name: string) => name.split(/\s*(?:&|\band\b)\s*|[\s\-–]+/i).filter(Boolean);
const WORD = /[A-Za-z0-9&]+(?:['’][A-Za-z]+)?/g;

function misspeltTeamNames(text: string, league: readonly LeagueName[]): string {
  const words = [...text.matchAll(WORD)].map((m) => ({ at: m.index, typed: m[0], bare: m[0].replace(/['’]s?$/i, "") }));
  for (const t of league) {
    const name = nameWords(t.name);
    if (name.length < 2 || !typedForm(t.name)) continue;
    const target = compactName(t.name);
    const within = target.length >= 12 ? 2 : 1;
    const near = (typed: string, own: string) => {
      const [a, b] = [typed.toLowerCase(), own.toLowerCase()];
      if (a === b || a === `${b}s` || `${a}s` === b) return true;
      return a[0] === b[0] && !ENGLISH.has(a);
    };
    for (const size of [name.length, name.length + 1]) {
      for (let i = 0; i + size <= words.length; i++) {
        const span = words.slice(i, i + size);
        const joined = compactName(span.map((w) => w.bare).join(" "));
        if (joined === target || Math.abs(joined.length - target.length) > within) continue;
        const typed = span.map((w) => w.bare).filter((w) => !/^(?:and|&)$/i.test(w));
        if (typed.length !== name.length || !typed.every((w, k) => near(w, name[k]!))) continue;
        if (editDistance(joined, target) > within) continue;
        // ("the gridiron guru lineup": "my team lineup"; "red zone raider's record": "Red Zone Raiders' record".)
        const before = text.slice(0, span[0]!.at).replace(t.mine ? /\bthe\s+$/i : /$^/, "");
        const last = span[span.length - 1]!;
        const after = text.slice(last.at + last.bare.length);
        const written = t.mine ? MY_TEAM : t.name;
        const possessive = /s$/.test(written) ? after.replace(/^(['’])s\b/, "$1") : after;
        return misspeltTeamNames(before + written + possessive, league);
      }
    }
  }
  return text;
}

/** The text with each of the league's team and manager names written as the league writes it, and the manager's
 * own team's as "my team". */
export function asTheLeagueWritesIt(text: string, league: readonly LeagueName[]): string {
  const written = typedForms(league).reduce((out, [name, form]) => out.replace(form, () => name), text);
  return misspeltTeamNames(written, league);
}

/** The names a question may call the league's other teams by (their names and managers'), as the league writes
 * them: what `asTheLeagueWritesIt` writes. */
export function leagueTeamNames(league: readonly LeagueName[]): string[] {
  return [...new Set(typedForms(league).map(([name]) => name))].filter((name) => name !== MY_TEAM);
}
