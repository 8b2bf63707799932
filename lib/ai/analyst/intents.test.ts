/** @jest-environment node */
import { extractName, planFor } from "@/lib/ai/analyst/intents";

const ALL = new Set(["comparePlayers", "getPlayerOutlook", "evaluateTrade", "findWaiverTargets", "getPlayoffOdds", "getTeamMatchup", "optimizeLineup", "findBuyLowCandidates"]);
const LANDING = new Set(["comparePlayers", "getPlayerOutlook", "evaluateTrade", "findWaiverTargets", "findBuyLowCandidates"]);

describe("planFor", () => {
  it.each([
    ["Should I start Jahmyr Gibbs or Bijan Robinson this week?", "comparePlayers", { players: ["Jahmyr Gibbs", "Bijan Robinson"] }],
    ["Who should I start, Ja'Marr Chase or Amon-Ra St. Brown?", "comparePlayers", { players: ["Ja'Marr Chase", "Amon-Ra St. Brown"] }],
    ["Kenneth Walker III vs Chuba Hubbard", "comparePlayers", { players: ["Kenneth Walker III", "Chuba Hubbard"] }],
    ["start puka nacua or tee higgins", "comparePlayers", { players: ["puka nacua", "tee higgins"] }],
    ["Is trading Puka Nacua for Ja'Marr Chase a fair deal?", "evaluateTrade", { give: ["Puka Nacua"], get: ["Ja'Marr Chase"] }],
    ["Should I trade Saquon Barkley and DK Metcalf for Justin Jefferson?", "evaluateTrade", { give: ["Saquon Barkley", "DK Metcalf"], get: ["Justin Jefferson"] }],
    ["Which running backs should I pick up off waivers?", "findWaiverTargets", { position: "RB" }],
    ["What should I bid on a tight end?", "findWaiverTargets", { position: "TE" }],
    ["Who is a good buy-low candidate right now?", "findBuyLowCandidates", { position: null }],
    ["What are my playoff odds?", "getPlayoffOdds", {}],
    ["How does my matchup look this week?", "getTeamMatchup", {}],
    ["Optimize my lineup", "optimizeLineup", {}],
    ["What's the outlook for Bijan Robinson?", "getPlayerOutlook", { player: "Bijan Robinson" }],
  ])("%s → %s", (question, toolName, input) => {
    expect(planFor(question, ALL)).toEqual({ kind: "tools", calls: [{ toolName, input }] });
  });

  it("says what it can answer for anything else", () => {
    expect(planFor("What is the meaning of life?", ALL)).toEqual({ kind: "help", reason: "unknown" });
  });

  it("asks for a league when the tool needs one", () => {
    expect(planFor("What are my playoff odds?", LANDING)).toEqual({ kind: "help", reason: "needs-league" });
  });
});

describe("extractName", () => {
  it("keeps the capitalized name and drops the rest", () => {
    expect(extractName("Justin Jefferson a fair deal?")).toBe("Justin Jefferson");
    expect(extractName("D'Andre Swift this week")).toBe("D'Andre Swift");
  });
});
