import type { Page } from "@playwright/test";

/**
 * Focuses every visible control of the page from the keyboard's side and measures its focus ring
 * against what is behind it: the best contrast among the ring's colours (the outline and the
 * halo drawn by box-shadow) against the worst of the backgrounds it sits on (a gradient counts
 * each of its colours). Returns the controls under `min`, described for the failure message.
 */
export async function weakFocusRings(page: Page, min = 3): Promise<string[]> {
  await page.keyboard.press("Tab");
  return page.evaluate((min) => {
    type Rgb = [number, number, number, number];
    const parse = (text: string): Rgb[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const [r, g, b, a = "1"] = m[1].split(/[,\s/]+/).filter(Boolean);
        return [Number(r), Number(g), Number(b), Number(a)];
      });
    const lum = ([r, g, b]: Rgb) => {
      const ch = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    const contrast = (a: Rgb, b: Rgb) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    const backgrounds = (el: Element): Rgb[] => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        const stops = parse(style.backgroundImage).filter((c) => c[3] > 0.5);
        if (stops.length) return stops;
        const [color] = parse(style.backgroundColor);
        if (color && color[3] > 0.5) return [color];
      }
      return [[255, 255, 255, 1]];
    };
    const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])")];
    const weak: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest("[inert], [hidden]") || (el as HTMLButtonElement).disabled) continue;
      el.focus();
      if (document.activeElement !== el || !el.matches(":focus-visible")) continue;
      const style = getComputedStyle(el);
      const ring = [
        ...(style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 ? parse(style.outlineColor) : []),
        ...parse(style.boxShadow),
      ];
      const behind = backgrounds(el);
      const best = Math.max(0, ...ring.map((r) => Math.min(...behind.map((b) => contrast(r, b)))));
      if (best < min)
        weak.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 30)}": ${best.toFixed(2)} : 1`,
        );
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return weak;
  }, min);
}
