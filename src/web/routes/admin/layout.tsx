import { Outlet } from "react-router";
import { ConsoleError } from "../../console/console-error";
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
  return (
    <div className="adm">
      <main id="main" className="adm-main">
        <ConsoleError error={error} />
      </main>
    </div>
  );
}
