import { cn } from "@/lib/utils";
import Link from "next/link";
import { Logo } from "@/components/layout/logo";
import { MobileNav } from "@/components/layout/mobile-nav";
import { TeamSelector } from "@/components/layout/team-selector";
import { RefreshLeaguesButton } from "@/components/layout/refresh-leagues-button";
import { SearchButton } from "@/components/layout/search-button";
import { NotificationsButton } from "@/components/layout/notifications-button";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { UserMenu } from "@/components/layout/user-menu";

export function TopBar({ username }: { username: string | null }) {
  return (
    <header
      className={cn(
        "sticky top-0 z-40 h-16 border-b bg-background/85 backdrop-blur",
        "supports-[backdrop-filter]:bg-background/70",
      )}
    >
      {/* Every control shows at every width; only the menu button is phone-only. On phones the
          logo lives in the menu drawer so the team selector keeps room at 375 px. */}
      <div className="flex h-full items-center gap-0.5 px-2 sm:gap-2 sm:px-3 md:px-4">
        <MobileNav />
        <Link
          href="/"
          aria-label="Fantasy GM home"
          className={cn(
            "mr-1 hidden shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring",
            "sm:inline-flex md:mr-0 md:w-60",
          )}
        >
          <Logo size="sm" />
        </Link>
        <div className="flex min-w-0 flex-1 items-center gap-0.5 sm:gap-1">
          <TeamSelector />
          <RefreshLeaguesButton />
        </div>
        <div className="flex shrink-0 items-center gap-0 sm:gap-1">
          <SearchButton />
          <NotificationsButton />
          <ThemeToggle />
          <UserMenu username={username} />
        </div>
      </div>
    </header>
  );
}
