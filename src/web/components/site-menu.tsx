import { NavLink } from "react-router";
import { CloseIcon } from "./icons";
import s from "./site-header.module.css";
import ui from "./ui.module.css";

const MENU_EXTRA = [
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us" },
];

/** The header's side menu (phones): the main links and a few more, over a backdrop that closes it. */
export default function SideMenu({ links, onClose }: { links: { to: string; label: string }[]; onClose(): void }) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click beside the menu closes it; keys use its Close button
    <div className={s.sideMenuBackdrop} onClick={() => onClose()}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: stops the backdrop's click from closing the menu, nothing to do by key */}
      <nav className={s.sideMenu} aria-label="Menu" onClick={(e) => e.stopPropagation()}>
        <button type="button" className={ui.iconBtn} aria-label="Close menu" onClick={() => onClose()}>
          <CloseIcon />
        </button>
        {[...links, ...MENU_EXTRA].map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === "/"} onClick={() => onClose()}>
            {l.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
