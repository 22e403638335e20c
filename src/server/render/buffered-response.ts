/**
 * Responses whose whole body the server made itself as one buffer (a rendered page), kept beside
 * the response: compressing or storing the page reads that buffer instead of reading the body back
 * through a stream, and nothing asks the response for its `body` (which would make Hono's light
 * response build a full one around it).
 */
const bodies = new WeakMap<Response, Buffer<ArrayBuffer>>();

/** A response with its whole body in one buffer. */
export function responseWithBody(body: Buffer<ArrayBuffer>, init: { status: number; headers: Headers }): Response {
  const res = new Response(body, init);
  bodies.set(res, body);
  return res;
}

/** The buffer a response was made with by `responseWithBody`. */
export const bodyOf = (res: Response): Buffer<ArrayBuffer> | undefined => bodies.get(res);

/** Whether a response has a body, asked without building a full response for one made here. */
export const hasBody = (res: Response): boolean => bodies.has(res) || res.body !== null;

/** A response's whole body: the buffer it was made with, or else its body read to the end. */
export async function wholeBody(res: Response): Promise<Buffer> {
  return bodies.get(res) ?? Buffer.from(await res.arrayBuffer());
}
