"use client";

import { useState } from "react";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { apiFetch } from "@/lib/api/fetcher";
import { TermsCheckbox } from "../../../../_components/terms-checkbox";
import { useSignedInNavigation } from "../../../../_components/use-signed-in-navigation";

export function AcceptTermsCard({ username }: { username: string }) {
  const [accepted, setAccepted] = useState(false);
  const [pending, setPending] = useState(false);
  const goHome = useSignedInNavigation();

  async function accept() {
    setPending(true);
    try {
      await apiFetch("/api/auth/google/accept-tos", { method: "POST" });
      goHome();
    } catch (error) {
      setPending(false);
      const message = error instanceof Error && error.message ? error.message : "Failed to accept Terms of Service";
      toast({ variant: "destructive", title: "Error", description: message });
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <Logo size="md" className="mb-2" />
        <CardTitle className="text-2xl">Welcome to Fantasy GM</CardTitle>
        <CardDescription>
          You&apos;re signed in with Google as <span className="font-medium text-foreground">{username}</span>. Please
          accept the Terms of Service to continue.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <TermsCheckbox id="tos-accept" checked={accepted} onCheckedChange={setAccepted} />
        <Button className="w-full" disabled={!accepted || pending} onClick={accept}>
          {pending ? "Accepting..." : "Accept and Continue"}
        </Button>
      </CardContent>
    </Card>
  );
}
