import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useBreakpointValue, usePrefersReducedMotion } from "../lib/use-media";
import s from "./carousel.module.css";
import ui from "./ui.module.css";

export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  /** Slides in view per breakpoint; the CSS class sets the same numbers for the first paint. */
  perView: readonly { minWidth: number; value: number }[];
  /** "slide" moves one slide at a time, "page" a whole view at a time. */
  step: "slide" | "page";
  autoplayMs?: number;
  dots?: boolean;
  className?: string;
  /** Controls laid over the slides, light on a picture (the hero). */
  overlay?: boolean;
  slideLabel?: (index: number) => string;
  /** Holds autoplay back, e.g. while the festive greeting covers the page. */
  hold?: boolean;
}

/**
 * A small carousel for the home page: a CSS transform moves a flex track, so slides keep their
 * layout before any script runs. It wraps both ways. Autoplay runs through clicks, as the spec
 * asks, but has its own pause button (WCAG 2.2.2) and never starts under reduced motion.
 */
export function Carousel({
  label,
  slides,
  perView,
  step,
  autoplayMs,
  dots = true,
  className,
  overlay = false,
  slideLabel,
  hold = false,
}: CarouselProps) {
  const pv = useBreakpointValue(perView);
  const reduced = usePrefersReducedMotion();
  const [position, setPosition] = useState(0);
  const [paused, setPaused] = useState(false);
  const n = slides.length;
  const root = useRef<HTMLElement>(null);
  // Off screen, a carousel does not turn: no work and no image downloads nobody sees.
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = root.current;
    if (!el || !autoplayMs) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [autoplayMs]);

  // Start indices a viewer can land on; the last one shows the final slide at the right edge.
  const starts = useMemo(() => {
    const last = Math.max(0, n - pv);
    const stride = step === "page" ? Math.max(1, Math.floor(pv)) : 1;
    const list: number[] = [];
    for (let s = 0; s < last; s += stride) list.push(s);
    list.push(last);
    return list;
  }, [n, pv, step]);
  const current = Math.min(position, starts.length - 1);
  const go = (p: number) => setPosition(((p % starts.length) + starts.length) % starts.length);

  const playing = Boolean(autoplayMs) && !paused && !reduced && !hold && onScreen && starts.length > 1;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setPosition((p) => (Math.min(p, starts.length - 1) + 1) % starts.length), autoplayMs);
    return () => clearInterval(timer);
  }, [playing, autoplayMs, starts.length, position]);

  const first = starts[current];
  const visible = (i: number) => i >= Math.floor(first) && i < first + pv;

  return (
    <section
      ref={root}
      className={[s.carousel, overlay ? s.overlay : "", className].filter(Boolean).join(" ")}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") go(current + 1);
        if (e.key === "ArrowLeft") go(current - 1);
      }}
    >
      <div className={s.carouselViewport}>
        <div className={s.carouselTrack} style={{ "--i": first } as React.CSSProperties} aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={s.carouselSlide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel ? slideLabel(i) : `${i + 1} of ${n}`}
              aria-hidden={visible(i) ? undefined : true}
              inert={!visible(i)}
              data-active={visible(i) || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={s.carouselControls}>
        <button type="button" className={`${s.carouselBtn} ${ui.carouselBtn}`} aria-label="Previous slide" onClick={() => go(current - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        {dots && (
          <div className={s.carouselDots} role="group" aria-label="Choose a slide">
            {starts.map((_, p) => (
              <button
                key={p}
                type="button"
                className={s.carouselDot}
                aria-label={`Show slide ${p + 1}`}
                aria-current={p === current ? "true" : undefined}
                onClick={() => go(p)}
              />
            ))}
          </div>
        )}
        <button type="button" className={`${s.carouselBtn} ${ui.carouselBtn}`} aria-label="Next slide" onClick={() => go(current + 1)}>
          <span aria-hidden="true">›</span>
        </button>
        {autoplayMs && !reduced && (
          <button
            type="button"
            className={`${s.carouselBtn} ${ui.carouselBtn} ${s.carouselPause}`}
            aria-label={paused ? "Play slideshow" : "Pause slideshow"}
            onClick={() => setPaused((p) => !p)}
          >
            <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
          </button>
        )}
      </div>
    </section>
  );
}
