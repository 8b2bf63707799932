/** @jest-environment node */
import { playerVerdict } from "./player-verdict";

jest.mock("@/lib/league-model/team/league-context", () => ({ teamLeague: jest.fn() }));
jest.mock("./trade-suggestions", () => ({ tradeSuggestions: jest.fn() }));

// One verdict per player: AI Insights and the Brief cannot disagree about the same player.
describe("playerVerdict", () => {
  it("follows the Brief's trade: a player it sends away is a sell, one it brings in a buy", () => {
    expect(playerVerdict({ engine: "buy", owned: true, bestTrade: "give" }).verdict).toBe("sell");
    expect(playerVerdict({ engine: "sell", owned: false, bestTrade: "get" }).verdict).toBe("buy");
  });

  it("never calls a player you hold a buy, nor one you do not hold a sell", () => {
    expect(playerVerdict({ engine: "buy", owned: true, bestTrade: null }).verdict).toBe("hold");
    expect(playerVerdict({ engine: "sell", owned: false, bestTrade: null }).verdict).toBe("hold");
    expect(playerVerdict({ engine: "sell", owned: true, bestTrade: null })).toEqual({ verdict: "sell", reason: null });
  });
});
