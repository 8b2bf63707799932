"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { emailSchema, passwordChangeSchema } from "@/lib/validations/settings";
import { useSettingsMutation } from "./use-settings-mutation";

function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="text-sm text-destructive-text">
      {message}
    </p>
  ) : null;
}

export function ProfileSection({
  username,
  email,
  hasPassword,
}: {
  username: string;
  email: string;
  hasPassword: boolean;
}) {
  const [emailValue, setEmailValue] = React.useState(email);
  const [emailError, setEmailError] = React.useState<string | null>(null);
  const [current, setCurrent] = React.useState("");
  const [next, setNext] = React.useState("");
  const [passwordError, setPasswordError] = React.useState<string | null>(null);
  const [hasPw, setHasPw] = React.useState(hasPassword);
  const emailMutation = useSettingsMutation<{ email: string }, { email: string }>({
    path: "/api/settings/email",
    method: "PATCH",
    failure: "Email Not Changed",
    success: { title: "Email Updated", description: "Your email address was changed." },
  });
  const passwordMutation = useSettingsMutation<
    { currentPassword?: string; newPassword: string },
    { passwordSet: boolean }
  >({
    path: "/api/settings/password",
    method: "POST",
    failure: "Password Not Changed",
    success: { title: "Password Updated", description: "Use your new password next time you sign in." },
    onSuccess: () => {
      setCurrent("");
      setNext("");
      setHasPw(true);
    },
  });

  function submitEmail(event: React.FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse({ email: emailValue });
    setEmailError(parsed.success ? null : (parsed.error.issues[0]?.message ?? "Please enter a valid email"));
    if (parsed.success) emailMutation.mutate(parsed.data);
  }
  function submitPassword(event: React.FormEvent) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse({ currentPassword: hasPw ? current : undefined, newPassword: next });
    const missingCurrent = hasPw && !current;
    setPasswordError(
      missingCurrent
        ? "Current password is required"
        : parsed.success
          ? null
          : (parsed.error.issues[0]?.message ?? "Invalid password"),
    );
    if (parsed.success && !missingCurrent) passwordMutation.mutate(parsed.data);
  }

  return (
    <Card id="profile">
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your sign-in details.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-1">
          <Label htmlFor="settings-username">Username</Label>
          <Input id="settings-username" value={username} readOnly aria-readonly className="max-w-sm bg-muted" />
          <p className="text-xs text-muted-foreground">Usernames cannot be changed.</p>
        </div>
        <form onSubmit={submitEmail} noValidate className="space-y-2">
          <Label htmlFor="settings-email">Email</Label>
          <div className="flex max-w-md flex-col gap-2 sm:flex-row">
            <Input
              id="settings-email"
              type="email"
              value={emailValue}
              onChange={(e) => setEmailValue(e.target.value)}
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? "settings-email-error" : undefined}
            />
            <Button type="submit" disabled={emailMutation.isPending || emailValue.trim() === email}>
              {emailMutation.isPending ? "Saving..." : "Save email"}
            </Button>
          </div>
          <FieldError id="settings-email-error" message={emailError} />
        </form>
        <form onSubmit={submitPassword} noValidate className="max-w-md space-y-2">
          <p className="text-sm font-medium">{hasPw ? "Change password" : "Set a password"}</p>
          {!hasPw ? (
            <p className="text-xs text-muted-foreground">
              You sign in with Google. A password lets you sign in with your username too.
            </p>
          ) : null}
          {hasPw ? (
            <PasswordField
              id="settings-current-password"
              label="Current password"
              autoComplete="current-password"
              value={current}
              onChange={setCurrent}
            />
          ) : null}
          <PasswordField
            id="settings-new-password"
            label="New password"
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            errorId={passwordError ? "settings-password-error" : undefined}
          />
          <FieldError id="settings-password-error" message={passwordError} />
          <Button type="submit" disabled={passwordMutation.isPending}>
            {passwordMutation.isPending ? "Saving..." : hasPw ? "Change password" : "Set password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** A labelled password input; `errorId` names the message under the form when there is one. */
function PasswordField({
  id,
  label,
  autoComplete,
  value,
  onChange,
  errorId,
}: {
  id: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  value: string;
  onChange: (value: string) => void;
  errorId?: string;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}
