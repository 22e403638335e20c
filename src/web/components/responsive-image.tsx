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
  if (!set) return <img src={src} {...common} />;
  return (
    <picture>
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <source type="image/webp" srcSet={set.webp} sizes={sizes} />
      <img src={set.fallback} srcSet={set.jpg} sizes={sizes} {...common} />
    </picture>
  );
}
