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
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${label}${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
