"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiFetch, json } from "@/lib/api/fetcher";
import { loginSchema, type LoginInput } from "@/lib/validations/auth";
import { FormField } from "./form-field";

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [pending, setPending] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  async function onSubmit(values: LoginInput) {
    setPending(true);
    try {
      await apiFetch("/api/login", { method: "POST", body: json(values) });
      // Stay pending: the page is about to be replaced.
      onSignedIn();
    } catch (error) {
      setPending(false);
      toast({
        variant: "destructive",
        title: "Login failed",
        description: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField
        id="login-username"
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register("username")}
      />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
