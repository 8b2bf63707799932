"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormField } from "./form-field";
import type { AuthField } from "./use-auth-form";

/** The labelled inputs of an auth form, each with its validation message; ids are `${prefix}-${name}`. */
export function AuthFields<T extends FieldValues>({
  form,
  prefix,
  fields,
}: {
  form: UseFormReturn<T>;
  prefix: string;
  fields: AuthField<T>[];
}) {
  const { errors } = form.formState;
  return fields.map(({ name, label, type, autoComplete }) => (
    <FormField
      key={name}
      id={`${prefix}-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message as string | undefined}
      {...form.register(name)}
    />
  ));
}
