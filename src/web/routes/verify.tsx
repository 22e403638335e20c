import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/verify";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import { api } from "../lib/api";
import { loaderMeta } from "../lib/loader-meta";
import { pageMeta } from "../lib/seo";
import { readToken } from "../lib/session-token";
import { useShop } from "../lib/shop";
import { useToast } from "../lib/toasts";
import ui from "../components/ui.module.css";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta({ path: "/verify", publicUrl: context.config.publicUrl, noindex: true }) };
}

/** The return from Stripe: the server asks Stripe whether this order was paid; the query string alone proves nothing. */
export default function Verify() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { clearCart } = useShop();
  const toast = useToast();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = readToken();
    const orderId = params.get("orderId") ?? "";
    const success = params.get("success") === "true";
    if (!token) {
      navigate("/login", { replace: true });
      return;
    }
    api("POST /api/order/verifyStripe", { body: { success, orderId } }).then((res) => {
      if (res.ok) {
        clearCart();
        toast.show("Payment received. Thank you!", "success", TOAST_MS_ACCOUNT);
        navigate("/orders", { replace: true });
        return;
      }
      // A conflict carries its own explanation (e.g. a payment for a canceled order, to be refunded).
      if (res.status === 409) toast.show(res.message, "error", TOAST_MS_ACCOUNT);
      else if (success) toast.show("We could not confirm your payment. Your cart is still here.", "error", TOAST_MS_ACCOUNT);
      navigate("/cart", { replace: true });
    });
  }, [params, navigate, clearCart, toast]);

  return (
    <div className={ui.container}>
      <h1 className={ui.sectionTitle}>Verifying your payment</h1>
      <p role="status">Please wait while we confirm your payment…</p>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
