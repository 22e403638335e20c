import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { useEffect, useRef } from "react";
import type { Route } from "./+types/root";
import "./load-context";
import { LoggedOutBanner, SiteHeader } from "./components/site-header";
import { SiteFooter } from "./components/site-footer";
import { WhatsAppButton } from "./components/whatsapp-button";
import { CartDrawer } from "./components/cart-drawer";
import { NavigationStatus } from "./components/navigation-status";
import { ShopProvider } from "./lib/shop";
import { SessionKeeper } from "./lib/session";
import { ToastProvider } from "./lib/toasts";
import "@fontsource/space-grotesk/latin-700.css";
import brandFont from "@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2?url";
import styles from "./global.css?url";
import favicon from "./favicon.png?url";
import ui from "./components/ui.module.css";
import { usePublicConfig } from "./lib/public-config";
import { applyVocabulary } from "../domain/vocabulary";
import s from "./root.module.css";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  // The brand face's one weight, used by the word mark and the page's heading above the fold.
  { rel: "preload", href: brandFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: favicon, type: "image/png", sizes: "32x32" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { config: context.config };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the page hydrated: presses held before it are pressed again (decision 178), and tests
  // (and anyone debugging) know the page's scripts are running.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    // The session mark is set on <html> by the script the server writes first in the head (server/render/session-mark-script.ts).
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#151515" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * A client navigation to another page moves the focus to its heading (or its main), which a screen
 * reader reads out and from which Tab goes on into the page. `main` is a new element for each path,
 * so this runs once per page reached; the first page keeps the browser's own start, and a filter or
 * search that keeps the page keeps the focus where it is.
 */
function focusHeading(main: HTMLElement | null) {
  const target = main?.querySelector("h1") ?? main;
  if (!target) return;
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

function Shell({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const { banner } = usePublicConfig();
  // Pages slide in on client navigation only: the server-rendered first page paints at once.
  const firstKey = useRef(location.key);
  const navigated = useRef(false);
  if (location.key !== firstKey.current) navigated.current = true;
  // One callback for good: React calls it for each new `main` (a new path), never again because
  // the first navigation changed it, which took the focus from a search box still being typed in.
  const focusOnArrival = useRef((main: HTMLElement | null) => {
    if (navigated.current) focusHeading(main);
  }).current;
  return (
    <ToastProvider>
      <ShopProvider>
        <SessionKeeper />
        <LoggedOutBanner message={banner} />
        <SiteHeader />
        <NavigationStatus />
        <main
          ref={focusOnArrival}
          id="main"
          key={location.pathname}
          className={navigated.current ? `${s.page} ${s.pageEnter}` : s.page}
          data-entered={navigated.current ? "" : undefined}
        >
          {children}
        </main>
        <SiteFooter />
        <WhatsAppButton />
        <CartDrawer />
      </ShopProvider>
    </ToastProvider>
  );
}

/** The console under /admin brings its own frame: no storefront header, footer or shop state. */
const isConsolePath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

export default function App() {
  const { pathname } = useLocation();
  // The catalog's vocabulary in force (decision 221), before any page below reads it.
  applyVocabulary(usePublicConfig().vocabulary);
  if (isConsolePath(pathname)) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "Something went wrong";
  const detail = isRouteErrorResponse(error) ? (typeof error.data === "string" ? error.data : error.statusText) : "Please try again in a moment.";
  return (
    <Shell>
      <title>{`${title} | Dhaaga`}</title>
      <meta name="robots" content="noindex" />
      <section className={`${ui.container} ${s.errorPage}`}>
        <h1>{title}</h1>
        <p>{detail}</p>
        <a className={ui.btn} href="/collection">
          Browse the collection
        </a>
      </section>
    </Shell>
  );
}
