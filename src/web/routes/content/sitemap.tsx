import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { DEFAULT_FILTERS, filtersToSearchParams } from "../../../domain/catalog";
import { categoryNames } from "../../../domain/vocabulary";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import ui from "../../components/ui.module.css";
import s from "./sitemap.module.css";
import content from "./content.module.css";

/** Pages and categories only: products are reached through their category, so the page stays small whatever the catalog's size. */
export function loader({ context }: Route.LoaderArgs) {
  // Each category's listing link, written by the server: the filters' URL rules stay with the listing's scripts.
  const categories = categoryNames().map((c) => ({
    to: `/collection?${filtersToSearchParams({ ...DEFAULT_FILTERS, categories: [c] })}`,
    label: c,
  }));
  return { meta: pageMeta({ path: "/sitemap", publicUrl: context.config.publicUrl }), categories };
}

const SHOP = [
  { to: "/", label: "Home" },
  { to: "/collection", label: "Shop All" },
  { to: "/men", label: "Men" },
  { to: "/women", label: "Women" },
  { to: "/kids", label: "Kids" },
  { to: "/customize", label: "Customise" },
];
const ACCOUNT = [
  { to: "/cart", label: "Cart" },
  { to: "/login", label: "Login" },
  { to: "/signup", label: "Sign Up" },
  { to: "/reset-password", label: "Reset Password" },
  { to: "/profile", label: "My Profile" },
  { to: "/orders", label: "My Orders" },
];
const HELP = [
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us & FAQ" },
  { to: "/chat", label: "Chat with Us" },
  { to: "/became-a-partnar", label: "Partner, POD & Bulk Orders" },
  { to: "/oflinestore", label: "Offline Store, Pune" },
  { to: "/career", label: "Careers" },
  { to: "/scratch", label: "Scratch & Win" },
];
const POLICIES = [
  { to: "/return-exchange", label: "Return, Exchange & Cancellation" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/termandc", label: "Terms & Conditions" },
];

function Section({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <section>
      <h2>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <div className={`${ui.container} ${content.contentPage}`}>
      <h1>Site Map</h1>
      <div className={s.sitemapGrid}>
        <Section title="Shop" links={SHOP} />
        <Section title="Categories" links={categories} />
        <Section title="Account" links={ACCOUNT} />
        <Section title="Help & About" links={HELP} />
        <Section title="Policies" links={POLICIES} />
      </div>
      <p className={ui.muted}>
        Every product is listed in the <Link to="/collection">collection</Link>, by category above.
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
