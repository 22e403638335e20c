import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { CANNED_QUERIES, faqByCategory, faqFor } from "../../../domain/faq";
import * as MESSAGES from "../../../domain/messages";
import { CONTACT_SOCIALS } from "../../../domain/messages";
import { QueryModal } from "../../components/query-modal";
import { SOCIAL_LINKS } from "../../lib/store-links";
import { usePublicConfig } from "../../lib/public-config";
import { useRecordVisit } from "../../lib/visits";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import { useSession } from "../../lib/session";
import { useShop } from "../../lib/shop";
import { WHATSAPP_GREETING, whatsappLink } from "../../lib/whatsapp";
import s from "./contact.module.css";
import content from "./content.module.css";
import ui from "../../components/ui.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({ path: "/contact", publicUrl: context.config.publicUrl }),
});

export default function Contact() {
  useRecordVisit("Contact Page");
  const { token } = useShop();
  const session = useSession();
  const { whatsappNumber, policy, seller } = usePublicConfig();
  const socialHref = (label: string) =>
    label === "WhatsApp" ? whatsappLink(whatsappNumber, WHATSAPP_GREETING) : (SOCIAL_LINKS.find((s) => s.label === label)?.href ?? "/");
  return (
    <div className={`${ui.container} ${s.contentPage} ${content.contentPage}`}>
      <h1>Contact Us</h1>
      <div className={content.twoCol}>
        <section aria-labelledby="help-heading">
          <h2 id="help-heading">{MESSAGES.contactHelpHeading}</h2>
          <label htmlFor="canned-query">Choose a topic</label>
          <select id="canned-query" className={ui.field} defaultValue="">
            <option value="" disabled>
              Select your question
            </option>
            {CANNED_QUERIES.map((q) => (
              <option key={q}>{q}</option>
            ))}
          </select>
          <h2>{MESSAGES.submitQuery}</h2>
          <p>Can't find your answer below? Send us a query and we will reply by email.</p>
          {token ? (
            <QueryModal />
          ) : session.status === "none" ? (
            <p className={content.notice}>
              {MESSAGES.contactLoginFirst} <Link to="/login">Log in</Link>
            </p>
          ) : (
            // Until the browser has said whether it holds a session, neither the button nor the log-in notice is true.
            <p className={`${content.notice} ${ui.muted}`} aria-busy="true">
              Checking your account…
            </p>
          )}
          <p>
            Or <Link to="/chat">ask our chat bot</Link> for a quick answer.
          </p>
        </section>
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading">Reach us</h2>
          <p>
            Email <a href={`mailto:${seller.careEmail}`}>{seller.careEmail}</a>
            <br />
            Phone <a href={`tel:${seller.carePhone.replace(/\s/g, "")}`}>{seller.carePhone}</a>, 11 AM to 10 PM, Monday to Sunday
          </p>
          <ul className={s.socialLinks} role="list" aria-label="Social links">
            {CONTACT_SOCIALS.map((s) => (
              <li key={s}>
                <a href={socialHref(s)} target="_blank" rel="noopener noreferrer">
                  {s}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading">Frequently asked questions</h2>
        {faqByCategory(faqFor(policy, seller.careEmail)).map((group) => (
          <details key={group.category} className={s.faqCategory}>
            <summary>{group.category}</summary>
            <div className={`${s.accordion} ${content.accordion}`}>
              {group.entries.map((e) => (
                <details key={e.id}>
                  <summary>{e.question}</summary>
                  <p>{e.answer}</p>
                </details>
              ))}
            </div>
          </details>
        ))}
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
