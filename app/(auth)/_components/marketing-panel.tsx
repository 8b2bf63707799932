import { Brain, Layers, Zap } from "lucide-react";
import { Logo } from "@/components/layout/logo";

const BLURBS = [
  {
    icon: Brain,
    title: "Smart Recommendations",
    text: "Start/sit, waiver and trade advice priced in playoff odds, not hunches.",
  },
  {
    icon: Layers,
    title: "Multi-League Support",
    text: "Sleeper, ESPN and Yahoo leagues side by side in one dashboard.",
  },
  { icon: Zap, title: "Real-time Updates", text: "Live scores, injuries and news while your games are on." },
];

export const TAGLINE = "Your AI general manager for fantasy football";

/** Desktop only (lg and up): the product pitch beside the sign-in card. */
export function MarketingPanel() {
  return (
    <section aria-label="Why Fantasy GM" className="hidden flex-col justify-center gap-10 bg-muted/40 p-12 lg:flex">
      <div className="space-y-3">
        <Logo size="lg" />
        <p className="max-w-md text-lg text-muted-foreground">{TAGLINE}</p>
      </div>
      <ul className="space-y-6">
        {BLURBS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Small screens: the logo and tagline instead of the panel. */
export function CompactBrand() {
  return (
    <div className="mb-6 flex flex-col items-center gap-2 text-center lg:hidden">
      <Logo size="md" />
      <p className="text-sm text-muted-foreground">{TAGLINE}</p>
    </div>
  );
}
