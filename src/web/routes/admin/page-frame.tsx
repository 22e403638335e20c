import { Outlet } from "react-router";
import { ConsoleError } from "../../console/console-error";
import type { Route } from "./+types/page-frame";

/** Every signed-in console page: drawn under the console's menu. */
export default function PageFrame() {
  return <Outlet />;
}

/**
 * A signed-in page that could not load (an order that is gone, a page only the owner may open, a
 * filter the list refuses) says so under the menu, so the merchant goes on from there.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleError error={error} />;
}
