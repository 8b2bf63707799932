"use client";
import { queryKeys } from "@/lib/query-keys";

import { useState } from "react";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { List, MessageSquarePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useSelectedTeam } from "@/components/providers/selected-team";
import { ChatPanel } from "@/components/chat/chat-panel";
import { ConversationList, type ConversationItem } from "@/components/chat/conversation-list";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { apiFetch } from "@/lib/api/fetcher";
import type { GmChatMessage } from "@/lib/ai/chat-types";

const newId = () => crypto.randomUUID();

/** GM Chat: conversations on the left, the selected one (or a new one) on the right, for the selected team. */
export function GmChat() {
  const { selectedTeam, isLoading } = useSelectedTeam();
  const queryClient = useQueryClient();
  const [active, setActive] = useState<{ id: string; messages: GmChatMessage[] }>(() => ({
    id: newId(),
    messages: [],
  }));
  const [drawer, setDrawer] = useState(false);
  const list = useQuery({
    queryKey: queryKeys.conversations(),
    queryFn: () => apiFetch<{ conversations: ConversationItem[] }>("/api/chat"),
  });
  const open = useMutation({
    mutationFn: (id: string) => apiFetch<{ id: string; messages: GmChatMessage[] }>(`/api/chat/${id}`),
    onSuccess: (c) => {
      setActive({ id: c.id, messages: c.messages });
      setDrawer(false);
    },
    onError: (e) => toast({ variant: "destructive", title: "Error", description: e.message }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/chat/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      toast({ title: "Conversation deleted" });
      if (id === active.id) setActive({ id: newId(), messages: [] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations() });
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
  function startNew() {
    setActive({ id: newId(), messages: [] });
    setDrawer(false);
  }
  const listProps = {
    conversations,
    loaded: list.isSuccess,
    activeId: active.id,
    onNew: startNew,
    onOpen: (id: string) => open.mutate(id),
    onDelete: (id: string) => remove.mutate(id),
  };
  return (
    <div className="flex h-[calc(100dvh-8rem)] min-h-[28rem] overflow-hidden rounded-xl border bg-card">
      <aside className="hidden w-64 shrink-0 flex-col border-r md:flex" aria-label="Conversations">
        <ConversationList {...listProps} />
      </aside>
      {/* Phones: the same list in a drawer, opened from the chat header. */}
      <Sheet open={drawer} onOpenChange={setDrawer}>
        <SheetContent side="left" className="flex flex-col p-0">
          <SheetHeader className="border-b px-4 py-3">
            <SheetTitle>Conversations</SheetTitle>
            <SheetDescription className="sr-only">Your saved GM Chat conversations</SheetDescription>
          </SheetHeader>
          <ConversationList {...listProps} />
        </SheetContent>
      </Sheet>
      <section className="flex min-w-0 flex-1 flex-col" aria-label={`GM Chat for ${selectedTeam.name}`}>
        <header className="flex items-center gap-2 border-b px-4 py-3">
          <div className="min-w-0 flex-1">
            <h1 className="font-semibold">GM Chat</h1>
            <p className="truncate text-xs text-muted-foreground">
              {selectedTeam.name} · {selectedTeam.league.name}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="md:hidden"
            onClick={() => setDrawer(true)}
            aria-label="Chats: show conversations"
          >
            <List /> Chats
          </Button>
          <Button variant="outline" size="sm" className="md:hidden" onClick={startNew} aria-label="New chat">
            <MessageSquarePlus /> New
          </Button>
        </header>
        <ChatPanel
          key={`${active.id}:${selectedTeam.id}`}
          chatId={active.id}
          teamId={selectedTeam.id}
          initialMessages={active.messages}
        />
      </section>
    </div>
  );
}
