import { Link } from "react-router";
import type { Route } from "./+types/customize";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import ui from "../../components/ui.module.css";
import content from "./content.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({
    path: "/customize",
    publicUrl: context.config.publicUrl,
    title: "Custom T-Shirts & Hoodies | Dhaaga",
    description: "Your own print on Dhaaga oversized tees, hoodies and sweatshirts: single pieces, team sets and bulk orders.",
  }),
});

export default function Customize() {
  return (
    <div className={`${ui.container} ${content.contentPage}`}>
      <h1>Customise your own</h1>
      <p>
        Want your own print on our 240 GSM oversized tees, hoodies or sweatshirts? We print single pieces, team sets and bulk orders, and our
        designers can help with the artwork.
      </p>
      <ul>
        <li>Single custom pieces: usually ready to ship in 5 business days.</li>
        <li>Bulk orders from 50 pieces: better prices, your own labels and packaging.</li>
        <li>Customised items cannot be returned, so we send you a proof to approve before printing.</li>
      </ul>
      <p>
        <Link className={ui.btn} to="/became-a-partnar">
          Tell us what you need
        </Link>
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
