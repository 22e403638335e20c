import { createHash } from "node:crypto";
import type { Metadata, OutputInfo } from "sharp";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { AppError } from "../../http/errors";
import { onFirstUse } from "../../lib/on-first-use";
import { encode, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "./image-pipeline";

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** 40 megapixels: more than any phone camera, far less than a decompression bomb unpacks to. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Product images are 4:5, as the demo art. */
const ASPECT = 4 / 5;

const CONTENT_TYPE: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

export interface RenderedUpload {
  hash: string;
  originalType: string;
  width: number;
  height: number;
  bytes: number;
  files: { name: string; contentType: string; body: Buffer }[];
  /** The URL a product keeps: the 600 px JPEG, whose name also names every other rendition. */
  url: string;
}

/** What sharp calls the formats a merchant may upload. */
function acceptedType(meta: Metadata): string | null {
  if (meta.format === "jpeg") return "image/jpeg";
  if (meta.format === "png") return "image/png";
  if (meta.format === "webp") return "image/webp";
  if (meta.format === "heif" && meta.compression === "av1") return "image/avif";
  return null;
}

export const mediaUrl = (name: string) => `/media/${name}`;

/**
 * sharp is loaded on the first upload, not at start (most runs never see one), and keeps no
 * cache of its own: each upload is decoded once, and libvips' cache would hold its memory for good.
 * One libvips thread per image: the images of an upload already run side by side on libuv's pool.
 */
const loadSharp = onFirstUse(async () => {
  const { default: sharp } = await import("sharp");
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
});

/**
 * An uploaded photo through the demo art's pipeline: every width × format, cropped to 4:5.
 * The header is read first: not an image, an unsupported format, or more pixels than allowed
 * (a small file that unpacks to gigabytes) is refused before anything is decoded.
 */
export async function renderUpload(input: Buffer): Promise<RenderedUpload> {
  if (input.length === 0) throw new AppError("bad_request", M.imageEmpty, "image");
  if (input.length > UPLOAD_MAX_BYTES) throw new AppError("payload_too_large", M.imageTooBig, "image");
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // The header only: no pixel limit here, so an oversized image is named as such below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("unprocessable", M.imageNotImage, "image");
  }
  const type = acceptedType(meta);
  if (!type) throw new AppError("unprocessable", M.imageNotImage, "image");
  if (!meta.width || !meta.height || meta.width * meta.height > UPLOAD_MAX_PIXELS || (meta.pages ?? 1) > 1) {
    throw new AppError("unprocessable", M.imageTooManyPixels, "image");
  }
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 32);
  const maxW = Math.max(...IMAGE_WIDTHS);
  const maxH = Math.round(maxW / ASPECT);
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize(maxW, maxH, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError("unprocessable", M.imageNotImage, "image");
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const files = await Promise.all(
    IMAGE_WIDTHS.flatMap((w) =>
      IMAGE_FORMATS.map(async (fmt) => {
        const img = w === maxW ? sharp(base.data, raw) : sharp(base.data, raw).resize(w, Math.round(w / ASPECT), { kernel: "lanczos3" });
        const name = `${hash}-${w}.${fmt}`;
        return { name, contentType: CONTENT_TYPE[fmt], body: await encode(img, fmt, w).toBuffer() };
      }),
    ),
  );
  return { hash, originalType: type, width: meta.width, height: meta.height, bytes: input.length, files, url: mediaUrl(`${hash}-600.jpg`) };
}
