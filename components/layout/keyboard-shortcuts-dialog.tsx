"use client";

import { cn } from "@/lib/utils";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SHORTCUT_GROUPS } from "@/lib/rules/shortcuts";

export function KeyboardShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Keyboard Shortcuts</DialogTitle>
          <DialogDescription>Shortcuts work anywhere except while you type in a field.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-5">
          {SHORTCUT_GROUPS.map((group) => (
            <section key={group.title} aria-labelledby={`shortcuts-${group.title}`}>
              <h3
                id={`shortcuts-${group.title}`}
                className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground"
              >
                {group.title}
              </h3>
              <dl className="grid gap-1.5">
                {group.items.map((item) => (
                  <div key={item.keys} className="flex items-center justify-between gap-4 text-sm">
                    <dt>{item.description}</dt>
                    <dd>
                      <kbd
                        className={cn(
                          "inline-flex min-w-7 items-center justify-center rounded border bg-muted",
                          "px-1.5 py-0.5 font-mono text-xs font-medium",
                        )}
                      >
                        {item.keys}
                      </kbd>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
