import { useState, type FormEvent } from "react";
import { useToast } from "../lib/toasts";

/** The footer's newsletter box: the server stores the address once and answers in a toast. */
export function NewsletterForm() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const email = new FormData(form).get("email");
    setBusy(true);
    try {
      const res = await fetch("/api/newsletter/subscribe", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      const data = (await res.json()) as { success: boolean; message: string };
      toast.show(data.message, data.success ? "success" : "error");
      if (data.success) form.reset();
    } catch (err) {
      toast.show(err instanceof Error ? err.message : String(err), "error");
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="newsletter" onSubmit={onSubmit}>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input id="newsletter-email" name="email" type="email" required placeholder="Your email" autoComplete="email" />
      <button type="submit" className="btn" disabled={busy}>
        Subscribe
      </button>
    </form>
  );
}
