"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut, Settings, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/use-toast";
import { apiFetch } from "@/lib/api/fetcher";

export function UserMenu({ username }: { username: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = React.useState(false);
  const label = username || "My Account";

  async function logout() {
    setLoggingOut(true);
    try {
      await apiFetch<unknown>("/api/logout", { method: "POST" });
      // Nothing cached for the old session may leak into the next one.
      queryClient.clear();
      router.replace("/");
      router.refresh();
    } catch (error) {
      setLoggingOut(false);
      toast({
        variant: "destructive",
        title: "Logout failed",
        description: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-1 sm:px-2" aria-label={`User menu: ${label}`}>
          <span className="flex size-7 items-center justify-center rounded-full bg-primary/15 text-primary">
            <UserRound className="size-4" />
          </span>
          <span className="hidden max-w-32 truncate text-sm lg:inline">{label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={loggingOut} onSelect={() => void logout()}>
          <LogOut /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
