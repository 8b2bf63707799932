"use client";

import { useEffect, useRef, useState } from "react";
import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, getToolName, isToolUIPart } from "ai";
import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { Markdown } from "@/components/chat/markdown";
import { ToolCard } from "@/components/chat/tool-card";
import type { GmChatMessage } from "@/lib/ai/chat-types";
import { cn } from "@/lib/utils";

export const SUGGESTIONS = [
  "How does my matchup look this week?",
  "Optimize my lineup",
  "What are my playoff odds?",
  "Which running backs should I pick up, and what should I bid?",
];

export const CONVERSATIONS_KEY = ["/api/chat"] as const;

export function ChatPanel({ chatId, teamId, initialMessages }: { chatId: string; teamId: string; initialMessages: GmChatMessage[] }) {
  const queryClient = useQueryClient();
  const [input, setInput] = useState("");
  const endRef = useRef<HTMLDivElement>(null);
  const { messages, sendMessage, status } = useChat<GmChatMessage>({
    id: chatId,
    messages: initialMessages,
    transport: new DefaultChatTransport({
      api: "/api/chat",
      credentials: "include",
      // Only the newest message travels; the server keeps the history.
      prepareSendMessagesRequest: ({ id, messages: all }) => ({ body: { id, teamId, message: all[all.length - 1] } }),
    }),
    onFinish: () => void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
    onError: (error) => toast({ variant: "destructive", title: "Error", description: error.message || "Failed to get response. Please try again." }),
  });
  const busy = status === "submitted" || status === "streaming";

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages, status]);

  const submit = (text: string) => {
    if (!text.trim() || busy) return;
    setInput("");
    void sendMessage({ text: text.trim() });
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {messages.length === 0 ? (
          <div className="mx-auto flex max-w-xl flex-col items-center gap-3 py-10 text-center">
            <h2 className="text-xl font-semibold">Ask your GM</h2>
            <p className="text-sm text-muted-foreground">Answers use your roster, your matchup and a season simulation.</p>
            <div className="grid w-full gap-2 sm:grid-cols-2">
              {SUGGESTIONS.map((s) => (
                <Button key={s} variant="outline" className="h-auto whitespace-normal py-2 text-left" onClick={() => submit(s)}>
                  {s}
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <ol className="space-y-4" aria-label="Conversation">
            {messages.map((m) => (
              <li key={m.id} className={cn("flex", m.role === "user" ? "justify-end" : "justify-start")}>
                <div className={cn("max-w-[85%] rounded-2xl px-4 py-2", m.role === "user" ? "bg-primary text-primary-foreground" : "bg-muted")} data-role={m.role}>
                  {m.parts.map((part, i) => {
                    if (part.type === "text") return m.role === "assistant" ? <Markdown key={i}>{part.text}</Markdown> : <p key={i} className="text-sm whitespace-pre-wrap">{part.text}</p>;
                    if (isToolUIPart(part) && part.state === "output-available") return <ToolCard key={i} toolName={getToolName(part)} output={part.output} />;
                    return null;
                  })}
                  {m.role === "assistant" && m.metadata?.model ? <p className="mt-2 text-xs text-muted-foreground">Answered by {m.metadata.model}</p> : null}
                </div>
              </li>
            ))}
            {status === "submitted" ? (
              <li className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner size="sm" label="Analyzing" /> Analyzing...
              </li>
            ) : null}
          </ol>
        )}
        <div ref={endRef} />
      </div>
      <form className="flex gap-2 border-t p-3" onSubmit={(e) => { e.preventDefault(); submit(input); }}>
        <Input value={input} onChange={(e) => setInput(e.target.value)} maxLength={2000} disabled={busy} placeholder="Ask about your lineup, trades, waivers…" aria-label="Message GM" />
        <Button type="submit" size="icon" disabled={busy || !input.trim()} aria-label="Send message">
          <Send />
        </Button>
      </form>
    </div>
  );
}
