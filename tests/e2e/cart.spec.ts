import { expectNoSeriousA11yViolations } from "./support/axe";
import { type APIRequestContext, type Locator, type Page, expect, test as base } from "@playwright/test";
import { RELATED_COUNT } from "../../src/domain/constants";
import { MESSAGES } from "../../src/domain/messages";
import { colorName } from "../../src/domain/palette";
import { loginInBrowser, open, toast } from "./accounts-fixtures";
import { closeFestive } from "./support/storefront";
import { toastAfter } from "./support/toasts";

type CartMap = Record<string, Record<string, Record<string, number>>>;
interface Catalog {
  tee: string; // Magma Black Oversized Tee, ₹899
  tee2: string; // Bone White Oversized Tee, ₹899
  hoodie: { id: string; name: string; size: string; color: string; price: number };
  /** Sold-out size/colour pairs by product name. */
  soldOut(name: string): { size: string; color: string }[];
  idOf(name: string): string;
}
interface Account {
  token: string;
  email: string;
  password: string;
}

const test = base.extend<{ catalog: Catalog; login: (cart?: { itemId: string; size: string; color: string }[]) => Promise<Account> }>({
  catalog: async ({ request }, use) => {
    const { products } = await (await request.get("/api/product/list")).json();
    const byName = (n: string) => products.find((p: { name: string }) => p.name === n);
    const hoodie = products.find((p: { category: string; soldOut: unknown[] }) => p.category === "Hoodies" && p.soldOut.length === 0);
    await use({
      tee: byName("Magma Black Oversized Tee")._id,
      tee2: byName("Bone White Oversized Tee")._id,
      hoodie: { id: hoodie._id, name: hoodie.name, size: hoodie.sizes[0], color: hoodie.colors[0], price: hoodie.price },
      soldOut: (n) => byName(n).soldOut,
      idOf: (n) => byName(n)._id,
    });
  },
  // Registers a fresh account through the API and fills its server cart.
  login: async ({ request }, use) => {
    await use(async (cart = []) => {
      const email = `cart-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const password = "a long password 1";
      const res = await request.post("/api/user/register", { data: { name: "Asha Cart", email, password } });
      // A refused sign-up (a limit reached) is named here, not found later as a shopper logged out.
      expect(res.ok(), await res.text()).toBe(true);
      const { token } = await res.json();
      for (const item of cart) await request.post("/api/cart/add", { data: item, headers: { token } });
      return { token: token as string, email, password };
    });
  },
});

async function serverCart(request: APIRequestContext, token: string): Promise<CartMap> {
  return (await (await request.post("/api/cart/get", { data: {}, headers: { token } })).json()).cartData;
}

/**
 * Writes the browser's storage as the shop would have left it, then opens /cart afresh. The
 * first page is left to hydrate first, so none of its own requests (such as a profile check for
 * a token it might pick up) is still running when the page reloads.
 */
async function putInBrowser(page: Page, entries: Record<string, string>) {
  await open(page, "/cart");
  await page.evaluate((e) => {
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
  await page.reload();
  // Until its scripts run, the page is the server's: no token, so the header offers to log in.
  // With a token put in, go on once the header shows the session, so a slow start is not read
  // as a lost one.
  if (entries.token) await expect(page.getByRole("link", { name: "Your profile" })).toBeVisible();
}

/** Opens a card's quick add, picks a size and a colour (by its palette name), and adds. */
async function quickAdd(page: Page, scope: Page | Locator, name: string, size: string, color: string) {
  await scope.getByRole("button", { name: `Quick add ${name}`, exact: true }).click();
  const chooser = page.getByRole("dialog", { name: `Quick add ${name}` });
  await chooser.getByRole("button", { name: size, exact: true }).click();
  await chooser.getByRole("button", { name: colorName(color), exact: true }).click();
  const added = await toastAfter(page, MESSAGES.addedToCart, () => chooser.getByRole("button", { name: MESSAGES.addToCartButton }).click());
  await expect(added).toBeVisible();
  await expect(chooser).toBeHidden();
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  // Refused calls (a 400 for a bad coupon) and the visit counter are answers, not page errors.
  page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && errors.push(m.text()));
  return errors;
}

const totals = (page: Page) => ({
  subtotal: page.getByTestId("cart-subtotal"),
  discount: page.getByTestId("cart-discount"),
  delivery: page.getByTestId("cart-delivery"),
  total: page.getByTestId("cart-total"),
});

test("an empty cart says so and links to the collection, and records a Cart visit", async ({ page }) => {
  const visits: unknown[] = [];
  page.on("request", (r) => r.url().endsWith("/api/analytics/visit") && visits.push(r.postDataJSON()));
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/collection");
  await expect.poll(() => visits).toContainEqual({ page: "Cart" });
});

test("a guest quick-adds from cards and strips, reloads, logs in and finds the merged cart", async ({ page, request, catalog, login, baseURL }) => {
  // Three pages, a login and a dozen server answers: more than one page's usual time.
  test.slow();
  const errors = watchErrors(page);
  const teeName = "Magma Black Oversized Tee";
  await open(page, `/collection?q=${encodeURIComponent(teeName)}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: new RegExp(`^${teeName},`) }) });
  // The card is still one link to the product page; quick add is a button beside it.
  await expect(card.getByTestId("product-card")).toHaveAttribute("href", "/product/magma_black_oversized_tee");

  // The shop's own messages when a size or colour is missing.
  await card.getByRole("button", { name: `Quick add ${teeName}`, exact: true }).click();
  const chooser = page.getByRole("dialog", { name: `Quick add ${teeName}` });
  await chooser.getByRole("button", { name: MESSAGES.addToCartButton }).click();
  await expect(toast(page, MESSAGES.selectSize)).toBeVisible();
  await chooser.getByRole("button", { name: "M", exact: true }).click();
  await chooser.getByRole("button", { name: MESSAGES.addToCartButton }).click();
  await expect(toast(page, MESSAGES.selectColor)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(chooser).toBeHidden();
  await expect(card.getByRole("button", { name: `Quick add ${teeName}` })).toBeFocused();

  await quickAdd(page, card, teeName, "M", "#151515");
  await quickAdd(page, card, teeName, "M", "#151515");
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  // A home strip: the first hoodie, in a size and colour that is in stock.
  await open(page, "/");
  await closeFestive(page);
  const strip = page.getByTestId("hoodies");
  const hoodieName = (await strip.getByTestId("card-name").first().textContent())!.trim();
  const hoodieId = catalog.idOf(hoodieName);
  const { products } = await (await request.get("/api/product/list")).json();
  const hoodie = products.find((p: { _id: string }) => p._id === hoodieId);
  const gone = catalog.soldOut(hoodieName);
  const [size, color] = hoodie.sizes
    .flatMap((s: string) => hoodie.colors.map((c: string) => [s, c]))
    .find(([s, c]: string[]) => !gone.some((g) => g.size === s && g.color === c));
  await quickAdd(page, strip, hoodieName, size, color);
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  await open(page, "/cart");
  await page.reload();
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  const inr = (p: number) => `₹${(p / 100).toLocaleString("en-IN")}`;
  await expect(totals(page).subtotal).toHaveText(inr(2 * 89900 + hoodie.price * 100));

  // The account already holds one of the same tee: quantities add up at login.
  const account = await login([
    { itemId: catalog.tee, size: "M", color: "#151515" },
    { itemId: catalog.tee2, size: "L", color: "#F6F6F6" },
  ]);
  await loginInBrowser(page, baseURL!, account.email, account.password);
  await expect(page.getByTestId("cart-count")).toHaveText("5");
  await open(page, "/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  await expect(page.getByRole("combobox", { name: /Quantity of Magma Black Oversized Tee, size M/ })).toHaveValue("3");
  expect(await page.evaluate(() => localStorage.getItem("cartItems"))).toBeNull();
  expect(await serverCart(request, account.token)).toEqual({
    [catalog.tee]: { M: { "#151515": 3 } },
    [catalog.tee2]: { L: { "#F6F6F6": 1 } },
    [hoodieId]: { [size]: { [color]: 1 } },
  });

  // Logged in, quick add goes to the account's cart.
  await open(page, `/collection?q=${encodeURIComponent("Bone White Oversized Tee")}`);
  await quickAdd(page, page.locator("main"), "Bone White Oversized Tee", "L", "#F6F6F6");
  await expect(page.getByTestId("cart-count")).toHaveText("6");
  await expect.poll(() => serverCart(request, account.token).then((c) => c[catalog.tee2])).toEqual({ L: { "#F6F6F6": 2 } });
  expect(errors).toEqual([]);
});

test("a logged-in shopper changes a quantity and removes lines, on the server", async ({ page, request, catalog, login }) => {
  const errors = watchErrors(page);
  const { token } = await login([
    { itemId: catalog.tee, size: "L", color: "#151515" },
    { itemId: catalog.tee2, size: "M", color: "#F6F6F6" },
  ]);
  await putInBrowser(page, { token });
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(totals(page).total).toHaveText("₹1,798");

  await page.getByRole("combobox", { name: /Quantity of Magma Black Oversized Tee/ }).selectOption("3");
  await expect(totals(page).total).toHaveText("₹3,596");
  await expect(page.getByTestId("cart-count")).toHaveText("4");
  await expect.poll(() => serverCart(request, token)).toEqual({ [catalog.tee]: { L: { "#151515": 3 } }, [catalog.tee2]: { M: { "#F6F6F6": 1 } } });

  await page.getByRole("button", { name: /Remove Bone White Oversized Tee/ }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(totals(page).total).toHaveText("₹2,697");
  await expect.poll(() => serverCart(request, token)).toEqual({ [catalog.tee]: { L: { "#151515": 3 } } });

  await page.getByRole("button", { name: /Remove Magma Black Oversized Tee/ }).click();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  // An empty cart shows no badge, only the link's name says it.
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("coupons: FLAT10, BUY2 on two ₹899 tees, and an invalid code", async ({ page, catalog }) => {
  const errors = watchErrors(page);
  const cart: CartMap = { [catalog.tee]: { M: { "#151515": 1 } }, [catalog.tee2]: { L: { "#F6F6F6": 1 } } };
  await putInBrowser(page, { cartItems: JSON.stringify(cart) });
  const t = totals(page);
  await expect(t.subtotal).toHaveText("₹1,798");
  await expect(t.total).toHaveText("₹1,798");
  await expect(t.delivery).toHaveText("Free");
  const input = page.getByLabel("Coupon code");
  const apply = page.getByRole("button", { name: "Apply" });

  await input.fill("  flat10 ");
  await apply.click();
  await expect(t.discount).toHaveText("−₹179.80");
  await expect(t.total).toHaveText("₹1,618.20");
  await expect(page.getByText(/Coupon FLAT10 applied/)).toBeVisible();

  await input.fill("buy2");
  await apply.click();
  await expect(t.discount).toHaveText("−₹298");
  await expect(t.total).toHaveText("₹1,500");

  // A third tee: BUY2 no longer applies, and the totals say so at once.
  await page.getByRole("combobox", { name: /Quantity of Magma Black Oversized Tee/ }).selectOption("2");
  await expect(t.total).toHaveText("₹2,697");
  await expect(page.getByText(/BUY2 no longer applies/)).toBeVisible();
  await page.getByRole("combobox", { name: /Quantity of Magma Black Oversized Tee/ }).selectOption("1");
  await expect(t.total).toHaveText("₹1,500");

  await input.fill("NOTACODE");
  await apply.click();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.couponInvalid })).toBeVisible();
  await expect(input).toHaveValue("");
  await expect(t.total).toHaveText("₹1,798");
  expect(errors).toEqual([]);
});

test("a logged-in shopper's coupon is checked and kept by the server", async ({ page, catalog, login }) => {
  const { token } = await login([
    { itemId: catalog.tee, size: "S", color: "#151515" },
    { itemId: catalog.tee, size: "S", color: "#151515" },
  ]);
  await putInBrowser(page, { token });
  await page.getByLabel("Coupon code").fill("BUY2");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(totals(page).total).toHaveText("₹1,500");
  await page.reload();
  await expect(totals(page).total).toHaveText("₹1,500");
  await page.getByLabel("Coupon code").fill("flat 10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.couponInvalid })).toBeVisible();
  await expect(totals(page).total).toHaveText("₹1,798");
});

test("a profile check whose answer is cut off mid-way does not log the shopper out", async ({ page, catalog, login }) => {
  const { token } = await login([{ itemId: catalog.tee, size: "S", color: "#151515" }]);
  await page.route("**/api/user/profile", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true,"us' }), {
    times: 1,
  });
  await putInBrowser(page, { token });
  await expect(totals(page).total).toHaveText("₹899");
  await expect(page).toHaveURL(/\/cart$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);
});

test("a profile check refused for the moment (429, 503) does not log the shopper out", async ({ page, catalog, login }) => {
  const { token } = await login([{ itemId: catalog.tee, size: "S", color: "#151515" }]);
  const busy = [
    { status: 429, message: "Too many requests. Please try again later." },
    { status: 503, message: "The store is busy. Please try again in a moment." },
  ];
  await page.route("**/api/user/profile", (route) => {
    const answer = busy.shift();
    if (!answer) return route.continue();
    return route.fulfill({
      status: answer.status,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: answer.message }),
    });
  });
  await putInBrowser(page, { token });
  await expect(totals(page).total).toHaveText("₹899");
  await page.reload();
  await expect(totals(page).total).toHaveText("₹899");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(toast(page, MESSAGES.sessionExpired)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);
  expect(busy).toEqual([]);
});

