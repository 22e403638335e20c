import type { Sharp } from "sharp";

/** The widths and formats every product image is served in: the demo art and merchants' uploads alike. */
export const IMAGE_WIDTHS = [150, 300, 600, 1200] as const;
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * Encoder effort falls as width grows. Encode time scales with pixels, so the 1200 px
 * zoom image alone costs more than the three card sizes together, yet it is the one
 * least often downloaded. AVIF at effort 2 for every size took about 68 s for the full
 * set on two cores; stepping down to 1 at 600 and 0 at 1200+ roughly halves that.
 */
export function encode(img: Sharp, fmt: ImageFormat, width: number): Sharp {
  switch (fmt) {
    case "avif":
      return img.avif({ quality: 50, effort: width <= 300 ? 2 : width <= 600 ? 1 : 0, chromaSubsampling: "4:2:0" });
    case "webp":
      return img.webp({ quality: 75, effort: width <= 600 ? 3 : 1 });
    case "jpg":
      return img.jpeg({ quality: 78, mozjpeg: true, progressive: true });
  }
}
