import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("profile", "routes/profile.tsx"),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  // The spec: unknown paths show home.
  route("*", "routes/home.tsx", { id: "unknown-path" }),
] satisfies RouteConfig;
