import { expect, test } from "@playwright/test";

/**
 * What a first visit asks for before it can paint (decisions 150 and 178): the page carries its
 * styles, the picture of its largest paint is asked for first, and the scripts wait for it.
 */
test("a first visit to a storefront page fetches no stylesheet, and the page is styled", async ({ page }) => {
  for (const path of ["/", "/collection", "/cart"]) {
    const stylesheets: string[] = [];
    page.on("request", (r) => r.resourceType() === "stylesheet" && stylesheets.push(r.url()));
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(stylesheets, path).toEqual([]);
    // The header's layout comes from the page's own styles.
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
    page.removeAllListeners("request");
  }
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

test("after a client navigation the next page's own styles apply", async ({ page }) => {
  await page.goto("/collection");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page
    .getByRole("link", { name: /Oversized Tee/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\//);
  // The product page's price row is a flex row by the product page's stylesheet, fetched on the way.
  await expect(page.getByTestId("product-price")).toHaveCSS("display", "flex");
});
