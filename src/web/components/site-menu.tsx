import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { CloseIcon } from "./icons";
import s from "./site-header.module.css";
import ui from "./ui.module.css";

const MENU_EXTRA = [
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us" },
];

/**
 * The header's side menu (phones): the main links and a few more, in a modal dialog as the filter
 * panel and the size chart are. Opened, it takes the focus and keeps it; Escape, its Close button,
 * a link or a click beside it closes it, and the focus goes back to the menu button.
 */
export default function SideMenu({ links, onClose }: { links: { to: string; label: string }[]; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => ref.current?.showModal(), []);
  const close = () => ref.current?.close();
  return (
    // A click on the dialog itself is a click on its backdrop, beside the menu: the menu fills the dialog.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes the dialog with Escape or its Close button
    <dialog ref={ref} className={s.sideMenu} aria-label="Menu" onClose={onClose} onClick={(e) => e.target === e.currentTarget && close()}>
      <nav className={s.sideMenuLinks} aria-label="Menu">
        <button type="button" className={ui.iconBtn} aria-label="Close menu" onClick={close}>
          <CloseIcon />
        </button>
        {[...links, ...MENU_EXTRA].map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === "/"} onClick={close}>
            {l.label}
          </NavLink>
        ))}
      </nav>
    </dialog>
  );
}
