import type { Locator, Page } from "@playwright/test";

/**
 * A toast with this text that was not on screen before `action` ran. Toasts close by themselves
 * after a few seconds, so counting them ("the second one") depends on how fast the test got
 * there; marking the ones already shown does not.
 */
export async function toastAfter(page: Page, text: string, action: () => Promise<void>): Promise<Locator> {
  await page.getByTestId("toast").evaluateAll((shown) => {
    for (const t of shown) t.setAttribute("data-shown-before", "");
  });
  await action();
  return page.locator('[data-testid="toast"]:not([data-shown-before])').filter({ hasText: text });
}
