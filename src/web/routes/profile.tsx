import { useRef, useState } from "react";
import { lookupDelivery } from "../lib/delivery";
import { afterPinChange, fillFromPin, type PinFilled } from "../lib/pin-fill";
import { Link } from "react-router";
import type { Route } from "./+types/profile";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import * as MESSAGES from "../../domain/messages";
import { ACCOUNT_MESSAGES, VERIFY_MESSAGES } from "../../domain/messages";
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

function Addresses({ addresses }: { addresses: ProfileUser["addresses"] }) {
  const write = useProfileWrite();
  const [error, setError] = useState("");
  const [pinNote, setPinNote] = useState<{ ok: boolean; text: string } | null>(null);
  const filledByPin = useRef<PinFilled>(null);
  // Six digits of an Indian PIN fill State, and City when none is typed; City stays editable. What a PIN filled in goes
  // when the PIN changes; what the shopper typed there stays.
  async function onPin(e: React.ChangeEvent<HTMLInputElement>) {
    const form = e.currentTarget.form!;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const pin = e.currentTarget.value.trim();
    setPinNote(null);
    const kept = afterPinChange({ city: field("city").value, state: field("state").value }, filledByPin.current);
    filledByPin.current = null;
    field("city").value = kept.city;
    field("state").value = kept.state;
    if (!/^\d{6}$/.test(pin) || !/^(india|in|bharat)$/i.test(field("country").value.trim())) return;
    const r = await lookupDelivery(pin);
    if (field("zip").value.trim() !== pin) return;
    if (!r.ok) return setPinNote({ ok: false, text: r.message });
    const fill = fillFromPin({ city: field("city").value, state: field("state").value }, r.info);
    field("city").value = fill.place.city;
    field("state").value = fill.place.state;
    filledByPin.current = fill.filled;
    setPinNote({ ok: true, text: `${r.info.city}, ${r.info.state} · ${r.info.deliveryBy}` });
  }
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const field = (name: string) => String(f.get(name) ?? "");
    const address = { street: field("street"), city: field("city"), state: field("state"), zip: field("zip"), country: field("country") };
    const refused = await write(api("POST /api/user/profile", { body: { address } }), MESSAGES.addressAdded, MESSAGES.addressFailed, e.currentTarget);
    // A refused PIN is said at the PIN field, as the directory's own note is; anything else under the form.
    const atPin = refused?.field === "address.zip";
    if (atPin) setPinNote({ ok: false, text: refused.message });
    setError(refused && !atPin ? refused.message : "");
  }
  return (
    <section className={s.profileBox} aria-labelledby="addresses-title">
      <h2 id="addresses-title">Addresses</h2>
      {addresses.length === 0 ? <p className={auth.formNote}>No saved addresses yet.</p> : null}
      <ul className={s.profileList}>
        {addresses.map((a) => (
          <li key={a._id}>
            <span>
              {a.street}, {a.city}
              {a.state ? `, ${a.state}` : ""} {a.zip}, {a.country}
            </span>
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
      <form method="post" className={auth.authForm} onSubmit={onSubmit} aria-label="Add address">
        <h3>Add address</h3>
        <label htmlFor="addr-street">Street</label>
        <input id="addr-street" name="street" autoComplete="street-address" required maxLength={200} />
        <label htmlFor="addr-city">City</label>
        <input id="addr-city" name="city" autoComplete="address-level2" required maxLength={80} />
        <label htmlFor="addr-state">State</label>
        <input id="addr-state" name="state" autoComplete="address-level1" maxLength={80} />
        <label htmlFor="addr-zip">PIN / ZIP code</label>
        <input
          id="addr-zip"
          name="zip"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          maxLength={12}
          onChange={onPin}
          aria-invalid={pinNote && !pinNote.ok ? true : undefined}
          aria-describedby={pinNote ? "addr-zip-note" : undefined}
        />
        {pinNote && (
          <p id="addr-zip-note" className={pinNote.ok ? auth.formNote : ui.fieldError} role={pinNote.ok ? "status" : "alert"}>
            {pinNote.text}
          </p>
        )}
        <label htmlFor="addr-country">Country</label>
        <input id="addr-country" name="country" autoComplete="country-name" required maxLength={60} defaultValue="India" />
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
  "card.cardNumber": "card-number",
  "card.nameOnCard": "card-name",
  "card.expiryMonth": "card-expiry",
  "card.expiryYear": "card-expiry",
  "card.cvv": "card-cvv",
};

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
      cardNumber: String(f.get("cardNumber") ?? ""),
      nameOnCard: String(f.get("nameOnCard") ?? ""),
      expiryMonth: month ?? "",
      expiryYear: year ?? "",
      cvv: String(f.get("cvv") ?? ""),
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
      <form method="post" className={auth.authForm} onSubmit={onSubmit} aria-label="Add card" autoComplete="off">
        <h3>Add card</h3>
        <label htmlFor="card-number">Card number</label>
        <input id="card-number" name="cardNumber" inputMode="numeric" autoComplete="cc-number" required maxLength={23} {...invalid("card-number")} />
        <label htmlFor="card-name">Name on card</label>
        <input id="card-name" name="nameOnCard" autoComplete="cc-name" required maxLength={80} {...invalid("card-name")} />
        <div className={s.formPair}>
          <div>
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
          </div>
          <div>
            <label htmlFor="card-cvv">CVV</label>
            <input
              id="card-cvv"
              name="cvv"
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              required
              pattern="\d{3,4}"
              maxLength={4}
              {...invalid("card-cvv")}
            />
          </div>
        </div>
        <p className={auth.formNote}>We keep only the brand, last 4 digits, expiry and name. Never the number or CVV.</p>
        <FormError id="card-error" text={error} />
        <button type="submit" className={`${auth.btn} ${ui.btn}`}>
          Add card
        </button>
      </form>
    </section>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
