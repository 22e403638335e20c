// Before the first parse in the browser: Zod must not probe for eval under the CSP.
import "../../lib/zod-without-eval";
import { Fragment } from "react";
import { AddressSchema } from "../../../domain/checkout";
import { INDIAN_STATES } from "../../../domain/indian-states";
import type { DeliveryInfo } from "../../lib/delivery";
import type { Profile } from "../../lib/session";
import ui from "../ui.module.css";
import s from "./delivery-form.module.css";

export type Address = Record<"firstName" | "lastName" | "email" | "street" | "city" | "state" | "zipcode" | "country" | "phone", string>;
export type AddressErrors = Partial<Record<keyof Address, string>>;

export const EMPTY_ADDRESS: Address = {
  firstName: "",
  lastName: "",
  email: "",
  street: "",
  city: "",
  state: "",
  zipcode: "",
  country: "India",
  phone: "",
};

const FIELDS: {
  name: keyof Address;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: "numeric" | "email" | "tel";
  maxLength?: number;
}[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
  { name: "street", label: "Street", autoComplete: "street-address" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "zipcode", label: "PIN code", autoComplete: "postal-code", inputMode: "numeric", maxLength: 6 },
  { name: "country", label: "Country", autoComplete: "country-name" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel-national", inputMode: "numeric", maxLength: 10 },
];

type SavedAddress = Profile["addresses"][number];

/** The delivery form's rules, the same the server runs: the parsed address, or a message per field. */
export function checkAddress(address: Address) {
  const parsed = AddressSchema.safeParse(address);
  if (parsed.success) return { address: parsed.data, errors: null };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const k = issue.path[0] as keyof Address;
    errors[k] ??= issue.message;
  }
  return { address: null, errors };
}

/** A saved profile address in the delivery form's fields (the state only when it names one of the list). */
export function fromSaved(saved: SavedAddress, current: Address): Address {
  const state = (INDIAN_STATES as readonly string[]).find((x) => x.toLowerCase() === saved.state.trim().toLowerCase()) ?? "";
  return { ...current, street: saved.street, city: saved.city, state, zipcode: saved.zip, country: saved.country || current.country };
}

export function DeliveryForm(props: {
  address: Address;
  errors: AddressErrors;
  saved: SavedAddress[];
  /** What the PIN code's lookup found: its delivery date is shown under the field. */
  delivery: DeliveryInfo | null;
  onChange(name: keyof Address, value: string): void;
  onUseSaved(id: string): void;
}) {
  const { address, errors, saved, delivery } = props;
  return (
    <section aria-labelledby="delivery-heading">
      <h1 id="delivery-heading" className={ui.sectionTitle}>
        Delivery information
      </h1>
      {saved.length > 0 && (
        <div className={ui.field}>
          <label htmlFor="saved-address">Use a saved address</label>
          <select id="saved-address" defaultValue="" onChange={(e) => props.onUseSaved(e.target.value)}>
            <option value="">Choose a saved address…</option>
            {saved.map((a) => (
              <option key={a._id} value={a._id}>
                {[a.street, a.city, a.state, a.zip].filter(Boolean).join(", ")}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={s.fieldGrid}>
        {FIELDS.map((f) => (
          <Fragment key={f.name}>
            <div className={ui.field} data-field={f.name}>
              <label htmlFor={`addr-${f.name}`}>{f.label}</label>
              <input
                id={`addr-${f.name}`}
                name={f.name}
                type={f.type ?? "text"}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                maxLength={f.maxLength ?? 200}
                required
                value={address[f.name]}
                onChange={(e) => props.onChange(f.name, e.target.value)}
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={errors[f.name] ? `addr-${f.name}-error` : undefined}
              />
              {errors[f.name] && (
                <p id={`addr-${f.name}-error`} className={ui.fieldError}>
                  {errors[f.name]}
                </p>
              )}
              {f.name === "zipcode" && delivery && !errors.zipcode && (
                <p className={ui.deliveryDate} role="status">
                  {delivery.deliveryBy}
                </p>
              )}
            </div>
            {/* State stands beside City, and comes right after it in the order of the page (WCAG 2.4.3). */}
            {f.name === "city" && (
              <div className={ui.field} data-field="state">
                <label htmlFor="addr-state">State (optional)</label>
                <select
                  id="addr-state"
                  name="state"
                  autoComplete="address-level1"
                  value={address.state}
                  onChange={(e) => props.onChange("state", e.target.value)}
                >
                  <option value="">Choose a state or union territory…</option>
                  {INDIAN_STATES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
                {errors.state && <p className={ui.fieldError}>{errors.state}</p>}
              </div>
            )}
          </Fragment>
        ))}
      </div>
    </section>
  );
}
