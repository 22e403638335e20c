import { expect, type Page } from "@playwright/test";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The tags search engines and link previews read: description, canonical, Open Graph and Twitter. */
export async function expectSharingMeta(page: Page, path: string, title: RegExp) {
  const url = new RegExp(`^https?://[^/]+${escapeRegExp(path)}$`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.{20,}/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", /\w/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\//);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /^summary/);
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute("content", /.{20,}/);
}
