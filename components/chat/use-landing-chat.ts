"use client";

import { useCallback, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { createSseParser } from "@/lib/ai/sse";

export interface LandingMessage {
  role: "user" | "assistant";
  content: string;
}

// The server accepts at most this much history (lib/validations/chat.ts); older turns are dropped.
export const HISTORY_LIMIT = 20;
export const HISTORY_ITEM_MAX = 2000;
export const MESSAGE_MAX = 500;

export function useLandingChat() {
  const [messages, setMessages] = useState<LandingMessage[]>([]);
  const [isLoading, setIsLoading] = useState(false);

  const send = useCallback(
    async (raw: string) => {
      const message = raw.trim();
      if (!message || isLoading) return;
      const history = messages
        .slice(-HISTORY_LIMIT)
        .map((m) => ({ role: m.role, content: m.content.slice(0, HISTORY_ITEM_MAX) }));
      setMessages((prev) => [...prev, { role: "user", content: message }]);
      setIsLoading(true);
      try {
        const res = await fetch("/api/chat/landing", {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ message: message.slice(0, MESSAGE_MAX), conversationHistory: history }),
        });
        if (res.status === 429) {
          // The server says which limit was reached (the address's, its network's or everyone's) and when.
          let reason = "Please sign up for unlimited access or try again later.";
          try {
            const refusal = (await res.json()) as { message?: unknown };
            if (typeof refusal.message === "string") reason = refusal.message;
          } catch {
            // not JSON: the generic reason
          }
          toast({ variant: "destructive", title: "Rate limit exceeded", description: reason });
          return;
        }
        if (!res.ok || !res.body) throw new Error(`${res.status}: ${res.statusText}`);
        const parser = createSseParser((line, error) =>
          console.warn("[landing-chat] skipped malformed chunk", line, error),
        );
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let reply = "";
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const texts = parser.push(decoder.decode(value, { stream: true }));
          if (texts.length === 0) continue;
          const started = reply.length > 0;
          reply += texts.join("");
          const content = reply;
          // One assistant message, created by the first chunk and updated by the rest.
          setMessages((prev) =>
            started
              ? [...prev.slice(0, -1), { role: "assistant", content }]
              : [...prev, { role: "assistant", content }],
          );
        }
      } catch (error) {
        console.error("[landing-chat] request failed", error);
        toast({ variant: "destructive", title: "Error", description: "Failed to get response. Please try again." });
      } finally {
        setIsLoading(false);
      }
    },
    [isLoading, messages],
  );

  return { messages, isLoading, send };
}
