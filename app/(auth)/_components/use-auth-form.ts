"use client";

import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { apiFetch, json } from "@/lib/api/fetcher";

/** One input of a sign-in or sign-up form. */
export type AuthField<T> = { name: Path<T>; label: string; type?: string; autoComplete: string };

// The sign-in and sign-up forms: validate on submit, post to the endpoint, and stay pending on success (the page is
// about to be replaced) or toast the server's message under `failure`.
export function useAuthForm<T extends FieldValues>(options: {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  endpoint: string;
  failure: string;
  onSignedIn: () => void;
}) {
  const [pending, setPending] = useState(false);
  const form = useForm<T>({
    resolver: options.resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: options.defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values: T) => {
    setPending(true);
    try {
      await apiFetch(options.endpoint, { method: "POST", body: json(values) });
      options.onSignedIn();
    } catch (error) {
      setPending(false);
      toast({
        variant: "destructive",
        title: options.failure,
        description: error instanceof Error ? error.message : String(error),
      });
    }
  });
  return { form, pending, onSubmit };
}
