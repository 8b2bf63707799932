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
    <header className="sticky top-0 z-40 h-16 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="flex h-full items-center gap-1 px-3 sm:gap-2 md:px-4">
        <MobileNav />
        <Link href="/" aria-label="Fantasy GM home" className="mr-1 shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring md:mr-0 md:w-60">
          <Logo size="sm" markOnly className="sm:hidden" />
          <Logo size="sm" className="hidden sm:inline-flex" />
        </Link>
        <div className="flex min-w-0 flex-1 items-center gap-1">
          <TeamSelector />
          <RefreshLeaguesButton />
        </div>
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <SearchButton className="hidden sm:inline-flex" />
          <NotificationsButton className="hidden sm:inline-flex" />
          <ThemeToggle className="hidden sm:inline-flex" />
          <UserMenu username={username} />
        </div>
      </div>
    </header>
  );
}
