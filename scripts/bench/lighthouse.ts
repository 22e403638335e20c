import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Lighthouse 12, mobile preset (its default), one Chromium for every page. */
export async function lighthouseScores(urls: string[]) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const out = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "seo"],
      });
      const c = result?.lhr.categories ?? {};
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      out.push({
        url,
        performance: score("performance"),
        accessibility: score("accessibility"),
        seo: score("seo"),
        lcpMs: Math.round(Number(result?.lhr.audits["largest-contentful-paint"]?.numericValue ?? 0)),
        tbtMs: Math.round(Number(result?.lhr.audits["total-blocking-time"]?.numericValue ?? 0)),
        cls: Number(result?.lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
      });
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
