import { render } from "@testing-library/react";
import { Markdown } from "@/components/chat/markdown";
import { escapeMarkdown } from "@/lib/ai/markdown-escape";

describe("Markdown in chat (security)", () => {
  it("renders no remote image: an image becomes its alt text and nothing is fetched", () => {
    const { container } = render(
      <Markdown>{"Team ![pixel](https://tracker.example/p.png) and ![](https://t.example/x.gif)"}</Markdown>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.innerHTML).not.toContain("tracker.example");
    expect(container.textContent).toContain("pixel");
  });

  it("keeps <img onerror> and <script> inert text, and drops javascript:, data: and vbscript: links", () => {
    const { container } = render(
      <Markdown>
        {'<img src=x onerror="alert(1)"> <script>alert(2)</script> [a](javascript:alert(3)) ' +
          "[b](data:text/html,<b>x</b>) [c](vbscript:msgbox(1)) [d](JAVASCRIPT:alert(4))"}
      </Markdown>,
    );
    expect(container.querySelector("img, script, iframe")).toBeNull();
    expect(container.querySelectorAll("a")).toHaveLength(0);
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it("shows an escaped provider name exactly as text", () => {
    const name = "![x](https://evil.example/i.png) [win](https://evil.example) **bold** <b>b</b>";
    const { container } = render(<Markdown>{`Start ${escapeMarkdown(name)}.`}</Markdown>);
    expect(container.textContent).toBe(`Start ${name}.`);
    expect(container.querySelector("img, a, strong, b")).toBeNull();
  });
});
