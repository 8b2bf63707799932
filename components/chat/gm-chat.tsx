"use client";

import { useState } from "react";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquarePlus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useSelectedTeam } from "@/components/providers/selected-team";
import { ChatPanel, CONVERSATIONS_KEY } from "@/components/chat/chat-panel";
import { apiFetch } from "@/lib/api/fetcher";
import type { GmChatMessage } from "@/lib/ai/chat-types";
import { cn } from "@/lib/utils";

interface ConversationItem {
  id: string;
  title: string;
  teamId: string | null;
  updatedAt: string;
}

const newId = () => crypto.randomUUID();

/** GM Chat: conversations on the left, the selected one (or a new one) on the right, for the selected team. */
export function GmChat() {
  const { selectedTeam, isLoading } = useSelectedTeam();
  const queryClient = useQueryClient();
  const [active, setActive] = useState<{ id: string; messages: GmChatMessage[] }>(() => ({ id: newId(), messages: [] }));
  const list = useQuery({ queryKey: CONVERSATIONS_KEY, queryFn: () => apiFetch<{ conversations: ConversationItem[] }>("/api/chat") });
  const open = useMutation({
    mutationFn: (id: string) => apiFetch<{ id: string; messages: GmChatMessage[] }>(`/api/chat/${id}`),
    onSuccess: (c) => setActive({ id: c.id, messages: c.messages }),
    onError: (e) => toast({ variant: "destructive", title: "Error", description: e.message }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/chat/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      if (id === active.id) setActive({ id: newId(), messages: [] });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
    onError: (e) => toast({ variant: "destructive", title: "Error", description: e.message }),
  });

  if (isLoading) return <Spinner className="m-auto py-20" />;
  if (!selectedTeam) {
    return (
      <div className="py-20 text-center">
        <h1 className="text-xl font-semibold">No Leagues Connected</h1>
        <p className="text-muted-foreground">Connect your fantasy leagues to get started</p>
        <Button asChild className="mt-4">
          <Link href="/connect">Connect Leagues</Link>
        </Button>
      </div>
    );
  }

  const conversations = list.data?.conversations ?? [];
  return (
    <div className="flex h-[calc(100dvh-8rem)] min-h-[28rem] overflow-hidden rounded-xl border bg-card">
      <aside className="hidden w-64 shrink-0 flex-col border-r md:flex" aria-label="Conversations">
        <div className="p-3">
          <Button className="w-full" variant="outline" onClick={() => setActive({ id: newId(), messages: [] })}>
            <MessageSquarePlus /> New chat
          </Button>
        </div>
        <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto px-2 pb-2">
          {conversations.map((c) => (
            <li key={c.id} className={cn("group flex items-center rounded-md", c.id === active.id && "bg-accent")}>
              <button type="button" className="min-w-0 flex-1 truncate px-2 py-2 text-left text-sm" onClick={() => open.mutate(c.id)}>
                {c.title}
              </button>
              <Button variant="ghost" size="icon" aria-label={`Delete ${c.title}`} onClick={() => remove.mutate(c.id)}>
                <Trash2 />
              </Button>
            </li>
          ))}
          {list.isSuccess && conversations.length === 0 ? <li className="px-2 text-sm text-muted-foreground">No conversations yet</li> : null}
        </ul>
      </aside>
      <section className="flex min-w-0 flex-1 flex-col" aria-label={`GM Chat for ${selectedTeam.name}`}>
        <header className="border-b px-4 py-3">
          <h1 className="font-semibold">GM Chat</h1>
          <p className="text-xs text-muted-foreground">
            {selectedTeam.name} · {selectedTeam.league.name}
          </p>
        </header>
        <ChatPanel key={`${active.id}:${selectedTeam.id}`} chatId={active.id} teamId={selectedTeam.id} initialMessages={active.messages} />
      </section>
    </div>
  );
}
