import { expect, test } from "@playwright/test";
import { ACCOUNT_MESSAGES, INDIA_MESSAGES, MESSAGES } from "../../src/domain/messages";
import { open, toast } from "./accounts-fixtures";

test("an address saved already is refused, and the form says which one", async ({ page }) => {
  const email = `addr-${Date.now()}@example.in`;
  const { token } = await (
    await page.request.post("/api/user/register", { data: { name: "Nisha Rao", email, password: "filter coffee 99" } })
  ).json();
  const saved = { street: "12 FC Road, Shivajinagar", city: "Pune", state: "Maharashtra", zip: "411004", country: "India" };
  expect((await page.request.post("/api/user/profile", { data: { address: saved }, headers: { token } })).ok()).toBe(true);
  await open(page, "/cart");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await open(page, "/profile");
  const form = page.getByRole("form", { name: "Add address" });
  await form.getByLabel("Street").fill("12 fc road,  Shivajinagar");
  await form.getByLabel("PIN / ZIP code").fill("411004");
  await expect(form.getByLabel("City")).toHaveValue(/Pune/);
  await form.getByLabel("City").fill("PUNE");
  await form.getByRole("button", { name: "Add address" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "already saved" })).toHaveText(
    ACCOUNT_MESSAGES.addressAlreadySaved("12 FC Road, Shivajinagar, Pune, Maharashtra 411004, India"),
  );
  await expect(toast(page, MESSAGES.addressFailed)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove address/ })).toHaveCount(1);
});

test("an unknown PIN is said once, at the PIN field, before and after the store refuses it; a new PIN takes away the city it filled", async ({
  page,
}) => {
  const email = `pin-${Date.now()}@example.in`;
  const { token } = await (
    await page.request.post("/api/user/register", { data: { name: "Kavya Pillai", email, password: "appam stew 2026" } })
  ).json();
  await open(page, "/cart");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await open(page, "/profile");
  const form = page.getByRole("form", { name: "Add address" });
  const pin = form.getByLabel("PIN / ZIP code");
  await form.getByLabel("Street").fill("3 Marine Drive");
  await pin.fill("411004");
  await expect(form.getByLabel("City")).toHaveValue(/Pune/);
  await pin.fill("999999");
  await expect(form.getByLabel("City")).toHaveValue("");
  await expect(form.getByText(INDIA_MESSAGES.pinInvalid)).toHaveCount(1);
  await form.getByLabel("City").fill("Kochi");
  await form.getByLabel("State").fill("Kerala");
  await form.getByRole("button", { name: "Add address" }).click();
  await expect(toast(page, MESSAGES.addressFailed)).toBeVisible();
  await expect(form.getByText(INDIA_MESSAGES.pinInvalid)).toHaveCount(1);
  await expect(pin).toHaveAttribute("aria-invalid", "true");
});
