/** @jest-environment node */
import { isSeasonLong } from "@/lib/domain/injury";
import { sleeperInjuryStatus } from "./injury";

describe("Sleeper's injury designation", () => {
  it("is taken as sent for the usual statuses", () => {
    expect(sleeperInjuryStatus({ injury_status: "Questionable" })).toBe("Questionable");
    expect(sleeperInjuryStatus({ injury_status: "Out", injury_notes: "Hamstring; week to week" })).toBe("Out");
    expect(sleeperInjuryStatus({ injury_status: null, status: "Active" })).toBeUndefined();
  });

  it("is season-long when Sleeper's roster status or its notes say the season is over", () => {
    expect(sleeperInjuryStatus({ injury_status: "Out", status: "Injured Reserve" })).toBe("IR");
    expect(sleeperInjuryStatus({ injury_status: null, status: "Physically Unable to Perform" })).toBe("PUP");
    expect(sleeperInjuryStatus({ injury_status: "Out", injury_notes: "Torn ACL, season-ending surgery" })).toBe("IR");
    expect(sleeperInjuryStatus({ injury_status: "Out", injury_notes: "Will miss the rest of the season" })).toBe("IR");
    for (const s of ["IR", "PUP", "Sus", "INJURY_RESERVE", "Injury Reserve"]) expect(isSeasonLong(s)).toBe(true);
    for (const s of ["Out", "Questionable", "Doubtful", null]) expect(isSeasonLong(s)).toBe(false);
  });
});
