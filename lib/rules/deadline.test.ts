/** @jest-environment node */
import { deadlineUrgency, formatDeadline } from "./deadline";

const now = new Date("2025-11-09T12:00:00Z");
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe("deadline", () => {
  it.each([
    [-5, "Expired", "expired"],
    [0, "Expired", "expired"],
    [0.5, "1m left", "immediate"],
    [45, "45m left", "immediate"],
    [59, "59m left", "immediate"],
    [60, "1h left", "soon"],
    [125, "2h 5m left", "soon"],
    [11 * 60 + 59, "11h 59m left", "soon"],
    [12 * 60, "12h left", "upcoming"],
    [47 * 60, "1d 23h left", "upcoming"],
    [48 * 60, "2d left", "future"],
    [5 * 24 * 60 + 3 * 60, "5d 3h left", "future"],
  ])("%p minutes → %p / %p", (minutes, text, urgency) => {
    expect(formatDeadline(at(minutes), now)).toBe(text);
    expect(deadlineUrgency(at(minutes), now)).toBe(urgency);
  });
});
