"use client";

import Link from "next/link";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "./form-field";

type TermsCheckboxProps = {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  ref?: React.Ref<HTMLButtonElement>;
  onBlur?: () => void;
  name?: string;
};

/** The terms box shared by sign-up and the Google terms gate: links open the documents in a new tab. */
export function TermsCheckbox({ id, checked, onCheckedChange, error, ref, onBlur, name }: TermsCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          ref={ref}
          name={name}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="text-sm leading-5 text-muted-foreground">
          I agree to the{" "}
          <Link href="/terms" target="_blank" className="font-medium text-primary underline-offset-4 hover:underline">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link href="/privacy" target="_blank" className="font-medium text-primary underline-offset-4 hover:underline">
            Privacy Policy
          </Link>
        </label>
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
