import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/place-order";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import { type CodAvailability, codUnavailableMessage } from "../../domain/india/delivery";
import * as MESSAGES from "../../domain/messages";
import { SHARE_PURCHASE_LABEL, WAITING_ROOM_MESSAGES } from "../../domain/messages";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { CREDIT_MESSAGES } from "../../domain/store-credit";
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from "../../domain/orders";
import { addressKey } from "../../domain/saved-address";
import { noPaymentMessage } from "../../domain/payable";
import { type Address, useAddressForm } from "../components/address-fields";
import { checkAddress, DeliveryForm, fromSaved } from "../components/checkout/delivery-form";
import { OrderSummary } from "../components/checkout/order-summary";
import { PaymentChoice } from "../components/checkout/payment-choice";
import { type PaymentOutcome, payCashOnDelivery, payWithRazorpay, payWithStripe } from "../lib/checkout/pay";
import { useQuote } from "../lib/checkout/use-quote";
import { itemsOf } from "../lib/order-api";
import { usePublicConfig } from "../lib/public-config";
import { loaderMeta } from "../lib/loader-meta";
import { pageMeta } from "../lib/seo";
import { useRequiredToken } from "../lib/account-session";
import { type Profile, useSession } from "../lib/session";
import { useShop } from "../lib/shop";
import { useToast } from "../lib/toasts";
import ui from "../components/ui.module.css";
import s from "./place-order.module.css";
import { BusyButton } from "../components/busy-button";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta({ path: "/place-order", publicUrl: context.config.publicUrl, noindex: true }) };
}

const DONE_MESSAGE: Partial<Record<PaymentOutcome["kind"], string>> = {
  placed: "Order placed successfully!",
  paid: "Payment received. Thank you!",
};

