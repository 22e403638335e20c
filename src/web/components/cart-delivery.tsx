import { useEffect, useState } from "react";
import { type DeliveryInfo, isPin, lastPin, lookupDelivery } from "../lib/delivery";
import { useSession } from "../lib/session";
import ui from "./ui.module.css";
import s from "./cart-totals.module.css";

/**
 * Delivery of this cart to the PIN the shopper last gave (the product page's check, checkout,
 * the profile), else to their first saved address: the date, and where no way of paying reaches
 * that PIN for this total, that it cannot be paid here, before checkout (decision 216). Nothing
 * without a PIN.
 */
export default function CartDelivery({ total }: { total: number }) {
  const { user } = useSession();
  const savedPin = user?.addresses.map((a) => a.zip.trim()).find(isPin);
  const [info, setInfo] = useState<DeliveryInfo | null>(null);

  useEffect(() => {
    const pin = lastPin() ?? savedPin;
    if (!pin) return;
    let current = true;
    lookupDelivery(pin, total).then((r) => current && setInfo(r.ok ? r.info : null));
    return () => {
      current = false;
    };
  }, [total, savedPin]);

  if (!info) return null;
  return (
    <div className={s.cartDelivery} role="status" data-testid="cart-pin-delivery">
      <p className={ui.deliveryDate}>
        {info.deliveryBy} to {info.pin} · {info.city}, {info.state}
      </p>
      {info.noPayment && <p className={ui.fieldError}>{info.noPayment}</p>}
    </div>
  );
}
