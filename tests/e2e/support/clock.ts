import type { Page } from "@playwright/test";

/**
 * Stops the page's clock: its timers then fire only when the test moves time on
 * (`page.clock.runFor`), so "after 7 s" means seven seconds of the page's time however busy the
 * machine is, takes none of ours, and a toast that closes by itself stays until the test is done
 * with it.
 */
export async function holdPageClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}
