/** @jest-environment node */
import { formTrend } from "./form-trend";

describe("formTrend", () => {
  it("is the last three games' average minus the season average", () => {
    expect(formTrend([10, 10, 10, 20, 20, 20])).toBe(5); // 20 − 15
    expect(formTrend([20, 20, 5, 5, 5])).toBe(-6); // 5 − 11
    expect(formTrend([12])).toBe(0);
  });

  it("is unknown before his first game", () => {
    expect(formTrend([])).toBeNull();
  });
});
