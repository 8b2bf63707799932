import { cn } from "@/lib/utils";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";
import { ThemeToggle } from "@/components/layout/theme-toggle";

/** Public pages' top bar (landing and info pages): no app frame, just the way in — or, for a signed-in user, back. */
export function SiteHeader({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <header
      className={cn(
        "sticky top-0 z-40 h-16 border-b bg-background/85 backdrop-blur",
        "supports-[backdrop-filter]:bg-background/70",
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link
          href="/"
          aria-label="Fantasy GM home"
          className="mr-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo size="sm" />
        </Link>
        <ThemeToggle />
        {signedIn ? (
          <Button asChild size="sm">
            <Link href="/dashboard">Back to the app</Link>
          </Button>
        ) : (
          <>
            <Button asChild variant="ghost" size="sm">
              <Link href="/auth">Login</Link>
            </Button>
            <Button asChild size="sm">
              <Link href="/auth">Get Started</Link>
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
