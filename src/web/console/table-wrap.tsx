/** A table that scrolls sideways on a phone; the scroll area takes keyboard focus. */
export function TableWrap({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="adm-table-wrap" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
