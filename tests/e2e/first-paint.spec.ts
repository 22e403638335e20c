import { expect, test } from "@playwright/test";

/**
 * What a first visit asks for before it can paint (decisions 150 and 178): the page carries its
 * styles, the picture of its largest paint is asked for first, and the scripts wait for it.
 */
test("a first visit to a storefront page fetches no stylesheet, and the page is styled", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  for (const path of ["/", "/collection", "/cart"]) {
    // The server's page carries its styles, and each of their links has a type no browser
    // fetches; a `disabled` one Chromium 150 fetches at parse time.
    const html = await (await request.get(path)).text();
    const written = [...html.matchAll(/<style data-href="([^"]+)"/g)].map((m) => m[1]);
    expect(written.length, path).toBeGreaterThan(0);
    const links = [...html.matchAll(/<link rel="stylesheet" [^>]*>/g)].map((m) => m[0]);
    expect(
      links.filter((l) => !l.includes('type="text/x-written-in"')),
      path,
    ).toEqual([]);

    const stylesheets: string[] = [];
    page.on("request", (r) => r.resourceType() === "stylesheet" && stylesheets.push(r.url()));
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(stylesheets, path).toEqual([]);
    // Hydration kept the page's styles and its links as they were.
    const kept = await page.locator("style[data-href]").evaluateAll((els) => els.map((el) => el.getAttribute("data-href")));
    expect(kept, path).toEqual(written);
    await expect(page.locator('link[rel="stylesheet"]:not([type="text/x-written-in"])'), path).toHaveCount(0);
    // The header's layout comes from the page's own styles.
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
    page.removeAllListeners("request");
  }
  expect(errors).toEqual([]);
});

test("the home page asks for its first hero picture at high priority, and for no script in its head", async ({ request }) => {
  // The head as the browser's preload scanner reads it: the server's HTML, in order.
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  const firstImage = links.findIndex((l) => /rel="preload"/.test(l) && /as="image"/.test(l));
  expect(firstImage).toBeGreaterThanOrEqual(0);
  expect(links[firstImage]).toMatch(/fetchPriority="high"/i);
  expect(links[firstImage]).toContain("/images/demo/hero/hero-1-");
  expect(links.filter((l) => /rel="modulepreload"/.test(l))).toEqual([]);
});

test("a page's scripts are asked for only once its largest picture has arrived, and then the page hydrates", async ({ page }) => {
  for (const [path, picture] of [
    ["/", "/images/demo/hero/hero-1-"],
    ["/collection", "/images/demo/products/"],
  ] as const) {
    const seen: string[] = [];
    let pictureDone = false;
    page.on("requestfinished", (r) => {
      if (r.resourceType() === "image" && r.url().includes(picture)) pictureDone = true;
    });
    page.on("request", (r) => {
      if (r.resourceType() === "script") seen.push(`${new URL(r.url()).pathname} ${pictureDone ? "after" : "before"} the picture`);
    });
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(seen.length, path).toBeGreaterThan(0);
    expect(
      seen.filter((s) => s.endsWith("before the picture")),
      path,
    ).toEqual([]);
    page.removeAllListeners("request");
    page.removeAllListeners("requestfinished");
  }
});

test("after a client navigation the next page's own styles apply, and the kept routes' written-in styles are not fetched", async ({ page }) => {
  await page.goto("/collection");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const written = await page.locator("style[data-href]").evaluateAll((els) => els.map((el) => el.getAttribute("data-href")));
  const fetched: string[] = [];
  page.on("request", (r) => r.resourceType() === "stylesheet" && fetched.push(new URL(r.url()).pathname));
  await page
    .getByRole("link", { name: /Oversized Tee/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\//);
  // The product page's price row is a flex row by the product page's stylesheet, fetched on the way.
  await expect(page.getByTestId("product-price")).toHaveCSS("display", "flex");
  // The root's and the shell's sheets stay; only the product page's own is fetched.
  expect(written.filter((href) => !href?.includes("/collection-")).length).toBeGreaterThan(1);
  expect(fetched.filter((href) => written.includes(href) && !href.includes("/collection-"))).toEqual([]);
  expect(fetched).toEqual([expect.stringMatching(/^\/assets\/product-[\w-]+\.css$/)]);
});
