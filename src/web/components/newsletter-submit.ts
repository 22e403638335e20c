import type { FormEvent } from "react";
import { api } from "../lib/api";
import { useToast } from "../lib/toasts";

/** Names the footer's newsletter form (`data-form`) for the handler its frame delegates to. */
export const NEWSLETTER_FORM = "newsletter";

/**
 * Sends the newsletter form when it is submitted inside the element given this handler: the
 * server stores the address once and answers in a toast; the button waits meanwhile.
 */
export function useNewsletterSubmit() {
  const toast = useToast();
  return async (e: FormEvent<HTMLElement>) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.form !== NEWSLETTER_FORM) return;
    e.preventDefault();
    const button = form.querySelector("button");
    if (button) button.disabled = true;
    const email = String(new FormData(form).get("email") ?? "");
    const res = await api("POST /api/newsletter/subscribe", { body: { email } });
    if (button) button.disabled = false;
    toast.show(res.ok ? res.data.message : res.message, res.ok ? "success" : "error");
    if (res.ok) form.reset();
  };
}
