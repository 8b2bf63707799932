// Last names misspelt in one word, as fat thumbs and autocorrect type them ("kitle", "achain", "burow"): read as the
// player who matters whose name is one typo away or sounds the same, and never read into chat words, days, or a
// message in another language.
import { findPlayers } from "@/lib/ai/analyst/nlu/entities";
import { poolIndex } from "@/lib/ai/analyst/nlu/pool-index";

const named = (text: string) => findPlayers(text, poolIndex(2025)).map((m) => m.name);

describe("last names misspelt in one word", () => {
  it.each([
    ["mcaffrey or kitle this week", ["Christian McCaffrey", "George Kittle"]],
    ["is achain playing sunday", ["De'Von Achane"]],
    ["wadle or gibs in my flex", ["Jaylen Waddle", "Jahmyr Gibbs"]],
    ["burow vs hurtz this wk", ["Joe Burrow", "Jalen Hurts"]],
    ["should i start kelsey", ["Travis Kelce"]],
    // "henry" is two players' last name: the misspelling is read as the name typed right would be.
    ["herny or nakua", ["Derrick Henry", "Puka Nacua"]],
  ])("%s", (text, players) => {
    expect(named(text)).toEqual(players);
  });

  it.each([
    "am i favored this week or am i missing smth",
    "lineup look ok or am i missin smth",
    "who do i play on friday",
    "any deep-league fliers worth a look",
    "may mga sleeper ba for next week pare? yung hindi pa masyadong kilala",
    "bruh im gonna lose again lmao",
  ])("reads no player in %s", (text) => {
    expect(named(text)).toEqual([]);
  });
});
