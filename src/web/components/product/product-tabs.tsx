import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import * as MESSAGES from "../../../domain/messages";
import { useBreakpointValue } from "../../lib/use-media";
import ui from "../ui.module.css";
import s from "./product-tabs.module.css";

// PRODUCT_TABS of the spec, by name: strings are written where used, a list would ship with every page.
const PRODUCT_TABS = [MESSAGES.tabDescription, MESSAGES.tabReviews, MESSAGES.tabVendorInfo] as const;

/**
 * A section's control has one id in both shapes, the accordion's button and the tab: a press held
 * before hydration goes to the element that took its id when the accordions turn into tabs
 * (decision 212).
 */
const controlId = (i: number) => `tab-${i}`;
const panelId = (i: number) => `panel-${i}`;

/** Phones read the sections one under another (accordions); from this width they are tabs. */
const LAYOUT = [
  { minWidth: 0, value: "accordion" },
  { minWidth: 768, value: "tabs" },
] as const;

interface Props {
  panels: ReactNode[];
  /** Bumped to show a section from elsewhere on the page (the rating line shows the reviews). */
  reveal?: { index: number; times: number };
}

/** Description / Reviews / Vender Info: an ARIA tab list on wide screens, accordions on phones. */
export function ProductTabs({ panels, reveal }: Props) {
  const layout = useBreakpointValue(LAYOUT);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const times = reveal?.times ?? 0;
  const index = reveal?.index ?? 0;
  useEffect(() => {
    if (!times) return;
    setActive(index);
    setOpen((o) => new Set(o).add(index));
  }, [times, index]);
  return layout === "tabs" ? (
    <Tabs panels={panels} active={active} setActive={setActive} />
  ) : (
    <Accordions
      panels={panels}
      open={open}
      toggle={(i) => {
        // The section opened last is the tab shown if the screen grows wide (or the page turns
        // from the server's accordions into tabs just after a press).
        if (!open.has(i)) setActive(i);
        setOpen((o) => {
          const next = new Set(o);
          if (!next.delete(i)) next.add(i);
          return next;
        });
      }}
    />
  );
}

function Tabs({ panels, active, setActive }: { panels: ReactNode[]; active: number; setActive: (i: number) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent) => {
    const delta = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!delta) return;
    const next = (active + delta + PRODUCT_TABS.length) % PRODUCT_TABS.length;
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label="Product details" className={s.tabList} onKeyDown={onKey}>
        {PRODUCT_TABS.map((label, i) => (
          <button
            key={label}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={controlId(i)}
            aria-selected={active === i}
            aria-controls={panelId(i)}
            tabIndex={active === i ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div key={i} role="tabpanel" id={panelId(i)} aria-labelledby={controlId(i)} hidden={active !== i} className={ui.tabPanel}>
          {panel}
        </div>
      ))}
    </div>
  );
}

function Accordions({ panels, open, toggle }: { panels: ReactNode[]; open: ReadonlySet<number>; toggle: (i: number) => void }) {
  return (
    <div className={s.accordions} data-testid="product-accordions">
      {PRODUCT_TABS.map((label, i) => (
        <div key={label} className={s.section}>
          <h2 className={s.sectionHead}>
            <button type="button" id={controlId(i)} aria-expanded={open.has(i)} aria-controls={panelId(i)} onClick={() => toggle(i)}>
              {label}
              <span aria-hidden="true" className={s.sign} />
            </button>
          </h2>
          <div role="region" id={panelId(i)} aria-labelledby={controlId(i)} hidden={!open.has(i)} className={s.sectionBody}>
            {panels[i]}
          </div>
        </div>
      ))}
    </div>
  );
}
