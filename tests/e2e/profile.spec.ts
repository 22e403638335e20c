import { expect, type Page, test } from "@playwright/test";
import { CARD_KEPT } from "../../src/domain/cards";
import { ACCOUNT_MESSAGES, INDIA_MESSAGES, MESSAGES } from "../../src/domain/messages";
import { open, toast } from "./accounts-fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";

/** A new account, signed in on /profile; its token for the API. */
async function onProfile(page: Page, name: string): Promise<string> {
  const email = `profile-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const { token } = await (await page.request.post("/api/user/register", { data: { name, email, password: "filter coffee 99" } })).json();
  await open(page, "/cart");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await open(page, "/profile");
  return token;
}

test("an address saved already is refused, and the form says which one", async ({ page }) => {
  const token = await onProfile(page, "Nisha Rao");
  const saved = { street: "12 FC Road, Shivajinagar", city: "Pune", state: "Maharashtra", zip: "411004", country: "India" };
  expect((await page.request.post("/api/user/profile", { data: { address: saved }, headers: { token } })).ok()).toBe(true);
  await open(page, "/profile");
  const form = page.getByRole("form", { name: "Add address" });
  await form.getByLabel("Street").fill("12 fc road,  Shivajinagar");
  await form.getByLabel("PIN code").fill("411004");
  await expect(form.getByLabel("City")).toHaveValue(/Pune/);
  await form.getByLabel("City").fill("PUNE");
  await form.getByRole("button", { name: "Add address" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "already saved" })).toHaveText(
    ACCOUNT_MESSAGES.addressAlreadySaved("12 FC Road, Shivajinagar, Pune, Maharashtra 411004, India"),
  );
  await expect(toast(page, MESSAGES.addressFailed)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove address/ })).toHaveCount(1);
});

test("the profile's address form is checkout's: State from the list, and a PIN code fills City and State and tells the delivery date", async ({
  page,
}) => {
  await onProfile(page, "Farah Khan");
  const form = page.getByRole("form", { name: "Add address" });
  // The same fields as checkout's, by the same names: no free-text State, no "PIN / ZIP code".
  await expect(form.getByLabel("State (optional)")).toHaveJSProperty("tagName", "SELECT");
  await expect(form.getByLabel("PIN / ZIP code")).toHaveCount(0);
  await form.getByLabel("Street").fill("4 Residency Road");
  await form.getByLabel("PIN code").fill("560025");
  await expect(form.getByLabel("City")).toHaveValue("Bangalore");
  await expect(form.getByLabel("State (optional)")).toHaveValue("Karnataka");
  await expect(form.getByRole("status").filter({ hasText: /^Delivery by / })).toBeVisible();
  // The shopper's own name for the city stays.
  await form.getByLabel("City").fill("Bengaluru");
  await form.getByRole("button", { name: "Add address" }).click();
  await expect(toast(page, MESSAGES.addressAdded)).toBeVisible();
  await expect(page.getByText("4 Residency Road, Bengaluru, Karnataka 560025, India")).toBeVisible();
  await expect(form.getByLabel("Street")).toHaveValue("");
  await expectNoSeriousA11yViolations(page);
});

test("an unknown PIN is said once, at the PIN field, before and after the store refuses it; a new PIN takes away the city it filled", async ({
  page,
}) => {
  await onProfile(page, "Kavya Pillai");
  const form = page.getByRole("form", { name: "Add address" });
  const pin = form.getByLabel("PIN code");
  await form.getByLabel("Street").fill("3 Marine Drive");
  await pin.fill("411004");
  await expect(form.getByLabel("City")).toHaveValue(/Pune/);
  await pin.fill("999999");
  await expect(form.getByLabel("City")).toHaveValue("");
  await expect(form.getByText(INDIA_MESSAGES.pinInvalid)).toHaveCount(1);
  await form.getByLabel("City").fill("Kochi");
  await form.getByLabel("State (optional)").selectOption("Kerala");
  await form.getByRole("button", { name: "Add address" }).click();
  await expect(toast(page, MESSAGES.addressFailed)).toBeVisible();
  await expect(form.getByText(INDIA_MESSAGES.pinInvalid)).toHaveCount(1);
  await expect(pin).toHaveAttribute("aria-invalid", "true");
  await expect(pin).toHaveAccessibleDescription(INDIA_MESSAGES.pinInvalid);
});

test("Add card asks for the network, the last 4 digits, the expiry and the name, never the number or the CVV, and says what is kept", async ({
  page,
}) => {
  await onProfile(page, "Sana Qureshi");
  const form = page.getByRole("form", { name: "Add card" });
  await expect(form).toHaveAccessibleDescription(CARD_KEPT);
  await expect(form.getByText(CARD_KEPT)).toBeVisible();
  await expect(form.getByLabel(/CVV|security code/i)).toHaveCount(0);
  await expect(form.getByLabel(/card number/i)).toHaveCount(0);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/user/profile")) posts.push(r.postData() ?? "");
  });
  await form.getByLabel("Card network").selectOption({ label: "RuPay" });
  await form.getByLabel("Last 4 digits").fill("4321");
  await form.getByLabel("Name on card").fill("Sana Qureshi");
  await form.getByLabel("Expiry (MM/YY)").fill(`11/${String(new Date().getFullYear() + 3).slice(-2)}`);
  await form.getByRole("button", { name: "Add card" }).click();
  await expect(toast(page, MESSAGES.cardAdded)).toBeVisible();
  await expect(page.getByText(/^RuPay •••• 4321 · 11\/\d\d · Sana Qureshi$/)).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(Object.keys(JSON.parse(posts[0]!).card).sort()).toEqual(["brand", "expiryMonth", "expiryYear", "last4", "nameOnCard"]);
});
