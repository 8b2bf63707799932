"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSettingsMutation } from "./use-settings-mutation";

export function DataSection({ username }: { username: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = React.useState("");
  const remove = useSettingsMutation<{ confirmUsername: string }, { ok: true }>({
    path: "/api/account",
    method: "DELETE",
    failure: "Deletion Failed",
    success: { title: "Account Deleted", description: "Your account and its data were deleted." },
    // Signed out: nothing cached for this account may survive, and the landing page renders for a visitor.
    onSuccess: () => {
      queryClient.clear();
      router.replace("/");
      router.refresh();
    },
  });
  const matches = confirm.trim().toLowerCase() === username.toLowerCase();
  return (
    <Card id="data">
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Download everything we store about you, or delete your account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" asChild>
          <a href="/api/account/export" download>
            <Download className="size-4" aria-hidden /> Export my data
          </a>
        </Button>
        <Dialog onOpenChange={(open) => (open ? undefined : setConfirm(""))}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 className="size-4" aria-hidden /> Delete my account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                This deletes your account, connected leagues, stored platform credentials, chats and analyses. It cannot
                be undone.
              </DialogDescription>
            </DialogHeader>
            <form
              className="space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (matches) remove.mutate({ confirmUsername: confirm });
              }}
            >
              <Label htmlFor="delete-confirm">
                Type <span className="font-mono font-semibold">{username}</span> to confirm
              </Label>
              <Input
                id="delete-confirm"
                autoComplete="off"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
              <DialogFooter>
                <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                  {remove.isPending ? "Deleting..." : "Delete my account"}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
