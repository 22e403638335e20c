import type { SettingsAnswer } from "../../contracts/admin-settings";
import { DELIVERY_ZONES, ZONE_TABLE } from "../../domain/india/delivery";
import { INDIAN_STATES } from "../../domain/indian-states";
import { SETTING_FIELDS, SETTING_LABELS as L } from "../../domain/shop-settings";
import { Field, type FormError, FormMessage } from "./form";

type Settings = SettingsAnswer["settings"];

const MONEY = ["deliveryFee", "freeDeliveryFrom", "codFee", "codMaxOrder", "returnWindowDays"] as const;

/** The form's values as the settings API takes them: numbers as numbers, a box that is not one as typed, so the store names it. */
export function settingsBody(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (k: string) => String(data.get(k) ?? "").trim();
  const num = (k: string) => (text(k) !== "" && Number.isFinite(Number(text(k))) ? Number(text(k)) : text(k));
  const body: Record<string, unknown> = {};
  for (const f of SETTING_FIELDS) body[f] = text(f);
  for (const f of MONEY) body[f] = num(f);
  body.codZones = data.getAll("codZones").map(String);
  return body;
}

/** Every setting, in the four groups the merchant thinks of, with the store's refusal beside its field. */
export function SettingsFields({ settings: s, error }: { settings: Settings; error: FormError | null }) {
  const zonesWrong = error?.field?.startsWith("codZones") ?? false;
  return (
    <>
      <FormMessage error={error} fields={SETTING_FIELDS} />
      <fieldset className="adm-group">
        <legend>Seller</legend>
        <p className="muted">
          As invoices and product pages name the shop. The state and PIN code are where parcels leave from and where GST is counted.
        </p>
        <div className="adm-form-grid">
          <Field label={L.legalName} name="legalName" error={error} defaultValue={s.legalName} required autoComplete="organization" />
          <Field
            label={L.gstin}
            name="gstin"
            error={error}
            defaultValue={s.gstin}
            required
            hint="15 characters, as on the registration certificate."
          />
          <Field label={L.address} name="address" error={error} defaultValue={s.address} required multiline />
          <Field label={L.state} name="state" error={error} defaultValue={s.state} required>
            {INDIAN_STATES.map((st) => (
              <option key={st} value={st}>
                {st}
              </option>
            ))}
          </Field>
          <Field label={L.pin} name="pin" error={error} defaultValue={s.pin} required inputMode="numeric" />
        </div>
      </fieldset>
      <fieldset className="adm-group">
        <legend>Contact</legend>
        <div className="adm-form-grid">
          <Field label={L.carePhone} name="carePhone" error={error} defaultValue={s.carePhone} required type="tel" />
          <Field label={L.careEmail} name="careEmail" error={error} defaultValue={s.careEmail} required type="email" inputMode="email" />
          <Field
            label={L.whatsappNumber}
            name="whatsappNumber"
            error={error}
            defaultValue={s.whatsappNumber}
            required
            inputMode="numeric"
            hint="Digits only, with the country code: 919876543210."
          />
        </div>
      </fieldset>
      <fieldset className="adm-group">
        <legend>Delivery and COD</legend>
        <div className="adm-form-grid">
          <Field
            label={L.deliveryFee}
            name="deliveryFee"
            error={error}
            defaultValue={s.deliveryFee}
            inputMode="decimal"
            hint="Charged below the threshold; 0 for free delivery."
          />
          <Field
            label={L.freeDeliveryFrom}
            name="freeDeliveryFrom"
            error={error}
            defaultValue={s.freeDeliveryFrom}
            inputMode="decimal"
            hint="The banner, product pages and cart say it; 0 for free delivery on every order."
          />
          <Field label={L.codFee} name="codFee" error={error} defaultValue={s.codFee} inputMode="decimal" />
          <Field
            label={L.codMaxOrder}
            name="codMaxOrder"
            error={error}
            defaultValue={s.codMaxOrder}
            inputMode="decimal"
            hint="Larger orders are paid online."
          />
        </div>
        <fieldset className="adm-choices" aria-invalid={zonesWrong || undefined} aria-describedby={zonesWrong ? "codZones-err" : undefined}>
          <legend>{L.codZones}</legend>
          {DELIVERY_ZONES.map((z) => (
            <label key={z}>
              <input type="checkbox" name="codZones" value={z} defaultChecked={s.codZones.includes(z)} /> {ZONE_TABLE[z].label}
            </label>
          ))}
          {zonesWrong && (
            <small id="codZones-err" className="adm-error" role="alert">
              {error?.message}
            </small>
          )}
        </fieldset>
      </fieldset>
      <fieldset className="adm-group">
        <legend>Returns</legend>
        <div className="adm-form-grid">
          <Field
            label={L.returnWindowDays}
            name="returnWindowDays"
            error={error}
            defaultValue={s.returnWindowDays}
            inputMode="numeric"
            hint="Days after delivery a shopper may ask for a return; 0 to 90."
          />
        </div>
      </fieldset>
    </>
  );
}
