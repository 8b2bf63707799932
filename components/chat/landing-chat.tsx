"use client";

import { lazy, Suspense } from "react";
import { ArrowRightLeft, Sparkles, TrendingDown, TrendingUp, UserCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ChatBubble, ChatFrame } from "@/components/chat/chat-frame";
import { MESSAGE_MAX, useLandingChat } from "@/components/chat/use-landing-chat";

// The markdown renderer (react-markdown and its parsers, about a third of the landing page's script) is fetched
// when the visitor sends a first message, not with the page; until it arrives an answer shows as plain text.
const loadMarkdown = () => import("@/components/chat/markdown");
const Markdown = lazy(() => loadMarkdown().then((m) => ({ default: m.Markdown })));

export const EXAMPLE_QUESTIONS = [
  { icon: UserCheck, text: "Should I start Jahmyr Gibbs or Bijan Robinson this week?" },
  { icon: ArrowRightLeft, text: "Is trading Puka Nacua for Ja'Marr Chase a fair deal?" },
  { icon: TrendingUp, text: "Which running backs should I pick up off waivers?" },
  { icon: TrendingDown, text: "Who is a good buy-low candidate right now?" },
];

/** The landing page's anonymous chat: streamed answers, 10 free messages per hour. */
export function LandingChat() {
  const { messages, isLoading, send } = useLandingChat();
  const last = messages[messages.length - 1];

  return (
    <ChatFrame
      className="h-full"
      messages={messages}
      busy={isLoading}
      analyzing={isLoading && last?.role === "user"}
      onSend={(text) => {
        void loadMarkdown();
        void send(text);
      }}
      maxLength={MESSAGE_MAX}
      placeholder="Ask about start/sit, trades, waivers…"
      renderEmpty={(submit) => (
        <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Sparkles className="size-6" aria-hidden />
          </span>
          <div>
            <h2 className="text-xl font-semibold">Ask GM Anything</h2>
            <p className="text-sm text-muted-foreground">
              Start/sit, trades, waivers and player outlooks from real NFL data.
            </p>
          </div>
          <div className="grid w-full max-w-xl gap-2 sm:grid-cols-2">
            {EXAMPLE_QUESTIONS.map(({ icon: Icon, text }) => (
              <Button
                key={text}
                variant="outline"
                className="h-auto justify-start whitespace-normal py-2 text-left"
                onClick={() => submit(text)}
              >
                <Icon className="text-primary" aria-hidden />
                {text}
              </Button>
            ))}
          </div>
        </div>
      )}
    >
      {messages.map((m, i) => (
        <ChatBubble key={i} role={m.role}>
          {m.role === "assistant" ? (
            <Suspense fallback={<p className="text-sm whitespace-pre-wrap">{m.content}</p>}>
              <Markdown>{m.content}</Markdown>
            </Suspense>
          ) : (
            <p className="text-sm whitespace-pre-wrap">{m.content}</p>
          )}
        </ChatBubble>
      ))}
    </ChatFrame>
  );
}
