import { ArrowRightLeft, Brain, Layers, LineChart, Radio, Wallet } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const FEATURES = [
  {
    icon: Brain,
    title: "AI-Powered Decisions",
    body:
      "Start/sit calls from one projection that combines several sources, with your chance to win this week " +
      "beside them — players scored 0-100 on 10+ factors.",
  },
  {
    icon: Radio,
    title: "Real-Time Analysis",
    body: "Live scores, red-zone alerts and injury updates flow into your roster while the games are on.",
  },
  {
    icon: Wallet,
    title: "Smart Waiver Strategy",
    body:
      "Pickups ranked by how much they move your playoff odds, with FAAB bids sized " +
      "to your budget and your rivals'.",
  },
  {
    icon: LineChart,
    title: "Season Simulations",
    body: "Thousands of Monte Carlo seasons of your league's remaining schedule turn into playoff, bye and title odds.",
  },
  {
    icon: ArrowRightLeft,
    title: "Trade Intelligence",
    body:
      "See what a trade does to both teams' playoff odds before you send it, and " +
      "find partners who need what you have.",
  },
  {
    icon: Layers,
    title: "Multi-Platform Support",
    body: "Connect Sleeper, ESPN and Yahoo leagues side by side, with automatic roster sync.",
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Features</p>
        <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-balance">
          Everything a front office does, for your fantasy team
        </h2>
      </div>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <Card key={title} className="transition-shadow hover:shadow-md">
            <CardHeader>
              <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription className="leading-relaxed">{body}</CardDescription>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
