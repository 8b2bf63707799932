// Names as dictation writes them: the words sound like one player's whole name ("bee john robinson"), and ordinary
// words that happen to sound like a name are not read as one.
import { findPlayers } from "@/lib/ai/analyst/nlu/entities";
import { poolIndex } from "@/lib/ai/analyst/nlu/pool-index";

const named = (text: string) => findPlayers(text, poolIndex(2025)).map((m) => m.name);

describe("names heard in pieces", () => {
  it.each([
    ["ok so who do i play sunday jamir gibbs or bee john robinson", ["Jahmyr Gibbs", "Bijan Robinson"]],
    ["brock bauers versus trey mc bride for the rest of the season", ["Brock Bowers", "Trey McBride"]],
    ["set or start pooka knock a this week", ["Puka Nacua"]],
    ["hows jackson smith and jigba looking this week", ["Jaxon Smith-Njigba"]],
    ["between quinn shawn judkins and chase brown", ["Quinshon Judkins", "Chase Brown"]],
  ])("%s", (text, players) => {
    expect(named(text)).toEqual(players);
  });

  it("keeps a name typed with confidence over words that sound like another", () => {
    expect(named("Dana thinks Trey McBride is the best TE in football")).toEqual(["Trey McBride"]);
    expect(named("Should I sell James Cook now while his value is high")).toEqual(["James Cook"]);
  });

  it.each([
    "W-L record and points-for, please",
    "can u do my taxes",
    "hello there g m",
    "who should i buy low on rn fr",
  ])("reads no player in %s", (text) => {
    expect(named(text)).toEqual([]);
  });
});
