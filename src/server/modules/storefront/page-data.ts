import type { CartPageExtras, PageContext, PageData, PublicConfig } from "../../../contracts/pages";
import { bannerText } from "../../../domain/shop-policy";
import { vocabulary } from "../../../domain/vocabulary";
import type { Config } from "../../config";
import { shuffled } from "../../lib/shuffled";
import type { Services } from "../../services";

const TESTIMONIALS_SHOWN = 3;

/** The part of the configuration a browser may see: no secrets, only what switches UI on. */
export function publicConfig(config: Config): PublicConfig {
  return {
    publicUrl: config.publicUrl,
    whatsappNumber: config.whatsappNumber,
    googleSignIn: Boolean(config.google),
    razorpayKeyId: config.razorpay?.keyId ?? null,
    razorpayCheckoutUrl: config.razorpay?.checkoutUrl ?? null,
    stripe: Boolean(config.stripe),
    seller: {
      legalName: config.store.legalName,
      address: config.store.address,
      carePhone: config.store.carePhone,
      careEmail: config.store.careEmail,
    },
    policy: config.policy,
    banner: bannerText(config.policy.delivery),
    vocabulary: vocabulary(),
  };
}

/** The storefront's pages read the same services as the JSON API. */
export function createPageData(services: Services): PageData {
  const { catalog, catalogSearch, storefront } = services;
  return {
    homeSections: () => storefront.homeSections(),
    productBySlug: (slug) => catalog.productBySlug(slug),
    relatedProducts: (productId, category) => storefront.relatedProducts(productId, category),
    recentPurchases: () => storefront.recentPurchases(),
    search: (filters) => catalogSearch.search(filters),
    /** What the cart page shows around the cart itself: related products and a few testimonials. */
    async cartPageExtras(): Promise<CartPageExtras> {
      const [related, content] = await Promise.all([storefront.suggestedProducts(), storefront.content()]);
      return {
        related,
        testimonials: shuffled(content.testimonials)
          .slice(0, TESTIMONIALS_SHOWN)
          .map((t) => ({ name: t.name, city: t.city, quote: t.quote, rating: t.rating, image: t.portrait })),
      };
    },
  };
}

/** What a page's context holds from the configuration alone: the same on the main thread and in a render thread. */
export function pageSettingsOf(config: Config): Pick<PageContext, "config" | "devMailbox"> {
  return { config: publicConfig(config), devMailbox: config.devMailbox };
}

/**
 * Everything but what belongs to the request (its id, its API calls, its log lines), for the page
 * about to render: the page data is built once per process, the settings are read for each page,
 * as the console's Settings change them while the store runs (decision 219).
 */
export function pageContextOf(services: Services, config: Config): () => Omit<PageContext, "requestId" | "callApi" | "reportError" | "document"> {
  const pages = createPageData(services);
  return () => ({ pages, ...pageSettingsOf(config) });
}
