import { useState, type FormEvent } from "react";
import { useToast } from "../lib/toasts";
import { api } from "../lib/api";
import s from "./newsletter-form.module.css";
import ui from "./ui.module.css";

/** The footer's newsletter box: the server stores the address once and answers in a toast. */
export function NewsletterForm() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    setBusy(true);
    const res = await api("POST /api/newsletter/subscribe", { body: { email } });
    setBusy(false);
    toast.show(res.ok ? res.data.message : res.message, res.ok ? "success" : "error");
    if (res.ok) form.reset();
  }
  return (
    <form className={s.newsletter} onSubmit={onSubmit}>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input id="newsletter-email" name="email" type="email" required placeholder="Your email" autoComplete="email" />
      <button type="submit" className={`${s.btn} ${ui.btn}`} disabled={busy}>
        Subscribe
      </button>
    </form>
  );
}
