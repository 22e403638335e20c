import type { MetaDescriptor } from "react-router";
import { returnsText, type ShopPolicy, shopPromises } from "../../domain/shop-policy";

export const BRAND = "Dhaaga";

/** Title and description of every fixed page, by path. */
export const PAGE_META: Record<string, { title: string; description: string }> = {
  "/": {
    title: "Dhaaga | Oversized T-Shirts, Hoodies & Sweatshirts Online in India",
    description: "Shop oversized t-shirts, hoodies and sweatshirts for men, women and kids. 240 GSM 100% cotton.",
  },
  "/collection": {
    title: "Shop All Streetwear | Dhaaga Collection",
    description: "Browse every Dhaaga oversized t-shirt, hoodie and sweatshirt. Filter by category, size, colour and price.",
  },
  "/men": {
    title: "Men's Oversized T-Shirts & Hoodies | Dhaaga",
    description: "Streetwear for men: oversized tees, hoodies and sweatshirts in 240 GSM cotton.",
  },
  "/women": {
    title: "Women's Oversized T-Shirts & Hoodies | Dhaaga",
    description: "Streetwear for women: oversized tees, hoodies and sweatshirts in 240 GSM cotton.",
  },
  "/kids": { title: "Kids' T-Shirts, Hoodies & Sweatshirts | Dhaaga", description: "Soft cotton streetwear for kids aged 2 to 12." },
  "/about": {
    title: "About Us | Dhaaga",
    description: "Dhaaga is a streetwear label from Pune: design, printing, print-on-demand and white-label apparel.",
  },
  "/contact": {
    title: "Contact Us & FAQ | Dhaaga",
    description: "Questions about orders, shipping, returns or offers? Read the FAQ or send us a query.",
  },
  "/cart": { title: "Your Cart | Dhaaga", description: "Review the items in your Dhaaga cart and apply a coupon." },
  "/login": { title: "Login | Dhaaga", description: "Log in to your Dhaaga account." },
  "/signup": { title: "Sign Up | Dhaaga", description: "Create a Dhaaga account to track orders and save addresses." },
  "/reset-password": { title: "Reset Password | Dhaaga", description: "Reset your Dhaaga account password with a code sent by email." },
  "/place-order": { title: "Checkout | Dhaaga", description: "Enter your delivery details and choose how to pay." },
  "/orders": { title: "My Orders | Dhaaga", description: "Track and manage your Dhaaga orders." },
  "/profile": { title: "My Profile | Dhaaga", description: "Your Dhaaga profile, addresses and saved cards." },
  "/verify": { title: "Verifying Payment | Dhaaga", description: "Checking your payment." },
  "/sitemap": { title: "Site Map | Dhaaga", description: "Every page and category of the Dhaaga store." },
  "/privacy-policy": { title: "Privacy Policy | Dhaaga", description: "How Dhaaga collects, uses and protects your personal data." },
  "/termandc": { title: "Terms & Conditions | Dhaaga", description: "The terms that apply when you shop at Dhaaga." },
  "/career": { title: "Careers | Dhaaga", description: "Work with the Dhaaga team in Pune." },
  "/return-exchange": {
    title: "Returns, Exchange & Cancellation | Dhaaga",
    description: "Returns and exchanges, refunds and cancellation policy.",
  },
  "/oflinestore": {
    title: "Offline Store, FC Road Pune | Dhaaga",
    description: "Visit the Dhaaga store on FC Road, Pune, open 11 AM to 10 PM, Monday to Sunday.",
  },
  "/became-a-partnar": { title: "Become a Partner | Dhaaga", description: "Partnerships, print-on-demand and bulk orders with Dhaaga." },
  "/chat": { title: "Chat with Us | Dhaaga", description: "Quick answers to common questions about Dhaaga orders and policies." },
  "/scratch": { title: "Scratch & Win | Dhaaga", description: "Scratch the card to reveal your reward." },
};

/** The home page's description with the shop's promises, made from the policy checkout keeps. */
export const homeDescription = (policy: ShopPolicy) => `${PAGE_META["/"]!.description} ${shopPromises(policy)}.`;

/** The returns page's description with the return window. */
export const returnsDescription = (policy: ShopPolicy) => `${returnsText(policy)} and exchanges, refunds and cancellation policy.`;

export interface MetaInput {
  path: string;
  publicUrl: string;
  title?: string;
  description?: string;
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for one page. Routes call it in
 * their loader and their `meta` returns the result: these tables stay on the server.
 */
export function pageMeta(input: MetaInput): MetaDescriptor[] {
  const fixed = PAGE_META[input.path] ?? PAGE_META["/"];
  const title = input.title ?? fixed.title;
  const description = input.description ?? fixed.description;
  const url = input.publicUrl + input.path;
  const image = input.image ? (input.image.startsWith("http") ? input.image : input.publicUrl + input.image) : undefined;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: BRAND },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    ...(image
      ? [
          { property: "og:image", content: image },
          { name: "twitter:image", content: image },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
