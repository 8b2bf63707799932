import { cn } from "@/lib/utils";
/** First focusable element on every page: jumps keyboard users past the header to <main id="main-content">. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className={cn(
        "sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground",
        "focus:not-sr-only focus:fixed focus:left-4 focus:top-3",
      )}
    >
      Skip to main content
    </a>
  );
}
