import type { RenderedUpload } from "../../adapters/images/uploaded-images";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import type { Actor } from "../audit/audit.service";
import { loadProduct, writeProduct } from "./console-product-detail";
import { keepUpload } from "./media.service";

/** Photos a product shows at most. */
const IMAGES_MAX = 12;

/** A photo's colour is one of the product's colours, or "" (the default colour, or none in particular). */
function checkImageColor(p: { colors: string[] }, color: string, field: string): void {
  if (color && !p.colors.some((c) => c.toUpperCase() === color.toUpperCase()))
    throw badRequest(`${field}: ${color} is not a colour of this product.`, field);
}

/**
 * Keeps an uploaded image's renditions (once per content) and adds it to the product's images;
 * one the product already shows is left as it is (false), with no write.
 */
export async function addImage(db: Db, actor: Actor, id: string, upload: RenderedUpload, alt: string, color = ""): Promise<boolean> {
  const current = await loadProduct(db, id);
  checkImageColor(current, color, "color");
  if (current.images.includes(upload.url)) return false;
  await keepUpload(db, upload);
  await writeProduct(db, actor, id, "product.image.add", async (_tx, before) => {
    if (before.images.includes(upload.url)) return {};
    if (before.images.length >= IMAGES_MAX) throw badRequest(`A product has at most ${IMAGES_MAX} images.`, "image");
    const alts = before.images.map((_, i) => before.imageAlts[i] ?? "");
    const colors = before.images.map((_, i) => before.imageColors[i] ?? "");
    return { images: [...before.images, upload.url], imageAlts: [...alts, alt], imageColors: [...colors, color] };
  });
  return true;
}

/** Reorders, removes and re-describes images; only images the product already has are kept. */
export function setImages(db: Db, actor: Actor, id: string, images: { url: string; alt: string; color?: string }[]): Promise<void> {
  return writeProduct(db, actor, id, "product.images", async (_tx, before) => {
    for (const [i, img] of images.entries()) {
      if (!before.images.includes(img.url)) throw badRequest(`images.${i}.url: not an image of this product.`, `images.${i}.url`);
      checkImageColor(before, img.color ?? "", `images.${i}.color`);
    }
    return { images: images.map((i) => i.url), imageAlts: images.map((i) => i.alt), imageColors: images.map((i) => i.color ?? "") };
  });
}
