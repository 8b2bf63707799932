"use client";

import { Controller, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { registerSchema, type RegisterInput } from "@/lib/validations/auth";
import { AuthFields } from "./auth-fields";
import { TermsCheckbox } from "./terms-checkbox";
import { useAuthForm, type AuthField } from "./use-auth-form";

const FIELDS: AuthField<RegisterInput>[] = [
  { name: "username", label: "Username", autoComplete: "username" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
];

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { form, pending, onSubmit } = useAuthForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: "", email: "", password: "", acceptedTerms: false },
    endpoint: "/api/register",
    failure: "Registration failed",
    onSignedIn,
  });
  const accepted = useWatch({ control: form.control, name: "acceptedTerms" });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AuthFields form={form} prefix="register" fields={FIELDS} />
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
            error={form.formState.errors.acceptedTerms?.message}
          />
        )}
      />
      <Button type="submit" className="w-full" disabled={!accepted || pending}>
        {pending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
