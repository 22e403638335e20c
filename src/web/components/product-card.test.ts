import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { CardProduct } from "../lib/product-types";
import { ProductCard } from "./product-card";
import { cardProduct } from "./product-card.cases";
import { soldOutLabel } from "../../domain/messages";

const html = (product: CardProduct) => renderToString(createElement(MemoryRouter, null, createElement(ProductCard, { product })));

describe("ProductCard", () => {
  it("renders only the first image on the server: the second waits for a mouse or the keyboard", () => {
    const page = html(cardProduct({ image: ["/a.jpg", "/b.jpg"] }));
    expect(page.match(/<img /g)).toHaveLength(1);
    expect(page).toContain('alt="Magma Black Oversized Tee"');
    expect(page).not.toContain("/b.jpg");
  });

  it("escapes the slug as one path segment, so '#', '?' and '/' reach the product page", () => {
    expect(html(cardProduct({ slug: "tee_#1?_50%/off" }))).toContain('href="/product/tee_%231%3F_50%25%2Foff"');
  });

  it("puts the quick add button beside the link, never inside it", () => {
    const out = html(cardProduct({}));
    expect(out).toMatch(
      /<a [^>]*href="\/product\/magma_black_oversized_tee"[^>]*>(?:(?!<button).)*<\/a><button[^>]*aria-label="Quick add Magma Black Oversized Tee"/s,
    );
  });

  it("offers no quick add for a product without sizes or colours", () => {
    expect(html(cardProduct({ sizes: [] }))).not.toContain("Quick add");
  });

  it("shows the % off and the rating, and says both in the link's name", () => {
    const out = html(cardProduct({}));
    expect(out).toContain("31% off");
    expect(out).toContain("4.3");
    expect(out).toContain('aria-label="Magma Black Oversized Tee, ₹899, 31% off, rated 4.3 out of 5"');
  });

  it("shows neither without a discount or a review", () => {
    const out = html(cardProduct({ originalPrice: 899, rating: { average: 0, count: 0 } }));
    expect(out).not.toContain("% off");
    expect(out).not.toContain("rated");
    expect(out).toContain('aria-label="Magma Black Oversized Tee, ₹899"');
  });

  it("says Sold out, in its name too, and offers no quick add when no size and colour is left", () => {
    const out = html(
      cardProduct({
        sizes: ["S", "M"],
        colors: ["#151515"],
        soldOut: [
          { size: "S", color: "#151515" },
          { size: "M", color: "#151515" },
        ],
      }),
    );
    expect(out).toContain(`>${soldOutLabel}</span>`);
    expect(out).toContain(`aria-label="Magma Black Oversized Tee, ${soldOutLabel}, ₹899`);
    expect(out).not.toContain("Quick add");
  });

  it("keeps quick add while one size in one colour is left", () => {
    const out = html(cardProduct({ sizes: ["S", "M"], colors: ["#151515"], soldOut: [{ size: "S", color: "#151515" }] }));
    expect(out).not.toContain(soldOutLabel);
    expect(out).toContain("Quick add");
  });
});
