import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("collection", "routes/collection.tsx"),
  route("men", "routes/collection.tsx", { id: "men" }),
  route("women", "routes/collection.tsx", { id: "women" }),
  route("kids", "routes/collection.tsx", { id: "kids" }),
  // The spec: unknown paths show home.
  route("*", "routes/home.tsx", { id: "unknown-path" }),
] satisfies RouteConfig;
