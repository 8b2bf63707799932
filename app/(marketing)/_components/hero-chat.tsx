import { cn } from "@/lib/utils";
import Link from "next/link";
import { ArrowRight, ArrowRightLeft, BarChart3, Check, Search, TrendingUp, UserCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LandingChat } from "@/components/chat/landing-chat";

const WHAT_GM_DOES = [
  { icon: UserCheck, label: "Start/Sit Analysis" },
  { icon: TrendingUp, label: "Waiver Wire" },
  { icon: ArrowRightLeft, label: "Trade Evaluation" },
  { icon: BarChart3, label: "Season Sims" },
  { icon: Search, label: "Player Research" },
];

const WHY_GM = [
  { value: "10+", label: "AI Factors" },
  { value: "99%", label: "Uptime" },
  { value: "Live", label: "Real-time Data" },
  { value: "P(win)", label: "Win Probability" },
];

/** The first screen: the anonymous chat, framed by what GM does and why to trust it. */
export function HeroChat() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b">
      <div
        aria-hidden
        className={cn(
          "pointer-events-none absolute inset-0",
          "bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)]",
          "opacity-70",
        )}
      />
      <div
        className={cn(
          "relative mx-auto flex min-h-[calc(100dvh-4rem)] max-w-7xl flex-col gap-6",
          "px-4 py-6 sm:px-6 lg:py-8",
        )}
      >
        <div className="max-w-3xl space-y-2">
          <h1 id="hero-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your AI General Manager for fantasy football
          </h1>
          <p className="text-muted-foreground text-pretty">
            Ask anything about your Sleeper, ESPN or Yahoo league. Free visitors get 10 messages/hour — sign up for
            unlimited access and personalized roster analysis.
          </p>
        </div>

        <div className="grid flex-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)_14rem]">
          <aside aria-labelledby="what-gm-does" className="order-2 rounded-xl border bg-card p-5 lg:order-1">
            <h2 id="what-gm-does" className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              What GM Does
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-1">
              {WHAT_GM_DOES.map(({ icon: Icon, label }) => (
                <li key={label} className="flex items-center gap-3 text-sm font-medium">
                  <span
                    className={cn(
                      "flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10",
                      "text-primary",
                    )}
                  >
                    <Icon className="size-4" aria-hidden />
                  </span>
                  {label}
                </li>
              ))}
            </ul>
          </aside>

          <div
            role="region"
            aria-label="Chat with GM"
            className={cn(
              "order-1 flex min-h-[32rem] flex-col overflow-hidden rounded-xl border bg-card",
              "shadow-sm lg:order-2 lg:min-h-0",
            )}
          >
            <LandingChat />
          </div>

          <aside aria-labelledby="why-gm" className="order-3 flex flex-col gap-4 rounded-xl border bg-card p-5">
            <h2 id="why-gm" className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              Why GM?
            </h2>
            <ul className="grid grid-cols-2 gap-3 lg:grid-cols-1">
              {WHY_GM.map(({ value, label }) => (
                <li key={label} className="rounded-lg bg-muted/60 px-3 py-2">
                  <p className="text-lg font-bold text-primary tabular">{value}</p>
                  <p className="text-xs font-medium text-muted-foreground">{label}</p>
                </li>
              ))}
            </ul>
            <ul className="space-y-1.5 text-xs text-muted-foreground">
              <li className="flex gap-2">
                <Check className="size-3.5 shrink-0 text-primary" aria-hidden /> 10 free messages/hour
              </li>
              <li className="flex gap-2">
                <Check className="size-3.5 shrink-0 text-primary" aria-hidden /> Unlimited with a free account
              </li>
            </ul>
            <Button asChild className="mt-auto w-full">
              <Link href="/auth">
                Get Started Free <ArrowRight />
              </Link>
            </Button>
          </aside>
        </div>
      </div>
    </section>
  );
}
