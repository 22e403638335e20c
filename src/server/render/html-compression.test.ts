import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressHtml } from "./html-compression";

const page = `<!DOCTYPE html><html><body>${"<li class=card>Magma Black Oversized Tee ₹899</li>".repeat(200)}</body></html>`;
const request = (acceptEncoding?: string) =>
  new Request("http://shop.test/", { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
const html = (body = page, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8", ...headers } });

describe("compressHtml", () => {
  it("sends a page as Brotli to a browser that accepts it, and the bytes decode to the page", async () => {
    const res = await compressHtml(request("gzip, deflate, br"), html());
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("accept-encoding");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
  });

  it("sends a page read whole with the length of its compressed bytes", async () => {
    for (const encoding of ["br", "gzip"]) {
      const res = await compressHtml(request(encoding), html(page, { "content-length": String(Buffer.byteLength(page)) }));
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("content-length")).toBe(String(bytes.length));
      expect((encoding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).toBe(page);
    }
  });

  it("falls back to gzip, and keeps the status", async () => {
    const res = await compressHtml(request("gzip"), new Response(page, { status: 404, headers: { "content-type": "text/html" } }));
    expect(res.status).toBe(404);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
  });

  it("leaves alone what it should not touch", async () => {
    const plain = await compressHtml(request(), html());
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    const text = new Response("ok".padEnd(4000), { headers: { "content-type": "text/plain" } });
    expect(await compressHtml(request("br"), text)).toBe(text);
    const small = html("<p>ok</p>", { "content-length": "9" });
    expect(await compressHtml(request("br"), small)).toBe(small);
    const already = html(page, { "content-encoding": "gzip" });
    expect(await compressHtml(request("br"), already)).toBe(already);
  });

  it("compresses React Router's route manifest and loader data the same way", async () => {
    const manifest = JSON.stringify({ patches: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`routes/p${i}`, { id: `routes/p${i}` }])) });
    for (const [type, body] of [
      ["application/json", manifest],
      ["text/x-script", `[${'"Magma Black Oversized Tee",'.repeat(100)}0]`],
    ]) {
      const res = await compressHtml(request("gzip, br"), new Response(body, { headers: { "content-type": type! } }));
      expect(res.headers.get("content-encoding"), type).toBe("br");
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(body);
    }
  });

  it("keeps streaming: the first chunk arrives before the render ends", async () => {
    let finish!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`<!DOCTYPE html><html><head><title>Shell</title></head>${" ".repeat(2000)}`));
        finish = () => {
          controller.enqueue(new TextEncoder().encode("<body>rest</body></html>"));
          controller.close();
        };
      },
    });
    const res = await compressHtml(request("br"), html(body as unknown as string));
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(first.value!.length).toBeGreaterThan(0);
    finish();
    while (!(await reader.read()).done);
  });
});
