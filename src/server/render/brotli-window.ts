import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const brotliAsync = promisify(brotliCompress);

/** Brotli's window for a body of this many bytes: the body fits, and no larger window is allocated (decision 194). */
const windowBits = (bytes: number) =>
  Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))));

/**
 * A body whose whole length is known, compressed with Brotli in text mode, with a window its size
 * and that size as a hint. Told no size, the encoder prepares for its default 4 MB window and maps
 * an 8 MB block per body. It runs on libuv's thread pool, never on the event loop.
 */
export const brotliWhole = (body: Buffer, quality: number) =>
  brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
