import { preload } from "react-dom";
import { HERO_AUTO_ADVANCE_MS, HERO_SLIDES, MOBILE_BREAKPOINT_PX } from "../../../domain/constants";
import { Carousel } from "../carousel";
import { RenderedOnce } from "../rendered-once";
import s from "./hero-slider.module.css";

const HERO_ALTS = [
  "Diwali night festive drop: hoodie, sweatshirt and oversized tee",
  "New season oversized tees",
  "Hoodies for cool evenings",
  "Sweatshirts in earthy shades",
  "Matching family streetwear",
];

function HeroSlide({ index }: { index: number }) {
  const base = `/images/demo/hero/hero-${index + 1}`;
  const set = (variant: string, widths: number[], ext: string) => widths.map((w) => `${base}-${variant}-${w}.${ext} ${w}w`).join(", ");
  const eager = index === 0;
  const mobile = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
  // The first slide is the home page's largest paint: React writes these preloads at the top of
  // the head, so the browser asks for the picture before the scripts (one per screen size).
  if (eager) {
    preload(`${base}-mobile-800.avif`, {
      as: "image",
      type: "image/avif",
      media: mobile,
      imageSrcSet: set("mobile", [400, 800], "avif"),
      imageSizes: "100vw",
      fetchPriority: "high",
    });
    preload(`${base}-desktop-960.avif`, {
      as: "image",
      type: "image/avif",
      media: `(min-width: ${MOBILE_BREAKPOINT_PX}px)`,
      imageSrcSet: set("desktop", [960, 1920], "avif"),
      imageSizes: "100vw",
      fetchPriority: "high",
    });
  }
  // Every slide but the first is the same markup on every visit: the server renders it once (decision 196).
  return (
    <RenderedOnce as="picture" markupKey={eager ? null : `hero slide ${index}`}>
      {(["avif", "webp"] as const).map((ext) => [
        <source key={`m-${ext}`} media={mobile} type={`image/${ext}`} srcSet={set("mobile", [400, 800], ext)} sizes="100vw" />,
        <source key={`d-${ext}`} type={`image/${ext}`} srcSet={set("desktop", [960, 1920], ext)} sizes="100vw" />,
      ])}
      <source media={mobile} srcSet={set("mobile", [400, 800], "jpg")} sizes="100vw" />
      <img
        className={s.heroImg}
        src={`${base}-desktop-960.jpg`}
        srcSet={set("desktop", [960, 1920], "jpg")}
        sizes="100vw"
        width={1920}
        height={800}
        alt={HERO_ALTS[index] ?? "Dhaaga streetwear"}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        {...(eager ? { fetchPriority: "high" as const } : {})}
      />
    </RenderedOnce>
  );
}

const ONE = [{ minWidth: 0, value: 1 }] as const;

export function HeroSlider({ hold }: { hold: boolean }) {
  return (
    <Carousel
      label="Featured"
      overlay
      perView={ONE}
      step="slide"
      autoplayMs={HERO_AUTO_ADVANCE_MS}
      hold={hold}
      slides={Array.from({ length: HERO_SLIDES }, (_, i) => <HeroSlide key={i} index={i} />)}
    />
  );
}
