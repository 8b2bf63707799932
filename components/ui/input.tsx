import * as React from "react";
import { cn } from "@/lib/utils";

export function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 " +
          "py-1 text-base shadow-sm transition-colors outline-none file:border-0 file:bg-transparent " +
          "file:text-sm file:font-medium placeholder:text-muted-foreground focus-visible:ring-2 " +
          "focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 " +
          "aria-[invalid=true]:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
