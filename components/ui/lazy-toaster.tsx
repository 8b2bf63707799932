"use client";

import { lazy, Suspense, useState } from "react";
import { useToast } from "@/components/ui/use-toast";

// Radix Toast (about 17 KB of gzip script) is fetched when the first toast is raised, not with every page: most
// visits never show one. `toast()` works before it arrives; the store keeps the toast until the Toaster renders it.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  // Once mounted, the Toaster stays: dismissed toasts need it for their exit animation.
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
