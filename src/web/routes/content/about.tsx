import { Link } from "react-router";
import type { Route } from "./+types/about";
import * as MESSAGES from "../../../domain/messages";
import { ABOUT_SERVICES } from "../../../domain/messages";
import { useRecordVisit } from "../../lib/visits";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import ui from "../../components/ui.module.css";
import content from "./content.module.css";
import { codEverywhere, deliveryDaysRange, returnsText, type ShopPolicy } from "../../../domain/shop-policy";
import { usePublicConfig } from "../../lib/public-config";
import s from "./about.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({ path: "/about", publicUrl: context.config.publicUrl }),
});

/** What we focus on and why shoppers choose us: the promises about delivery and returns come from the shop's policy. */
const focus = ({ cod }: ShopPolicy) => [
  "Heavy 240 GSM, 100% cotton oversized fits that hold their shape wash after wash",
  "Prints designed in Pune, drawn from Indian streets, festivals and folk art",
  codEverywhere(cod) ? "Honest prices in rupees, with cash on delivery everywhere we ship" : "Honest prices in rupees",
  "Sizes S to XXL for adults and 2 to 12 years for kids",
];

const whyUs = (policy: ShopPolicy) => [
  `Hassle-free exchange and ${returnsText(policy)}`,
  `Delivery across India in ${deliveryDaysRange()}`,
  "Real people on support, 7 days a week",
  "Small batches, so your favourite print is not on everyone else",
];

const SERVICE_TEXT: Record<(typeof ABOUT_SERVICES)[number], string> = {
  "Graphic Design": "Our in-house designers turn your idea, logo or sketch into print-ready artwork, with two rounds of changes included.",
  Printing: "Screen, DTF and DTG printing on our own oversized blanks or on garments you bring, checked piece by piece before dispatch.",
  "Print-on-Demand for Online Stores":
    "Sell your designs without holding stock: we print each order as it comes in and ship it in plain or branded packaging under your store's name.",
  "Branding and White-Label Printing":
    "Neck labels, hang tags and packaging with your brand on them, for labels, colleges, cafés and teams starting from 50 pieces.",
};

export default function About() {
  useRecordVisit("About");
  const { policy } = usePublicConfig();
  return (
    <div className={`${ui.container} ${content.contentPage}`}>
      <section className={s.thankYouBanner}>
        <h1>Thank you for choosing Dhaaga</h1>
        <p>
          We are a small streetwear label from Pune. Every tee, hoodie and sweatshirt we sell is cut roomy, printed with care and shipped by the same
          team that designs it.
        </p>
      </section>
      <div className={content.twoCol}>
        <section>
          <h2>{MESSAGES.aboutOurFocus}</h2>
          <ul>
            {focus(policy).map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{MESSAGES.aboutWhyUs}</h2>
          <ul>
            {whyUs(policy).map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      </div>
      <section>
        <h2>What we do</h2>
        <div className={content.accordion}>
          {ABOUT_SERVICES.map((s) => (
            <details key={s}>
              <summary>{s}</summary>
              <p>{SERVICE_TEXT[s]}</p>
            </details>
          ))}
        </div>
      </section>
      <p className={content.center}>
        <Link className={ui.btn} to="/collection">
          {MESSAGES.heroShopNow}
        </Link>
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
