import { readFile } from "node:fs/promises";
import { CONSENT_WORDING, PRIVACY_MESSAGES } from "../../src/domain/privacy";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, open, test, toast, uniqueEmail } from "./accounts-fixtures";

const PASSWORD = "monsoon-chai-2026";

test("a shopper who said yes to mail at sign-up downloads their data, says no, and deletes the account with their password; the mail confirms it and the account is gone", async ({
  page,
  accounts,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("rights");
  await open(page, `${accounts.url}/signup`);
  const consent = page.locator("main").getByLabel(CONSENT_WORDING.marketing);
  await expect(consent).not.toBeChecked();
  await page.locator("main").getByLabel("Name").fill("Zoya Sheikh");
  await page.locator("main").getByLabel("Email").fill(email);
  await page.locator("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
  await consent.check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(`${accounts.url}/`);

  await page.goto(`${accounts.url}/profile`);
  const data = page.getByRole("region", { name: "Your data" });
  await expect(data.getByLabel(CONSENT_WORDING.marketing)).toBeChecked();

  const [download] = await Promise.all([page.waitForEvent("download"), data.getByRole("button", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^dhaaga-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(file.profile).toMatchObject({ name: "Zoya Sheikh", email });
  expect(file.consents).toEqual([
    expect.objectContaining({ kind: "marketing", granted: true, wording: CONSENT_WORDING.marketing, source: "signup" }),
  ]);

  await data.getByLabel(CONSENT_WORDING.marketing).uncheck();
  await expect(toast(page, PRIVACY_MESSAGES.marketingOff)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Your data" }).getByLabel(CONSENT_WORDING.marketing)).not.toBeChecked();

  await data.getByRole("button", { name: "Delete my account" }).click();
  const form = page.getByRole("form", { name: "Delete my account" });
  await expect(form).toContainText("72 months");
  await expectNoSeriousA11yViolations(page, "delete account: ");
  await form.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(form.getByRole("alert")).toHaveText(PRIVACY_MESSAGES.passwordNeeded);
  await expect(form.getByLabel("Password")).toBeFocused();
  await form.getByLabel("Password").fill("not-my-password");
  await form.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(form.getByRole("alert")).toHaveText(PRIVACY_MESSAGES.passwordWrong);
  await expect(form.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(`${accounts.url}/`);
  await expect(toast(page, PRIVACY_MESSAGES.deleted)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await expect.poll(async () => (await accounts.smtp.waitFor(email)).subject).toBe("Your Dhaaga account is deleted");
  const mail = await accounts.smtp.waitFor(email);
  expect(mail.text).toContain("Hello Zoya Sheikh");
  const login = await page.request.post(`${accounts.url}/api/user/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
  await page.goto(`${accounts.url}/profile`);
  await expect(page.locator("main").getByRole("link", { name: "Login" })).toBeVisible();
});
