import { createContext, type FormEvent, type ReactNode, useContext, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { RANGE_BACKWARDS, rangeInOrder } from "../../contracts/day-range";

/** A filter the list's API would refuse, said beside its field before the query is sent. */
type FilterError = { field: string; message: string };
const FilterErrorContext = createContext<FilterError | null>(null);

/** What the API would refuse in these filters: a To day before the From day. */
function filterError(form: FormData): FilterError | null {
  const from = String(form.get("from") ?? "");
  const to = String(form.get("to") ?? "");
  return rangeInOrder({ from, to }) ? null : { field: RANGE_BACKWARDS.path[0], message: RANGE_BACKWARDS.message };
}

/**
 * The filter form above a console list. It sends its fields as the page's query string (so a
 * filtered list is a link the merchant can keep), and each field starts from that query.
 */
export function ListFilters({ label, button = "Show", children }: { label: string; button?: string; children: ReactNode }) {
  const [error, setError] = useState<FilterError | null>(null);
  function check(event: FormEvent<HTMLFormElement>) {
    const found = filterError(new FormData(event.currentTarget));
    setError(found);
    if (!found) return;
    event.preventDefault();
    (event.currentTarget.elements.namedItem(found.field) as HTMLElement | null)?.focus();
  }
  return (
    <Form method="get" className="adm-filters" role="search" aria-label={label} onSubmit={check}>
      <FilterErrorContext.Provider value={error}>{children}</FilterErrorContext.Provider>
      <button className="adm-btn" type="submit">
        {button}
      </button>
    </Form>
  );
}

/** A text field of a list's filters; `type="search"` for the list's search box. */
export function FilterText({ name, label, placeholder, type }: { name: string; label: string; placeholder?: string; type?: "search" | "date" }) {
  const [query] = useSearchParams();
  const error = useContext(FilterErrorContext);
  const wrong = error?.field === name;
  return (
    <>
      <label>
        {label}{" "}
        <input
          className="field"
          type={type}
          name={name}
          defaultValue={query.get(name) ?? ""}
          placeholder={placeholder}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${name}-error` : undefined}
        />
      </label>
      {wrong && (
        <span id={`${name}-error`} className="adm-error" role="alert">
          {error.message}
        </span>
      )}
    </>
  );
}

/** One choice of a list's filters: its options as [value, text], and the value it has when the query says nothing. */
export function FilterChoice({
  name,
  label,
  options,
  initial = "",
}: {
  name: string;
  label: string;
  options: readonly (readonly [value: string, text: string])[];
  initial?: string;
}) {
  const [query] = useSearchParams();
  return (
    <label>
      {label}
      <select className="field" name={name} defaultValue={query.get(name) ?? initial}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The From and To days of a list's filters (days in India, as the API reads them). */
export function FilterDays() {
  return (
    <>
      <FilterText name="from" label="From" type="date" />
      <FilterText name="to" label="To" type="date" />
    </>
  );
}

/** The list's query string without its page: what its CSV download exports. */
export function useExportQuery(): string {
  const [query] = useSearchParams();
  const csv = new URLSearchParams(query);
  csv.delete("page");
  return csv.toString();
}
