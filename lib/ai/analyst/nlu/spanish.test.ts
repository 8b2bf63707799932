// The Spanish glossary: a message that reads as Spanish is glossed word by word; English and names are kept.
import { fromSpanish } from "@/lib/ai/analyst/nlu/spanish";

describe("fromSpanish", () => {
  it("glosses a Spanish question into the English words the GM reads", () => {
    expect(fromSpanish("¿George Kittle juega este domingo?")).toBe("George Kittle playing this sunday?");
    expect(fromSpanish("me ofrecen DJ Moore y Rhamondre Stevenson por mi Davante Adams")).toBe(
      "they offer me DJ Moore and Rhamondre Stevenson for my Davante Adams",
    );
    expect(fromSpanish("ordena mis running backs para la semana 12 por favor")).toBe(
      "rank my running backs for the week 12 please",
    );
  });

  it("leaves an English question as it was, and a capitalised name inside a Spanish one", () => {
    for (const english of ["should I start Bijan or Gibbs", "is Con y vs Mi playing", "trade my o-line guy"])
      expect(fromSpanish(english)).toBe(english);
    expect(fromSpanish("¿juega Rico Dowdle esta semana?")).toBe("playing Rico Dowdle this week?");
  });
});
