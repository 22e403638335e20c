import { useState, type FormEvent } from "react";
import type { Route } from "./+types/partner";
import * as MESSAGES from "../../../domain/messages";
import { PARTNER_TOPICS } from "../../../domain/messages";
import { usePublicConfig } from "../../lib/public-config";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import { useToast } from "../../lib/toasts";
import { whatsappLink } from "../../lib/whatsapp";
import { api } from "../../lib/api";
import ui from "../../components/ui.module.css";
import s from "./partner.module.css";
import content from "./content.module.css";
import { BusyButton } from "../../components/busy-button";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({ path: "/became-a-partnar", publicUrl: context.config.publicUrl }),
});

const EMPTY = {
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  topic: PARTNER_TOPICS[0] as PartnerTopic,
  message: "",
  acceptTerms: false,
};
type Form = typeof EMPTY;
type PartnerTopic = (typeof PARTNER_TOPICS)[number];

function partnerWhatsappText(f: Form): string {
  return [`Topic: ${f.topic}`, `Name: ${f.firstName} ${f.lastName}`, `Email: ${f.email}`, `Phone: ${f.phoneNumber}`, "", f.message].join("\n");
}

export default function Partner() {
  const [form, setForm] = useState<Form>(EMPTY);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const { whatsappNumber } = usePublicConfig();
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function sendEmail(e: FormEvent) {
    e.preventDefault();
    if (!form.acceptTerms) return toast.show(MESSAGES.partnerTerms, "error");
    setBusy(true);
    const res = await api("POST /api/partner", { body: form });
    setBusy(false);
    if (!res.ok && res.networkError) return toast.show(MESSAGES.partnerFailed, "error");
    toast.show(res.ok ? res.data.message : res.message, res.ok ? "success" : "error", 5000);
    if (res.ok) setForm(EMPTY);
  }

  function sendWhatsapp() {
    const { firstName, lastName, email, phoneNumber, message, acceptTerms } = form;
    if (![firstName, lastName, email, phoneNumber, message].every((v) => v.trim() !== "") || !acceptTerms) {
      return toast.show(MESSAGES.partnerAllFields, "error");
    }
    window.open(whatsappLink(whatsappNumber, partnerWhatsappText(form)), "_blank", "noopener,noreferrer");
  }

  return (
    <div className={`${ui.container} ${content.contentPage} ${s.narrow}`}>
      <h1>Become a Partner</h1>
      <p>Partnerships, print-on-demand for your online store, or a bulk order for your team, college or event: tell us about it.</p>
      <form className={s.stackForm} onSubmit={sendEmail} noValidate>
        <div className={s.fieldRow}>
          <div>
            <label htmlFor="p-first">First name</label>
            <input id="p-first" className={ui.field} value={form.firstName} onChange={set("firstName")} autoComplete="given-name" maxLength={60} />
          </div>
          <div>
            <label htmlFor="p-last">Last name</label>
            <input id="p-last" className={ui.field} value={form.lastName} onChange={set("lastName")} autoComplete="family-name" maxLength={60} />
          </div>
        </div>
        <div className={s.fieldRow}>
          <div>
            <label htmlFor="p-email">Email</label>
            <input id="p-email" className={ui.field} type="email" value={form.email} onChange={set("email")} autoComplete="email" maxLength={254} />
          </div>
          <div>
            <label htmlFor="p-phone">Phone number</label>
            <input
              id="p-phone"
              className={ui.field}
              type="tel"
              inputMode="numeric"
              value={form.phoneNumber}
              onChange={set("phoneNumber")}
              autoComplete="tel"
              maxLength={16}
            />
          </div>
        </div>
        <label htmlFor="p-topic">Topic</label>
        <select
          id="p-topic"
          className={ui.field}
          value={form.topic}
          onChange={(e) => setForm((f) => ({ ...f, topic: e.target.value as PartnerTopic }))}
        >
          {PARTNER_TOPICS.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        <label htmlFor="p-message">Message</label>
        <textarea id="p-message" className={ui.field} rows={5} value={form.message} onChange={set("message")} maxLength={2000} />
        <label className={`${s.check} ${ui.check}`}>
          <input type="checkbox" checked={form.acceptTerms} onChange={(e) => setForm((f) => ({ ...f, acceptTerms: e.target.checked }))} />
          <span>
            I accept the <a href="/termandc">terms and conditions</a> and the <a href="/privacy-policy">privacy policy</a>.
          </span>
        </label>
        <div className={ui.modalActions}>
          <BusyButton type="submit" className={ui.btn} busy={busy}>
            Email
          </BusyButton>
          <button type="button" className={`${ui.btn} ${s.btnWhatsapp}`} onClick={sendWhatsapp}>
            WhatsApp
          </button>
        </div>
      </form>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
