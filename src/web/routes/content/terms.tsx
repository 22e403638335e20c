import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { GrievanceOfficer } from "../../components/grievance-officer";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import ui from "../../components/ui.module.css";
import { codReachText, deliveryDaysText, freeShippingText } from "../../../domain/shop-policy";
import { usePublicConfig } from "../../lib/public-config";
import content from "./content.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({ path: "/termandc", publicUrl: context.config.publicUrl }),
});

export default function Terms() {
  const { policy } = usePublicConfig();
  return (
    <article className={`${ui.container} ${content.contentPage} ${ui.prose}`}>
      <h1>Terms &amp; Conditions</h1>
      <p className={ui.muted}>Last updated: 1 November 2026</p>
      <p>
        These terms apply when you browse or buy at Dhaaga, a store run from Pune, India. By placing an order you agree to them. They are governed by
        Indian law, and the courts of Pune have jurisdiction.
      </p>
      <h2>Who may buy</h2>
      <p>
        You must be able to enter a binding contract under the Indian Contract Act, 1872. We do not serve minors under 13; purchases for children must
        be made by a parent or guardian.
      </p>
      <h2>Prices and payment</h2>
      <ul>
        <li>All prices are in Indian rupees (₹) and include GST.</li>
        <li>
          The price charged is the one our server shows at checkout; a price shown in error will not be honoured, and we will tell you before
          charging.
        </li>
        <li>{codReachText(policy.cod)} Online payment is offered through our payment partners where it is set up.</li>
        <li>Coupons: one per order, subject to their stated conditions.</li>
      </ul>
      <h2>Shipping</h2>
      <p>
        We ship across India. Delivery usually takes {deliveryDaysText()}. {freeShippingText(policy.delivery)}; the cart shows the delivery fee before
        you pay.
      </p>
      <h2>Cancellation, returns and refunds</h2>
      <ul>
        <li>Orders cancelled within 60 minutes of purchase are refunded in full.</li>
        <li>Returns and exchanges are accepted within {policy.returnWindowDays} days of delivery, unused and with tags.</li>
        <li>Damaged or wrong items are refunded 100%.</li>
        <li>Sale, customised and bulk-order items are not refundable.</li>
      </ul>
      <p>
        Details are in the <Link to="/return-exchange">Return, Exchange &amp; Cancellation policy</Link>.
      </p>
      <h2>Your account</h2>
      <p>Keep your password private. You are responsible for orders placed from your account. Tell us at once if you suspect misuse.</p>
      <h2>Reviews and content</h2>
      <p>Reviews must be honest and lawful. We verify reviews within 48 hours and may remove ones that are abusive, fake or off-topic.</p>
      <h2>Our designs</h2>
      <p>All designs, photos and text on this site belong to Dhaaga. You may not copy or sell them without written permission.</p>
      <h2>Liability</h2>
      <p>
        Our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights under the Consumer Protection
        Act, 2019.
      </p>
      <GrievanceOfficer />
      <p>
        How we handle your data: <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </article>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
