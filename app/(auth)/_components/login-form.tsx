"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { loginSchema, type LoginInput } from "@/lib/validations/auth";
import { AuthFields } from "./auth-fields";
import { useAuthForm, type AuthField } from "./use-auth-form";

const FIELDS: AuthField<LoginInput>[] = [
  { name: "username", label: "Username", autoComplete: "username" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
];

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { form, pending, onSubmit } = useAuthForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
    endpoint: "/api/login",
    failure: "Login failed",
    onSignedIn,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AuthFields form={form} prefix="login" fields={FIELDS} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
