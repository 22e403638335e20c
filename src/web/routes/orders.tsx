import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { CANCELED_STATUS } from "../../domain/order-states";
import { orderNumber } from "../../domain/orders";
import * as MESSAGES from "../../domain/messages";
import { ACCOUNT_MESSAGES } from "../../domain/messages";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import { CancelDialog } from "../components/cancel-dialog";
import { OrderCard } from "../components/orders/order-card";
import { api } from "../lib/api";
import type { OrderView } from "../lib/order-api";
import { loaderMeta } from "../lib/loader-meta";
import { pageMeta } from "../lib/seo";
import { useRequiredToken } from "../lib/account-session";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toasts";
import s from "./orders.module.css";
import ui from "../components/ui.module.css";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta({ path: "/orders", publicUrl: context.config.publicUrl, noindex: true }) };
}

type Tab = "profile" | "orders";

export default function Orders() {
  const toast = useToast();
  const token = useRequiredToken("orders");
  const { status, user } = useSession();
  const [tab, setTab] = useState<Tab>("orders");
  const [orders, setOrders] = useState<OrderView[] | null>(null);
  const [cancelId, setCancelId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const res = await api("POST /api/order/userorders");
    if (res.ok) return setOrders(res.data.orders);
    // The spec logs order-list failures without a toast.
    console.warn("order list failed", res.message);
    setOrders([]);
  }, []);

  useEffect(() => {
    if (token) load();
  }, [token, load]);

  async function confirmCancel() {
    if (!cancelId || !token) return;
    setBusy(true);
    const res = await api("POST /api/order/cancelOrder", { body: { orderId: cancelId } });
    if (res.ok) {
      setOrders((list) => list?.map((o) => (o._id === cancelId ? { ...o, status: CANCELED_STATUS, canCancel: false } : o)) ?? null);
      toast.show(ACCOUNT_MESSAGES.orderCanceled(orderNumber(cancelId)), "success", TOAST_MS_ACCOUNT);
    } else toast.show(res.message, "error", TOAST_MS_ACCOUNT);
    setBusy(false);
    setCancelId(null);
  }

  // An invoice or a credit note needs the session's token header, so it is fetched and handed to the browser as a file.
  async function download(path: string) {
    if (!token) return;
    try {
      const res = await fetch(path, { headers: { token } });
      if (!res.ok) throw new Error(((await res.json()) as { message?: string }).message ?? "The invoice could not be downloaded.");
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "invoice.pdf";
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      toast.show((err as Error).message, "error", TOAST_MS_ACCOUNT);
    }
  }

  const tabs: { id: Tab; label: string }[] = [
    { id: "profile", label: MESSAGES.tabProfile },
    { id: "orders", label: MESSAGES.tabOrders },
  ];

  return (
    <div className={ui.container}>
      <h1 className={ui.sectionTitle}>My Orders</h1>
      <div role="tablist" aria-label="Account" className={s.accountTabs}>
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={tab === t.id ? `${s.tab} ${s.active}` : s.tab}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => {
              if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
                const next = t.id === "profile" ? "orders" : "profile";
                setTab(next);
                document.getElementById(`tab-${next}`)?.focus();
              }
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id="panel-profile" aria-labelledby="tab-profile" hidden={tab !== "profile"} className={ui.tabPanel}>
        {user ? (
          <dl className={s.profileSummary}>
            <dt>Name</dt>
            <dd>{user.name}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </dl>
        ) : status === "none" ? (
          <p>{MESSAGES.noUserData}</p>
        ) : (
          <p role="status">{MESSAGES.loading}</p>
        )}
        <Link to="/profile" className={`${ui.btn} ${ui.btnOutline}`}>
          Manage profile and addresses
        </Link>
      </section>
      <section role="tabpanel" id="panel-orders" aria-labelledby="tab-orders" hidden={tab !== "orders"} className={ui.tabPanel}>
        {orders === null ? (
          <p role="status">{MESSAGES.loading}</p>
        ) : orders.length === 0 ? (
          <p>
            No orders yet. <Link to="/collection">Start shopping</Link>
          </p>
        ) : (
          <ul className={s.orderList}>
            {orders.map((o) => (
              <OrderCard key={o._id} order={o} onCancel={() => setCancelId(o._id)} onDownload={download} />
            ))}
          </ul>
        )}
      </section>
      <CancelDialog open={cancelId !== null} busy={busy} onKeep={() => setCancelId(null)} onConfirm={confirmCancel} />
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
