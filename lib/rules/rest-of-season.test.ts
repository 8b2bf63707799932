/** @jest-environment node */
import { regularSeasonEnd, restOfSeasonLabel, restOfSeasonSpan, spanLength } from "./rest-of-season";

describe("rest of season", () => {
  it("runs from this week through the league's last regular-season week, named with its weeks", () => {
    const span = restOfSeasonSpan(10, regularSeasonEnd({ playoffStartWeek: 15 }));
    expect(span).toEqual({ first: 10, last: 14 });
    expect(spanLength(span)).toBe(5);
    expect(restOfSeasonLabel(span)).toBe("Rest of season (wk 10–14)");
  });

  it("is this week alone once the fantasy playoffs began", () => {
    const span = restOfSeasonSpan(16, regularSeasonEnd({ playoffStartWeek: 15 }));
    expect(span).toEqual({ first: 16, last: 16 });
    expect(restOfSeasonLabel(span)).toBe("Rest of season (wk 16)");
  });
});
