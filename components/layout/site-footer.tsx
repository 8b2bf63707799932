import { cn } from "@/lib/utils";
import Link from "next/link";
import { Logo } from "@/components/layout/logo";

const LINKS = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/accuracy", label: "Accuracy" },
  { href: "/support", label: "Support" },
  { href: "/download-extension", label: "Browser Extension" },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div
        className={cn(
          "mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center",
          "md:justify-between",
        )}
      >
        <div className="space-y-2">
          <Logo size="sm" />
          <p className="max-w-sm text-sm text-muted-foreground">
            The AI general manager for Sleeper, ESPN and Yahoo fantasy football leagues.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-muted-foreground transition-colors hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © 2025 Fantasy GM. Not affiliated with Sleeper, ESPN, Yahoo or the NFL.
        </p>
      </div>
    </footer>
  );
}
