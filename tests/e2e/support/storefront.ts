import { expect, type Locator, type Page } from "@playwright/test";

/** Console errors and uncaught exceptions of a page. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Home opens with the spec's festive greeting; close it to reach the page. */
export async function closeFestive(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Happy Diwali" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

/** Description, Reviews or Vender Info: a tab on wide screens, an accordion's button on phones. */
const detail = (page: Page, name: string) => page.getByRole("tab", { name }).or(page.getByRole("button", { name, exact: true }));
/** Opens a section (a click on an open accordion would close it), once the page's scripts run the tabs. */
export async function openDetail(page: Page, name: string) {
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const control = detail(page, name);
  if ((await control.getAttribute("aria-expanded")) !== "true") await control.click();
}

export { expectNoSeriousA11yViolations } from "./axe";

/** The home page's first hoodie card, reached with the keyboard from the strip's "See All". */
export async function tabToFirstHoodieCard(page: Page) {
  const card = page.getByTestId("hoodies").getByTestId("product-card").first();
  await page
    .getByTestId("hoodies")
    .getByRole("link", { name: /See All/ })
    .focus();
  await page.keyboard.press("Tab");
  await expect(card).toBeFocused();
  return card;
}

/** The opacity of a card's second picture (0 hidden, 1 shown). */
export const secondPictureOpacity = (card: Locator) => card.locator('img[alt=""]').evaluate((el) => Number(getComputedStyle(el).opacity));
