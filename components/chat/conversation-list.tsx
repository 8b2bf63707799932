"use client";

import { useState } from "react";
import { MessageSquarePlus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

export interface ConversationItem {
  id: string;
  title: string;
  teamId: string | null;
  updatedAt: string;
}

interface Props {
  conversations: ConversationItem[];
  loaded: boolean;
  activeId: string;
  onNew: () => void;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}

/** New chat, the saved conversations, and delete with a confirmation (used in the sidebar and the phone drawer). */
export function ConversationList({ conversations, loaded, activeId, onNew, onOpen, onDelete }: Props) {
  const [confirming, setConfirming] = useState<ConversationItem | null>(null);
  return (
    <>
      <div className="p-3">
        <Button className="w-full" variant="outline" onClick={onNew}>
          <MessageSquarePlus /> New chat
        </Button>
      </div>
      <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto px-2 pb-2">
        {conversations.map((c) => (
          <li key={c.id} className={cn("group flex items-center rounded-md", c.id === activeId && "bg-accent")}>
            <button
              type="button"
              className="min-w-0 flex-1 truncate px-2 py-2 text-left text-sm"
              aria-current={c.id === activeId ? "true" : undefined}
              onClick={() => onOpen(c.id)}
            >
              {c.title}
            </button>
            <Button variant="ghost" size="icon" aria-label={`Delete ${c.title}`} onClick={() => setConfirming(c)}>
              <Trash2 />
            </Button>
          </li>
        ))}
        {loaded && conversations.length === 0 ? (
          <li className="px-2 text-sm text-muted-foreground">No conversations yet</li>
        ) : null}
      </ul>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this conversation?</DialogTitle>
            <DialogDescription>
              &ldquo;{confirming?.title}&rdquo; and all its messages will be deleted. This can&apos;t be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                if (confirming) onDelete(confirming.id);
                setConfirming(null);
              }}
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