export default function PlaceOrder() {
  const navigate = useNavigate();
  const { cart, clearCart } = useShop();
  const toast = useToast();
  const config = usePublicConfig();
  const token = useRequiredToken("checkout");
  const { user } = useSession();
  const form = useAddressForm();
  const { address, setAddress, setErrors, delivery } = form;
  const [saved, setSaved] = useState<Profile["addresses"]>([]);
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [busy, setBusy] = useState(false);
  // The shopper's place in the drop waiting room while the order waits its turn (decision 270).
  const [inLine, setInLine] = useState<number | null>(null);
  const [sharePurchase, setSharePurchase] = useState(false);
  // Ticked for a shopper with no saved address, whose first order's address is worth keeping.
  const [saveAddress, setSaveAddress] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const items = useMemo(() => itemsOf(cart), [cart]);
  const [useCredit, setUseCredit] = useState(false);
  const { quote, error: quoteError } = useQuote(token, items, method, useCredit);
  // Store credit pays it all: no payment method is chosen, and the order is placed as it is paid.
  const byCredit = Boolean(useCredit && quote?.credit && quote.total === 0);

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
    setSaveAddress(user.addresses.length === 0);
  }, [user, setAddress]);

  function fillFromSaved(id: string) {
    const s = saved.find((a) => a._id === id);
    if (!s) return;
    setAddress((a) => fromSaved(s, a));
    setErrors({});
  }

  // The box is offered while the address typed is not one the profile has (the server never saves it twice either).
  const place = (a: Address) => ({ street: a.street, city: a.city, state: a.state, zip: a.zipcode, country: a.country });
  const savedAlready = saved.some((s) => addressKey(s) === addressKey(place(address)));

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const checked = checkAddress(address);
    if (!checked.address) {
      setErrors(checked.errors);
      document.getElementById(`addr-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    if (!quote?.lines.length) return;
    // The order is the cart as quoted; the server prices it again from the database.
    const couponCode = quote.coupon?.applied ? quote.coupon.code : null;
    const ordered = quote.lines.map((l) => ({ _id: l.productId, size: l.size, color: l.color, quantity: l.quantity }));
    const body = {
      address: checked.address,
      items: ordered,
      couponCode,
      sharePurchase,
      saveAddress: saveAddress && !savedAlready,
      useCredit,
      amount: quote.total,
    };
    const bodyKey = JSON.stringify({ method, address: body.address, items: ordered, couponCode, sharePurchase, useCredit });
    // One key per distinct order: a double click or a retry of the same order is the same order.
    if (attempt.current?.body !== bodyKey) attempt.current = { body: bodyKey, key: crypto.randomUUID() };
    const order = { body, idempotencyKey: attempt.current.key, onWaiting: setInLine };
    setBusy(true);
    const outcome =
      method === "cod" || byCredit
        ? await payCashOnDelivery(order)
        : method === "stripe"
          ? await payWithStripe(order)
          : await payWithRazorpay(order, config);
    if (outcome.kind === "redirected") return;
    setBusy(false);
    setInLine(null);
    if (outcome.kind === "placed" || outcome.kind === "paid") {
      clearCart();
      toast.show(DONE_MESSAGE[outcome.kind] ?? "", "success", TOAST_MS_ACCOUNT);
      navigate("/orders");
    } else if (outcome.kind === "failed") {
      const { field, message } = outcome.failure;
      if (field?.startsWith("address.")) {
        setErrors({ [field.slice(8)]: message });
        document.getElementById(`addr-${field.slice(8)}`)?.focus();
      }
      toast.show(message, "error", TOAST_MS_ACCOUNT);
    }
  }

  const lines = quote?.lines ?? [];
  // Why COD cannot be chosen, said before the shopper picks it: the zone of the PIN, or the cap.
  const maxCodPaise = config.policy.cod.maxOrderPaise;
  const cod: CodAvailability =
    delivery && !delivery.cod.available
      ? { available: false, reason: "zone" }
      : quote && rupeesToPaise(quote.total - quote.codFee) > maxCodPaise
        ? { available: false, reason: "cap" }
        : { available: true };
  const codBlocked = cod.available ? null : cod.reason === "zone" ? (delivery?.cod.message ?? null) : codUnavailableMessage("cap", maxCodPaise);
  // Why PLACE ORDER cannot be pressed at all, said under it: the shop's one rule of when nothing can take the money.
  const onlineOn = Boolean(config.razorpayKeyId) || Boolean(config.stripe);
  const cannotPlace = lines.some((l) => !l.available) ? MESSAGES.changeCartLines : byCredit ? null : noPaymentMessage(cod, onlineOn);
  if (inLine !== null) return <WaitingRoom place={inLine} />;
  return (
    <div className={ui.container}>
      <form className={s.checkoutGrid} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <DeliveryForm
          form={form}
          saved={saved}
          onUseSaved={fillFromSaved}
          saveAddress={savedAlready ? null : saveAddress}
          onSaveAddress={setSaveAddress}
        />
        <aside className={s.checkoutSide}>
          <OrderSummary empty={items.length === 0} quote={quote} error={quoteError} />
          {quote?.creditBalance ? (
            <label className={s.sharePurchase}>
              <input type="checkbox" checked={useCredit} onChange={(e) => setUseCredit(e.target.checked)} />{" "}
              {CREDIT_MESSAGES.offer(formatINR(rupeesToPaise(quote.creditBalance)))}
            </label>
          ) : null}
          {byCredit ? (
            <p role="status">{CREDIT_MESSAGES.paidInFull}</p>
          ) : (
            <PaymentChoice method={method} config={config} codBlocked={codBlocked} onChange={setMethod} />
          )}
          <label className={s.sharePurchase}>
            <input type="checkbox" checked={sharePurchase} onChange={(e) => setSharePurchase(e.target.checked)} /> {SHARE_PURCHASE_LABEL}
          </label>
          <BusyButton
            type="submit"
            className={`${ui.btn} ${s.placeOrderBtn}`}
            busy={busy}
            disabled={!quote || items.length === 0 || Boolean(cannotPlace) || (method === "cod" && !byCredit && Boolean(codBlocked))}
            aria-describedby={cannotPlace ? "cannot-place" : undefined}
          >
            {busy ? "Placing order…" : MESSAGES.placeOrder}
          </BusyButton>
          {cannotPlace && (
            <p id="cannot-place" className={ui.muted}>
              {cannotPlace}
            </p>
          )}
        </aside>
      </form>
    </div>
  );
}

/** The drop waiting room: the shopper's place in line, said plainly; the page moves on by itself. */
function WaitingRoom({ place }: { place: number }) {
  return (
    <div className={ui.container}>
      <section className={s.waitingRoom} data-testid="waiting-room" aria-labelledby="waiting-title">
        <h1 id="waiting-title">{WAITING_ROOM_MESSAGES.title}</h1>
        <p role="status" className={s.waitingPlace}>
          {WAITING_ROOM_MESSAGES.place(place)}
        </p>
        <p>{WAITING_ROOM_MESSAGES.fair}</p>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
