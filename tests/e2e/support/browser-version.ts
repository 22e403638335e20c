import { chromium } from "@playwright/test";
import config from "../../../playwright.config";

/**
 * Prints the browser the journeys run in before the first of them: a journey that passes in one
 * Chromium and fails in the next is read against the version that ran it.
 */
export default async function printBrowserVersion() {
  const browser = await chromium.launch(config.use?.launchOptions);
  try {
    console.log(`Browser journeys in Chromium ${browser.version()} (${config.use?.launchOptions?.executablePath})`);
  } finally {
    await browser.close();
  }
}
