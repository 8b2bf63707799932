"use client";

import { useEffect, useRef, useState } from "react";
import { ArrowRightLeft, Send, Sparkles, TrendingDown, TrendingUp, UserCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Markdown } from "@/components/chat/markdown";
import { MESSAGE_MAX, useLandingChat } from "@/components/chat/use-landing-chat";
import { cn } from "@/lib/utils";

export const EXAMPLE_QUESTIONS = [
  { icon: UserCheck, text: "Should I start Jahmyr Gibbs or Bijan Robinson this week?" },
  { icon: ArrowRightLeft, text: "Is trading Puka Nacua for Ja'Marr Chase a fair deal?" },
  { icon: TrendingUp, text: "Which running backs should I pick up off waivers?" },
  { icon: TrendingDown, text: "Who is a good buy-low candidate right now?" },
];

/** The landing page's anonymous chat (spec §2.6): streamed answers, 10 free messages per hour. */
export function LandingChat() {
  const { messages, isLoading, send } = useLandingChat();
  const [input, setInput] = useState("");
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages, isLoading]);

  const submit = (text: string) => {
    if (!text.trim() || isLoading) return;
    setInput("");
    void send(text);
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto p-4" aria-live="polite">
        {messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Sparkles className="size-6" aria-hidden />
            </span>
            <div>
              <h2 className="text-xl font-semibold">Ask GM Anything</h2>
              <p className="text-sm text-muted-foreground">Start/sit, trades, waivers and player outlooks from real NFL data.</p>
            </div>
            <div className="grid w-full max-w-xl gap-2 sm:grid-cols-2">
              {EXAMPLE_QUESTIONS.map(({ icon: Icon, text }) => (
                <Button key={text} variant="outline" className="h-auto justify-start whitespace-normal py-2 text-left" onClick={() => submit(text)}>
                  <Icon className="text-primary" aria-hidden />
                  {text}
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <ol className="space-y-4" aria-label="Conversation">
            {messages.map((m, i) => (
              <li key={i} className={cn("flex", m.role === "user" ? "justify-end" : "justify-start")}>
                <div
                  className={cn(
                    "max-w-[85%] rounded-2xl px-4 py-2",
                    m.role === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
                  )}
                  data-role={m.role}
                >
                  {m.role === "assistant" ? <Markdown>{m.content}</Markdown> : <p className="text-sm whitespace-pre-wrap">{m.content}</p>}
                </div>
              </li>
            ))}
            {isLoading && last?.role === "user" ? (
              <li className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner size="sm" label="Analyzing" /> Analyzing...
              </li>
            ) : null}
          </ol>
        )}
        <div ref={endRef} />
      </div>
      <form
        className="flex gap-2 border-t p-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit(input);
        }}
      >
        <Input
          value={input}
          onChange={(e) => setInput(e.target.value)}
          maxLength={MESSAGE_MAX}
          disabled={isLoading}
          placeholder="Ask about start/sit, trades, waivers…"
          aria-label="Message GM"
        />
        <Button type="submit" size="icon" disabled={isLoading || !input.trim()} aria-label="Send message">
          <Send />
        </Button>
      </form>
    </div>
  );
}