test("FLAT10 goes from the cart to the placed order: the guest applies it, logs in, checks out, and /orders shows the amount", async ({
  page,
  request,
  catalog,
  login,
  baseURL,
}) => {
  // Cart, login, checkout and orders: four pages and a dozen answers.
  test.slow();
  const errors = watchErrors(page);
  await putInBrowser(page, { cartItems: JSON.stringify({ [catalog.tee]: { M: { "#151515": 2 } } }) });
  await page.getByLabel("Coupon code").fill("FLAT10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(totals(page).total).toHaveText("₹1,618.20");

  const account = await login();
  await loginInBrowser(page, baseURL!, account.email, account.password);
  await open(page, "/cart");
  await expect(page.getByText(/Coupon FLAT10 applied/)).toBeVisible();
  await expect(totals(page).total).toHaveText("₹1,618.20");

  await page.getByRole("link", { name: MESSAGES.proceedToCheckout }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByText("Coupon FLAT10")).toBeVisible();
  await expect(summary.getByTestId("summary-total")).toHaveText("₹1,618.20");
  await page.getByLabel("Street", { exact: true }).fill("12 FC Road, Shivajinagar");
  await page.getByLabel("City", { exact: true }).fill("Pune");
  await page.getByLabel("PIN code", { exact: true }).fill("411004");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();

  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId("order-amount")).toHaveText("₹1,618.20");
  await expect(page.getByTestId("order-card")).toContainText("CouponFLAT10");

  // The coupon went with the order: the next cart is priced without it.
  await request.post("/api/cart/add", {
    data: { itemId: catalog.tee, size: "M", color: "#151515" },
    headers: { token: await page.evaluate(() => localStorage.getItem("token") ?? "") },
  });
  await open(page, "/cart");
  await expect(totals(page).total).toHaveText("₹899");
  await expect(page.getByText(/Coupon FLAT10/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("sold-out and removed products stay listed, marked, and out of the totals", async ({ page, request, catalog }) => {
  const { products } = await (await request.get("/api/product/list")).json();
  const soldOut = products.find((p: { soldOut: unknown[] }) => p.soldOut.length > 0);
  const cart: CartMap = {
    [catalog.tee]: { M: { "#151515": 1 } },
    [soldOut._id]: { [soldOut.soldOut[0].size]: { [soldOut.soldOut[0].color]: 1 } },
    "00000000-0000-4000-8000-000000000009": { M: { "#151515": 1 } },
  };
  await putInBrowser(page, { cartItems: JSON.stringify(cart) });
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  await expect(page.getByText("Sold out: not included in the total")).toBeVisible();
  await expect(page.getByText("This product is no longer available")).toBeVisible();
  await expect(totals(page).total).toHaveText("₹899");
});

test("a guest's FLAT10 stays applied across reloads, and moves with sold-out lines into the account at login", async ({
  page,
  request,
  catalog,
  login,
  baseURL,
}) => {
  const errors = watchErrors(page);
  const { products } = await (await request.get("/api/product/list")).json();
  const soldOut = products.find((p: { soldOut: unknown[] }) => p.soldOut.length > 0);
  const cart: CartMap = { [catalog.tee]: { M: { "#151515": 1 } }, [soldOut._id]: { [soldOut.soldOut[0].size]: { [soldOut.soldOut[0].color]: 1 } } };
  await putInBrowser(page, { cartItems: JSON.stringify(cart) });
  await page.getByLabel("Coupon code").fill("FLAT10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(totals(page).total).toHaveText("₹809.10");

  await page.reload();
  await expect(page.getByText(/Coupon FLAT10 applied/)).toBeVisible();
  await expect(totals(page).discount).toHaveText("−₹89.90");
  await expect(totals(page).total).toHaveText("₹809.10");

  const account = await login();
  await loginInBrowser(page, baseURL!, account.email, account.password);
  await open(page, "/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByText("Sold out: not included in the total")).toBeVisible();
  await expect(page.getByText(/Coupon FLAT10 applied/)).toBeVisible();
  await expect(totals(page).total).toHaveText("₹809.10");
  expect(await serverCart(request, account.token)).toEqual(cart);
  // The code moved with the cart: the account's cart holds it, the browser no longer does.
  const summary = await (await request.get("/api/cart/summary", { headers: { token: account.token } })).json();
  expect(summary.coupon).toEqual({ code: "FLAT10", applied: true });
  expect(await page.evaluate(() => localStorage.getItem("couponCode"))).toBeNull();
  // At checkout, the greyed-out button says why.
  await open(page, "/place-order");
  await expect(page.locator("#cannot-place")).toHaveText(MESSAGES.changeCartLines);
  await expect(page.getByRole("button", { name: MESSAGES.placeOrder })).toBeDisabled();
  expect(errors).toEqual([]);
});

test("the totals box leads to checkout above the secure line and the marks of the payments set up; related products and testimonials follow", async ({
  page,
  catalog,
}) => {
  await putInBrowser(page, { cartItems: JSON.stringify({ [catalog.tee]: { M: { "#151515": 1 } } }) });
  const box = page.getByRole("region", { name: "Cart Totals" });
  await expect(box.getByRole("link", { name: MESSAGES.proceedToCheckout })).toHaveAttribute("href", "/place-order");
  await expect(box.getByText(MESSAGES.secureTransaction)).toBeVisible();
  // This store takes cash on delivery only (no Razorpay or Stripe keys): its mark alone.
  const marks = box.getByRole("list", { name: "Payment partners" }).getByRole("img");
  await expect(marks).toHaveCount(1);
  expect(await marks.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))).toEqual(["Cash on delivery"]);

  const related = page.getByRole("region", { name: "You May Also Like" });
  await expect(related.getByTestId("product-card")).toHaveCount(RELATED_COUNT);
  // A sold-out product, which the picks may include, offers no quick add.
  const soldOut = await related.getByTestId("product-card").filter({ hasText: MESSAGES.soldOutLabel }).count();
  await expect(related.getByRole("button", { name: /^Quick add / })).toHaveCount(RELATED_COUNT - soldOut);
  const testimonials = page.getByRole("region", { name: "What Our Customers Say" }).getByRole("listitem");
  await expect(testimonials).toHaveCount(3);
  for (const t of await testimonials.all()) {
    await expect(t.locator("blockquote")).not.toBeEmpty();
    await expect(t.getByLabel(/^Rated [1-5] out of 5$/)).toBeVisible();
  }
});

test("the cart page has no serious or critical accessibility violations, and looks right", async ({ page, catalog }, info) => {
  const cart: CartMap = { [catalog.tee]: { M: { "#151515": 2 } }, [catalog.hoodie.id]: { [catalog.hoodie.size]: { [catalog.hoodie.color]: 1 } } };
  await putInBrowser(page, { cartItems: JSON.stringify(cart) });
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await page.getByLabel("Coupon code").fill("FLAT10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(/Coupon FLAT10 applied/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const width = info.project.name === "mobile" ? 390 : 1280;
  await page.setViewportSize({ width, height: info.project.name === "mobile" ? 844 : 900 });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/cart-${width}.png`, fullPage: true });

  await page.evaluate(() => localStorage.removeItem("cartItems"));
  await page.reload();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
