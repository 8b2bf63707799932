import Link from "next/link";
import { Home, LayoutDashboard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";
import { AppFrame } from "@/components/layout/app-frame";
import { getSessionUser } from "@/lib/auth/session";

export const metadata = { title: "Page not found" };

function NotFoundMessage({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-col items-center justify-center gap-6 py-16 text-center">
      <div className="space-y-2">
        <p className="text-6xl font-bold tracking-tight text-primary tabular">404</p>
        <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
        <p className="max-w-md text-muted-foreground">
          That page went out of bounds. The link may be broken, or the page may have moved.
        </p>
      </div>
      <Button asChild>
        {signedIn ? (
          <Link href="/dashboard">
            <LayoutDashboard /> Back to your dashboard
          </Link>
        ) : (
          <Link href="/">
            <Home /> Back to home
          </Link>
        )}
      </Button>
    </div>
  );
}

// A signed-in manager keeps the app frame (navigation, team selector) on a missing page; visitors get the public one.
export default async function NotFound() {
  const user = await getSessionUser();
  if (user?.tosAccepted) {
    return (
      <AppFrame username={user.username}>
        <NotFoundMessage signedIn />
      </AppFrame>
    );
  }
  return (
    <main id="main-content" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Link href="/" aria-label="Fantasy GM home">
        <Logo size="md" />
      </Link>
      <NotFoundMessage signedIn={false} />
    </main>
  );
}
