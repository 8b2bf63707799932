import { CheckCircle2, XCircle } from "lucide-react";
import type { Target } from "@/lib/engine/accuracy-report";

export function TargetsTable({ targets }: { targets: Target[] }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[560px] text-sm" data-testid="targets-table">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Measure</th>
            <th className="px-3 py-2 font-medium">Target</th>
            <th className="px-3 py-2 font-medium">Result</th>
            <th className="px-3 py-2 font-medium">Met?</th>
          </tr>
        </thead>
        <tbody>
          {targets.map((t) => (
            <tr key={t.id} className="border-t" data-testid={`target-${t.id}`} data-met={t.met}>
              <td className="px-3 py-2">{t.label}</td>
              <td className="px-3 py-2 text-muted-foreground">{t.target}</td>
              <td className="px-3 py-2 tabular-nums">{t.value}</td>
              <td className="px-3 py-2">
                {t.met ? (
                  <span className="inline-flex items-center gap-1 text-success-text">
                    <CheckCircle2 aria-hidden className="size-4" /> Yes
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 text-destructive-text">
                    <XCircle aria-hidden className="size-4" /> No
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
