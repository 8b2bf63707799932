// The badge on a news item: impact outranks type.
export type NewsBadge = {
  label: "High Impact" | "Trade Opportunity" | "Weather" | "Good News" | "Info";
  variant: "destructive" | "secondary" | "outline" | "default";
};

export function newsBadge(item: { type?: string | null; impact?: string | null }): NewsBadge {
  // A game recap restates a stat line: it is never High Impact (nor good news), just Info.
  if (item.type === "recap") return { label: "Info", variant: "outline" };
  if (item.impact === "high") return { label: "High Impact", variant: "destructive" };
  if (item.type === "trade") return { label: "Trade Opportunity", variant: "default" };
  if (item.type === "weather") return { label: "Weather", variant: "secondary" };
  if (item.impact === "positive") return { label: "Good News", variant: "default" };
  return { label: "Info", variant: "outline" };
}
