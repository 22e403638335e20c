import { Outlet } from "react-router";
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
