import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { isCollectionPath } from "../lib/collection-url";
import { useShop } from "../lib/shop";
import { BagIcon, CloseIcon, MenuIcon, SearchIcon, UserIcon } from "./icons";

const MAIN_LINKS = [
  { to: "/", label: "Home" },
  { to: "/men", label: "Men" },
  { to: "/women", label: "Women" },
  { to: "/kids", label: "Kids" },
  { to: "/collection", label: "Collection" },
];
const MENU_EXTRA = [
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us" },
];

/** On a listing page the search bar opens there, keeping its filters; elsewhere on the collection. */
function searchHref(pathname: string, search: string): string {
  if (!isCollectionPath(pathname)) return "/collection?search=open";
  const params = new URLSearchParams(search);
  params.set("search", "open");
  params.delete("page");
  return `${pathname}?${params}`;
}

export function SiteHeader() {
  const { token, cartCount } = useShop();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  return (
    <header className="site-header">
      <div className="header-row">
        <button type="button" className="icon-btn menu-btn" aria-label="Open menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <MenuIcon />
        </button>
        <Link to="/" className="logo" aria-label="Dhaaga home">
          DHAAGA
        </Link>
        <nav className="main-nav" aria-label="Main">
          {MAIN_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === "/"}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="header-icons">
          <Link to={searchHref(location.pathname, location.search)} className="icon-btn" aria-label="Search" preventScrollReset>
            <SearchIcon />
          </Link>
          <Link to={token ? "/profile" : "/login"} className="icon-btn" aria-label={token ? "Your profile" : "Log in"}>
            <UserIcon />
          </Link>
          <Link to="/cart" className="icon-btn cart-link" aria-label={`Cart, ${cartCount} items`}>
            <BagIcon />
            {cartCount > 0 && (
              <span className="cart-count" data-testid="cart-count">
                {cartCount}
              </span>
            )}
          </Link>
        </div>
      </div>
      {menuOpen && (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click beside the menu closes it; keys use its Close button
        <div className="side-menu-backdrop" onClick={() => setMenuOpen(false)}>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: stops the backdrop's click from closing the menu, nothing to do by key */}
          <nav className="side-menu" aria-label="Menu" onClick={(e) => e.stopPropagation()}>
            <button type="button" className="icon-btn" aria-label="Close menu" onClick={() => setMenuOpen(false)}>
              <CloseIcon />
            </button>
            {[...MAIN_LINKS, ...MENU_EXTRA].map((l) => (
              <NavLink key={l.to} to={l.to} end={l.to === "/"} onClick={() => setMenuOpen(false)}>
                {l.label}
              </NavLink>
            ))}
          </nav>
        </div>
      )}
    </header>
  );
}

export function LoggedOutBanner({ message }: { message: string }) {
  const { token } = useShop();
  if (token) return null;
  return (
    <div className="banner" role="region" aria-label="Offer">
      <p>{message}</p>
      <div className="banner-actions">
        <Link to="/collection" className="btn btn-light">
          Shop now
        </Link>
        <Link to="/login" className="btn btn-outline-light">
          Login
        </Link>
      </div>
    </div>
  );
}
