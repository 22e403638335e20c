import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("place-order", "routes/place-order.tsx"),
  route("orders", "routes/orders.tsx"),
  route("verify", "routes/verify.tsx"),
  // The spec: unknown paths show home.
  route("*", "routes/home.tsx", { id: "unknown-path" }),
] satisfies RouteConfig;
