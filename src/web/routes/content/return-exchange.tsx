import { Link } from "react-router";
import type { Route } from "./+types/return-exchange";
import { RETURN_PAGE_SECTIONS } from "../../../domain/messages";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta, returnsDescription } from "../../lib/seo";
import content from "./content.module.css";
import { returnsText, type ShopPolicy } from "../../../domain/shop-policy";
import { usePublicConfig } from "../../lib/public-config";
import ui from "../../components/ui.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({
    path: "/return-exchange",
    publicUrl: context.config.publicUrl,
    description: returnsDescription(context.config.policy),
  }),
});

/** The sections, with the return window the shop's policy sets and customer care's address and phone. */
const sections = (
  { returnWindowDays: days }: ShopPolicy,
  care: { careEmail: string; carePhone: string },
): Record<(typeof RETURN_PAGE_SECTIONS)[number], React.ReactNode> => ({
  Refund: (
    <>
      <p>Once a returned item reaches us and passes a quality check, your refund starts within 3–5 business days.</p>
      <p>Prepaid orders are refunded to the original payment method; cash on delivery orders are refunded to a bank account or UPI ID you give us.</p>
      <p>Items that arrive damaged or that are not what you ordered are refunded 100%, including any delivery charge.</p>
    </>
  ),
  Exchange: (
    <>
      <p>Need a different size or colour? Ask for an exchange within {days} days of delivery.</p>
      <p>We pick the item up within 48 hours of your request and deliver the replacement within 7 business days.</p>
      <p>One exchange is allowed per order.</p>
    </>
  ),
  "Return & Exchange": (
    <>
      <p>Returns and exchanges are accepted within {days} days of delivery.</p>
      <p>Items must be unused, unwashed and with their original tags. Customised items cannot be returned or exchanged.</p>
    </>
  ),
  Cancellation: (
    <>
      <p>You can cancel an order within 60 minutes of placing it and get a full refund.</p>
      <p>
        After that, an order that has not shipped can still be cancelled from My Orders if it is unpaid; a shipped order can be returned after
        delivery.
      </p>
    </>
  ),
  "Sale Items": (
    <>
      <p>Items bought in a sale, customised items and bulk orders are not refundable.</p>
      <p>If a sale item arrives damaged or wrong, we still replace it or refund it in full.</p>
    </>
  ),
  "Contact Us": (
    <>
      <p>
        Write to <a href={`mailto:${care.careEmail}`}>{care.careEmail}</a>, call{" "}
        <a href={`tel:${care.carePhone.replace(/\s/g, "")}`}>{care.carePhone}</a> (11 AM to 10 PM, Monday to Sunday), or send a query from the{" "}
        <Link to="/contact">contact page</Link>. Please keep your order number ready.
      </p>
    </>
  ),
});

export default function ReturnExchange() {
  const { policy, seller } = usePublicConfig();
  const shown = sections(policy, seller);
  return (
    <div className={`${ui.container} ${content.contentPage}`}>
      <h1>Returns, Exchange &amp; Cancellation</h1>
      <p>Our promise: easy exchanges and {returnsText(policy)}. Here is how it works.</p>
      <div className={content.accordion}>
        {RETURN_PAGE_SECTIONS.map((s, i) => (
          <details key={s} open={i === 0}>
            <summary>{s}</summary>
            {shown[s]}
          </details>
        ))}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
