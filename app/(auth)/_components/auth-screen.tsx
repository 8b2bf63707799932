"use client";

import { useEffect } from "react";
import { useSignedInNavigation } from "./use-signed-in-navigation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { GoogleSignIn } from "./google-sign-in";
import { LoginForm } from "./login-form";
import { CompactBrand, MarketingPanel } from "./marketing-panel";
import { RegisterForm } from "./register-form";

export type AuthTab = "login" | "register";

// NextAuth sends failed Google sign-ins back here with ?error=<code>.
const GOOGLE_ERRORS: Record<string, string> = {
  EmailTaken: "An account with this email already exists. Sign in with your username and password.",
  EmailUnverified: "Your Google email address is not verified.",
};

type AuthScreenProps = { googleEnabled: boolean; defaultTab: AuthTab; error?: string };

export function AuthScreen({ googleEnabled, defaultTab, error }: AuthScreenProps) {
  useEffect(() => {
    if (!error) return;
    toast({
      variant: "destructive",
      title: "Google sign-in failed",
      description: GOOGLE_ERRORS[error] ?? "Google sign-in could not be completed. Please try again.",
    });
  }, [error]);

  const onSignedIn = useSignedInNavigation();

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <MarketingPanel />
      <div className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <CompactBrand />
          <Card>
            <CardHeader className="text-center">
              <CardTitle className="text-2xl">Welcome back</CardTitle>
              <CardDescription>Sign in to your account or create a new one</CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs defaultValue={defaultTab}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="login">Sign In</TabsTrigger>
                  <TabsTrigger value="register">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="login" className="mt-6">
                  <LoginForm onSignedIn={onSignedIn} />
                  {googleEnabled ? <GoogleSignIn /> : null}
                </TabsContent>
                <TabsContent value="register" className="mt-6">
                  <RegisterForm onSignedIn={onSignedIn} />
                  {googleEnabled ? <GoogleSignIn /> : null}
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
