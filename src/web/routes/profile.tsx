import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/profile";
import { CARD_BRAND_LABEL, CARD_BRANDS, CARD_KEPT, type CardBrand } from "../../domain/cards";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import * as MESSAGES from "../../domain/messages";
import { ACCOUNT_MESSAGES, VERIFY_MESSAGES } from "../../domain/messages";
import { addressLine } from "../../domain/saved-address";
import { type Address, AddressFields, EMPTY_ADDRESS, useAddressForm } from "../components/address-fields";
import { StoreCredit } from "../components/store-credit";
import { YourData } from "../components/your-data";
import { signInPath } from "../lib/return-to";
import { loaderMeta } from "../lib/loader-meta";
import { pageMeta } from "../lib/seo";
import { type ApiFailure, type ApiResult, type ApiKey, api } from "../lib/api";
import { useLogout, useReloadProfile } from "../lib/account-session";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toasts";
import auth from "./auth.module.css";
import ui from "../components/ui.module.css";
import s from "./profile.module.css";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta({ path: "/profile", publicUrl: context.config.publicUrl }) };
}

export default function ProfilePage() {
  const { status, user } = useSession();
  const logout = useLogout();
  if (status === "checking")
    return (
      <section className={`${ui.container} ${s.profile}`}>
        <p>{MESSAGES.loading}</p>
      </section>
    );
  if (!user) {
    return (
      <section className={`${ui.container} ${s.profile}`}>
        <h1 className={auth.authTitle}>My Profile</h1>
        <p>{MESSAGES.noUserData}</p>
        <Link className={`${auth.btn} ${ui.btn}`} to={signInPath("profile", "/profile")}>
          Login
        </Link>
      </section>
    );
  }
  return (
    <section className={`${ui.container} ${s.profile}`}>
      <h1 className={auth.authTitle}>Hello, {user.name}</h1>
      <div className={s.profileGrid}>
        <section className={s.profileBox} aria-labelledby="info-title">
          <h2 id="info-title">Personal info</h2>
          <dl className={s.profileInfo}>
            <dt>Name</dt>
            <dd>{user.name}</dd>
            <dt>Email</dt>
            <dd>
              {user.email}
              <EmailState verified={user.emailVerified} />
            </dd>
            <dt>Mobile number</dt>
            <dd>{user.mobilenumber || "Not given"}</dd>
          </dl>
          <div className={s.profileActions}>
            <Link className={`${auth.btn} ${ui.btn} ${ui.btnOutline}`} to="/orders">
              {ACCOUNT_MESSAGES.myOrders}
            </Link>
            <button type="button" className={`${auth.btn} ${ui.btn}`} onClick={logout}>
              {MESSAGES.logout}
            </button>
          </div>
        </section>
        <Addresses addresses={user.addresses} />
        <Cards cards={user.creditCards} />
        <StoreCredit className={s.profileBox} />
        <YourData className={s.profileBox} emailLogin={user.emailLogin} />
      </div>
    </section>
  );
}

type ProfileUser = NonNullable<ReturnType<typeof useSession>["user"]>;

/** Whether the shopper has opened the link mailed to their address, and a way to get a new one. */
function EmailState({ verified }: { verified: boolean }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (verified) return <span className={`${s.emailState} ${s.emailStateVerified}`}>{VERIFY_MESSAGES.verified}</span>;
  async function resend() {
    setBusy(true);
    const res = await api("POST /api/user/verify-email/resend", {});
    setBusy(false);
    toast.show(res.ok ? VERIFY_MESSAGES.linkSent : res.message, res.ok ? "success" : "error", TOAST_MS_ACCOUNT);
  }
  return (
    <span className={s.emailState}>
      <span className={s.emailStateUnverified}>{VERIFY_MESSAGES.unverified}</span>{" "}
      <button type="button" className={ui.linkBtn} onClick={resend} disabled={busy}>
        {VERIFY_MESSAGES.resend}
      </button>
      <small className={auth.formNote}>{VERIFY_MESSAGES.hint}</small>
    </span>
  );
}

/**
 * Sends a profile change. The toast is the spec's sentence; the server's reason for a refused
 * add is handed back for the form to show next to its fields.
 */
function useProfileWrite() {
  const toast = useToast();
  const reload = useReloadProfile();
  /** The refusal (its message and the field it names), or null when the write was made. */
  return async <K extends ApiKey>(call: Promise<ApiResult<K>>, ok: string, failed: string, form?: HTMLFormElement): Promise<ApiFailure | null> => {
    const res = await call;
    if (!res.ok) {
      toast.show(failed, "error", TOAST_MS_ACCOUNT);
      return res;
    }
    toast.show(ok, "success", TOAST_MS_ACCOUNT);
    form?.reset();
    await reload();
    return null;
  };
}

/** The server's reason a form was refused, read out when it appears. */
function FormError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={ui.fieldError} role="alert">
      {text}
    </p>
  );
}

/** The address fields the store may refuse, as the profile's API names them and the shared form holds them. */
const ADDRESS_FIELD: Record<string, keyof Address> = {
  "address.street": "street",
  "address.city": "city",
  "address.state": "state",
  "address.zip": "zipcode",
  "address.country": "country",
};

