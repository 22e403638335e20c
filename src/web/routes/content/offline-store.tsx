import type { Route } from "./+types/offline-store";
import * as MESSAGES from "../../../domain/messages";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import ui from "../../components/ui.module.css";
import s from "./offline-store.module.css";
import content from "./content.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({ path: "/oflinestore", publicUrl: context.config.publicUrl }),
});

const STORE_ADDRESS = "Shop 12, FC Road, Shivajinagar, Pune 411005";
const DIRECTIONS_URL = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`Dhaaga, ${STORE_ADDRESS}`)}`;

export default function OfflineStore() {
  return (
    <div className={`${ui.container} ${content.contentPage}`}>
      <h1>Visit our store: {MESSAGES.offlineStoreName}</h1>
      <p>Try every fit before you buy, pick up an online order, or just come and see the new drops.</p>
      <dl className={s.storeFacts}>
        <dt>Address</dt>
        <dd>
          <address>{STORE_ADDRESS}</address>
        </dd>
        <dt>Hours</dt>
        <dd>{MESSAGES.offlineStoreHours}</dd>
        <dt>Phone</dt>
        <dd>
          <a href="tel:+919876543210">+91 98765 43210</a>
        </dd>
      </dl>
      <p>
        <a className={ui.btn} href={DIRECTIONS_URL} target="_blank" rel="noopener noreferrer">
          Get directions
        </a>
      </p>
      <p className={ui.muted}>Near Goodluck Chowk. Two-wheeler parking on the lane behind the store.</p>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
