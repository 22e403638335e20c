import { useEffect, useRef, useState } from "react";
import { INDIAN_STATES } from "../../domain/indian-states";
import { type DeliveryInfo, isPin, lookupDelivery } from "../lib/delivery";
import { afterPinChange, fillFromPin, type PinFilled } from "../lib/pin-fill";
import ui from "./ui.module.css";
import s from "./address-fields.module.css";

/** An address as checkout's delivery form and the profile's address form hold it (spec §3). */
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

interface Field {
  name: keyof Address;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: "numeric" | "email" | "tel";
  maxLength?: number;
}

const PERSON: Field[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
];
const PLACE: Field[] = [
  { name: "street", label: "Street", autoComplete: "street-address" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  // State is drawn here, in the order it is read and reached: beside City, before the PIN.
  { name: "state", label: "State (optional)", autoComplete: "address-level1" },
  { name: "zipcode", label: "PIN code", autoComplete: "postal-code", inputMode: "numeric", maxLength: 6 },
  { name: "country", label: "Country", autoComplete: "country-name" },
];
const PHONE: Field = { name: "phone", label: "Phone", type: "tel", autoComplete: "tel-national", inputMode: "numeric", maxLength: 10 };

/**
 * An address being typed, and what its PIN code tells: six digits fill State, and City when none
 * is typed, from India Post's directory, and bring the delivery date. What a PIN filled in goes
 * when the PIN changes; what the shopper typed stays. A PIN the directory does not know is said at
 * the PIN field.
 */
export function useAddressForm(initial: Address = EMPTY_ADDRESS) {
  const [address, setAddress] = useState<Address>(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [delivery, setDelivery] = useState<DeliveryInfo | null>(null);
  const filledByPin = useRef<PinFilled>(null);
  const pin = address.zipcode.trim();

  useEffect(() => {
    setDelivery(null);
    const earlier = filledByPin.current;
    if (earlier) {
      filledByPin.current = null;
      setAddress((a) => ({ ...a, ...afterPinChange(a, earlier) }));
    }
    if (!isPin(pin)) return;
    let current = true;
    lookupDelivery(pin).then((r) => {
      if (!current) return;
      if (!r.ok) {
        setErrors((e) => ({ ...e, zipcode: r.message }));
        return;
      }
      setDelivery(r.info);
      setAddress((a) => {
        const fill = fillFromPin(a, r.info);
        filledByPin.current = fill.filled;
        return { ...a, ...fill.place };
      });
      setErrors((e) => ({ ...e, zipcode: undefined, city: undefined, state: undefined }));
    });
    return () => {
      current = false;
    };
  }, [pin]);

  /** A field changed by the shopper: its error goes with the change. */
  const set = (name: keyof Address, value: string) => {
    setAddress((a) => ({ ...a, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  return { address, setAddress, errors, setErrors, set, delivery };
}

/**
 * The address fields of checkout and of the profile, one component: the place (street, city,
 * state, PIN code, country) always, the person (name, email, phone) for a delivery. Each field's
 * error is shown under it and describes it; the PIN's delivery date under the PIN. Ids are
 * `addr-<field>`, one such form to a page.
 */
export function AddressFields(props: {
  form: Pick<ReturnType<typeof useAddressForm>, "address" | "errors" | "set" | "delivery">;
  /** With the name, email and phone of the person the parcel is for (checkout). */
  person?: boolean;
}) {
  const { address, errors, set, delivery } = props.form;
  const fields = props.person ? [...PERSON, ...PLACE, PHONE] : PLACE;
  return (
    <div className={s.fieldGrid}>
      {fields.map((f) => {
        const id = `addr-${f.name}`;
        const error = errors[f.name];
        const described = {
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        } as const;
        return (
          <div key={f.name} className={ui.field} data-field={f.name}>
            <label htmlFor={id}>{f.label}</label>
            {f.name === "state" ? (
              <select
                id={id}
                name="state"
                autoComplete={f.autoComplete}
                value={address.state}
                onChange={(e) => set("state", e.target.value)}
                {...described}
              >
                <option value="">Choose a state or union territory…</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={f.name}
                type={f.type ?? "text"}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                maxLength={f.maxLength ?? 200}
                required
                value={address[f.name]}
                onChange={(e) => set(f.name, e.target.value)}
                {...described}
              />
            )}
            {/* The PIN is checked while it is typed: what is wrong with it is read out when it appears. */}
            {error && (
              <p id={`${id}-error`} className={ui.fieldError} role={f.name === "zipcode" ? "alert" : undefined}>
                {error}
              </p>
            )}
            {f.name === "zipcode" && delivery && !error && (
              <p className={ui.deliveryDate} role="status">
                {delivery.deliveryBy}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
