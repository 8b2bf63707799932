import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extraSlots } from "./feature-rows";
import { buildSeason } from "./season-data";
import { loadSourceProjections, sourceKey } from "./source-data";
import type { WeeklyData } from "./weekly-data";

const ESPN = [
  "season,week,gsis_id,player_name,position,rec,proj_pts_std,proj_pts_half,proj_pts_ppr",
  "2024,3,00-1,A Receiver,WR,6,10,13,16",
  "2024,3,00-2,A Quarterback,QB,,20,20,20",
  "2024,4,,No Id,WR,1,1,1.5,2",
].join("\n");
const FP = ["season,week,gsis_id,player_name,position,proj_pts_half", "2024,3,00-1,A Receiver,WR,12"].join("\n");

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "sources-"));
  mkdirSync(join(dir, "projections"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "projections", name), text);
  return dir;
}

const weekly: WeeklyData = {
  actuals: [1, 2, 3].map((week) => ({
    gsis: "00-1",
    name: "A Receiver",
    position: "WR" as const,
    team: "KC",
    season: 2024,
    week,
    ppr: 10,
    std: 6,
    receptions: week === 3 ? 9 : 4,
    targetShare: 0.2,
    airYardsShare: 0.2,
    targets: 6,
    carries: 0,
    attempts: 0,
  })),
  projections: [{ gsis: "00-1", season: 2024, week: 3, team: "KC", projPts: 11, projPpr: 14, projEarly: null }],
  files: [],
};

describe("other sources' projection files", () => {
  it("reads <dir>/projections/<source>_player_week_projections_<year>.csv, skipping rows without an id", () => {
    const t = loadSourceProjections(
      folder({
        "espn_player_week_projections_2024.csv": ESPN,
        "fantasypros_player_week_projections_2024.csv": FP,
        "fantasypros_player_week_projections_2025.csv": FP.replace("2024,3", "2025,3"),
        "notes.csv": "a,b\n1,2",
      }),
      2024,
    );
    expect(t.files.map((f) => [f.source, f.season, f.rows])).toEqual([
      ["espn", 2024, 2],
      ["fantasypros", 2024, 1],
    ]);
    expect(t.byKey.get(sourceKey("espn", 2024, 3, "00-1"))).toEqual({ ppr: 16, half: 13, rec: 6 });
    expect(t.byKey.get(sourceKey("espn", 2024, 3, "00-2"))).toEqual({ ppr: 20, half: 20, rec: null });
    expect(t.byKey.get(sourceKey("fantasypros", 2024, 3, "00-1"))).toEqual({ ppr: null, half: 12, rec: null });
  });

  it("a missing file or folder is a missing source, not an error", () => {
    expect(loadSourceProjections(folder({ "espn_player_week_projections_2024.csv": ESPN })).files).toHaveLength(1);
    expect(loadSourceProjections(mkdtempSync(join(tmpdir(), "none-"))).byKey.size).toBe(0);
  });

  it("scores FantasyPros' half-PPR to PPR with ESPN's projected catches, else the player's catches so far", () => {
    const s = buildSeason(weekly, 2024);
    const p = s.players.get("00-1");
    if (!p) throw new Error("player missing");
    const both = loadSourceProjections(
      folder({ "espn_player_week_projections_2024.csv": ESPN, "fantasypros_player_week_projections_2024.csv": FP }),
    );
    expect(extraSlots(s, both, p, 3)).toEqual({ espn: 16, fantasypros: 12 + 0.5 * 6 });
    const fpOnly = loadSourceProjections(folder({ "fantasypros_player_week_projections_2024.csv": FP }));
    // Weeks 1–2: 4 catches each, shrunk with the WR prior of 3.5 → (8 + 3.5) / 3.
    expect(extraSlots(s, fpOnly, p, 3).fantasypros).toBeCloseTo(12 + 0.5 * (11.5 / 3), 10);
    expect(extraSlots(s, fpOnly, p, 3).espn).toBeUndefined();
  });
});
