"use client";

import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiFetch, json } from "@/lib/api/fetcher";
import { registerSchema, type RegisterInput } from "@/lib/validations/auth";
import { FormField } from "./form-field";
import { TermsCheckbox } from "./terms-checkbox";

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [pending, setPending] = useState(false);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { username: "", email: "", password: "", acceptedTerms: false },
  });
  const { errors } = form.formState;
  const accepted = useWatch({ control: form.control, name: "acceptedTerms" });

  async function onSubmit(values: RegisterInput) {
    setPending(true);
    try {
      await apiFetch("/api/register", { method: "POST", body: json(values) });
      onSignedIn();
    } catch (error) {
      setPending(false);
      toast({
        variant: "destructive",
        title: "Registration failed",
        description: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField
        id="register-username"
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register("username")}
      />
      <FormField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <FormField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Controller
        control={form.control}
        name="acceptedTerms"
        render={({ field }) => (
          <TermsCheckbox
            id="register-terms"
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.acceptedTerms?.message}
          />
        )}
      />
      <Button type="submit" className="w-full" disabled={!accepted || pending}>
        {pending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
