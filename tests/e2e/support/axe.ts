import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any serious or critical axe-core violation of the page as it stands. Entrance
 * animations (a page sliding in, a toast fading in) are let finish first: half-transparent text
 * mid-fade would read as a contrast failure the shopper never sees.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = "") {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // The store's pages have no frames: axe runs once in the page, instead of per frame with the
  // results merged in a blank page it opens, which cost two to three times the CPU for the same
  // findings and was most of the time of a journey with a scan on a busy machine.
  const result = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${label}${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
