import { Link } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { GrievanceOfficer } from "../../components/grievance-officer";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import ui from "../../components/ui.module.css";
import content from "./content.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({ path: "/privacy-policy", publicUrl: context.config.publicUrl }),
});

export default function PrivacyPolicy() {
  return (
    <article className={`${ui.container} ${content.contentPage} ${ui.prose}`}>
      <h1>Privacy Policy</h1>
      <p className={ui.muted}>Last updated: 1 November 2026</p>
      <p>
        Dhaaga ("we", "us") runs this online store from Pune, India. This policy explains what personal data we collect, why, and the choices you
        have. It follows the Information Technology Act, 2000, its rules, and the Digital Personal Data Protection Act, 2023.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, email address, mobile number (optional) and gender (optional).</li>
        <li>Order details: delivery addresses, the items you buy, and how you paid.</li>
        <li>
          Payment details: card payments are handled by our payment partners. We never store full card numbers or CVV; a saved card keeps only its
          brand, last 4 digits, expiry and name.
        </li>
        <li>Messages you send us: queries, partner inquiries and newsletter sign-ups.</li>
        <li>Basic usage data: which pages are visited, so we can improve the store. We do not sell this data.</li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To deliver your orders, process returns, exchanges and refunds, and answer your questions.</li>
        <li>To keep your account secure and prevent fraud.</li>
        <li>To send our newsletter, only if you subscribe. Every mail has a way to unsubscribe.</li>
        <li>To meet tax, accounting and legal duties.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        Only with those who help us run the store: courier partners (name, address, phone), payment partners (amount and order reference), and our
        email provider. Each may use your data only for that service. We share data with authorities only when the law requires it.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Account data is kept while your account is open. Order and invoice records are kept for 8 years as Indian tax law requires. Queries are kept
        for 2 years.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask to see, correct or delete your personal data, and withdraw consent for the newsletter at any time, by writing to the Grievance
        Officer below. We answer within 30 days.
      </p>
      <h2>Children</h2>
      <p>Our store is not meant for children under 13, and we do not knowingly collect their data. Kids' clothing must be bought by an adult.</p>
      <h2>Cookies and storage</h2>
      <p>We keep your login token and guest cart in your browser's local storage so the store works. We use no advertising cookies.</p>
      <GrievanceOfficer />
      <p>
        See also our <Link to="/termandc">Terms &amp; Conditions</Link> and{" "}
        <Link to="/return-exchange">Return, Exchange &amp; Cancellation policy</Link>.
      </p>
    </article>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
