import { expect, type Page, test as base } from "@playwright/test";
import { bannerText } from "../../src/domain/shop-policy";
import { authenticatorCode, type ConsoleStore, startConsoleStore } from "./support/console-store";
import { SETTINGS_PORT } from "./support/ports";
import { consoleErrors, expectNoSeriousA11yViolations } from "./support/storefront";

const OWNER = { name: "Asha Rao", email: "asha@dhaaga.test", password: "Indigo-Block-Print-42" };

// biome-ignore lint/complexity/noBannedTypes: Playwright spells "no test-scoped fixtures" as {}
const test = base.extend<{}, { shop: ConsoleStore }>({
  shop: [
    async ({}, use) => {
      const store = await startConsoleStore(SETTINGS_PORT);
      await use(store);
      await store.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

/** The owner made from the setup link, enrolled and signed in: on the dashboard. */
async function ownerSignedIn(page: Page, shop: ConsoleStore) {
  await page.goto(shop.setupLink());
  await page.getByLabel("Your name").fill(OWNER.name);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create the owner's account" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Continue" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  totpSecret = secret;
  await page.getByLabel("6-digit code").fill(authenticatorCode(secret));
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${OWNER.name}` })).toBeVisible();
}

/** The owner's authenticator key, kept for this file's later journeys. */
let totpSecret = "";

const offer = (page: Page) => page.getByRole("region", { name: "Offer" });

test("the owner's new free-delivery threshold and fee show at once in the banner, the product page and the cart; a GSTIN that does not add up is refused on its field", async ({
  page,
  browser,
  shop,
}) => {
  const errors = consoleErrors(page);
  const { products } = await (await page.request.get(`${shop.url}/api/product/list`)).json();
  const p = products.find((x: { soldOut: unknown[]; price: number }) => x.soldOut.length === 0 && x.price < 5000);
  // A shopper's view before: the page cache now holds the product page with the ₹500 of the environment.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`${shop.url}/product/${p.slug}`);
  await expect(offer(shopper)).toContainText(bannerText({ feePaise: 0, freeFromPaise: 500_00 }));
  await expect(shopper.getByText("MRP inclusive of all taxes. Free shipping above ₹500.", { exact: true })).toBeVisible();

  await ownerSignedIn(page, shop);
  await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  for (const group of ["Seller", "Contact", "Delivery and COD", "Returns"]) await expect(page.getByRole("group", { name: group })).toBeVisible();
  await expect(page.getByLabel("Free delivery from (₹)")).toHaveValue("500");
  await expectNoSeriousA11yViolations(page, "settings: ");

  // A GSTIN whose last character does not add up: refused beside it, with what was typed kept.
  await page.getByLabel("GSTIN").fill("27AAPFU0939F1ZW");
  await page.getByLabel("Free delivery from (₹)").fill("5000");
  await page.getByRole("button", { name: "Save settings" }).click();
  const gstin = page.getByLabel("GSTIN");
  await expect(gstin).toHaveAttribute("aria-invalid", "true");
  await expect(gstin).toHaveAccessibleDescription(/does not add up: its last character would be V/);
  await expect(gstin).toHaveValue("27AAPFU0939F1ZW");
  await expect(page.getByLabel("Free delivery from (₹)")).toHaveValue("5000");
  expect((await (await shopper.request.get(`${shop.url}/`)).text()).includes("₹5,000")).toBe(false);

  // Put right, with a fee below the threshold: saved.
  await gstin.fill("27AAPFU0939F1ZV");
  await page.getByLabel("Delivery fee (₹)").fill("49");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved: GSTIN, Delivery fee (₹), Free delivery from (₹).")).toBeVisible();
  await expect(gstin).not.toHaveAttribute("aria-invalid", "true");
  await page.reload();
  await expect(page.getByLabel("Free delivery from (₹)")).toHaveValue("5000");
  // The audit log keeps the save, each setting before → after.
  await page.getByRole("navigation").getByRole("link", { name: "Audit log" }).click();
  const entry = page.getByRole("row").filter({ hasText: "settings.change" });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Shop settings");
  await expect(entry).toContainText("freeDeliveryFrom: 500 → 5000");
  await expect(entry).toContainText("deliveryFee: 0 → 49");

  // The shopper's pages: the banner, the product page's promise, and the cart's delivery line.
  const banner = bannerText({ feePaise: 49_00, freeFromPaise: 5000_00 });
  await shopper.goto(`${shop.url}/product/${p.slug}`);
  await expect(offer(shopper)).toContainText(banner);
  await expect(shopper.getByText("MRP inclusive of all taxes. Free shipping above ₹5,000; ₹49 below it.", { exact: true })).toBeVisible();
  await shopper.evaluate((cart) => localStorage.setItem("cartItems", JSON.stringify(cart)), { [p._id]: { [p.sizes[0]]: { [p.colors[0]]: 1 } } });
  await shopper.goto(`${shop.url}/cart`);
  await expect(offer(shopper)).toContainText(banner);
  await expect(shopper.getByTestId("cart-delivery")).toHaveText("₹49");
  expect(await (await shopper.request.get(`${shop.url}/`)).text()).toContain(banner);
  // The one refusal the owner was shown is the only failed call.
  expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
});

test("the owner adds the colour Saffron, the size 3XL and a Joggers category, and a product made of them is offered on the storefront's filters and product page", async ({
  browser,
  shop,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${shop.url}/admin/login`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Continue" }).click();
  // The next step's code: the enrolment's own was used once already.
  await page.getByLabel(/6-digit code/).fill(authenticatorCode(totpSecret, 1));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${OWNER.name}` })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Catalog", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Catalog settings", exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "catalog settings: ");

  // A colour whose code is not one: refused beside it, with what was typed kept.
  const addColour = page.getByRole("form", { name: "Add a colour" });
  await addColour.getByLabel("Colour name").fill("Saffron");
  await addColour.getByLabel("Hex code").fill("#F4C43");
  await addColour.getByRole("button", { name: "Add colour" }).click();
  const hex = addColour.getByLabel("Hex code");
  await expect(hex).toHaveAttribute("aria-invalid", "true");
  await expect(hex).toHaveAccessibleDescription(/Hex code must be # and six hex digits/);
  await expect(addColour.getByLabel("Colour name")).toHaveValue("Saffron");
  await hex.fill("#F4C430");
  await addColour.getByRole("button", { name: "Add colour" }).click();
  await expect(page.getByText("Added the colour Saffron.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Retire Saffron" })).toBeVisible();

  // A size products are made in cannot be taken out of its set; 3XL is added at the end.
  const adults = page.getByRole("form", { name: "Size set Adults" });
  await adults.getByLabel("Adults: sizes in order").fill("M, L, XL, XXL");
  await adults.getByRole("button", { name: "Save Adults" }).click();
  await expect(adults.getByLabel("Adults: sizes in order")).toHaveAccessibleDescription(
    /Size S cannot be removed from Adults: products are made in it/,
  );
  await adults.getByLabel("Adults: sizes in order").fill("S, M, L, XL, XXL, 3XL");
  await adults.getByRole("button", { name: "Save Adults" }).click();
  await expect(page.getByText("Size set saved.")).toBeVisible();

  const addCategory = page.getByRole("form", { name: "Add a category" });
  await addCategory.getByLabel("Category name").fill("Joggers");
  await addCategory.getByLabel("HSN code").fill("6103");
  await addCategory.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText("Added the category Joggers.")).toBeVisible();
  await expect(page.getByText("/joggers · HSN 6103")).toBeVisible();

  // A product in Joggers, in Saffron and 3XL, published with stock.
  await page.getByRole("navigation").getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "New product" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Saffron Track Joggers");
  await page.getByLabel("Category").selectOption("Joggers");
  await page.getByLabel("Price (₹)", { exact: true }).fill("1299");
  await page.getByLabel("Original price (₹)").fill("1599");
  const sizes = page.getByRole("group", { name: "Sizes" });
  for (const s of ["S", "M", "L", "XL", "XXL"]) await sizes.getByLabel(s, { exact: true }).uncheck();
  await sizes.getByLabel("3XL", { exact: true }).check();
  await page
    .getByRole("group", { name: "Colours" })
    .getByLabel(/Saffron/)
    .check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { name: "Saffron Track Joggers" })).toBeVisible();
  await page.getByLabel("Stock of 3XL, Saffron").fill("7");
  await page.getByRole("button", { name: "Save stock" }).click();
  await expect(page.getByText("Stock saved.")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Product published.")).toBeVisible();

  // The storefront: the category, size and colour filters offer them, and the product page too.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`${shop.url}/collection?category=Joggers`);
  // On a phone the filters sit in a sheet behind the Filter button.
  await shopper.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const filterButton = shopper.getByRole("button", { name: /^Filter/ });
  if (await filterButton.isVisible()) await filterButton.click();
  await expect(shopper.getByRole("group", { name: "Category" }).getByLabel("Joggers")).toBeChecked();
  await expect(shopper.getByRole("link", { name: /Saffron Track Joggers/ }).first()).toBeVisible();
  await expect(shopper.getByRole("group", { name: "Size" }).getByLabel("3XL")).toBeVisible();
  await expect(shopper.getByRole("group", { name: "Colour" }).getByLabel(/Saffron/)).toBeVisible();
  await shopper.goto(`${shop.url}/product/saffron_track_joggers`);
  await expect(shopper.getByRole("heading", { name: "Saffron Track Joggers" })).toBeVisible();
  await expect(shopper.getByRole("button", { name: "Saffron", exact: true })).toBeVisible();
  await expect(shopper.getByRole("button", { name: "3XL", exact: true })).toBeVisible();
});
