import { Link } from "react-router";
import { NewsletterForm } from "./newsletter-form";
import s from "./site-footer.module.css";

export const SOCIAL_LINKS = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/dhaaga" },
  { label: "Instagram", href: "https://www.instagram.com/dhaaga" },
  { label: "X", href: "https://x.com/dhaaga" },
  { label: "YouTube", href: "https://www.youtube.com/@dhaaga" },
  { label: "Facebook", href: "https://www.facebook.com/dhaaga" },
];

const EXPLORE = [
  { to: "/collection", label: "Shop All" },
  { to: "/men", label: "Men" },
  { to: "/women", label: "Women" },
  { to: "/kids", label: "Kids" },
  { to: "/category", label: "Categories" },
  { to: "/customize", label: "Customize" },
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
/** Payment partners' marks: file name (under /images/demo/partners) and the name read out. */
export const PAYMENT_PARTNERS = [
  { file: "visa", name: "Visa" },
  { file: "mastercard", name: "Mastercard" },
  { file: "rupay", name: "RuPay" },
  { file: "upi", name: "UPI" },
  { file: "razorpay", name: "Razorpay" },
  { file: "stripe", name: "Stripe" },
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

export function SiteFooter() {
  return (
    <footer className={s.siteFooter}>
      <div className={s.footerGrid}>
        <section aria-label="Contact details">
          <h2 className={s.footerTitle}>DHAAGA</h2>
          <address>
            Shop 12, FC Road, Shivajinagar, Pune 411005
            <br />
            <a href="tel:+919876543210">+91 98765 43210</a>
            <br />
            <a href="mailto:support@dhaaga.in">support@dhaaga.in</a>
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
        {PAYMENT_PARTNERS.map((p) => (
          <li key={p.file}>
            <img src={`/images/demo/partners/${p.file}.svg`} alt={p.name} width={64} height={40} loading="lazy" />
          </li>
        ))}
      </ul>
      <p className={s.copyright}>© {new Date().getFullYear()} Dhaaga. All rights reserved.</p>
    </footer>
  );
}
