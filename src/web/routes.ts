import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  // The spec: unknown paths show home.
  route("*", "routes/home.tsx", { id: "unknown-path" }),
] satisfies RouteConfig;
