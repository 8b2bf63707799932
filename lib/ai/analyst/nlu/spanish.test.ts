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

  it("reads a lower-case 'y' between two English questions as 'and', and only that word", () => {
    expect(fromSpanish("who am I playing y who's on bye this week? lo key stressed")).toBe(
      "who am I playing and who's on bye this week? lo key stressed",
    );
  });

  it("glosses a follow-up led by 'y', a question about worth, the standings and a scenario", () => {
    expect(fromSpanish("y Tracy?")).toBe("and Tracy?");
    expect(fromSpanish("y el de Coach Sawyer?")).toBe("and Coach Sawyer's?");
    expect(fromSpanish("Cuánto vale Jahmyr Gibbs en un trade ahora mismo?")).toBe(
      "what is the trade value of Jahmyr Gibbs in a trade right now?",
    );
    expect(fromSpanish("Si gano 3 de los últimos 4, qué pasa con mis chances?")).toBe(
      "if I win 3 of my last 4, what happens to my chances?",
    );
    expect(fromSpanish("A quién corto de mi equipo?")).toBe("who do I drop of my team?");
    // "Y not start him": a capital "Y" is English "why", not Spanish "and".
    expect(fromSpanish("Y not start Kittle")).toBe("Y not start Kittle");
  });
});
