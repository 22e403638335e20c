import { expect, test } from "@playwright/test";
import { loginInBrowser, registerByApi, uniqueEmail } from "./accounts-fixtures";

const PASSWORD = "monsoon-chai-2026";
const PAGES = ["/", "/profile", "/orders", "/cart", "/collection"];

test("a signed-in shopper's pages are never kept for others: what a visitor is sent names nobody", async ({ page, request, baseURL }) => {
  const base = baseURL ?? "";
  const email = uniqueEmail("cached");
  const name = "Zoya Kapadia";
  await registerByApi(base, email, PASSWORD, name);
  await loginInBrowser(page, base, email, PASSWORD);
  for (const path of PAGES) await page.goto(path);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: `Hello, ${name}` })).toBeVisible();

  for (const path of PAGES) {
    await request.get(path);
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()["x-page-cache"]).toBe("hit");
    const html = await res.text();
    expect(html).not.toContain(name);
    expect(html).not.toContain(email);
  }
  // A request that carries the shopper's credentials is rendered for itself, never from or into the cache.
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();
  const credentials: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { token: token ?? "" }];
  for (const headers of credentials) {
    const res = await request.get("/profile", { headers });
    expect(res.headers()["x-page-cache"]).toBeUndefined();
  }
});

test("a kept product page shows a new review at once, and a revalidating browser gets a 304", async ({ request }) => {
  const list = (await (await request.get("/api/product/list")).json()) as { products: { _id: string; slug: string }[] };
  const product = list.products[3]!;
  const path = `/product/${product.slug}`;
  await request.get(path);
  const kept = await request.get(path);
  expect(kept.headers()["x-page-cache"]).toBe("hit");
  const etag = kept.headers().etag ?? "";
  expect((await request.get(path, { headers: { "if-none-match": etag } })).status()).toBe(304);

  const comment = `Kept its shape after ${Date.now()} washes.`;
  const posted = await request.post(`/api/product/${product._id}/addReview`, { data: { userName: "Meher", rating: 4, comment } });
  expect(posted.status()).toBe(201);
  const fresh = await request.get(path);
  expect(await fresh.text()).toContain(comment);
  expect((await request.get(path, { headers: { "if-none-match": etag } })).status()).toBe(200);
});

test("a kept page is sent as it was rendered: the same bytes and headers, for each encoding, and to a HEAD", async ({ request }) => {
  // What differs per answer by design: its id, its date, and whether it was kept.
  const seen = (res: { status(): number; headers(): Record<string, string> }, body: Buffer) => {
    const { date: _date, "x-request-id": _id, "x-page-cache": _state, ...headers } = res.headers();
    return { status: res.status(), headers, body: body.toString("base64") };
  };
  for (const encoding of ["br", "gzip", "identity"]) {
    const path = `/collection?utm_campaign=kept-${encoding}-${Date.now()}`;
    // Playwright's request would decode the body; "identity" in the request keeps the bytes as sent.
    const ask = (method: "get" | "head") => request[method](path, { headers: { "accept-encoding": encoding } });
    const rendered = await ask("get");
    expect(rendered.headers()["x-page-cache"]).toBe("miss");
    const kept = await ask("get");
    expect(kept.headers()["x-page-cache"]).toBe("hit");
    expect(seen(kept, await kept.body())).toEqual(seen(rendered, await rendered.body()));
    expect(kept.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(kept.headers()["x-frame-options"]).toBe("DENY");
    const head = await ask("head");
    expect(head.status()).toBe(200);
    expect(head.headers()["content-length"]).toBe(kept.headers()["content-length"]);
  }
});
