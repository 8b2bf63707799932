import { MIN_WEEK_PLAYERS, partialWeeks } from "./partial-weeks";

describe("partialWeeks", () => {
  it("flags a week under the minimum and one that would shrink a stored week by more than a tenth", () => {
    const answered = new Map([
      [11, 600],
      [12, MIN_WEEK_PLAYERS - 1],
      [13, 530],
      [14, 545],
    ]);
    const stored = new Map([
      [13, 600],
      [14, 600],
    ]);
    expect(partialWeeks(answered, stored)).toEqual([12, 13]);
  });

  it("accepts a first answer of any complete size", () => {
    expect(partialWeeks(new Map([[1, MIN_WEEK_PLAYERS]]), new Map())).toEqual([]);
  });
});
