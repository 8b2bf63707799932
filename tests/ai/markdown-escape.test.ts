/** @jest-environment node */
import fc from "fast-check";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Markdown } from "@/components/chat/markdown";
import { writeToolResult } from "@/lib/ai/analyst/writers";
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

describe("no provider string can put a link, image or HTML into a rendered answer", () => {
  // Strings built from the characters markdown and HTML are made of, plus any unicode.
  const markup = fc.constantFrom(
    ..."[]()<>!*_`\\#&|~{}+-=:/\"' \n\tabc".split(""),
    "](",
    "![",
    "<a href=",
    "<img src=x onerror=",
    "javascript:",
    "https://evil.example/p.png",
    "&lt;",
    "&#60;",
    "<https://evil.example>",
    "[x]: https://evil.example",
  );
  const providerString = fc.oneof(
    fc.array(markup, { minLength: 1, maxLength: 12 }).map((parts) => parts.join("")),
    fc.string({ unit: "grapheme", maxLength: 30 }),
  );
  const player = (name: string) => ({
    id: "p1",
    name,
    position: "WR",
    nflTeam: "DAL",
    injuryStatus: null,
    projection: { week: 10, opponent: name, bye: false, mean: 10, floor: 5, ceiling: 15, volatility: 0.2 },
  });

  function rendered(markdown: string): string {
    return renderToStaticMarkup(createElement(Markdown, null, markdown));
  }

  it("holds for team, opponent, player, partner and alert names in the analyst's answers", () => {
    fc.assert(
      fc.property(providerString, providerString, providerString, (team, opponent, name) => {
        const answers = [
          writeToolResult(
            "getTeamMatchup",
            escapeTextFieldsForMarkdown({
              week: 10,
              team,
              opponent,
              myProjected: 101.2,
              opponentProjected: 99.1,
              winProbability: 52,
              starters: [player(name)],
              alerts: [`${name} (WR) is OUT`],
            }),
          ),
          writeToolResult(
            "evaluateTrade",
            escapeTextFieldsForMarkdown({
              give: { players: [player(name)], restOfSeasonPoints: 80 },
              get: { players: [player(team)], restOfSeasonPoints: 100 },
              notes: [`your WR1 → ${name}`],
              notFound: [opponent],
              partnerTeam: opponent,
              partnerTeamId: "t2",
              restOfSeasonWeeks: { first: 10, last: 14 },
              partnerDeltaPlayoffOdds: null,
              basis: "points",
              myDeltaPlayoffOdds: null,
              verdict: "accept",
            }),
          ),
        ];
        for (const answer of answers) {
          expect(answer.length).toBeGreaterThan(0);
          const html = rendered(answer);
          // The renderer's own tags only: paragraphs, lists, emphasis, headings. Never a, img or raw HTML.
          const tags = new Set([...html.matchAll(/<([a-z][a-z0-9]*)/g)].map((m) => m[1]));
          for (const tag of tags)
            expect([
              "p",
              "ul",
              "ol",
              "li",
              "strong",
              "em",
              "h1",
              "h2",
              "h3",
              "h4",
              "h5",
              "h6",
              "br",
              "hr",
              "div",
              "code",
              "pre",
            ]).toContain(tag);
          expect(tags.has("a")).toBe(false);
          expect(tags.has("img")).toBe(false);
        }
      }),
      { numRuns: 300, seed: 29 },
    );
  });
});
