"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch, json } from "@/lib/api/fetcher";
import { toast } from "@/components/ui/use-toast";

// A settings change with the app's toast format: a title, and the "<status>: <message>" text on failure.
export function useSettingsMutation<TBody, TResult>({
  path,
  method,
  success,
  failure,
  onSuccess,
}: {
  path: string;
  method: "POST" | "PATCH" | "DELETE";
  success: { title: string; description: string };
  failure: string;
  onSuccess?: (result: TResult) => void;
}) {
  return useMutation({
    mutationFn: (body: TBody) => apiFetch<TResult>(path, { method, body: json(body) }),
    onSuccess: (result) => {
      toast(success);
      onSuccess?.(result);
    },
    onError: (error: Error) => toast({ variant: "destructive", title: failure, description: error.message }),
  });
}
