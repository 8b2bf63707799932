import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { LandingChat, EXAMPLE_QUESTIONS } from "@/components/chat/landing-chat";
import { Markdown } from "@/components/chat/markdown";
import { toast } from "@/components/ui/use-toast";

import { TextDecoder, TextEncoder } from "node:util";
import { ReadableStream } from "node:stream/web";

jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
// jsdom lacks the streaming primitives browsers have; borrow Node's.
Object.assign(globalThis, { TextDecoder, TextEncoder, ReadableStream });

function sseResponse(chunks: string[], status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return { ok: status >= 200 && status < 300, status, statusText: "", body } as unknown as Response;
}

beforeEach(() => {
  jest.mocked(toast).mockClear();
});

describe("Markdown", () => {
  it("drops javascript: links and shows raw HTML as inert text", () => {
    const { container } = render(
      <Markdown>
        {'[click](javascript:alert(1)) and [site](https://example.com) <script>alert("x")</script> <b>bold?</b>'}
      </Markdown>,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toContain('<script>alert("x")</script>');
    expect(container.textContent).toContain("<b>bold?</b>");
    const links = container.querySelectorAll("a");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://example.com");
    expect(screen.getByText("click").closest("a")).toBeNull();
  });

  it("keeps mailto and relative links", () => {
    const { container } = render(<Markdown>{"[mail](mailto:gm@example.com) [faq](/support)"}</Markdown>);
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "mailto:gm@example.com",
      "/support",
    ]);
  });
});

describe("LandingChat", () => {
  it("sends an example question and builds one assistant message from the chunks", async () => {
    let finish: (r: Response) => void = () => {};
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    render(<LandingChat />);
    expect(screen.getByText("Ask GM Anything")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: EXAMPLE_QUESTIONS[0]!.text }));
    expect(await screen.findByText("Analyzing...")).toBeInTheDocument();
    expect(screen.getByLabelText("Message GM")).toBeDisabled();
    const init = jest.mocked(global.fetch).mock.calls[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ message: EXAMPLE_QUESTIONS[0]!.text, conversationHistory: [] });
    await act(async () =>
      finish(
        sseResponse([
          'data: {"text":"**Start',
          ' Gibbs.**"}\n\ndata: {bad}\n\n',
          'data: {"text":" Done"}\n\ndata: [DONE]\n\n',
        ]),
      ),
    );
    await waitFor(() => expect(screen.queryByText("Analyzing...")).toBeNull());
    const assistant = document.querySelectorAll('[data-role="assistant"]');
    expect(assistant).toHaveLength(1);
    // The markdown renderer is loaded on the first send; the answer is rendered by it once it has arrived.
    await waitFor(() => expect(assistant[0]?.textContent).toBe("Start Gibbs. Done"));
    expect(screen.getByLabelText("Message GM")).not.toBeDisabled();
  });

  it("blocks empty and whitespace-only messages", () => {
    global.fetch = jest.fn();
    render(<LandingChat />);
    fireEvent.change(screen.getByLabelText("Message GM"), { target: { value: "   " } });
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    fireEvent.submit(screen.getByLabelText("Message GM").closest("form")!);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Message GM")).toHaveAttribute("maxLength", "500");
  });

  it("shows the server's reason on 429 when it gives one (which limit, when it opens)", async () => {
    const message =
      "The free chat has reached its limit for this hour, shared by all visitors. It opens again in 12 minutes.";
    const refusal = { ok: false, status: 429, json: async () => ({ error: "rate_limited", message }) };
    global.fetch = jest.fn(async () => refusal as unknown as Response);
    render(<LandingChat />);
    fireEvent.change(screen.getByLabelText("Message GM"), { target: { value: "Who should I start?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: "destructive",
        title: "Rate limit exceeded",
        description: message,
      }),
    );
  });

  it("shows the rate-limit toast on 429", async () => {
    global.fetch = jest.fn(async () => sseResponse([], 429));
    render(<LandingChat />);
    fireEvent.change(screen.getByLabelText("Message GM"), { target: { value: "Who should I start?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: "destructive",
        title: "Rate limit exceeded",
        description: "Please sign up for unlimited access or try again later.",
      }),
    );
    expect(screen.getByLabelText("Message GM")).not.toBeDisabled();
  });

  it("shows the error toast on other failures", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    global.fetch = jest.fn(async () => {
      throw new TypeError("network down");
    });
    render(<LandingChat />);
    fireEvent.change(screen.getByLabelText("Message GM"), { target: { value: "hi" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: "destructive",
        title: "Error",
        description: "Failed to get response. Please try again.",
      }),
    );
  });
});
