import { expect, test } from "@playwright/test";
import { ACCOUNT_MESSAGES, MESSAGES } from "../../src/domain/messages";
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
