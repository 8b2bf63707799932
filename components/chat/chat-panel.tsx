"use client";
import { queryKeys } from "@/lib/query-keys";

import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, getToolName, isToolUIPart } from "ai";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ChatBubble, ChatFrame } from "@/components/chat/chat-frame";
import { Markdown } from "@/components/chat/markdown";
import { ToolCard } from "@/components/chat/tool-card";
import type { GmChatMessage } from "@/lib/ai/chat-types";

export const SUGGESTIONS = [
  "How does my matchup look this week?",
  "Optimize my lineup",
  "What are my playoff odds?",
  "Which running backs should I pick up, and what should I bid?",
];

export function ChatPanel({
  chatId,
  teamId,
  initialMessages,
}: {
  chatId: string;
  teamId: string;
  initialMessages: GmChatMessage[];
}) {
  const queryClient = useQueryClient();
  const { messages, sendMessage, status } = useChat<GmChatMessage>({
    id: chatId,
    messages: initialMessages,
    transport: new DefaultChatTransport({
      api: "/api/chat",
      credentials: "include",
      // Only the newest message travels; the server keeps the history.
      prepareSendMessagesRequest: ({ id, messages: all }) => ({ body: { id, teamId, message: all[all.length - 1] } }),
    }),
    onFinish: () => void queryClient.invalidateQueries({ queryKey: queryKeys.conversations() }),
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Error",
        description: error.message || "Failed to get response. Please try again.",
      }),
  });

  return (
    <ChatFrame
      className="flex-1"
      messages={messages}
      busy={status === "submitted" || status === "streaming"}
      analyzing={status === "submitted"}
      onSend={(text) => void sendMessage({ text })}
      maxLength={2000}
      placeholder="Ask about your lineup, trades, waivers…"
      renderEmpty={(submit) => (
        <div className="mx-auto flex max-w-xl flex-col items-center gap-3 py-10 text-center">
          <h2 className="text-xl font-semibold">Ask your GM</h2>
          <p className="text-sm text-muted-foreground">
            Answers use your roster, your matchup and a season simulation.
          </p>
          <div className="grid w-full gap-2 sm:grid-cols-2">
            {SUGGESTIONS.map((s) => (
              <Button
                key={s}
                variant="outline"
                className="h-auto whitespace-normal py-2 text-left"
                onClick={() => submit(s)}
              >
                {s}
              </Button>
            ))}
          </div>
        </div>
      )}
    >
      {messages.map((m) => (
        <ChatBubble key={m.id} role={m.role}>
          {m.parts.map((part, i) => {
            if (part.type === "text")
              return m.role === "assistant" ? (
                <Markdown key={i}>{part.text}</Markdown>
              ) : (
                <p key={i} className="text-sm whitespace-pre-wrap">
                  {part.text}
                </p>
              );
            if (isToolUIPart(part) && part.state === "output-available")
              return <ToolCard key={i} toolName={getToolName(part)} output={part.output} />;
            return null;
          })}
          {m.role === "assistant" && m.metadata?.model ? (
            <p className="mt-2 text-xs text-muted-foreground">Answered by {m.metadata.model}</p>
          ) : null}
        </ChatBubble>
      ))}
    </ChatFrame>
  );
}
