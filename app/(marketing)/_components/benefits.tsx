import { cn } from "@/lib/utils";
import Link from "next/link";
import { ArrowRight, Clock, Crown, Trophy } from "lucide-react";
import { Button } from "@/components/ui/button";

const BENEFITS = [
  {
    icon: Trophy,
    title: "Win More Games",
    body: "Lineups chosen for win probability squeeze out the close weeks that decide playoff spots.",
  },
  {
    icon: Clock,
    title: "Save Hours Weekly",
    body: "No more tab-hopping between news, projections and rankings — one brief tells you what matters.",
  },
  {
    icon: Crown,
    title: "Beat Your League",
    body: "Know your playoff odds, your rivals' needs and the waiver moves they haven't spotted yet.",
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <h2 id="benefits-title" className="sr-only">
        Benefits
      </h2>
      <div className="grid gap-10 md:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, body }) => (
          <div key={title} className="flex flex-col items-center text-center">
            <span
              className={cn(
                "flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground",
                "shadow-sm",
              )}
            >
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 max-w-xs text-sm text-muted-foreground">{body}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6">
      <div
        className={cn(
          "mx-auto max-w-5xl rounded-2xl bg-gradient-to-br from-emerald-600 to-emerald-800",
          "px-6 py-14 text-center text-white shadow-lg dark:from-emerald-700 dark:to-emerald-950",
        )}
      >
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
          Ready to run your team like a front office?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-white/85 text-pretty">
          Create a free account for unlimited chat and personalized roster analysis. Connect your Sleeper, ESPN or Yahoo
          league in under a minute.
        </p>
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link href="/auth">
            Create Free Account <ArrowRight />
          </Link>
        </Button>
      </div>
    </section>
  );
}
