import { useId, useState } from "react";
import type { ConsoleAnswer } from "./api";

/** A refusal from the store, shown beside the field it names (or above the form). */
export interface FormError {
  message: string;
  field?: string;
}

export function useFormError() {
  const [error, setError] = useState<FormError | null>(null);
  return {
    error,
    clear: () => setError(null),
    fromAnswer: (a: ConsoleAnswer) => setError({ message: a.message ?? "Something went wrong.", field: a.field }),
    set: setError,
  };
}

/** A labelled input whose error, when the store names it, is read out with it. */
export function Field(props: {
  label: string;
  name: string;
  error: FormError | null;
  type?: string;
  defaultValue?: string | number;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  inputMode?: "numeric" | "decimal" | "email" | "text";
  multiline?: boolean;
  children?: React.ReactNode;
  min?: number;
  step?: string;
}) {
  const id = useId();
  const mine = props.error?.field === props.name || props.error?.field?.startsWith(`${props.name}.`);
  const describedBy = [props.hint ? `${id}-hint` : "", mine ? `${id}-err` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: props.name,
    defaultValue: props.defaultValue,
    required: props.required,
    "aria-invalid": mine || undefined,
    "aria-describedby": describedBy,
    className: "field",
  };
  return (
    <div className="adm-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children ? (
        <select {...common}>{props.children}</select>
      ) : props.multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input
          {...common}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          min={props.min}
          step={props.step}
        />
      )}
      {props.hint && (
        <small id={`${id}-hint`} className="muted">
          {props.hint}
        </small>
      )}
      {mine && (
        <small id={`${id}-err`} className="adm-error" role="alert">
          {props.error!.message}
        </small>
      )}
    </div>
  );
}

/** A refusal that names no field of the form. */
export function FormMessage({ error, fields }: { error: FormError | null; fields: string[] }) {
  if (!error) return null;
  if (error.field && fields.some((f) => error.field === f || error.field!.startsWith(`${f}.`))) return null;
  return (
    <p className="adm-error" role="alert">
      {error.message}
    </p>
  );
}
