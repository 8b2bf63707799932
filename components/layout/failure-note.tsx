import { AlertTriangle } from "lucide-react";

/** A small warning line under a league or data source: what failed and why, announced politely. */
export function FailureNote({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="flex gap-2 rounded-md bg-destructive/10 p-2 text-xs text-destructive-text">
      <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{children}</span>
    </div>
  );
}
