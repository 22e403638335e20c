// Before the first parse in the browser: Zod must not probe for eval under the CSP.
import "../../lib/zod-without-eval";
import { AddressSchema } from "../../../domain/checkout";
import { INDIAN_STATES } from "../../../domain/indian-states";
import { SAVE_ADDRESS_LABEL } from "../../../domain/saved-address";
import type { Profile } from "../../lib/session";
import { type Address, type AddressErrors, AddressFields, type useAddressForm } from "../address-fields";
import ui from "../ui.module.css";

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

/**
 * Checkout's delivery information: a saved address to start from, the shared address fields with
 * the person's name, email and phone, and the box that keeps this address in the profile (offered
 * while the address is not saved already).
 */
export function DeliveryForm(props: {
  form: ReturnType<typeof useAddressForm>;
  saved: SavedAddress[];
  onUseSaved(id: string): void;
  /** Whether to keep the address in the profile; null when it is saved already. */
  saveAddress: boolean | null;
  onSaveAddress(save: boolean): void;
}) {
  const { saved, saveAddress } = props;
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
      <AddressFields form={props.form} person />
      {saveAddress !== null && (
        <label className={ui.check}>
          <input type="checkbox" checked={saveAddress} onChange={(e) => props.onSaveAddress(e.target.checked)} /> {SAVE_ADDRESS_LABEL}
        </label>
      )}
    </section>
  );
}