function Addresses({ addresses }: { addresses: ProfileUser["addresses"] }) {
  const write = useProfileWrite();
  const form = useAddressForm();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const { street, city, state, zipcode, country } = form.address;
    setBusy(true);
    const refused = await write(
      api("POST /api/user/profile", { body: { address: { street, city, state, zip: zipcode, country } } }),
      MESSAGES.addressAdded,
      MESSAGES.addressFailed,
    );
    setBusy(false);
    if (!refused) {
      form.setAddress(EMPTY_ADDRESS);
      form.setErrors({});
      return setError("");
    }
    // A refused field is said under it and takes the focus; anything else (an address saved already) under the form.
    const field = refused.field ? ADDRESS_FIELD[refused.field] : undefined;
    if (field) {
      form.setErrors({ [field]: refused.message });
      document.getElementById(`addr-${field}`)?.focus();
    }
    setError(field ? "" : refused.message);
  }
  return (
    <section className={s.profileBox} aria-labelledby="addresses-title">
      <h2 id="addresses-title">Addresses</h2>
      {addresses.length === 0 ? <p className={auth.formNote}>No saved addresses yet.</p> : null}
      <ul className={s.profileList}>
        {addresses.map((a) => (
          <li key={a._id}>
            <span>{addressLine(a)}</span>
            <button
              type="button"
              className={`${s.linkBtn} ${ui.linkBtn}`}
              aria-label={`Remove address ${a.street}`}
              onClick={() =>
                write(api("POST /api/user/profile/address/remove", { body: { id: a._id } }), "Address removed.", "Could not remove the address.")
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form method="post" className={s.profileForm} onSubmit={onSubmit} noValidate aria-label="Add address" aria-busy={busy}>
        <h3>Add address</h3>
        <AddressFields form={form} />
        <FormError id="addr-error" text={error} />
        <button type="submit" className={`${auth.btn} ${ui.btn}`}>
          Add address
        </button>
      </form>
    </section>
  );
}

/** The card form's input for each field the store may refuse. */
const CARD_INPUT: Record<string, string> = {
  "card.brand": "card-brand",
  "card.last4": "card-last4",
  "card.nameOnCard": "card-name",
  "card.expiryMonth": "card-expiry",
  "card.expiryYear": "card-expiry",
};

/** A saved card is its network, last 4 digits, expiry and name: the form asks for those and no more (decision 216). */
function Cards({ cards }: { cards: ProfileUser["creditCards"] }) {
  const write = useProfileWrite();
  const [error, setError] = useState("");
  // The input the refusal names: marked, described by the message and focused.
  const [badInput, setBadInput] = useState<string | null>(null);
  const invalid = (id: string) => (badInput === id ? { "aria-invalid": true, "aria-describedby": "card-error" } : {});
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const [month, year] = String(f.get("expiry") ?? "")
      .split("/")
      .map((s) => s.trim());
    const card = {
      brand: String(f.get("brand") ?? "") as CardBrand,
      last4: String(f.get("last4") ?? ""),
      nameOnCard: String(f.get("nameOnCard") ?? ""),
      expiryMonth: month ?? "",
      expiryYear: year ?? "",
    };
    const refused = await write(api("POST /api/user/profile", { body: { card } }), MESSAGES.cardAdded, MESSAGES.cardFailed, e.currentTarget);
    setError(refused?.message ?? "");
    const input = refused?.field ? (CARD_INPUT[refused.field] ?? null) : null;
    setBadInput(input);
    if (input) document.getElementById(input)?.focus();
  }
  return (
    <section className={s.profileBox} aria-labelledby="cards-title">
      <h2 id="cards-title">Saved cards</h2>
      {cards.length === 0 ? <p className={auth.formNote}>No saved cards yet.</p> : null}
      <ul className={s.profileList}>
        {cards.map((c) => (
          <li key={c._id}>
            <span>
              {c.brand} •••• {c.last4} · {String(c.expiryMonth).padStart(2, "0")}/{String(c.expiryYear).slice(-2)} · {c.nameOnCard}
            </span>
            <button
              type="button"
              className={`${s.linkBtn} ${ui.linkBtn}`}
              aria-label={`Remove ${c.brand} card ending ${c.last4}`}
              onClick={() => write(api("POST /api/user/profile/card/remove", { body: { id: c._id } }), "Card removed.", "Could not remove the card.")}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form
        method="post"
        className={auth.authForm}
        onSubmit={onSubmit}
        noValidate
        aria-label="Add card"
        aria-describedby="card-kept"
        autoComplete="off"
      >
        <h3>Add card</h3>
        <p id="card-kept" className={auth.formNote}>
          {CARD_KEPT}
        </p>
        <label htmlFor="card-brand">Card network</label>
        <select id="card-brand" name="brand" className={ui.field} required defaultValue="" {...invalid("card-brand")}>
          <option value="" disabled>
            Choose the network…
          </option>
          {CARD_BRANDS.map((b) => (
            <option key={b} value={b}>
              {CARD_BRAND_LABEL[b]}
            </option>
          ))}
        </select>
        <label htmlFor="card-last4">Last 4 digits</label>
        <input
          id="card-last4"
          name="last4"
          inputMode="numeric"
          autoComplete="off"
          required
          pattern="\d{4}"
          minLength={4}
          maxLength={4}
          {...invalid("card-last4")}
        />
        <label htmlFor="card-name">Name on card</label>
        <input id="card-name" name="nameOnCard" autoComplete="cc-name" required maxLength={80} {...invalid("card-name")} />
        <label htmlFor="card-expiry">Expiry (MM/YY)</label>
        <input
          id="card-expiry"
          name="expiry"
          placeholder="MM/YY"
          autoComplete="cc-exp"
          required
          pattern="\d{1,2}\s*/\s*\d{2,4}"
          maxLength={7}
          {...invalid("card-expiry")}
        />
        <FormError id="card-error" text={error} />
        <button type="submit" className={`${auth.btn} ${ui.btn}`}>
          Add card
        </button>
      </form>
    </section>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
