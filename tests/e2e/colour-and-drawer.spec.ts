import { expect, type Page, test } from "@playwright/test";
import { MESSAGES } from "../../src/domain/messages";
import { open } from "./accounts-fixtures";

const HOODIE = "/product/magma_black_tiger_hoodie";
const BONE = /magma-black-tiger-hoodie-f6f6f6-front-\d+\.jpg/;
const BLACK = /magma-black-tiger-hoodie-front-\d+\.jpg/;

async function signedIn(page: Page) {
  const email = `colour-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const res = await page.request.post("/api/user/register", { data: { name: "Tara Colour", email, password: "bone white hoodie 1" } });
  const { token } = await res.json();
  await open(page, "/about");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  return { token, email };
}

const mainImage = (page: Page) => page.getByRole("button", { name: /^Zoom into/ }).locator("img");

test("a Bone White order of the Magma Black Tiger Hoodie is pictured bone white: product page, drawer, cart, checkout and order", async ({
  page,
}) => {
  test.slow();
  await signedIn(page);
  await open(page, HOODIE);
  await expect(mainImage(page)).toHaveAttribute("src", BLACK);
  await page.getByRole("button", { name: "Bone White", exact: true }).click();
  await expect(mainImage(page)).toHaveAttribute("src", BONE);
  await expect(mainImage(page)).toHaveAttribute("alt", "Magma Black Tiger Hoodie in Bone White");
  await page.getByRole("button", { name: "L", exact: true }).click();

  const add = page.getByRole("button", { name: MESSAGES.addToCartButton });
  await add.click();
  const drawer = page.getByRole("complementary", { name: "Cart" });
  await expect(drawer.getByTestId("cart-drawer-line")).toContainText("Magma Black Tiger Hoodie");
  await expect(drawer.getByTestId("cart-drawer-line")).toContainText("Bone White · Size L · Qty 1");
  await expect(drawer.getByRole("img")).toHaveAttribute("src", BONE);
  await expect(drawer.getByTestId("cart-drawer-subtotal")).toHaveText("₹1,999");

  await drawer.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId("cart-line").locator("img")).toHaveAttribute("src", BONE);

  await page.goto("/place-order");
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByRole("img", { name: "Magma Black Tiger Hoodie in Bone White" })).toHaveAttribute("src", BONE);
  await page.getByLabel("First name", { exact: true }).fill("Tara");
  await page.getByLabel("Last name", { exact: true }).fill("Colour");
  await page.getByLabel("Street", { exact: true }).fill("12 FC Road, Shivajinagar");
  await page.getByLabel("City", { exact: true }).fill("Pune");
  await page.getByLabel("State (optional)", { exact: true }).selectOption("Maharashtra");
  await page.getByLabel("PIN code", { exact: true }).fill("411004");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("img", { name: "Magma Black Tiger Hoodie in Bone White" })).toHaveAttribute("src", BONE);
});

test("the cart drawer takes the focus from ADD TO CART, is read out, and Escape closes it and gives the focus back", async ({ page }) => {
  await open(page, HOODIE);
  // A guest's add goes to the browser's cart after login only; signed in, it is added here.
  await signedIn(page);
  await open(page, HOODIE);
  await page.getByRole("button", { name: "Magma Black", exact: true }).click();
  await page.getByRole("button", { name: "M", exact: true }).click();
  const add = page.getByRole("button", { name: MESSAGES.addToCartButton });
  await add.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("complementary", { name: "Cart" });
  await expect(drawer.getByTestId("cart-drawer-line")).toContainText("Magma Black · Size M · Qty 1");
  await expect(drawer).toBeFocused();
  await expect(drawer.locator("[aria-live=polite]")).toContainText("Added to your cart");
  // Not modal: the rest of the page is still there to use.
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(drawer.getByTestId("cart-drawer-line")).toContainText("Qty 2");
  await expect(drawer).toBeFocused();
  // The close button gives the focus back too.
  await drawer.getByRole("button", { name: "Close cart panel" }).click();
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByRole("link", { name: /^Cart, 2 items/ })).toBeVisible();
});

test("quick add pictures the colour chosen and opens the drawer; Checkout leads to the checkout", async ({ page }) => {
  await open(page, "/collection?q=Magma%20Black%20Tiger%20Hoodie");
  const name = "Magma Black Tiger Hoodie";
  await page.getByRole("button", { name: `Quick add ${name}`, exact: true }).click();
  const chooser = page.getByRole("dialog", { name: `Quick add ${name}` });
  await chooser.getByRole("button", { name: "M", exact: true }).click();
  await chooser.getByRole("button", { name: "Bone White", exact: true }).click();
  await expect(chooser.getByRole("img", { name: `${name} in Bone White` })).toHaveAttribute("src", BONE);
  await chooser.getByRole("button", { name: MESSAGES.addToCartButton }).click();
  const drawer = page.getByRole("complementary", { name: "Cart" });
  await expect(drawer.getByRole("img")).toHaveAttribute("src", BONE);
  await drawer.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/login\?reason=checkout&next=%2Fplace-order$/);
});
