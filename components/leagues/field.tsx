import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";

// Label + input + optional hint, wired for screen readers.
export function Field({
  id,
  label,
  hint,
  ...props
}: React.ComponentProps<typeof Input> & { id: string; label: string; hint?: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The season input of a connect form, with its validation message as the hint. */
export function SeasonField({
  id,
  error,
  ...props
}: React.ComponentProps<typeof Input> & { id: string; error?: string }) {
  return (
    <Field
      id={id}
      label="Season"
      type="number"
      inputMode="numeric"
      aria-invalid={error ? true : undefined}
      hint={error}
      {...props}
    />
  );
}

export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-destructive-text">
      {error instanceof Error ? error.message : "Something went wrong"}
    </p>
  );
}

/** A connect form's submit: "Find league(s)", with a spinner while the platform answers. */
export function FindButton({
  label,
  pending,
  disabled,
  className,
}: {
  label: string;
  pending: boolean;
  disabled: boolean;
  className?: string;
}) {
  return (
    <Button type="submit" variant="secondary" className={className} disabled={pending || disabled}>
      {pending ? <Spinner size="sm" label={label.replace("Find", "Finding")} /> : null}
      {label}
    </Button>
  );
}
