import { describe, expect, it } from "vitest";
import * as named from "./messages";
import { MESSAGES, POLICY_STRIP, SORT_LABELS, productNotFoundLog } from "./messages";

// Copied from the spec text; a drift in either place fails here.
describe("MESSAGES match the spec to the letter", () => {
  it.each<[keyof typeof MESSAGES, string]>([
    ["selectSize", "Select Product Size"],
    ["selectColor", "Select Product Color"],
    ["pleaseSelectColor", "Please select a color."],
    ["pleaseSelectSize", "Please select a size."],
    ["addedToCart", "Added to cart successfully!"],
    ["itemAddedToCart", "Item added to cart! ✅"],
    ["addedAfterLogin", "Item added to cart after login ✅"],
    ["copied", "Copied to clipboard!"],
    ["sessionExpired", "Session expired or user deleted. Login again."],
    ["loggedOut", "Logged out successfully!"],
    ["couponInvalid", "Invalid Coupon"],
    ["reviewInvalid", "Please provide a valid name and rating (1-5)."],
    ["reviewNoComment", "No comment provided"],
    ["reviewCloseConfirm", "Do you really want to close the review? Any unsaved changes will be lost."],
    ["queryLogin", "Please log in first to submit a query."],
    ["queryEmpty", "Please enter your query before submitting."],
    ["querySecondMailFailed", "Token Generated, but confirmation email failed."],
    ["querySuccess", "Token Generated Successfully. Check your email."],
    ["queryConfirmation", "Your query has been received. Our team will get back to you soon."],
    ["otpSendFailed", "Failed to send OTP."],
    ["partnerTerms", "You must accept the terms to proceed."],
    ["partnerAllFields", "Please fill out all fields and accept the terms."],
    ["partnerSent", "Email sent successfully! We will contact you soon."],
    ["partnerFailed", "Something went wrong. Please try again."],
    ["reviewThrown", "Something went wrong. Please try again later."],
    ["queryFirstMailFailed", "Something went wrong, please try again."],
    ["loggedOutBanner", "Free shipping all over India.At min order of ₹500 and above"],
    ["cancelTitle", "Confirm Cancellation"],
    ["cancelBody", "Are you sure you want to cancel this order?"],
    ["cancelKeep", "No, Keep Order"],
    ["cancelConfirm", "Yes, Cancel Order"],
    ["chatNoMatch", "Please ask a valid question."],
    ["scratchWin", "Congratulations! You have won a reward!"],
    ["tabVendorInfo", "Vender Info"],
    ["loading", "Loading..."],
  ])("%s", (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it("every message is a non-empty string without stray whitespace", () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(typeof text, key).toBe("string");
      expect(text.length, key).toBeGreaterThan(0);
      expect(text.trim(), key).toBe(text);
    }
  });

  it("the MESSAGES object holds exactly the strings the browser imports by name", () => {
    // The per-message strings are the camelCase exports; the UPPER_CASE ones are lists and labels of their own.
    const strings = Object.entries(named).filter(([k, v]) => /^[a-z]/.test(k) && typeof v === "string");
    expect(Object.fromEntries(strings)).toEqual({ ...MESSAGES });
  });

  it("derived lists reuse the named strings", () => {
    expect(POLICY_STRIP.map((p) => p.title)).toEqual(["Easy Exchange Policy", "7 Days Return Policy", "Best Customer Support"]);
    expect(SORT_LABELS).toEqual({ relevant: "Relevant", "low-high": "Low to High", "high-low": "High to Low" });
    expect(productNotFoundLog("abc")).toBe("Product with ID abc not found.");
  });
});
