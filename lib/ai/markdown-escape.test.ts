/** @jest-environment node */
import { escapeMarkdown, escapeTextFieldsForMarkdown } from "@/lib/ai/markdown-escape";

describe("escapeMarkdown", () => {
  it("escapes image, link, emphasis and html markup so it renders as the text it is", () => {
    expect(escapeMarkdown("![x](https://t.example/p.png)")).toBe("\\!\\[x\\]\\(https://t.example/p.png\\)");
    expect(escapeMarkdown("<img src=x onerror=alert(1)>")).toBe("\\<img src=x onerror=alert\\(1\\)\\>");
    expect(escapeMarkdown("**Ja'Marr** _Chase_\nline")).toBe("\\*\\*Ja'Marr\\*\\* \\_Chase\\_ line");
    expect(escapeMarkdown("Amon-Ra St. Brown")).toBe("Amon-Ra St. Brown");
  });
});

describe("escapeTextFieldsForMarkdown", () => {
  it("escapes names and alerts in nested results, and leaves codes and numbers alone", () => {
    const result = {
      players: [{ name: "[Evil](https://x.example)", position: "WR", injuryStatus: "INJURED_RESERVE", mean: 12.5 }],
      alerts: ["![a](b)"],
      verdict: "accept",
      scoring: "PPR",
    };
    expect(escapeTextFieldsForMarkdown(result)).toEqual({
      players: [
        { name: "\\[Evil\\]\\(https://x.example\\)", position: "WR", injuryStatus: "INJURED_RESERVE", mean: 12.5 },
      ],
      alerts: ["\\!\\[a\\]\\(b\\)"],
      verdict: "accept",
      scoring: "PPR",
    });
    expect(result.players[0]?.name).toBe("[Evil](https://x.example)"); // the original is untouched
  });
});
