/** @jest-environment node */
import { newsBadge } from "./news-badge";

describe("newsBadge", () => {
  it.each([
    [{ impact: "high", type: "trade" }, "High Impact", "destructive"],
    [{ impact: "high", type: "news" }, "High Impact", "destructive"],
    [{ impact: "positive", type: "trade" }, "Trade Opportunity", "default"],
    [{ impact: "neutral", type: "weather" }, "Weather", "secondary"],
    [{ impact: "positive", type: "news" }, "Good News", "default"],
    [{ impact: "neutral", type: "news" }, "Info", "outline"],
    [{}, "Info", "outline"],
    [{ impact: "high", type: "recap" }, "Info", "outline"],
  ])("%p → %p", (item, label, variant) => {
    expect(newsBadge(item)).toEqual({ label, variant });
  });
});
