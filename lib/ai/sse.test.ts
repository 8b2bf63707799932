/** @jest-environment node */
import { SSE_DONE, createSseParser, sseText } from "@/lib/ai/sse";

describe("landing chat SSE protocol", () => {
  it("encodes text chunks and the end marker byte for byte", () => {
    expect(sseText('He said "go" \n')).toBe('data: {"text":"He said \\"go\\" \\n"}\n\n');
    expect(SSE_DONE).toBe("data: [DONE]\n\n");
  });

  it("parses chunks split anywhere, including inside a line", () => {
    const wire = sseText("Start ") + sseText("**Gibbs**") + SSE_DONE;
    const parser = createSseParser();
    const texts: string[] = [];
    for (let i = 0; i < wire.length; i += 7) texts.push(...parser.push(wire.slice(i, i + 7)));
    expect(texts).toEqual(["Start ", "**Gibbs**"]);
    expect(parser.done).toBe(true);
  });

  it("logs and skips malformed chunks", () => {
    const bad: string[] = [];
    const parser = createSseParser((line) => bad.push(line));
    const texts = parser.push('data: {"text":"a"}\n\ndata: {oops\n\ndata: {"other":1}\n\ndata: {"text":"b"}\n\n');
    expect(texts).toEqual(["a", "b"]);
    expect(bad).toEqual(["data: {oops", 'data: {"other":1}']);
  });

  it("ignores anything after [DONE], bare or prefixed", () => {
    const parser = createSseParser();
    expect(parser.push('[DONE]\ndata: {"text":"late"}\n')).toEqual([]);
    expect(parser.done).toBe(true);
  });
});
