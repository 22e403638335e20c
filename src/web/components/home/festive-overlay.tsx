import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { FESTIVE_OVERLAY_MS } from "../../../domain/constants";
import * as MESSAGES from "../../../domain/messages";
import { RenderedOnce } from "../rendered-once";
import ui from "../ui.module.css";
import s from "./festive-overlay.module.css";

const BURSTS = [
  { x: 18, y: 22, hue: "#FAEEB2", delay: 0 },
  { x: 78, y: 18, hue: "#F4A3B4", delay: 0.6 },
  { x: 50, y: 12, hue: "#F7A440", delay: 1.2 },
  { x: 30, y: 68, hue: "#C5DDAC", delay: 1.8 },
  { x: 72, y: 64, hue: "#FAEEB2", delay: 2.4 },
];
const SPARKS = Array.from({ length: 10 }, (_, i) => i * 36);

/** Set in sessionStorage once the greeting has shown: once per browser session. */
const GREETED_KEY = "dhaaga.greeted";

/**
 * Runs as the server's HTML is parsed, before the first paint: in a session that was greeted
 * already, the dialog after which it stands is closed, so it never flashes. (Hashed into the CSP.)
 */
const CLOSE_IF_GREETED = `try{if(sessionStorage.getItem("${GREETED_KEY}")){var d=document.currentScript.previousElementSibling;d&&d.removeAttribute("open")}}catch(e){}`;

/** True when the greeting should show now, and from then on not again in this browser session. */
function claimGreeting(afterRedirect: boolean): boolean {
  try {
    if (sessionStorage.getItem(GREETED_KEY)) return false;
    if (afterRedirect) return false;
    sessionStorage.setItem(GREETED_KEY, "1");
    return true;
  } catch {
    // No storage (blocked cookies): greet, as the spec does on every load.
    return !afterRedirect;
  }
}

/**
 * The spec's Diwali greeting over the home page. The server sends it already open, so it is in
 * the first paint and its Close button (a dialog form) works before any script; after hydration it
 * becomes a modal dialog (focus moves to Close, Escape closes it) and closes by itself after ten
 * seconds. The fireworks are CSS only and stop under reduced motion. It greets once per browser
 * session, and never on the page a sign-in lands on (the shopper came to buy, not to be greeted).
 */
export function FestiveOverlay({ onClosed }: { onClosed(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(true);
  // null until decided; false: not shown at all this time.
  const [greet, setGreet] = useState<boolean | null>(null);
  const afterRedirect = Boolean((useLocation().state as { signedIn?: boolean } | null)?.signedIn);
  // Decided before the first paint, so a greeting that will not show is never seen.
  useLayoutEffect(() => {
    setGreet((g) => g ?? claimGreeting(afterRedirect));
  }, [afterRedirect]);
  useEffect(() => {
    if (greet === false) onClosed();
  }, [greet, onClosed]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || !greet) return;
    if (!dialog.matches(":modal")) {
      // Closed by its own form before the scripts ran: it stays closed.
      if (!dialog.open) {
        setOpen(false);
        return;
      }
      // An open dialog cannot be made modal in place: close it and reopen it as a modal at once.
      dialog.close();
      dialog.showModal();
    }
    const timer = setTimeout(() => setOpen(false), FESTIVE_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [open, greet]);
  // The close event arrives after the reopening above; only a dialog still closed has closed.
  const closed = () => {
    if (!ref.current?.open) setOpen(false);
  };
  // Whether the shopper used the keyboard in the greeting (Enter or Space on Close, Escape).
  const byKey = useRef(false);
  useEffect(() => {
    if (open || !greet) return;
    ref.current?.close();
    // Focus returns to the top of the page (the skip link), not to the end of the document. Closed
    // by a tap, a click, its timer or before the page's scripts ran, the skip link is left again at
    // once: the next Tab still starts there, but its box, drawn for a keyboard, does not stand over
    // the banner.
    const active = document.activeElement;
    const skip = document.querySelector<HTMLElement>(".skip-link");
    if (!active || active === document.body || ref.current?.contains(active)) {
      skip?.focus({ preventScroll: true });
      if (!byKey.current) skip?.blur();
    }
    onClosed();
  }, [open, greet, onClosed]);
  if (!open || greet === false) return null;
  return (
    <>
      <dialog
        ref={ref}
        open
        className={s.festive}
        aria-labelledby="festive-title"
        onClose={closed}
        onKeyDown={() => {
          byKey.current = true;
        }}
      >
        <RenderedOnce as="div" className={s.fireworks} aria-hidden="true" markupKey="fireworks">
          {BURSTS.map((b, i) => (
            <span key={i} className={s.burst} style={{ left: `${b.x}%`, top: `${b.y}%`, color: b.hue, animationDelay: `${b.delay}s` }}>
              {SPARKS.map((a) => (
                <i key={a} style={{ "--a": `${a}deg`, animationDelay: `${b.delay}s` } as React.CSSProperties} />
              ))}
            </span>
          ))}
        </RenderedOnce>
        <div className={s.festiveCard}>
          <p className={s.festiveKicker}>Dhaaga wishes you</p>
          <h2 id="festive-title" className={s.festiveTitle}>
            Happy Diwali
          </h2>
          <p className={s.festiveText}>May your home glow with light, laughter and new threads. Our festive drop is live.</p>
          <form method="dialog">
            <button type="submit" className={`${ui.btn} ${ui.btnLight}`} autoFocus>
              {MESSAGES.festiveClose}
            </button>
          </form>
        </div>
      </dialog>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no visitor's text in it */}
      <script dangerouslySetInnerHTML={{ __html: CLOSE_IF_GREETED }} />
    </>
  );
}
