import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { PRODUCT_TABS } from "../../../domain/messages";
import ui from "../ui.module.css";
import s from "./product-tabs.module.css";

/** Description / Reviews / Vender Info, as an ARIA tab list (arrow keys move between tabs). */
export function ProductTabs({ panels, initial = 0 }: { panels: ReactNode[]; initial?: number }) {
  const [active, setActive] = useState(initial);
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
            id={`tab-${i}`}
            aria-selected={active === i}
            aria-controls={`panel-${i}`}
            tabIndex={active === i ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div key={i} role="tabpanel" id={`panel-${i}`} aria-labelledby={`tab-${i}`} hidden={active !== i} className={ui.tabPanel}>
          {panel}
        </div>
      ))}
    </div>
  );
}
