// Players named by their NFL team and position: read as that team's player there, by prominence.
import { poolIndex } from "@/lib/ai/analyst/nlu/pool-index";
import { roleLookup, rolesAsNames } from "@/lib/ai/analyst/nlu/team-roles";

const ROLES = poolIndex(2025).roles!;

describe("rolesAsNames", () => {
  it("writes a team's player at a position as his name, the second for a '2'", () => {
    expect(rolesAsNames("him or the Niners TE this week", ROLES)).toBe("him or George Kittle this week");
    expect(rolesAsNames("JSN or the Rams WR1 ros", ROLES)).toBe("JSN or Puka Nacua ros");
    expect(rolesAsNames("give AJB, get the Fins RB", ROLES)).toBe("give AJB, get De'Von Achane");
    expect(rolesAsNames("the Rams WR2", ROLES)).not.toBe("Puka Nacua");
  });

  it("leaves a league team's own name alone, and words that name no player", () => {
    expect(rolesAsNames("Red Zone Raiders QB", ROLES, ["Red Zone Raiders"])).toBe("Red Zone Raiders QB");
    expect(rolesAsNames("who should I start at te this week", ROLES)).toBe("who should I start at te this week");
    expect(rolesAsNames("the Raiders QB", ROLES)).not.toBe("the Raiders QB");
  });

  it("ranks a team's players at a position by prominence", () => {
    const lookup = roleLookup(
      [
        { fullName: "Backup Back", team: "SF", position: "RB" },
        { fullName: "Lead Back", team: "SF", position: "RB" },
      ],
      (p) => (p.fullName === "Lead Back" ? 200 : 20),
    );
    expect(rolesAsNames("the Niners RB", lookup)).toBe("Lead Back");
    expect(rolesAsNames("the 49ers RB2", lookup)).toBe("Backup Back");
    expect(rolesAsNames("the Niners RB3", lookup)).toBe("the Niners RB3");
  });
});
