import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("about", "routes/content/about.tsx"),
  route("contact", "routes/content/contact.tsx"),
  route("chat", "routes/content/chat.tsx"),
  route("became-a-partnar", "routes/content/partner.tsx"),
  route("scratch", "routes/content/scratch.tsx"),
  route("return-exchange", "routes/content/return-exchange.tsx"),
  route("oflinestore", "routes/content/offline-store.tsx"),
  route("privacy-policy", "routes/content/privacy-policy.tsx"),
  route("termandc", "routes/content/terms.tsx"),
  route("career", "routes/content/career.tsx"),
  route("sitemap", "routes/content/sitemap.tsx"),
  route("customize", "routes/content/customize.tsx"),
  route("terms", "routes/content/footer-redirect.tsx", { id: "redirect-terms" }),
  route("auth", "routes/content/footer-redirect.tsx", { id: "redirect-auth" }),
  route("category", "routes/content/footer-redirect.tsx", { id: "redirect-category" }),
  route("info", "routes/content/footer-redirect.tsx", { id: "redirect-info" }),
  route("place-order", "routes/place-order.tsx"),
  route("orders", "routes/orders.tsx"),
  route("verify", "routes/verify.tsx"),
  // The spec: unknown paths show home.
  route("*", "routes/home.tsx", { id: "unknown-path" }),
] satisfies RouteConfig;
