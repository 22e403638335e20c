import { useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
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

export function SiteHeader() {
  const { token, cartCount } = useShop();
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();
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
          <button type="button" className="icon-btn" aria-label="Search" onClick={() => navigate("/collection?search=open")}>
            <SearchIcon />
          </button>
          <Link to={token ? "/profile" : "/login"} className="icon-btn" aria-label={token ? "Your profile" : "Log in"}>
            <UserIcon />
          </Link>
          <Link to="/cart" className="icon-btn cart-link" aria-label={`Cart, ${cartCount} items`}>
            <BagIcon />
            <span className="cart-count" data-testid="cart-count">
              {cartCount}
            </span>
          </Link>
        </div>
      </div>
      {menuOpen && (
        <div className="side-menu-backdrop" onClick={() => setMenuOpen(false)}>
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
