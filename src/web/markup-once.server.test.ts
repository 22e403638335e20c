import { createElement, type ReactElement } from "react";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server.node";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { PublicConfig } from "../contracts/pages";
import { describe, expect, it } from "vitest";
import { HeroSlider } from "./components/home/hero-slider";
import { BannerTiles, OfferCarousel, PolicyStrip, Testimonials } from "./components/home/home-sections";
import { ProductGrid } from "./components/product-card";
import { cardProduct } from "./components/product-card.cases";
import { SiteFooter } from "./components/site-footer";
import { MarkupOnceContext } from "./lib/markup-once";
import type { CardProduct } from "./lib/product-types";
import { DEFAULT_SHOP_POLICY } from "../domain/shop-policy";
import { SPEC_VOCABULARY } from "../domain/vocabulary";
import { createMarkupOnce } from "./markup-once.server";

const CONFIG: PublicConfig = {
  publicUrl: "http://localhost:3000",
  whatsappNumber: "",
  googleSignIn: false,
  razorpayKeyId: null,
  stripe: false,
  seller: {
    legalName: "Dhaaga Apparel Private Limited",
    address: "Shop 12, FC Road, Shivajinagar, Pune 411004, Maharashtra",
    carePhone: "",
    careEmail: "",
  },
  policy: DEFAULT_SHOP_POLICY,
  vocabulary: SPEC_VOCABULARY,
  banner: "",
};

const card = (n: number, over: Partial<CardProduct> = {}): CardProduct =>
  cardProduct({
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Magma Black Oversized Tee ${n}`,
    slug: `magma_black_oversized_tee_${n}`,
    image: [`/images/demo/products/tee-${n}-front-300.jpg`, `/images/demo/products/tee-${n}-back-300.jpg`],
    ...over,
  });

/**
 * A page's markup of `part`, rendered as pages are (React's streaming renderer, in a data router
 * whose root loaded the store's public configuration), in full or with parts kept by `once`.
 */
function page(part: ReactElement, once: ReturnType<typeof createMarkupOnce> | null): Promise<string> {
  const element = createElement(MarkupOnceContext.Provider, { value: once }, part);
  const router = createMemoryRouter([{ id: "root", path: "*", element, loader: () => ({ config: CONFIG }) }], {
    hydrationData: { loaderData: { root: { config: CONFIG } } },
  });
  const tree = createElement(RouterProvider, { router });
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      onAllReady() {
        const out = new PassThrough();
        text(out).then(resolve, reject);
        pipe(out);
      },
      onShellError: reject,
    });
  });
}

/** A part that counts how often React renders it. */
const renders = { count: 0 };
function Counted({ text }: { text: string }) {
  renders.count++;
  return createElement("span", null, text);
}

describe("parts rendered once", () => {
  it("write the same markup as the page would render: cards, home sections and the footer", async () => {
    const once = createMarkupOnce(1_000_000);
    const parts: Record<string, ReactElement> = {
      cards: createElement(ProductGrid, {
        products: [card(1), card(2), card(3, { originalPrice: 899, rating: { average: 0, count: 0 } })],
        eager: 1,
      }),
      banners: createElement(BannerTiles),
      offers: createElement(OfferCarousel, {
        offers: [{ image: "/images/demo/offers/offer-1-600.jpg", alt: "Diwali offer", slug: "tee_1" }],
        hold: true,
      }),
      testimonials: createElement(Testimonials, {
        items: [{ name: "Asha", city: "Pune", quote: "Soft & <heavy>", rating: 5, portrait: "/images/demo/people/asha-96.jpg" }],
      }),
      policies: createElement(PolicyStrip),
      hero: createElement(HeroSlider, { hold: false }),
      footer: createElement(SiteFooter),
    };
    for (const part of Object.values(parts)) {
      const rendered = await page(part, null);
      expect(await page(part, once)).toBe(rendered);
      // The second time the kept markup is written in.
      expect(await page(part, once)).toBe(rendered);
    }
    // The footer gives the shop's address as configured.
    expect(await page(parts.footer!, once)).toContain(CONFIG.seller.address);
  });

  it("show a card as its product is now: a changed price is a new key", async () => {
    const once = createMarkupOnce(1_000_000);
    const grid = (product: CardProduct) => createElement(ProductGrid, { products: [product] });
    expect(await page(grid(card(1)), once)).toContain("₹899");
    const repriced = await page(grid(card(1, { price: 749 })), once);
    expect(repriced).toContain("₹749");
    expect(repriced).not.toContain("₹899");
  });

  it("render a part once per key, and again when its key changes", () => {
    const once = createMarkupOnce(1_000_000);
    renders.count = 0;
    expect(once("a", createElement(Counted, { text: "one" }))).toBe("<span>one</span>");
    expect(once("a", createElement(Counted, { text: "one" }))).toBe("<span>one</span>");
    expect(renders.count).toBe(1);
    expect(once("b", createElement(Counted, { text: "two" }))).toBe("<span>two</span>");
    expect(renders.count).toBe(2);
  });

  it("let the least recently used markup go past the limit", () => {
    // Each entry is a one-letter key and 18 characters of markup: two fit in 40, three do not.
    const once = createMarkupOnce(40);
    const kept = (key: string) => once(key, createElement(Counted, { text: "kept!" }));
    renders.count = 0;
    kept("a");
    kept("b");
    kept("a");
    expect(renders.count).toBe(2);
    kept("c"); // "b" goes: "a" was used last
    kept("a");
    expect(renders.count).toBe(3);
    kept("b");
    expect(renders.count).toBe(4);
  });
});
