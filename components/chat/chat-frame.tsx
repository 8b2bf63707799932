"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

/**
 * What GM Chat and the landing chat share: the scrolling conversation (kept at the bottom as messages arrive),
 * the empty state, the "Analyzing..." row and the message box. `renderEmpty` gets the same submit the box uses,
 * for suggestion buttons.
 */
export function ChatFrame({
  className,
  messages,
  renderEmpty,
  children,
  busy,
  analyzing,
  onSend,
  maxLength,
  placeholder,
}: {
  className?: string;
  messages: readonly unknown[];
  renderEmpty: (submit: (text: string) => void) => ReactNode;
  children: ReactNode; // the conversation's <li> items
  busy: boolean;
  analyzing: boolean;
  onSend: (text: string) => void;
  maxLength: number;
  placeholder: string;
}) {
  const [input, setInput] = useState("");
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages, busy, analyzing]);

  const submit = (text: string) => {
    if (!text.trim() || busy) return;
    setInput("");
    onSend(text.trim());
  };

  return (
    <div className={cn("flex min-h-0 flex-col", className)}>
      <div className="min-h-0 flex-1 overflow-y-auto p-4" aria-live="polite">
        {messages.length === 0 ? (
          renderEmpty(submit)
        ) : (
          <ol className="space-y-4" aria-label="Conversation">
            {children}
            {analyzing ? (
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
          maxLength={maxLength}
          disabled={busy}
          placeholder={placeholder}
          aria-label="Message GM"
        />
        <Button type="submit" size="icon" disabled={busy || !input.trim()} aria-label="Send message">
          <Send />
        </Button>
      </form>
    </div>
  );
}

/** One message bubble: the user's on the right, the assistant's on the left. */
export function ChatBubble({ role, children }: { role: "user" | "assistant" | "system"; children: ReactNode }) {
  return (
    <li className={cn("flex", role === "user" ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2",
          role === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
        data-role={role}
      >
        {children}
      </div>
    </li>
  );
}
