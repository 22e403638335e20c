import { Link } from "react-router";
import type { PublicConfig } from "../../contracts/pages";
import { usePublicConfig } from "../lib/public-config";
import { type PaymentMark, paymentMarks, SOCIAL_LINKS } from "../lib/store-links";
import { KeptHtml } from "./kept-html";
import { NEWSLETTER_FORM, useNewsletterSubmit } from "./newsletter-submit";
import s from "./site-footer.module.css";
import ui from "./ui.module.css";

const EXPLORE = [
  { to: "/collection", label: "Shop All" },
  { to: "/men", label: "Men" },
  { to: "/women", label: "Women" },
  { to: "/kids", label: "Kids" },
  { to: "/category", label: "Categories" },
  { to: "/customize", label: "Customise" },
  { to: "/oflinestore", label: "Offline Store" },
];
const POLICIES = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/termandc", label: "Terms & Conditions" },
  { to: "/return-exchange", label: "Return, Exchange & Cancellation" },
  { to: "/grievance-officer", label: "Grievance Officer" },
];
const USEFUL = [
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact & FAQ" },
  { to: "/became-a-partnar", label: "Partner, POD & Bulk Orders" },
  { to: "/career", label: "Careers" },
  { to: "/sitemap", label: "Site Map" },
  { to: "/orders", label: "Track Order" },
  { to: "/auth", label: "My Account" },
];
function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={s.footerTitle}>{title}</h2>
      <ul role="list">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Every page's footer: rendered by the server only, its one form sent from here. Its styles are
 * all in `site-footer.module.css`, which the browser's code keeps for the footer's own class: a
 * stylesheet only the server's code used would be left out of the browser's build. The address is
 * the seller's (STORE_ADDRESS), the phone and mail customer care's (STORE_CARE_PHONE,
 * STORE_CARE_EMAIL); they are the kept markup's key with the year and the payment marks (only
 * those of the methods set up).
 */
export function SiteFooter() {
  const subscribe = useNewsletterSubmit();
  const year = new Date().getFullYear();
  const config = usePublicConfig();
  const { address, carePhone, careEmail } = config.seller;
  return (
    <KeptHtml
      part="footer"
      as="footer"
      className={s.siteFooter}
      onSubmit={subscribe}
      // The marks follow from the methods set up (`paymentMarks`), so those key the markup: the
      // browser's code never needs the marks themselves.
      markupKey={`footer ${year} ${address} ${carePhone} ${careEmail} ${config.razorpayKeyId !== null} ${config.stripe}`}
    >
      {import.meta.env.SSR ? <FooterContent year={year} seller={config.seller} marks={paymentMarks(config)} /> : null}
    </KeptHtml>
  );
}

/** The newsletter box; `useNewsletterSubmit` sends it. */
function NewsletterForm() {
  return (
    <form className={s.newsletter} data-form={NEWSLETTER_FORM}>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input id="newsletter-email" name="email" type="email" required placeholder="Your email" autoComplete="email" />
      <button type="submit" className={`${s.newsletterBtn} ${ui.btn}`}>
        Subscribe
      </button>
    </form>
  );
}

function FooterContent({ year, seller, marks }: { year: number; seller: PublicConfig["seller"]; marks: PaymentMark[] }) {
  return (
    <>
      <div className={s.footerGrid}>
        <section aria-label="Contact details">
          <h2 className={s.footerTitle}>DHAAGA</h2>
          <address>
            {seller.address}
            <br />
            <a href={`tel:${seller.carePhone.replace(/\s/g, "")}`}>{seller.carePhone}</a>
            <br />
            <a href={`mailto:${seller.careEmail}`}>{seller.careEmail}</a>
          </address>
        </section>
        <LinkList title="Explore" links={EXPLORE} />
        <LinkList title="Policies" links={POLICIES} />
        <LinkList title="Useful Links" links={USEFUL} />
        <section aria-label="Newsletter">
          <h2 className={s.footerTitle}>Newsletter</h2>
          <p>Drops, offers and festive sales, first.</p>
          <NewsletterForm />
          <ul className={s.social} role="list">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.label}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <ul className={s.partners} role="list" aria-label="Payment partners">
        {marks.map((p) => (
          <li key={p.file}>
            <img src={`/images/demo/partners/${p.file}.svg`} alt={p.name} width={64} height={40} loading="lazy" />
          </li>
        ))}
      </ul>
      <p className={s.copyright}>© {year} Dhaaga. All rights reserved.</p>
    </>
  );
}
