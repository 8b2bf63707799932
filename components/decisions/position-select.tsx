import { DECISION_POSITIONS } from "@/lib/domain/league";

/** A labelled position filter of the decision pages; the empty value reads `anyLabel`. */
export function PositionSelect({
  label,
  anyLabel,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  onChange: (position: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
      >
        <option value="">{anyLabel}</option>
        {DECISION_POSITIONS.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A checkbox filter with its label beside it. */
export function CheckFilter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
