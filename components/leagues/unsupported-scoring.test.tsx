import { render, screen } from "@testing-library/react";
import { UnsupportedScoring } from "./unsupported-scoring";

const rule = (key: string, label: string, points: number) => ({ key, label, points });

describe("UnsupportedScoring", () => {
  it("renders nothing when every rule applies", () => {
    const { container } = render(<UnsupportedScoring rules={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names each rule with its points and says how many", () => {
    render(
      <UnsupportedScoring
        rules={[rule("espn:125", "46+ points allowed", -4), rule("bonus_rush_yd_100", "bonus_rush_yd_100", 3)]}
      />,
    );
    expect(screen.getByRole("note")).toHaveTextContent(
      "2 scoring rules are not supported: points from them are left out of projections and odds.",
    );
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(["46+ points allowed (-4.0)", "bonus_rush_yd_100 (+3.0)"]);
  });

  it("says 'rule is' for one rule", () => {
    render(<UnsupportedScoring rules={[rule("fgm_yds", "fgm_yds", 0.1)]} />);
    expect(screen.getByRole("note")).toHaveTextContent("1 scoring rule is not supported");
  });

  it("folds a long list behind its summary", () => {
    const rules = Array.from({ length: 15 }, (_, i) => rule(`espn:${i}`, `ESPN stat ${i}`, 1));
    const { container } = render(<UnsupportedScoring rules={rules} />);
    expect(container.querySelector("details")).not.toHaveAttribute("open");
    expect(screen.getByText("15 scoring rules are not supported")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem", { hidden: true })).toHaveLength(15);
  });
});
