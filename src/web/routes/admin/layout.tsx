import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import consoleStyles from "../../console/console.css?url";

/** The console's own route tree: its styles and scripts load under /admin only. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const meta: Route.MetaFunction = () => [{ title: "Console | Dhaaga" }, { name: "robots", content: "noindex, nofollow" }];

export default function ConsoleLayout() {
  return (
    <div className="adm">
      <Outlet />
    </div>
  );
}

/**
 * A console page that could not load (nothing at the address, a product or order that is gone, a
 * page only the owner may open), said in the console's own frame. Left to the root's boundary it
 * would be drawn in the shop's frame, whose footer this document does not carry, and the page
 * would load itself again and again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "";
  return (
    <div className="adm">
      <main id="main" className="adm-main">
        <h1>{status === 404 ? "Not found" : status === 403 ? "Not open to you" : "This page could not load"}</h1>
        <p>{said || "The console could not load this page. Please try again in a moment."}</p>
        <p>
          <Link to="/admin">Back to the dashboard</Link>
        </p>
      </main>
    </div>
  );
}
