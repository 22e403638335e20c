import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { isCollectionPath } from "../lib/collection-paths";
import { useShop } from "../lib/shop";
import { BagIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from "./icons";
import { useWishlistIds } from "../lib/wishlist-store";
import s from "./site-header.module.css";
import ui from "./ui.module.css";

const MAIN_LINKS = [
  { to: "/", label: "Home" },
  { to: "/men", label: "Men" },
  { to: "/women", label: "Women" },
  { to: "/kids", label: "Kids" },
  { to: "/collection", label: "Collection" },
];

// The side menu loads when first opened: closed, it renders nothing.
const SideMenu = lazy(() => import("./site-menu"));

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
  const wishlistCount = useWishlistIds().length;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  return (
    <header className={s.siteHeader}>
      <div className={s.headerRow}>
        <button
          type="button"
          className={`${ui.iconBtn} ${s.menuBtn}`}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <Link to="/" className={s.logo} aria-label="Dhaaga home">
          <Logomark />
          DHAAGA
        </Link>
        <nav className={s.mainNav} aria-label="Main">
          {MAIN_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === "/"}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className={s.headerIcons}>
          <Link to={searchHref(location.pathname, location.search)} className={ui.iconBtn} aria-label="Search" preventScrollReset>
            <SearchIcon />
          </Link>
          <Link to={token ? "/profile" : "/login"} className={ui.iconBtn} aria-label={token ? "Your profile" : "Log in"}>
            <UserIcon />
          </Link>
          <Link to="/wishlist" className={ui.iconBtn} aria-label={`Wishlist, ${wishlistCount} items`}>
            <HeartIcon />
            {wishlistCount > 0 && (
              <span className={s.cartCount} data-testid="wishlist-count">
                {wishlistCount}
              </span>
            )}
          </Link>
          <Link to="/cart" className={ui.iconBtn} aria-label={`Cart, ${cartCount} items`}>
            <BagIcon />
            {cartCount > 0 && (
              <span className={s.cartCount} data-testid="cart-count">
                {cartCount}
              </span>
            )}
          </Link>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <SideMenu links={MAIN_LINKS} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

/** Hidden by CSS while a session is stored (`html[data-session]`, set before the first paint and kept in step by session-token). */
export function LoggedOutBanner({ message }: { message: string }) {
  return (
    <div className={s.banner} role="region" aria-label="Offer">
      <p>{message}</p>
      <div className={s.bannerActions}>
        <Link to="/collection" className={`${s.btn} ${ui.btn} ${ui.btnLight}`}>
          Shop now
        </Link>
        <Link to="/login" className={`${s.btn} ${ui.btn} ${ui.btnOutlineLight}`}>
          Login
        </Link>
      </div>
    </div>
  );
}

/** The brand's mark: a thread (dhaaga) drawn through a needle's eye, in the ink and accent colours. */
function Logomark() {
  return (
    <svg className={s.logomark} width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#151515" />
      <path d="M19.5 5.5 10 24.5" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <ellipse cx="18.6" cy="8.6" rx="1.3" ry="2.6" transform="rotate(27 18.6 8.6)" fill="#151515" />
      <path d="M6 16.5c4.5-5 9.5 5 14 0s6-3.5 6.5-2" fill="none" stroke="#e0643f" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
