import { useEffect, useRef, useState } from "react";
import { ZOOM_HOVER_MIN, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP_BUTTON, ZOOM_STEP_WHEEL } from "../../../domain/constants";
import { CloseIcon } from "../icons";
import { ResponsiveImage } from "../responsive-image";
import s from "./zoom-dialog.module.css";
import ui from "../ui.module.css";

const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z * 10) / 10));

/** The gallery's zoom: 1x to 3x by buttons (0.2) or the wheel (0.1); hovering shows at least 1.5x at the pointer. */
export function ZoomDialog({ src, alt, onClose }: { src: string; alt: string; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    // A native listener: React's wheel handler is passive and cannot stop the page from scrolling.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setZoom((z) => clampZoom(z + (e.deltaY < 0 ? ZOOM_STEP_WHEEL : -ZOOM_STEP_WHEEL)));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, []);

  const scale = hover ? Math.max(zoom, ZOOM_HOVER_MIN) : zoom;
  return (
    <dialog ref={dialog} className={s.zoomDialog} aria-label={`Zoom: ${alt}`} onClose={onClose}>
      <div className={s.zoomBar}>
        <button
          type="button"
          className={ui.carouselBtn}
          aria-label="Zoom out"
          disabled={zoom <= ZOOM_MIN}
          onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP_BUTTON))}
        >
          −
        </button>
        <output className={s.zoomLevel} data-testid="zoom-level" aria-live="polite">
          {Math.round(zoom * 100)}%
        </output>
        <button
          type="button"
          className={ui.carouselBtn}
          aria-label="Zoom in"
          disabled={zoom >= ZOOM_MAX}
          onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP_BUTTON))}
        >
          +
        </button>
        <button type="button" className={`${ui.iconBtn} ${s.zoomClose}`} aria-label="Close zoom" onClick={() => dialog.current?.close()}>
          <CloseIcon />
        </button>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the pointer's position picks the zoom's centre; the buttons zoom by key */}
      <div
        ref={stage}
        className={s.zoomStage}
        data-testid="zoom-stage"
        onMouseMove={(e) => {
          const r = e.currentTarget.getBoundingClientRect();
          setHover({ x: ((e.clientX - r.left) / r.width) * 100, y: ((e.clientY - r.top) / r.height) * 100 });
        }}
        onMouseLeave={() => setHover(null)}
      >
        <div
          className={s.zoomImg}
          data-testid="zoom-img"
          style={{ transform: `scale(${scale})`, transformOrigin: hover ? `${hover.x}% ${hover.y}%` : "center" }}
          data-scale={scale}
        >
          <ResponsiveImage src={src} alt={alt} width={600} height={750} widths={[600, 1200]} sizes="(min-width: 768px) 60vh, 100vw" priority />
        </div>
      </div>
    </dialog>
  );
}
