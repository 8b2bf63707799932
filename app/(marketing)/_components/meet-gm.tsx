import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// Presentation figures: a sample, not a live analysis.
const PROJECTION = [
  { label: "Floor", value: "18.4" },
  { label: "Mean", value: "23.7" },
  { label: "Ceiling", value: "29.1" },
];

const DRIVERS = [
  { name: "Matchup vs. defense", score: 91 },
  { name: "Target share trend", score: 88 },
  { name: "Game script & total", score: 82 },
  { name: "Health & practice", score: 86 },
];

const POINTS = [
  "Every recommendation comes with the numbers behind it",
  "Projections as a range — floor, mean and ceiling — not one guess",
  "Sources cited, so you can check the reasoning yourself",
];

export function MeetGm() {
  return (
    <section aria-labelledby="meet-gm-title" className="border-y bg-muted/40">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <div className="space-y-5">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Meet GM</p>
          <h2 id="meet-gm-title" className="text-3xl font-bold tracking-tight text-balance">
            Meet Your AI General Manager
          </h2>
          <p className="text-muted-foreground text-pretty">
            GM studies your roster, your league&apos;s scoring and this week&apos;s matchups, then tells you what to do
            — and why. Each player gets an overall score out of 100 built from weighted decision drivers.
          </p>
          <ul className="space-y-2">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-2 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>

        <Card aria-label="Sample player analysis" className="shadow-lg">
          <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
            <div>
              <p className="text-xs font-medium uppercase tracking-wider text-muted-foreground">Sample analysis · WR</p>
              <CardTitle className="mt-1 text-xl">Week 10 Outlook</CardTitle>
            </div>
            <Badge className="px-3 py-1 text-sm">START</Badge>
          </CardHeader>
          <CardContent className="space-y-6">
            <div className="flex items-end gap-2">
              <span className="text-5xl font-bold tracking-tight text-primary tabular">87</span>
              <span className="pb-1.5 text-lg font-medium text-muted-foreground">/100</span>
              <span className="ml-auto pb-1.5 text-sm text-muted-foreground">Overall score</span>
            </div>
            <div>
              <p className="mb-2 text-sm font-medium">Week projection</p>
              <dl className="grid grid-cols-3 gap-3">
                {PROJECTION.map(({ label, value }) => (
                  <div key={label} className="rounded-lg border bg-background p-3 text-center">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="text-lg font-semibold tabular">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="space-y-2.5">
              <p className="text-sm font-medium">Decision drivers</p>
              {DRIVERS.map(({ name, score }) => (
                <div key={name} className="space-y-1">
                  <div className="flex justify-between text-xs">
                    <span>{name}</span>
                    <span className="font-medium tabular">{score}</span>
                  </div>
                  <div className="h-1.5 rounded-full bg-muted">
                    <div className="h-full rounded-full bg-primary" style={{ width: `${score}%` }} />
                  </div>
                </div>
              ))}
            </div>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
