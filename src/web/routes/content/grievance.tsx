import { useState } from "react";
import type { Route } from "./+types/grievance";
import { GrievanceOfficer } from "../../components/grievance-officer";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import auth from "../auth.module.css";
import ui from "../../components/ui.module.css";
import content from "./content.module.css";
import { BusyButton } from "../../components/busy-button";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({
    path: "/grievance-officer",
    publicUrl: context.config.publicUrl,
    title: "Grievance Officer | Dhaaga",
    description: "Raise a complaint with Dhaaga's Grievance Officer and get a ticket number; acknowledged within 48 hours.",
  }),
});

type Field = "name" | "email" | "orderId" | "message";

/** The Grievance Officer and a complaint form: each complaint gets a ticket number, shown here and mailed. */
export default function Grievance() {
  const [ticket, setTicket] = useState<{ number: string; message: string } | null>(null);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const body = Object.fromEntries((["name", "email", "orderId", "message"] as Field[]).map((k) => [k, String(f.get(k) ?? "")]));
    setBusy(true);
    try {
      const res = await fetch("/api/grievance", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const data = (await res.json()) as { success: boolean; ticket?: string; message: string; field?: string };
      if (data.success && data.ticket) {
        setTicket({ number: data.ticket, message: data.message });
        setError(null);
        form.reset();
      } else setError({ field: data.field, message: data.message });
    } catch {
      setError({ message: "The complaint could not be sent. Please try again." });
    }
    setBusy(false);
  }

  const describedBy = (field: Field) => (error?.field === field ? "grievance-error" : undefined);

  return (
    <article className={`${ui.container} ${content.contentPage} ${ui.prose}`}>
      <h1>Grievance redressal</h1>
      <p>
        Under the Consumer Protection (E-Commerce) Rules, 2020, you can raise a complaint about an order, a product or this store with our Grievance
        Officer. Each complaint gets a ticket number; we acknowledge it within 48 hours and resolve it within one month.
      </p>
      <GrievanceOfficer />
      <h2>Raise a complaint</h2>
      {ticket && (
        <p className={content.notice} role="status" data-testid="grievance-ticket">
          {ticket.message}
        </p>
      )}
      <form className={auth.authForm} onSubmit={onSubmit} noValidate aria-label="Raise a complaint">
        <label htmlFor="grv-name">Name</label>
        <input id="grv-name" name="name" autoComplete="name" required maxLength={80} aria-describedby={describedBy("name")} />
        <label htmlFor="grv-email">Email</label>
        <input id="grv-email" name="email" type="email" autoComplete="email" required maxLength={200} aria-describedby={describedBy("email")} />
        <label htmlFor="grv-order">Order number (optional)</label>
        <input id="grv-order" name="orderId" maxLength={64} aria-describedby={describedBy("orderId")} />
        <label htmlFor="grv-message">Your complaint</label>
        <textarea id="grv-message" name="message" rows={6} required maxLength={4000} aria-describedby={describedBy("message")} />
        {error && (
          <p id="grievance-error" className={ui.fieldError} role="alert">
            {error.message}
          </p>
        )}
        <BusyButton type="submit" className={`${auth.btn} ${ui.btn}`} busy={busy}>
          {busy ? "Sending…" : "Send complaint"}
        </BusyButton>
      </form>
    </article>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
