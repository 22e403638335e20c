import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { CONSENT_WORDING, PRIVACY_MESSAGES } from "../../domain/privacy";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import { api } from "../lib/api";
import { setSession } from "../lib/session";
import { useShop } from "../lib/shop";
import { useToast } from "../lib/toasts";
import ui from "./ui.module.css";
import s from "./your-data.module.css";

export const YOUR_DATA = {
  title: "Your data",
  download: "Download my data",
  downloadHint: "A file of everything we keep about you: profile, addresses, orders, reviews, consents, store credit and queries.",
  downloadFailed: "Your data could not be downloaded. Please try again.",
  delete: "Delete my account",
  deleteFinal: "Delete my account for good",
  deleteWhat:
    "This erases your name, phone number, saved addresses, saved cards and the name on your reviews, and signs you out everywhere. GST law has us keep your orders' invoices for 72 months: they stay, without your name, phone, email or street. Store credit left on the account is lost.",
  mailCode: "Mail me a code",
  keep: "Keep my account",
} as const;

/** Hands the shopper a file of what the browser holds, named as the store named it. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The shopper's rights over their data on the profile (decision 252): the marketing consent as a
 * switch, a copy of everything kept, and deleting the account.
 */
export function YourData({ className, emailLogin }: { className: string; emailLogin: boolean }) {
  const toast = useToast();
  const [marketing, setMarketing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let live = true;
    api("GET /api/user/consents").then((res) => live && res.ok && setMarketing(res.data.marketing));
    return () => {
      live = false;
    };
  }, []);

  async function switchMarketing(granted: boolean) {
    setMarketing(granted);
    const res = await api("POST /api/user/consents", { body: { kind: "marketing", granted } });
    if (!res.ok) setMarketing(!granted);
    toast.show(res.ok ? res.data.message : res.message, res.ok ? "success" : "error", TOAST_MS_ACCOUNT);
  }

  async function download() {
    setBusy(true);
    const res = await api("GET /api/user/data");
    setBusy(false);
    if (!res.ok) return toast.show(res.explained ? res.message : YOUR_DATA.downloadFailed, "error", TOAST_MS_ACCOUNT);
    saveFile(`dhaaga-my-data-${new Date().toISOString().slice(0, 10)}.json`, JSON.stringify(res.data, null, 2));
  }

  return (
    <section className={className} aria-labelledby="data-title">
      <h2 id="data-title">{YOUR_DATA.title}</h2>
      <label className={s.consent}>
        <input
          type="checkbox"
          checked={marketing === true}
          disabled={marketing === null}
          onChange={(e) => switchMarketing(e.currentTarget.checked)}
        />{" "}
        {CONSENT_WORDING.marketing}
      </label>
      <p className={s.hint}>{YOUR_DATA.downloadHint}</p>
      <div className={s.actions}>
        <button type="button" className={`${ui.btn} ${ui.btnOutline}`} onClick={download} disabled={busy}>
          {YOUR_DATA.download}
        </button>
        <button type="button" className={`${ui.btn} ${ui.btnOutline}`} aria-expanded={deleting} onClick={() => setDeleting(!deleting)}>
          {YOUR_DATA.delete}
        </button>
      </div>
      {deleting && <DeleteAccount emailLogin={emailLogin} onKeep={() => setDeleting(false)} />}
    </section>
  );
}

function DeleteAccount({ emailLogin, onKeep }: { emailLogin: boolean; onKeep: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { setToken, clearCart } = useShop();
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const proofId = emailLogin ? "delete-password" : "delete-code";

  async function mailCode() {
    const res = await api("POST /api/user/delete/code", {});
    toast.show(res.ok ? res.data.message : res.message, res.ok ? "success" : "error", TOAST_MS_ACCOUNT);
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const proof = String(new FormData(e.currentTarget).get("proof") ?? "");
    setBusy(true);
    const res = await api("POST /api/user/delete", { body: emailLogin ? { password: proof } : { code: proof } });
    setBusy(false);
    if (!res.ok) {
      setError({ message: res.message, field: res.field });
      if (res.field) document.getElementById(proofId)?.focus();
      return;
    }
    setToken(null);
    clearCart();
    setSession({ status: "none", user: null });
    navigate("/");
    toast.show(PRIVACY_MESSAGES.deleted, "success", TOAST_MS_ACCOUNT);
  }

  const onField = Boolean(error?.field);
  return (
    <form className={s.deleteForm} onSubmit={onSubmit} noValidate aria-label={YOUR_DATA.delete} aria-busy={busy}>
      <p>{YOUR_DATA.deleteWhat}</p>
      {!emailLogin && (
        <button type="button" className={ui.linkBtn} onClick={mailCode}>
          {YOUR_DATA.mailCode}
        </button>
      )}
      <label htmlFor={proofId}>{emailLogin ? "Password" : "Code from the mail"}</label>
      <input
        id={proofId}
        name="proof"
        type={emailLogin ? "password" : "text"}
        autoComplete={emailLogin ? "current-password" : "one-time-code"}
        inputMode={emailLogin ? undefined : "numeric"}
        maxLength={emailLogin ? 128 : 6}
        required
        aria-invalid={onField || undefined}
        aria-describedby={error ? "delete-error" : undefined}
      />
      {error && (
        <p id="delete-error" className={ui.fieldError} role="alert">
          {error.message}
        </p>
      )}
      <div className={s.actions}>
        <button type="submit" className={`${ui.btn} ${s.danger}`} disabled={busy}>
          {YOUR_DATA.deleteFinal}
        </button>
        <button type="button" className={ui.linkBtn} onClick={onKeep}>
          {YOUR_DATA.keep}
        </button>
      </div>
    </form>
  );
}
