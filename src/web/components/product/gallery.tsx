import { lazy, Suspense, useState } from "react";
import { ResponsiveImage } from "../responsive-image";
import s from "./gallery.module.css";

// Loaded when a shopper first opens the zoom view, not with the page.
const ZoomDialog = lazy(() => import("./zoom-dialog").then((m) => ({ default: m.ZoomDialog })));

/** The product's photos; each keeps the alt text the merchant gave it, else the product's name. */
export function Gallery({ images, alts = {}, name }: { images: string[]; alts?: Record<string, string>; name: string }) {
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const alt = (i: number) => alts[images[i] ?? ""]?.trim() || (i === 0 ? name : `${name}, view ${i + 1}`);
  const src = images[active] ?? images[0];
  if (!src) return null;
  return (
    <div className={s.gallery}>
      {images.length > 1 && (
        <div className={s.galleryThumbs} role="group" aria-label="Product images">
          {images.map((img, i) => (
            <button
              key={img}
              type="button"
              className={s.galleryThumb}
              aria-label={`Show image ${i + 1}`}
              aria-pressed={i === active}
              onClick={() => setActive(i)}
            >
              <ResponsiveImage src={img} alt="" width={80} height={100} widths={[150]} sizes="80px" />
            </button>
          ))}
        </div>
      )}
      <button type="button" className={s.galleryMain} aria-label={`Zoom into ${alt(active)}`} onClick={() => setZoomed(true)}>
        <ResponsiveImage
          src={src}
          alt={alt(active)}
          width={600}
          height={750}
          widths={[300, 600, 1200]}
          sizes="(min-width: 768px) 42vw, 100vw"
          priority
        />
        <span className={s.galleryHint} aria-hidden="true">
          Tap to zoom
        </span>
      </button>
      {zoomed && (
        <Suspense fallback={null}>
          <ZoomDialog src={src} alt={alt(active)} onClose={() => setZoomed(false)} />
        </Suspense>
      )}
    </div>
  );
}
