/** @jest-environment node */
// WCAG contrast of the text tokens the issue flagged, computed from app/globals.css: the red position-battle
// delta on a dark card and the green "Playing" badge (15 % tint) on a light card must reach AA (4.5:1).
import { readFileSync } from "node:fs";
import path from "node:path";

const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
const block = (selector: string) =>
  css.slice(css.indexOf(`${selector} {`), css.indexOf("}", css.indexOf(`${selector} {`)));
function token(selector: string, name: string): [number, number, number] {
  const m = new RegExp(`--${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(block(selector));
  if (!m) throw new Error(`--${name} not found in ${selector}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

// OKLCH → linear sRGB (Björn Ottosson's matrices), clamped to the gamut.
function linear([L, C, h]: [number, number, number]): number[] {
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((x) => Math.min(1, Math.max(0, x)));
}
const encode = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
const decode = (x: number) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
// A translucent colour over a background, mixed in gamma-encoded sRGB as browsers do.
const over = (fg: number[], bg: number[], alpha: number) =>
  fg.map((c, i) => decode(encode(c) * alpha + encode(bg[i]!) * (1 - alpha)));
const luminance = (c: number[]) => 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
function contrast(a: number[], b: number[]) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("AA contrast of flagged text", () => {
  it("red position-battle delta on a dark card ≥ 4.5:1", () => {
    const ratio = contrast(linear(token(".dark", "destructive-text")), linear(token(".dark", "card")));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it("red delta on a light card ≥ 4.5:1", () => {
    expect(contrast(linear(token(":root", "destructive-text")), linear(token(":root", "card")))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it.each([":root", ".dark"])("green Playing badge text on its 15%% tint (%s) ≥ 4.5:1", (theme) => {
    const card = linear(token(theme, "card"));
    const tint = over(linear(token(theme, "success")), card, 0.15);
    expect(contrast(linear(token(theme, "success-text")), tint)).toBeGreaterThanOrEqual(4.5);
  });

  // Found by axe (tests/e2e/accessibility.spec.ts): the warning badge and the schedule's red bye-hole chip.
  it.each([
    [":root", "warning"],
    [".dark", "warning"],
    [":root", "destructive"],
    [".dark", "destructive"],
  ])("%s %s text on its 15%% tint ≥ 4.5:1", (theme, name) => {
    const tint = over(linear(token(theme, name)), linear(token(theme, "card")), 0.15);
    expect(contrast(linear(token(theme, `${name}-text`)), tint)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([":root", ".dark"])("success and destructive text on a plain card (%s) ≥ 4.5:1", (theme) => {
    const card = linear(token(theme, "card"));
    expect(contrast(linear(token(theme, "success-text")), card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(linear(token(theme, "destructive-text")), card)).toBeGreaterThanOrEqual(4.5);
  });
});
