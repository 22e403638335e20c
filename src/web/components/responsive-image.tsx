import { preload } from "react-dom";
import { imageSet } from "../lib/images";

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  widths?: readonly number[];
  className?: string;
  priority?: boolean;
}

/** AVIF, then WebP, then JPEG at several widths; width and height set so nothing shifts. */
export function ResponsiveImage({ src, alt, width, height, sizes, widths, className, priority }: Props) {
  const set = imageSet(src, widths);
  const common = {
    alt,
    width,
    height,
    className,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    ...(priority ? { fetchPriority: "high" as const } : {}),
  };
  // A priority image is the page's largest paint: React writes its preload at the top of the head,
  // so the browser asks for it before the scripts. Browsers without AVIF skip this hint.
  if (priority && set) preload(set.fallback, { as: "image", type: "image/avif", imageSrcSet: set.avif, imageSizes: sizes, fetchPriority: "high" });
  if (!set) return <img src={src} {...common} />;
  return (
    <picture>
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <source type="image/webp" srcSet={set.webp} sizes={sizes} />
      <img src={set.fallback} srcSet={set.jpg} sizes={sizes} {...common} />
    </picture>
  );
}
