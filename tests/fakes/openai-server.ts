// A fake OpenAI-compatible server on 127.0.0.1 for the real provider path (createOpenAI / createOpenAICompatible).
// POST /v1/chat/completions, streaming or not. Behaviour by the last message:
// - a tool message → text "The tool said: <its content>"
// - a user message containing "use a tool" while tools are offered → a streamed call of the first tool
// - "fail" → HTTP 500; "stall" → the first text chunk, then silence with the connection held open;
// anything else → text "Fake answer to: <question>" in several chunks.
import http from "node:http";
import type { AddressInfo } from "node:net";

interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string | null }[];
  tools?: { function: { name: string } }[];
}

export interface FakeOpenAi {
  url: string; // base URL ending in /v1
  requests: ChatRequest[];
  close(): Promise<void>;
}

const chunk = (model: string, delta: object, finish: string | null = null) => {
  const choices = [{ index: 0, delta, finish_reason: finish }];
  const body = { id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1, model, choices };
  return `data: ${JSON.stringify(body)}\n\n`;
};

export async function startFakeOpenAi({ chunkDelayMs = 20 } = {}): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", async () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(body) as ChatRequest;
      requests.push(request);
      const last = request.messages[request.messages.length - 1];
      const content = last?.content ?? "";
      if (content.includes("fail")) {
        res
          .writeHead(500, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: { message: "fake failure" } }));
        return;
      }
      const toolName = request.tools?.[0]?.function.name;
      const callTool = last?.role === "user" && content.includes("use a tool") && toolName;
      const text = last?.role === "tool" ? `The tool said: ${content}` : `Fake answer to: ${content}`;
      if (!request.stream) {
        const message = callTool
          ? {
              role: "assistant",
              content: null,
              tool_calls: [
                {
                  id: "call_1",
                  type: "function",
                  function: { name: toolName, arguments: JSON.stringify({ player: "Drake London" }) },
                },
              ],
            }
          : { role: "assistant", content: text };
        res.writeHead(200, { "Content-Type": "application/json" }).end(
          JSON.stringify({
            id: "chatcmpl-fake",
            object: "chat.completion",
            created: 1,
            model: request.model,
            choices: [{ index: 0, message, finish_reason: callTool ? "tool_calls" : "stop" }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const send = async (s: string) => {
        res.write(s);
        await new Promise((r) => setTimeout(r, chunkDelayMs));
      };
      if (callTool) {
        await send(
          chunk(request.model, {
            role: "assistant",
            tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name: toolName, arguments: "" } }],
          }),
        );
        await send(chunk(request.model, { tool_calls: [{ index: 0, function: { arguments: '{"player":' } }] }));
        await send(chunk(request.model, { tool_calls: [{ index: 0, function: { arguments: '"Drake London"}' } }] }));
        await send(chunk(request.model, {}, "tool_calls"));
      } else if (content.includes("stall")) {
        await send(chunk(request.model, { role: "assistant", content: "Fake ans" }));
        return; // never ends: the client's timeout must end it
      } else {
        await send(chunk(request.model, { role: "assistant", content: "" }));
        for (const piece of text.match(/.{1,8}/gs) ?? []) await send(chunk(request.model, { content: piece }));
        await send(chunk(request.model, {}, "stop"));
      }
      res.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // stalled answers hold their connections open
        server.close(() => resolve());
      }),
  };
}
