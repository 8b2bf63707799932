import * as React from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export function Spinner({
  className,
  size = "md",
  label = "Loading",
}: {
  className?: string;
  size?: keyof typeof sizes;
  label?: string;
}) {
  return (
    <span role="status" aria-live="polite" className={cn("inline-flex items-center justify-center", className)}>
      <LoaderCircle aria-hidden className={cn("animate-spin text-primary", sizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
