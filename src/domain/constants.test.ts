import { describe, expect, it } from "vitest";
import * as C from "./constants";

// Guards the spec §9 figures against accidental edits.
describe("spec §9 constants", () => {
  it.each<[keyof typeof C, unknown]>([
    ["HERO_AUTO_ADVANCE_MS", 7000],
    ["MOBILE_BREAKPOINT_PX", 768],
    ["HERO_SLIDES", 5],
    ["FESTIVE_OVERLAY_MS", 10000],
    ["TOAST_MS_SHOP", 3000],
    ["TOAST_MS_COPY", 2000],
    ["TOAST_MS_ACCOUNT", 5000],
    ["OTP_RESEND_MS", 30000],
    ["CART_QTY_MIN", 1],
    ["CART_QTY_MAX", 10],
    ["REVIEWS_FIRST", 10],
    ["REVIEWS_MORE", 5],
    ["ZOOM_MIN", 1],
    ["ZOOM_MAX", 3],
    ["ZOOM_STEP_BUTTON", 0.2],
    ["ZOOM_STEP_WHEEL", 0.1],
    ["ZOOM_HOVER_MIN", 1.5],
    ["RELATED_COUNT", 5],
    ["HOME_STRIP_COUNT", 4],
    ["SHOWCASE_COUNT", 8],
    ["CARD_IMAGE_WIDTHS", [150, 300, 600]],
    ["IMAGE_WIDTHS", [150, 300, 600, 1200]],
    ["IMAGE_ASPECT", 0.8],
    ["OFFER_AUTOPLAY_MS", 3000],
    ["RECENT_PURCHASES_REFRESH_MS", 6000],
    ["CHAT_FUZZY_THRESHOLD", 0.4],
    ["SCRATCH_SIZE", 256],
    ["SCRATCH_REVEAL_RATIO", 0.7],
    ["PRICE_SLIDER_MIN", 0],
    ["PRICE_SLIDER_MAX", 2999],
    ["CATEGORIES", ["Oversized T-Shirts", "Hoodies", "Sweatshirts"]],
    ["ADULT_SIZES", ["S", "M", "L", "XL", "XXL"]],
    ["KID_SIZES", ["2-4 yr", "4-6 yr", "6-8 yr", "8-12 yr"]],
    ["SUB_CATEGORIES", ["M", "F", "K", "B"]],
  ])("%s", (name, value) => {
    expect(C[name]).toEqual(value);
  });

  it("recent purchases read from 1 minute to 2 days ago", () => {
    expect(C.RECENT_PURCHASE_AGO_MIN_MS).toBe(60_000);
    expect(C.RECENT_PURCHASE_AGO_MAX_MS).toBe(172_800_000);
  });
});
