/**
 * What every demo drawing shares: the palette, colour arithmetic, SVG text and shape helpers,
 * and the garment options. The drawings (garments.ts, hero.ts, banners.ts, offers.ts,
 * portraits.ts, brand-marks.ts) are SVG strings of flat shapes, gradients and sans-serif text,
 * because librsvg inside sharp is the renderer and it has no web fonts, no CSS and patchy
 * filter support.
 */

export type GarmentKind = "tee" | "hoodie" | "sweatshirt";

export interface GarmentOptions {
  garment: GarmentKind;
  color: string;
  view: "front" | "back";
  graphic: string;
  /** Text under the back print; defaults to a per-motif slogan. */
  label?: string;
  kids?: boolean;
}

const FONT = 'font-family="sans-serif"';
export const SAFFRON = "#F08A24";
export const PINK = "#E76F8C";
export const TEAL = "#1F9EA8";
export const LEAF = "#2E9E6B";
export const INK_DARK = "#1B1B1B";
export const INK_LIGHT = "#FAF3DC";

// ── Colour helpers ──────────────────────────────────────────────────────────

function rgbOf(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full =
    h.length === 3
      ? h
          .split("")
          .map((c) => c + c)
          .join("")
      : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function hexOf([r, g, b]: number[]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")
    .toUpperCase()}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf(x.map((v, i) => v + (y[i] - v) * t));
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const isLight = (hex: string): boolean => luminance(hex) > 0.35;

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Mirrors an absolute-coordinate path (M/L/C/Q/S/T/Z only) across x = 400. */
export function mirror(d: string, axis = 400): string {
  let i = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (n) => (i++ % 2 === 0 ? String(2 * axis - Number(n)) : n));
}

export function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export function text(x: number, y: number, size: number, fill: string, content: string, extra = ""): string {
  const weight = extra.includes("font-weight") ? "" : ' font-weight="700"';
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}"${weight} fill="${fill}" ${extra}>${esc(content)}</text>`;
}

export function starPath(cx: number, cy: number, r: number, points = 5, inner = 0.45): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? r : r * inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)} ${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return `M ${pts.join(" L ")} Z`;
}

/** Deterministic scatter so decorations never change between renders. */
export function scatter(n: number, seed: number, w: number, h: number): [number, number, number][] {
  let a = seed;
  const rnd = () => {
    a = (a * 1103515245 + 12345) & 0x7fffffff;
    return a / 0x7fffffff;
  };
  return Array.from({ length: n }, () => [rnd() * w, rnd() * h, rnd()]);
}
