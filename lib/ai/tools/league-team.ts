// A league team named in a question: by its name, abbreviation or owner ("Two-Minute Drill", "TMD", "Coach
// Marlow", "marlow", "two minute dril"), forgiving case, punctuation and a typo or two.
import { editDistance } from "@/lib/league-model/team/player-lookup";

export interface LeagueTeamLike {
  id: string;
  name: string;
  abbrev: string | null;
  ownerName: string | null;
}

/** A team name as letters and digits only, "&" read as "and": the form two spellings of one name share. */
export const compactName = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]/g, "");
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !["the", "coach", "team", "and"].includes(w));

/** The team the typed words most likely mean, or null when none is close enough. */
export function resolveLeagueTeam<T extends LeagueTeamLike>(teams: T[], typed: string): T | null {
  const q = compactName(typed.replace(/^(the|team)\s+/i, ""));
  if (q.length < 2) return null;
  const scored = teams.map((t) => {
    const keys = [t.name, t.abbrev ?? "", t.ownerName ?? ""].map(compactName).filter(Boolean);
    let score = 0;
    if (keys.includes(q)) score = 1;
    else if (keys.some((k) => k.length >= 6 && q.length >= 6 && editDistance(k, q) <= (k.length >= 12 ? 2 : 1)))
      score = 0.9;
    else if (keys.some((k) => q.length >= 4 && (k.includes(q) || (q.includes(k) && k.length >= 4)))) score = 0.8;
    else {
      // Every distinctive typed word is one of the team's ("marlow", "the scaries", "wizards"), so "Gridiron
      // Goblins" is not "Gridiron Gurus".
      const own = [...words(t.name), ...words(t.ownerName ?? "")];
      const typedWords = words(typed).filter((w) => w.length >= 4);
      if (typedWords.length && typedWords.every((w) => own.some((o) => o === w || editDistance(o, w) <= 1)))
        score = 0.6;
    }
    return { t, score };
  });
  const best = scored.sort((a, b) => b.score - a.score)[0];
  const tied = scored.filter((s) => s.score === best?.score).length;
  return best && best.score > 0 && tied === 1 ? best.t : null;
}
