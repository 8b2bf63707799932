import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { toast, useToast } from "@/components/ui/use-toast";

function Raiser() {
  useEffect(() => {
    toast({ title: "raised on mount" });
  }, []);
  return null;
}

function Titles() {
  const { toasts } = useToast();
  return (
    <ul>
      {toasts.map((t) => (
        <li key={t.id}>{t.title}</li>
      ))}
    </ul>
  );
}

describe("useToast", () => {
  it("shows a toast raised in an earlier sibling's mount effect, before the hook subscribed", () => {
    render(
      <>
        <Raiser />
        <Titles />
      </>,
    );
    expect(screen.getByText("raised on mount")).toBeInTheDocument();
  });

  it("keeps one toast at a time: a new one replaces the current one", () => {
    render(<Titles />);
    act(() => {
      toast({ title: "first" });
      toast({ title: "second" });
    });
    expect(screen.queryByText("first")).toBeNull();
    expect(screen.getByText("second")).toBeInTheDocument();
  });
});
