import type { Route } from "./+types/offline-store";
import * as MESSAGES from "../../../domain/messages";
import { loaderMeta } from "../../lib/loader-meta";
import { usePublicConfig } from "../../lib/public-config";
import { pageMeta } from "../../lib/seo";
import ui from "../../components/ui.module.css";
import s from "./offline-store.module.css";
import content from "./content.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({ path: "/oflinestore", publicUrl: context.config.publicUrl }),
});

export default function OfflineStore() {
  // The shop is the seller's address (STORE_ADDRESS), as product pages and invoices give it.
  const { address, carePhone } = usePublicConfig().seller;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`Dhaaga, ${address}`)}`;
  return (
    <div className={`${ui.container} ${content.contentPage}`}>
      <h1>Visit our store: {MESSAGES.offlineStoreName}</h1>
      <p>Try every fit before you buy, pick up an online order, or just come and see the new drops.</p>
      <dl className={s.storeFacts}>
        <dt>Address</dt>
        <dd>
          <address>{address}</address>
        </dd>
        <dt>Hours</dt>
        <dd>{MESSAGES.offlineStoreHours}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${carePhone.replace(/\s/g, "")}`}>{carePhone}</a>
        </dd>
      </dl>
      <p>
        <a className={ui.btn} href={directions} target="_blank" rel="noopener noreferrer">
          Get directions
        </a>
      </p>
      <p className={ui.muted}>Near Goodluck Chowk. Two-wheeler parking on the lane behind the store.</p>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
