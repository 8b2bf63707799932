"use client";

import { Bell, BellOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

/** Notification centre. Nothing produces notifications yet, so it shows its empty state honestly. */
export function NotificationsButton({ className }: { className?: string }) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications" className={className}>
          <Bell className="size-4" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80">
        <p className="text-sm font-semibold">Notifications</p>
        <div className="mt-4 flex flex-col items-center gap-2 py-4 text-center">
          <BellOff className="size-6 text-muted-foreground" aria-hidden />
          <p className="text-sm font-medium">No notifications</p>
          <p className="text-xs text-muted-foreground">You&apos;re all caught up.</p>
        </div>
      </PopoverContent>
    </Popover>
  );
}
