/**
 * A button that stays focusable while its action runs. A `disabled` button drops the keyboard's
 * focus to the page's start the moment it is pressed; this one is only `aria-disabled`, so the
 * focus stays where the shopper pressed, and presses meanwhile do nothing (a submit is held too).
 */
export function BusyButton({ busy, onClick, ...rest }: React.ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return <button {...rest} aria-disabled={busy || undefined} onClick={busy ? (e) => e.preventDefault() : onClick} />;
}
