/**
 * Colour-true images. A product's images each show one colour (a hex code of its colours) or ""
 * (the default colour, the first, or no colour in particular). The spec's `image` list stays
 * the default colour's; every other colour with images of its own shows those instead.
 */
export interface ColoredImages {
  images: readonly string[];
  /** Parallel to images; missing or "" means the default colour. */
  imageColors: readonly string[];
  colors: readonly string[];
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The images drawn in the default colour (or in none): what the spec's `image` array holds. */
export function defaultImages(p: ColoredImages): string[] {
  const first = p.colors[0] ?? "";
  return p.images.filter((_, i) => {
    const c = p.imageColors[i] ?? "";
    return c === "" || (first !== "" && same(c, first));
  });
}

/** The images of one colour: its own when it has any, else the default colour's. */
export function imagesForColor(p: ColoredImages, color: string | null | undefined): string[] {
  if (color && !(p.colors[0] && same(color, p.colors[0]))) {
    const own = p.images.filter((_, i) => same(p.imageColors[i] ?? "", color));
    if (own.length) return own;
  }
  return defaultImages(p);
}

/** Each colour (other than the default) that has images of its own, with them: `{ "#F6F6F6": [...] }`. */
export function colorImageMap(p: ColoredImages, perColor = Number.POSITIVE_INFINITY): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const color of p.colors.slice(1)) {
    const own = p.images.filter((_, i) => same(p.imageColors[i] ?? "", color));
    if (own.length) map[color] = own.slice(0, perColor);
  }
  return map;
}

/** On the client: the images a product page, card or cart line shows for the colour chosen. */
export const pickColorImages = (
  image: readonly string[],
  colorImages: Record<string, string[]> | undefined,
  color: string | null | undefined,
): string[] => {
  if (color && colorImages) {
    const key = Object.keys(colorImages).find((k) => same(k, color));
    if (key && colorImages[key].length) return colorImages[key];
  }
  return [...image];
};
