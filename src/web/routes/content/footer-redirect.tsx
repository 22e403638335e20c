import { redirect } from "react-router";
import type { Route } from "./+types/footer-redirect";

/** Footer and sign-in links that name older paths; each moves permanently to the page that holds it. */
const FOOTER_REDIRECTS: Record<string, string> = {
  "/terms": "/termandc",
  "/auth": "/login",
  "/category": "/collection",
  "/info": "/about",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = FOOTER_REDIRECTS[url.pathname.replace(/\/$/, "")] ?? "/";
  return redirect(target + url.search, 301);
}

export default function FooterRedirect() {
  return null;
}
