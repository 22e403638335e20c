import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/place-order";
import { AddressSchema } from "../../domain/checkout";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import { INDIAN_STATES } from "../../domain/indian-states";
import { MESSAGES } from "../../domain/messages";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from "../../domain/orders";
import { colorName } from "../../domain/palette";
import { usePublicConfig } from "../lib/public-config";
import type { CartSummary } from "../lib/cart-summary";
import { itemsOf, postJson } from "../lib/order-api";
import { pageMeta } from "../lib/seo";
import { type Profile, useRequiredToken, useSession } from "../lib/session";
import { useShop } from "../lib/shop";
import { useToast } from "../lib/toasts";

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.config.publicUrl };
}

type Address = Record<"firstName" | "lastName" | "email" | "street" | "city" | "state" | "zipcode" | "country" | "phone", string>;
const EMPTY: Address = {
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

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => { open(): void; on(event: string, cb: (r: unknown) => void): void };
  }
}

function loadScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = src;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error("The payment window could not be loaded. Please try again."));
    document.head.appendChild(s);
  });
}

export default function PlaceOrder() {
  const navigate = useNavigate();
  const { cart, clearCart } = useShop();
  const toast = useToast();
  const config = usePublicConfig();
  const token = useRequiredToken();
  const { user } = useSession();
  const [address, setAddress] = useState<Address>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Address, string>>>({});
  const [saved, setSaved] = useState<SavedAddress[]>([]);
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [quote, setQuote] = useState<CartSummary | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const items = useMemo(() => itemsOf(cart), [cart]);

  // The delivery form starts from the account's name, email and mobile; saved addresses can fill the rest.
  useEffect(() => {
    if (!user) return;
    const [first = "", ...rest] = user.name.split(" ");
    setAddress((a) => ({
      ...a,
      firstName: a.firstName || first,
      lastName: a.lastName || rest.join(" "),
      email: a.email || user.email,
      phone: a.phone || (user.mobilenumber?.slice(-10) ?? ""),
    }));
    setSaved(user.addresses);
  }, [user]);

  // The server prices the account's cart with the coupon stored with it, as the cart page showed it.
  useEffect(() => {
    if (!token || items.length === 0) {
      setQuote(null);
      return;
    }
    const ctrl = new AbortController();
    fetch("/api/order/quote", {
      method: "POST",
      headers: { "content-type": "application/json", token },
      body: JSON.stringify({ items }),
      signal: ctrl.signal,
    })
      .then((r) => r.json())
      .then((d: { success: boolean; quote?: CartSummary; message?: string }) => {
        if (d.success && d.quote) {
          setQuote(d.quote);
          setQuoteError(null);
        } else setQuoteError(d.message ?? "The order summary could not be computed.");
      })
      .catch((e: Error) => e.name !== "AbortError" && setQuoteError("The order summary could not be loaded."));
    return () => ctrl.abort();
  }, [items, token]);

  const set = (name: keyof Address, value: string) => {
    setAddress((a) => ({ ...a, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function fillFromSaved(id: string) {
    const s = saved.find((a) => a._id === id);
    if (!s) return;
    const state = (INDIAN_STATES as readonly string[]).find((x) => x.toLowerCase() === s.state.trim().toLowerCase()) ?? "";
    setAddress((a) => ({ ...a, street: s.street, city: s.city, state, zipcode: s.zip, country: s.country || a.country }));
    setErrors({});
  }

  const couponApplied = quote?.coupon?.applied ? quote.coupon.code : null;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = AddressSchema.safeParse(address);
    if (!parsed.success) {
      const next: Partial<Record<keyof Address, string>> = {};
      for (const issue of parsed.error.issues) {
        const k = issue.path[0] as keyof Address;
        next[k] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(`addr-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    if (!quote?.lines.length) return;
    // The order is the cart as quoted; the server prices it again from the database.
    const ordered = quote.lines.map((l) => ({ _id: l.productId, size: l.size, color: l.color, quantity: l.quantity }));
    const body = { address: parsed.data, items: ordered, couponCode: couponApplied, amount: quote.total };
    const bodyKey = JSON.stringify({ method, address: body.address, items: ordered, couponCode: couponApplied });
    // One key per distinct order: a double click or a retry of the same order is the same order.
    if (attempt.current?.body !== bodyKey) attempt.current = { body: bodyKey, key: crypto.randomUUID() };
    const headers = { "idempotency-key": attempt.current.key };
    setBusy(true);
    try {
      if (method === "cod") {
        await postJson("/api/order/place", body, token, headers);
        clearCart();
        toast.show("Order placed successfully!", "success", TOAST_MS_ACCOUNT);
        navigate("/orders");
      } else if (method === "stripe") {
        const r = await postJson<{ session_url: string }>("/api/order/stripe", body, token, headers);
        window.location.assign(r.session_url);
      } else {
        const r = await postJson<{ order: { id: string; amount: number; currency: string; receipt: string }; orderId: string }>(
          "/api/order/razorpay",
          body,
          token,
          headers,
        );
        await loadScript(config.razorpayCheckoutUrl ?? "https://checkout.razorpay.com/v1/checkout.js");
        const rzp = new window.Razorpay!({
          key: config.razorpayKeyId,
          amount: r.order.amount,
          currency: r.order.currency,
          name: "Dhaaga",
          description: "Order payment",
          order_id: r.order.id,
          receipt: r.order.receipt,
          prefill: { name: `${parsed.data.firstName} ${parsed.data.lastName}`, email: parsed.data.email, contact: parsed.data.phone },
          handler: async (response: Record<string, string>) => {
            try {
              await postJson("/api/order/verifyRazorpay", { ...response, orderId: r.orderId }, token);
              clearCart();
              toast.show("Payment received. Thank you!", "success", TOAST_MS_ACCOUNT);
              navigate("/orders");
            } catch (err) {
              toast.show((err as Error).message, "error", TOAST_MS_ACCOUNT);
              setBusy(false);
            }
          },
          modal: { ondismiss: () => setBusy(false) },
        });
        rzp.open();
        return;
      }
    } catch (err) {
      const field = (err as { field?: string }).field;
      if (field?.startsWith("address.")) setErrors({ [field.slice(8)]: (err as Error).message });
      toast.show((err as Error).message, "error", TOAST_MS_ACCOUNT);
    }
    setBusy(false);
  }

  const razorpayOn = Boolean(config.razorpayKeyId);
  const lines = quote?.lines ?? [];

  return (
    <div className="container checkout">
      <form className="checkout-grid" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <section className="checkout-address" aria-labelledby="delivery-heading">
          <h1 id="delivery-heading" className="section-title">
            Delivery information
          </h1>
          {saved.length > 0 && (
            <div className="field">
              <label htmlFor="saved-address">Use a saved address</label>
              <select id="saved-address" defaultValue="" onChange={(e) => fillFromSaved(e.target.value)}>
                <option value="">Choose a saved address…</option>
                {saved.map((a) => (
                  <option key={a._id} value={a._id}>
                    {[a.street, a.city, a.state, a.zip].filter(Boolean).join(", ")}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field-grid">
            {FIELDS.map((f) => (
              <div key={f.name} className={`field field-${f.name}`}>
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
                  onChange={(e) => set(f.name, e.target.value)}
                  aria-invalid={errors[f.name] ? true : undefined}
                  aria-describedby={errors[f.name] ? `addr-${f.name}-error` : undefined}
                />
                {errors[f.name] && (
                  <p id={`addr-${f.name}-error`} className="field-error">
                    {errors[f.name]}
                  </p>
                )}
              </div>
            ))}
            <div className="field field-state">
              <label htmlFor="addr-state">State (optional)</label>
              <select
                id="addr-state"
                name="state"
                autoComplete="address-level1"
                value={address.state}
                onChange={(e) => set("state", e.target.value)}
              >
                <option value="">Choose a state or union territory…</option>
                {INDIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              {errors.state && <p className="field-error">{errors.state}</p>}
            </div>
          </div>
        </section>

        <aside className="checkout-side">
          <section className="summary" aria-labelledby="summary-heading">
            <h2 id="summary-heading">Order summary</h2>
            {items.length === 0 ? (
              <p>Your cart is empty.</p>
            ) : !quote ? (
              <p role="status">{quoteError ?? MESSAGES.loading}</p>
            ) : (
              <>
                <ul className="summary-lines">
                  {lines.map((l) => (
                    <li key={`${l.productId}-${l.size}-${l.color}`} className={l.available ? undefined : "unavailable"}>
                      <span>
                        {l.name || "Unavailable item"} · {l.size} · {colorName(l.color)} × {l.quantity}
                        {!l.available && <em> — {l.stock ? `only ${l.stock} left` : "not available"}</em>}
                      </span>
                      <span>{formatINR(rupeesToPaise(l.price) * l.quantity)}</span>
                    </li>
                  ))}
                </ul>
                <dl className="summary-totals">
                  <dt>Subtotal</dt>
                  <dd>{formatINR(rupeesToPaise(quote.subtotal))}</dd>
                  {quote.discount > 0 && (
                    <>
                      <dt>Coupon {quote.coupon?.code}</dt>
                      <dd>− {formatINR(rupeesToPaise(quote.discount))}</dd>
                    </>
                  )}
                  <dt>Delivery fee</dt>
                  <dd>{quote.deliveryFee === 0 ? "Free" : formatINR(rupeesToPaise(quote.deliveryFee))}</dd>
                  <dt className="summary-total">Total</dt>
                  <dd className="summary-total">{formatINR(rupeesToPaise(quote.total))}</dd>
                </dl>
                {quote.coupon && !quote.coupon.applied && (
                  <p className="field-error">
                    {MESSAGES.couponInvalid}: {quote.coupon.code}
                  </p>
                )}
              </>
            )}
          </section>

          <fieldset className="payment-choice">
            <legend>Payment method</legend>
            <label>
              <input type="radio" name="payment" value="cod" checked={method === "cod"} onChange={() => setMethod("cod")} /> Cash on
              delivery
            </label>
            <label className={razorpayOn ? undefined : "disabled"}>
              <input
                type="radio"
                name="payment"
                value="razorpay"
                disabled={!razorpayOn}
                aria-describedby={razorpayOn ? undefined : "razorpay-off"}
                checked={method === "razorpay"}
                onChange={() => setMethod("razorpay")}
              />{" "}
              Razorpay (UPI, cards, netbanking)
            </label>
            {/* Said beside the option it explains; Stripe is simply not offered when it is not set up. */}
            {!razorpayOn && (
              <p id="razorpay-off" className="muted payment-off">
                {MESSAGES.paymentNotConfigured}.{!config.stripe && " Cash on delivery is available."}
              </p>
            )}
            {config.stripe && (
              <label>
                <input type="radio" name="payment" value="stripe" checked={method === "stripe"} onChange={() => setMethod("stripe")} /> Card
                (Stripe)
              </label>
            )}
          </fieldset>

          <button
            type="submit"
            className="btn place-order-btn"
            disabled={busy || !quote || items.length === 0 || lines.some((l) => !l.available)}
          >
            {busy ? "Placing order…" : MESSAGES.placeOrder}
          </button>
        </aside>
      </form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta({ path: "/place-order", publicUrl: data?.publicUrl ?? "", noindex: true });
