import { CARD_IMAGE_WIDTHS } from "../../domain/constants";

/** Our images are stored as `<name>-<width>.<format>`; one URL names the whole set. */
const VARIANT = /-(\d+)\.(jpg|webp|avif)$/;

export function imageSet(url: string, widths: readonly number[] = CARD_IMAGE_WIDTHS) {
  if (!VARIANT.test(url)) return null;
  const at = (w: number, ext: string) => url.replace(VARIANT, `-${w}.${ext}`);
  const srcSet = (ext: string) => widths.map((w) => `${at(w, ext)} ${w}w`).join(", ");
  return {
    avif: srcSet("avif"),
    webp: srcSet("webp"),
    jpg: srcSet("jpg"),
    fallback: at(widths[Math.min(1, widths.length - 1)], "jpg"),
  };
}
