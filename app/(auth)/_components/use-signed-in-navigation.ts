"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

/** After sign-in (or accepting the terms): drop everything cached for the old session, then go to '/' fresh. */
export function useSignedInNavigation() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    router.replace("/");
    router.refresh();
  };
}
