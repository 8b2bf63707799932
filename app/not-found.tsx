import Link from "next/link";
import { Home } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";

export const metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Link href="/" aria-label="Fantasy GM home">
        <Logo size="md" />
      </Link>
      <div className="space-y-2">
        <p className="text-6xl font-bold tracking-tight text-primary tabular">404</p>
        <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
        <p className="max-w-md text-muted-foreground">
          That page went out of bounds. The link may be broken, or the page may have moved.
        </p>
      </div>
      <Button asChild>
        <Link href="/">
          <Home /> Back to home
        </Link>
      </Button>
    </main>
  );
}
