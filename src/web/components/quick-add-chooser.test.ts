import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ShopProvider } from "../lib/shop";
import { ToastProvider } from "../lib/toasts";
import QuickAddChooser from "./quick-add-chooser";
import { cardProduct } from "./product-card.cases";

/** The chooser as the server would draw it inside the store's shell (the shop and its toasts). */
const html = (over: Parameters<typeof cardProduct>[0]) =>
  renderToString(
    createElement(
      MemoryRouter,
      null,
      createElement(
        ToastProvider,
        null,
        createElement(ShopProvider, null, createElement(QuickAddChooser, { product: cardProduct(over), onClose() {} })),
      ),
    ),
  );
const chip = (out: string, label: string) => new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`).exec(out)?.[0] ?? "";

describe("QuickAddChooser", () => {
  it("shows a size sold out in the only colour as sold out, and it cannot be chosen", () => {
    const out = html({ sizes: ["S", "M"], colors: ["#151515"], soldOut: [{ size: "S", color: "#151515" }] });
    expect(chip(out, "S, sold out")).toContain("disabled");
    expect(out).toMatch(/<button[^>]*aria-pressed="false"[^>]*>M<\/button>/);
    expect(out).not.toMatch(/aria-label="M, sold out"/);
  });

  it("with no colour chosen, calls a size sold out only when every colour of it is", () => {
    const out = html({
      sizes: ["S", "M"],
      colors: ["#151515", "#F6F6F6"],
      soldOut: [
        { size: "S", color: "#151515" },
        { size: "S", color: "#F6F6F6" },
        { size: "M", color: "#151515" },
      ],
    });
    expect(chip(out, "S, sold out")).toContain("disabled");
    expect(out).not.toMatch(/aria-label="M, sold out"/);
  });

  it("chooses the only colour for the shopper", () => {
    const out = html({ colors: ["#151515"] });
    expect(out).toMatch(/<button[^>]*aria-pressed="true"[^>]*><span[^>]*><\/span>Magma Black<\/button>/);
  });
});
