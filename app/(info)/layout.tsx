import { cn } from "@/lib/utils";
import { SkipLink } from "@/components/layout/skip-link";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { getSessionUser } from "@/lib/auth/session";

// Info pages (privacy, terms, support, extension): public, no app frame, long-form reading layout. A signed-in
// user sees the way back to the app instead of Login / Get Started.
export default async function InfoLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader signedIn={Boolean(user)} />
      <main id="main-content" className="flex-1">
        <article
          className={cn(
            "mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 [&_a]:font-medium [&_a]:text-primary",
            "[&_a]:underline-offset-4 hover:[&_a]:underline [&_h1]:text-3xl [&_h1]:font-bold",
            "[&_h1]:tracking-tight [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight",
            "[&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p]:leading-7",
            "[&_p]:text-muted-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:text-muted-foreground",
            "[&_strong]:text-foreground",
          )}
        >
          {children}
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
