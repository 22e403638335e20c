/**
 * Demo artwork as SVG strings: garments, hero slides, banner tiles, offer slides,
 * animal portraits, the wordmark and payment badges. Everything is flat shapes,
 * gradients and sans-serif text, because librsvg inside sharp is the renderer and it
 * has no web fonts, no CSS and patchy filter support.
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

const FONT = "font-family=\"sans-serif\"";
const SAFFRON = "#F08A24";
const PINK = "#E76F8C";
const TEAL = "#1F9EA8";
const LEAF = "#2E9E6B";
const INK_DARK = "#1B1B1B";
const INK_LIGHT = "#FAF3DC";

// ── Colour helpers ──────────────────────────────────────────────────────────

function rgbOf(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? h.split("").map((c) => c + c).join("") : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function hexOf([r, g, b]: number[]): string {
  return "#" + [r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0")).join("").toUpperCase();
}

function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf(x.map((v, i) => v + (y[i] - v) * t));
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const isLight = (hex: string): boolean => luminance(hex) > 0.35;

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Mirrors an absolute-coordinate path (M/L/C/Q/S/T/Z only) across x = 400. */
function mirror(d: string, axis = 400): string {
  let i = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (n) => (i++ % 2 === 0 ? String(2 * axis - Number(n)) : n));
}

function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ""): string {
  const weight = extra.includes("font-weight") ? "" : ' font-weight="700"';
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}"${weight} fill="${fill}" ${extra}>${esc(content)}</text>`;
}

function starPath(cx: number, cy: number, r: number, points = 5, inner = 0.45): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? r : r * inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)} ${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return `M ${pts.join(" L ")} Z`;
}

// ── Motifs: drawn in a -100..100 box, so callers place them with translate/scale ──

interface Ink {
  main: string;
  accent: string;
  second: string;
  /** The garment colour itself, for cut-outs. */
  paper: string;
}

function inkFor(color: string): Ink {
  const light = isLight(color);
  const main = light ? INK_DARK : INK_LIGHT;
  // Saffron disappears on amber and ivory, so those get a deep red or teal accent instead.
  const warm = color === "#745539" || color === "#90867D";
  const accent = color === "#FAEEB2" ? "#D9480F" : warm ? "#FFB347" : SAFFRON;
  const second = light ? "#C2185B" : PINK;
  return { main, accent, second, paper: color };
}

type MotifFn = (k: Ink) => string;

const MOTIF_DRAW: Record<string, MotifFn> = {
  wordmark: (k) =>
    `${text(0, 10, 46, k.main, "DHAAGA", 'text-anchor="middle" letter-spacing="6"')}` +
    `<path d="M -96 30 C -60 48 -30 12 0 30 S 60 48 96 24" fill="none" stroke="${k.accent}" stroke-width="5" stroke-linecap="round"/>`,

  tiger: () => {
    const dark = "#1E1A16";
    const cream = "#FFF3E0";
    const stripes = [
      "M -14 -70 L 0 -42 L 14 -70 Z",
      "M -40 -60 L -24 -40 L -30 -64 Z",
      "M 40 -60 L 24 -40 L 30 -64 Z",
      "M -80 -14 L -50 -6 L -78 4 Z",
      "M -76 16 L -50 18 L -72 30 Z",
      "M 80 -14 L 50 -6 L 78 4 Z",
      "M 76 16 L 50 18 L 72 30 Z",
    ];
    return (
      `<circle cx="-56" cy="-58" r="26" fill="${SAFFRON}" stroke="${dark}" stroke-width="5"/>` +
      `<circle cx="56" cy="-58" r="26" fill="${SAFFRON}" stroke="${dark}" stroke-width="5"/>` +
      `<circle cx="-56" cy="-58" r="12" fill="${cream}"/><circle cx="56" cy="-58" r="12" fill="${cream}"/>` +
      `<ellipse cx="0" cy="0" rx="80" ry="72" fill="${SAFFRON}" stroke="${dark}" stroke-width="5"/>` +
      stripes.map((d) => `<path d="${d}" fill="${dark}"/>`).join("") +
      `<ellipse cx="-20" cy="34" rx="26" ry="22" fill="${cream}"/><ellipse cx="20" cy="34" rx="26" ry="22" fill="${cream}"/>` +
      `<ellipse cx="-30" cy="-12" rx="10" ry="12" fill="${dark}"/><ellipse cx="30" cy="-12" rx="10" ry="12" fill="${dark}"/>` +
      `<circle cx="-27" cy="-16" r="3.5" fill="#fff"/><circle cx="33" cy="-16" r="3.5" fill="#fff"/>` +
      `<path d="M -13 16 L 13 16 L 0 30 Z" fill="${PINK}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M 0 30 Q -8 46 -22 40 M 0 30 Q 8 46 22 40" fill="none" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>`
    );
  },

  lotus: (k) => {
    const petal = "M 0 40 C -28 0 -22 -50 0 -84 C 22 -50 28 0 0 40 Z";
    const fills = ["#F4A3B4", PINK, "#F4A3B4", PINK, "#F4A3B4"];
    const angles = [-68, -34, 0, 34, 68];
    const order = [0, 4, 1, 3, 2];
    return (
      order
        .map((i) => `<path d="${petal}" transform="rotate(${angles[i]} 0 40) scale(${i === 2 ? 1 : 0.86})" fill="${fills[i]}" stroke="${k.main}" stroke-width="4" stroke-linejoin="round"/>`)
        .join("") +
      `<path d="M -86 50 Q 0 76 86 50" fill="none" stroke="${k.main}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M -60 72 Q 0 88 60 72" fill="none" stroke="${TEAL}" stroke-width="5" stroke-linecap="round"/>`
    );
  },

  mountain: (k) =>
    `<circle cx="44" cy="-46" r="22" fill="${k.accent}"/>` +
    `<path d="M -96 64 L -34 -44 L 12 24 L 46 -14 L 96 64 Z" fill="${k.main}" stroke="${k.main}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M -34 -44 L -50 -16 L -38 -22 L -28 -10 L -18 -22 Z" fill="${k.paper}" stroke="${k.main}" stroke-width="2"/>` +
    `<path d="M 46 -14 L 34 4 L 44 0 L 52 8 L 58 0 Z" fill="${k.paper}" stroke="${k.main}" stroke-width="2"/>` +
    `<path d="M -96 80 L 96 80" stroke="${k.accent}" stroke-width="6" stroke-linecap="round"/>`,

  wave: (k) =>
    `<circle cx="0" cy="-54" r="28" fill="${k.accent}"/>` +
    [-6, 26, 58]
      .map(
        (y, i) =>
          `<path d="M -96 ${y} Q -72 ${y - 26} -48 ${y} T 0 ${y} T 48 ${y} T 96 ${y}" fill="none" stroke="${i === 1 ? TEAL : k.main}" stroke-width="10" stroke-linecap="round"/>`,
      )
      .join(""),

  sun: (k) =>
    Array.from({ length: 12 }, (_, i) => `<rect x="-6" y="-94" width="12" height="34" rx="6" fill="${k.main}" transform="rotate(${i * 30})"/>`).join("") +
    `<circle r="46" fill="${k.accent}"/><circle r="46" fill="none" stroke="${k.main}" stroke-width="5"/>` +
    `<path d="M -20 6 Q 0 24 20 6" fill="none" stroke="${k.main}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="-16" cy="-10" r="5" fill="${k.main}"/><circle cx="16" cy="-10" r="5" fill="${k.main}"/>`,

  peacock: (k) =>
    `<path d="M 0 96 Q 8 30 0 -70" fill="none" stroke="${k.main}" stroke-width="5" stroke-linecap="round"/>` +
    Array.from({ length: 7 }, (_, i) => {
      const y = -46 + i * 11;
      const w = 44 + (i < 3 ? i * 6 : (6 - i) * 6);
      return `<path d="M 2 ${y + 14} L ${-w} ${y - 6} M 2 ${y + 14} L ${w} ${y - 6}" stroke="${LEAF}" stroke-width="3" stroke-linecap="round"/>`;
    }).join("") +
    `<path d="M 0 -96 C 52 -72 56 8 0 40 C -56 8 -52 -72 0 -96 Z" fill="${LEAF}" stroke="${k.main}" stroke-width="4"/>` +
    `<path d="M 0 -64 C 32 -48 34 -2 0 14 C -34 -2 -32 -48 0 -64 Z" fill="#F2C14E"/>` +
    `<ellipse cx="0" cy="-22" rx="21" ry="29" fill="${TEAL}"/>` +
    `<ellipse cx="0" cy="-18" rx="11" ry="15" fill="#242E44"/>`,

  bolt: (k) =>
    `<path d="M 22 -96 L -52 10 L -6 10 L -26 96 L 56 -22 L 8 -22 L 36 -96 Z" fill="${k.accent}" stroke="${k.main}" stroke-width="7" stroke-linejoin="round"/>` +
    `<path d="M -80 -60 L -62 -52 M -86 -20 L -66 -20 M 66 30 L 86 30 M 62 62 L 80 72" stroke="${k.main}" stroke-width="6" stroke-linecap="round"/>`,

  mandala: (k) =>
    `<circle r="92" fill="none" stroke="${k.main}" stroke-width="4"/>` +
    Array.from({ length: 12 }, (_, i) => `<path d="M 0 -58 Q 14 -74 0 -90 Q -14 -74 0 -58 Z" fill="${i % 2 ? k.accent : k.main}" transform="rotate(${i * 30})"/>`).join("") +
    `<circle r="56" fill="none" stroke="${k.main}" stroke-width="4"/>` +
    Array.from({ length: 8 }, (_, i) => `<circle cx="0" cy="-42" r="6" fill="${k.main}" transform="rotate(${i * 45 + 22.5})"/>`).join("") +
    Array.from({ length: 8 }, (_, i) => `<path d="M 0 -12 Q 10 -22 0 -34 Q -10 -22 0 -12 Z" fill="${k.second}" transform="rotate(${i * 45})"/>`).join("") +
    `<circle r="10" fill="${k.accent}"/>`,

  moon: (k) =>
    `<path d="M 20 -67 A 70 70 0 1 0 66 24 A 58 58 0 0 1 20 -67 Z" fill="${k.accent}" stroke="${k.main}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="${starPath(56, -56, 18, 4, 0.3)}" fill="${k.main}"/>` +
    `<path d="${starPath(80, 0, 10, 4, 0.3)}" fill="${k.main}"/>` +
    `<path d="${starPath(40, 62, 13, 4, 0.3)}" fill="${k.main}"/>`,

  chai: (k) =>
    [-30, 0, 30]
      .map((x) => `<path d="M ${x} -46 C ${x - 12} -60 ${x + 12} -70 ${x} -86" fill="none" stroke="${k.main}" stroke-width="5" stroke-linecap="round"/>`)
      .join("") +
    `<path d="M -37 -8 L 37 -8 L 29 80 L -29 80 Z" fill="#C47A3A"/>` +
    `<path d="M -42 -34 L 42 -34 L 31 84 L -31 84 Z" fill="none" stroke="${k.main}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M -14 -30 L -11 80 M 14 -30 L 11 80" stroke="${k.main}" stroke-width="3" opacity="0.6"/>` +
    `<path d="M -37 -8 L 37 -8" stroke="#F2D9B8" stroke-width="5"/>`,

  kite: (k) =>
    `<path d="M 0 -96 L 62 -14 L 0 62 L -62 -14 Z" fill="${k.accent}"/>` +
    `<path d="M 0 -96 L 62 -14 L 0 -14 Z" fill="${k.second}"/><path d="M 0 62 L -62 -14 L 0 -14 Z" fill="${k.second}"/>` +
    `<path d="M 0 -96 L 62 -14 L 0 62 L -62 -14 Z M 0 -96 L 0 62 M -62 -14 L 62 -14" fill="none" stroke="${k.main}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M 0 62 C 30 72 -30 84 14 98" fill="none" stroke="${k.main}" stroke-width="4"/>` +
    `<path d="M 4 78 L -10 70 L -8 86 Z M 10 90 L 24 84 L 22 98 Z" fill="${k.main}"/>`,

  elephant: (k) =>
    `<ellipse cx="18" cy="14" rx="62" ry="44" fill="${k.main}"/>` +
    `<rect x="-20" y="40" width="20" height="44" rx="6" fill="${k.main}"/><rect x="50" y="40" width="20" height="44" rx="6" fill="${k.main}"/>` +
    `<circle cx="-44" cy="-14" r="36" fill="${k.main}"/>` +
    `<path d="M -74 -4 C -96 22 -90 60 -70 66" fill="none" stroke="${k.main}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M -36 -40 C -4 -44 0 8 -28 18 C -44 4 -50 -22 -36 -40 Z" fill="${k.accent}" stroke="${k.main}" stroke-width="3"/>` +
    `<path d="M 10 -28 L 58 -26 L 54 18 L 14 18 Z" fill="${k.second}"/>` +
    `<path d="M 14 10 L 54 10" stroke="${k.accent}" stroke-width="4" stroke-dasharray="4 4"/>` +
    `<circle cx="-58" cy="-20" r="5" fill="${k.paper}"/>` +
    `<path d="M 80 6 Q 96 20 88 36" fill="none" stroke="${k.main}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="-44" cy="-54" r="6" fill="${k.accent}"/>`,

  eye: (k) =>
    Array.from({ length: 7 }, (_, i) => {
      const a = Math.PI * (1.15 + (i * 0.7) / 6);
      const x1 = Math.cos(a) * 72;
      const y1 = Math.sin(a) * 40 - 6;
      return `<path d="M ${x1.toFixed(1)} ${y1.toFixed(1)} L ${(x1 * 1.22).toFixed(1)} ${(y1 * 1.5 - 6).toFixed(1)}" stroke="${k.main}" stroke-width="5" stroke-linecap="round"/>`;
    }).join("") +
    `<path d="M -92 0 Q 0 -72 92 0 Q 0 72 -92 0 Z" fill="${k.paper}" stroke="${k.main}" stroke-width="7" stroke-linejoin="round"/>` +
    `<circle r="32" fill="${k.accent}"/><circle r="14" fill="${k.main}"/><circle cx="-8" cy="-9" r="6" fill="#fff"/>` +
    `<circle cx="0" cy="-74" r="8" fill="${k.second}"/>`,

  palm: (k) => {
    const leaf = "M 0 0 Q 44 -34 92 -4 Q 44 -16 0 0 Z";
    return (
      `<circle cx="34" cy="-20" r="44" fill="${k.accent}" opacity="0.9"/>` +
      `<path d="M 12 96 Q 0 30 -6 -36" fill="none" stroke="${k.main}" stroke-width="12" stroke-linecap="round"/>` +
      [[-10, 1], [-40, 1], [20, 0.9], [190, 1], [220, 0.9], [160, 0.85]]
        .map(([r, s]) => `<path d="${leaf}" fill="${LEAF}" stroke="${k.main}" stroke-width="3" transform="translate(-6 -36) rotate(${r}) scale(${s})"/>`)
        .join("") +
      `<path d="M -92 96 Q 0 76 92 96" fill="none" stroke="${k.main}" stroke-width="6" stroke-linecap="round"/>`
    );
  },

  diya: (k) =>
    `<circle cx="0" cy="-30" r="58" fill="#FFC83D" opacity="0.28"/>` +
    `<path d="M 0 -84 C 24 -48 24 -14 0 4 C -24 -14 -24 -48 0 -84 Z" fill="#FFC83D" stroke="${k.main}" stroke-width="3"/>` +
    `<path d="M 0 -50 C 10 -34 10 -16 0 -6 C -10 -16 -10 -34 0 -50 Z" fill="#FF7A1A"/>` +
    `<path d="M -80 20 Q 0 100 80 20 Z" fill="${k.accent}" stroke="${k.main}" stroke-width="5" stroke-linejoin="round"/>` +
    `<ellipse cx="0" cy="20" rx="80" ry="12" fill="#8C3B12" stroke="${k.main}" stroke-width="4"/>` +
    [-40, -14, 14, 40].map((x) => `<circle cx="${x}" cy="${44 + Math.abs(x) * -0.25}" r="6" fill="${k.main}"/>`).join(""),

  paisley: (k) =>
    `<path d="M 34 -84 C -44 -84 -86 4 -42 62 C -10 102 62 90 72 40 C 82 0 40 -12 22 10 C 8 -22 44 -44 34 -84 Z" fill="${k.accent}" stroke="${k.main}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M 20 -54 C -30 -50 -56 8 -28 44 C -6 70 40 62 46 34" fill="none" stroke="${k.main}" stroke-width="4" stroke-dasharray="2 9" stroke-linecap="round"/>` +
    `<circle cx="40" cy="34" r="14" fill="${k.second}" stroke="${k.main}" stroke-width="4"/>` +
    `<path d="M -20 -10 C -6 -30 10 -20 6 -4 C 2 10 -16 8 -12 -4" fill="none" stroke="${k.main}" stroke-width="4" stroke-linecap="round"/>`,

  star: (k) =>
    `<path d="M -92 70 L -20 8 M -70 92 L -6 30" stroke="${k.second}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="${starPath(18, -10, 62)}" fill="${k.accent}" stroke="${k.main}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="${starPath(-60, -62, 20)}" fill="${k.main}"/>` +
    `<path d="${starPath(78, 64, 16)}" fill="${k.main}"/>`,
};

export const MOTIF_NAMES = Object.keys(MOTIF_DRAW);

const BACK_SLOGANS: Record<string, string> = {
  wordmark: "EST. PUNE",
  tiger: "JUNGLE RAJ",
  lotus: "BLOOM DAILY",
  mountain: "GO HIGHER",
  wave: "KEEP FLOWING",
  sun: "RISE & SHINE",
  peacock: "PROUD AS HELL",
  bolt: "FULL CHARGE",
  mandala: "STAY CENTRED",
  moon: "MOONCHILD",
  chai: "CUTTING CHAI",
  kite: "SKY HIGH",
  elephant: "GENTLE GIANT",
  eye: "THIRD EYE",
  palm: "COAST MODE",
  diya: "LIGHT IT UP",
  paisley: "HERITAGE",
  star: "STARGAZER",
};

function motif(name: string, k: Ink): string {
  return (MOTIF_DRAW[name] ?? MOTIF_DRAW.star)(k);
}

function frontPrint(o: GarmentOptions, k: Ink, cx: number, cy: number): string {
  if (o.graphic === "wordmark") return `<g transform="translate(${cx} ${cy - 20}) scale(1.15)">${motif("wordmark", k)}</g>`;
  const s = o.garment === "hoodie" ? 0.9 : o.kids ? 1.1 : 0.95;
  // The hoodie's pocket sits right under its print, so only tees and sweatshirts get the small caption.
  const caption = !o.kids && o.garment !== "hoodie";
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})">${motif(o.graphic, k)}</g>` +
    (caption ? text(cx, cy + 128, 20, k.main, "DHAAGA", 'text-anchor="middle" letter-spacing="5"') : "")
  );
}

function backPrint(o: GarmentOptions, k: Ink, cx: number, top: number): string {
  return `<g transform="translate(${cx} ${top}) scale(0.84) translate(${-cx} ${-top})">${backPrintFull(o, k, cx, top)}</g>`;
}

function backPrintFull(o: GarmentOptions, k: Ink, cx: number, top: number): string {
  const slogan = (o.label ?? BACK_SLOGANS[o.graphic] ?? "DHAAGA").toUpperCase();
  if (o.graphic === "wordmark") {
    // Stacked repeat of the wordmark: the back of the "plain" tees.
    return (
      [0, 1, 2, 3]
        .map((i) => {
          const y = top + 90 + i * 92;
          return i % 2 === 0
            ? text(cx, y, 92, k.main, "DHAAGA", 'text-anchor="middle" letter-spacing="4"')
            : text(cx, y, 92, "none", "DHAAGA", `text-anchor="middle" letter-spacing="4" stroke="${i === 1 ? k.accent : k.main}" stroke-width="3"`);
        })
        .join("") + text(cx, top + 440, 24, k.main, slogan, 'text-anchor="middle" letter-spacing="8"')
    );
  }
  const cy = top + 230;
  return (
    text(cx, top + 40, 64, k.main, "DHAAGA", 'text-anchor="middle" letter-spacing="12"') +
    `<circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="${k.main}" stroke-width="7"/>` +
    `<circle cx="${cx}" cy="${cy}" r="136" fill="none" stroke="${k.accent}" stroke-width="3" stroke-dasharray="10 8"/>` +
    `<g transform="translate(${cx} ${cy}) scale(1.12)">${motif(o.graphic, k)}</g>` +
    text(cx, cy + 212, 40, k.main, slogan, 'text-anchor="middle" letter-spacing="6"') +
    text(cx, cy + 250, 18, k.main, "MADE IN INDIA", 'text-anchor="middle" letter-spacing="5" opacity="0.8"')
  );
}

// ── Garments, drawn in an 800×1000 box ─────────────────────────────────────

interface Tone {
  base: string;
  line: string;
  shade: string;
  deep: string;
  lightHi: number;
  darkLo: number;
}

function toneFor(color: string): Tone {
  const lum = luminance(color);
  const light = lum > 0.5;
  return {
    base: color,
    // Outlines and seams must read on both #F6F6F6 and #151515, so they move away from the base either way.
    line: light ? mix(color, "#000000", 0.3) : lum < 0.05 ? mix(color, "#FFFFFF", 0.2) : mix(color, "#000000", 0.45),
    shade: lum < 0.05 ? mix(color, "#FFFFFF", 0.08) : mix(color, "#000000", 0.14),
    deep: lum < 0.05 ? "#050505" : mix(color, "#000000", light ? 0.26 : 0.42),
    lightHi: lum < 0.05 ? 0.12 : 0.2,
    darkLo: light ? 0.14 : 0.24,
  };
}

function shadingDefs(id: string, t: Tone): string {
  return (
    `<linearGradient id="${id}-lr" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="${t.lightHi}"/><stop offset="0.38" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${t.darkLo}"/></linearGradient>` +
    `<linearGradient id="${id}-tb" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="${t.lightHi * 0.5}"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="${t.darkLo * 0.8}"/></linearGradient>`
  );
}

/** A cloth panel: flat colour, optional print, light-from-the-left shading, outline. */
function panel(d: string, id: string, t: Tone, inside = "", fill = t.base): string {
  return (
    `<path d="${d}" fill="${fill}"/>` +
    inside +
    `<path d="${d}" fill="url(#${id}-lr)"/><path d="${d}" fill="url(#${id}-tb)"/>` +
    `<path d="${d}" fill="none" stroke="${t.line}" stroke-width="3.5" stroke-linejoin="round"/>`
  );
}

function seam(d: string, t: Tone, width = 2.5): string {
  return `<path d="${d}" fill="none" stroke="${t.line}" stroke-width="${width}" stroke-dasharray="7 6" stroke-linecap="round" opacity="0.75"/>`;
}

function fold(d: string, t: Tone, width = 7): string {
  return `<path d="${d}" fill="none" stroke="${t.shade}" stroke-width="${width}" stroke-linecap="round" opacity="0.8"/>`;
}

/** Vertical rib lines clipped to a band, for cuffs and hems. */
function ribs(x0: number, x1: number, y0: number, y1: number, t: Tone, step = 9): string {
  let d = "";
  for (let x = x0 + step / 2; x < x1; x += step) d += `M ${x.toFixed(1)} ${y0} L ${x.toFixed(1)} ${y1} `;
  return `<path d="${d}" stroke="${t.line}" stroke-width="1.6" opacity="0.45"/>`;
}

function teeParts(o: GarmentOptions, id: string, t: Tone, k: Ink): string {
  const front = o.view === "front";
  const sleeve = "M 594 204 C 664 222 716 302 754 412 L 664 472 C 648 480 628 486 592 490 Z";
  const neck = front ? "Q 400 292 470 170" : "Q 400 198 470 170";
  const body =
    `M 330 170 ${neck} Q 540 186 606 204 C 612 300 614 400 614 490 L 622 880 Q 400 904 178 880 ` +
    "L 186 490 C 186 400 188 300 194 204 Q 260 186 330 170 Z";
  const print = front ? frontPrint(o, k, 400, 390) : backPrint(o, k, 400, 270);
  let s = "";
  if (front) s += `<path d="M 318 176 Q 400 142 482 176 L 476 214 L 324 214 Z" fill="${t.deep}"/>`;
  s += panel(sleeve, id, t) + panel(mirror(sleeve), id, t);
  s += seam("M 745 396 L 656 455", t) + seam(mirror("M 745 396 L 656 455"), t);
  s += fold("M 660 300 Q 690 350 700 400", t, 6) + fold(mirror("M 660 300 Q 690 350 700 400"), t, 6);
  s += panel(body, id, t, print);
  s += fold("M 590 500 Q 556 520 538 580", t) + fold(mirror("M 590 500 Q 556 520 538 580"), t);
  s += fold("M 250 640 Q 270 740 246 840", t, 6) + fold("M 560 650 Q 540 760 566 850", t, 6);
  s += seam("M 182 856 Q 400 880 618 856", t);
  if (front) {
    s += `<path d="M 326 168 Q 400 290 474 168" fill="none" stroke="${t.line}" stroke-width="22" stroke-linecap="round"/>`;
    s += `<path d="M 326 168 Q 400 290 474 168" fill="none" stroke="${t.shade}" stroke-width="16" stroke-linecap="round"/>`;
    s += seam("M 340 182 Q 400 272 460 182", t, 2);
  } else {
    s += `<path d="M 330 170 Q 400 198 470 170" fill="none" stroke="${t.shade}" stroke-width="14" stroke-linecap="round"/>`;
    s += `<path d="M 330 170 Q 400 198 470 170" fill="none" stroke="${t.line}" stroke-width="3"/>`;
  }
  return s;
}

/** Sleeves, cuffs, body and hem band shared by the hoodie and the sweatshirt. */
function longSleeveParts(id: string, t: Tone, topEdge: string, print: string): string {
  const sleeve = "M 592 212 C 664 232 694 330 704 470 L 716 772 L 640 782 L 620 482 L 590 470 Z";
  const cuff = "M 716 770 L 640 780 Q 636 814 646 848 L 712 840 Q 722 806 716 770 Z";
  const body = `${topEdge} C 606 300 610 400 612 470 L 614 800 L 186 800 L 188 470 C 190 400 194 300 202 214 Z`;
  const hem = "M 614 796 L 606 866 Q 400 878 194 866 L 186 796 Z";
  let s = "";
  for (const flip of [false, true]) {
    const m = (d: string) => (flip ? mirror(d) : d);
    s += panel(m(sleeve), id, t);
    s += fold(m("M 650 300 Q 676 380 676 470"), t, 6) + fold(m("M 690 560 Q 672 640 690 720"), t, 5);
    s += panel(m(cuff), id, t, "", t.shade);
    s += flip ? ribs(86, 162, 782, 846, t) : ribs(638, 714, 782, 846, t);
  }
  s += panel(body, id, t, print);
  s += fold("M 596 480 Q 560 500 544 560", t) + fold(mirror("M 596 480 Q 560 500 544 560"), t);
  s += panel(hem, id, t, "", t.shade) + ribs(190, 612, 802, 866, t);
  return s;
}

function hoodieParts(o: GarmentOptions, id: string, t: Tone, k: Ink): string {
  const front = o.view === "front";
  const top = "M 202 214 Q 250 210 290 222 L 510 222 Q 550 210 598 214";
  const print = front ? frontPrint(o, k, 400, 494) : backPrint(o, k, 400, 300);
  let s = longSleeveParts(id, t, top, print);
  if (front) {
    const pocket = "M 292 606 L 508 606 Q 546 656 562 708 L 566 792 L 234 792 L 238 708 Q 254 656 292 606 Z";
    s += panel(pocket, id, t);
    s += `<path d="M 508 606 Q 546 656 562 708 M 292 606 Q 254 656 238 708" fill="none" stroke="${t.deep}" stroke-width="7" stroke-linecap="round" opacity="0.55"/>`;
    s += seam("M 300 618 L 500 618", t) + seam("M 242 780 L 558 780", t);
    const hood = "M 258 236 C 236 118 306 48 400 46 C 494 48 564 118 542 236 C 520 272 456 304 400 338 C 344 304 280 272 258 236 Z";
    const opening = "M 306 234 C 298 148 344 96 400 94 C 456 96 502 148 494 234 L 400 322 Z";
    s += panel(hood, id, t);
    s += `<path d="${opening}" fill="${t.deep}"/>`;
    s += `<path d="${opening}" fill="none" stroke="${t.line}" stroke-width="22" stroke-linejoin="round"/>`;
    s += `<path d="${opening}" fill="none" stroke="${t.base}" stroke-width="15" stroke-linejoin="round"/>`;
    s += `<path d="M 340 266 L 400 322 L 400 340" fill="none" stroke="${t.line}" stroke-width="3"/>`;
    const cord = isLight(t.base) ? mix(t.base, "#000000", 0.22) : mix(t.base, "#FFFFFF", 0.55);
    for (const [x0, x1] of [[372, 362], [428, 438]]) {
      s += `<path d="M ${x0} 300 Q ${x0 + (x1 - x0) * 0.2} 360 ${x1} 418" fill="none" stroke="${cord}" stroke-width="8" stroke-linecap="round"/>`;
      s += `<rect x="${x1 - 6}" y="414" width="12" height="26" rx="4" fill="#B8B8B8" stroke="${t.line}" stroke-width="1.5"/>`;
      s += `<circle cx="${x0}" cy="300" r="8" fill="#C9C9C9" stroke="${t.line}" stroke-width="2"/>`;
    }
  } else {
    const hood = "M 262 252 C 240 110 310 36 400 34 C 490 36 560 110 538 252 C 500 290 300 290 262 252 Z";
    s += panel(hood, id, t);
    s += seam("M 400 40 L 400 274", t);
    s += fold("M 300 130 Q 320 200 310 250", t, 6) + fold(mirror("M 300 130 Q 320 200 310 250"), t, 6);
  }
  return s;
}

function sweatshirtParts(o: GarmentOptions, id: string, t: Tone, k: Ink): string {
  const front = o.view === "front";
  const top = front
    ? "M 202 214 Q 270 200 326 186 Q 400 300 474 186 Q 530 200 598 214"
    : "M 202 214 Q 270 200 326 186 Q 400 210 474 186 Q 530 200 598 214";
  const print = front ? frontPrint(o, k, 400, 470) : backPrint(o, k, 400, 300);
  let s = "";
  if (front) s += `<path d="M 316 190 Q 400 156 484 190 L 478 230 L 322 230 Z" fill="${t.deep}"/>`;
  s += longSleeveParts(id, t, top, print);
  if (front) {
    s += `<path d="M 324 184 Q 400 292 476 184" fill="none" stroke="${t.line}" stroke-width="30" stroke-linecap="round"/>`;
    s += `<path d="M 324 184 Q 400 292 476 184" fill="none" stroke="${t.shade}" stroke-width="24" stroke-linecap="round"/>`;
    s += `<path d="M 324 184 Q 400 292 476 184" fill="none" stroke="${t.line}" stroke-width="26" stroke-dasharray="1.5 7" opacity="0.35"/>`;
    s += `<path d="M 372 246 L 400 286 L 428 246" fill="none" stroke="${t.line}" stroke-width="2.5" stroke-dasharray="5 5"/>`;
  } else {
    s += `<path d="M 326 186 Q 400 210 474 186" fill="none" stroke="${t.shade}" stroke-width="22" stroke-linecap="round"/>`;
    s += `<path d="M 326 186 Q 400 210 474 186 M 330 200 Q 400 222 470 200" fill="none" stroke="${t.line}" stroke-width="2.5"/>`;
  }
  return s;
}

/** The garment alone (no background), in an 800×1000 box; `id` keeps gradient ids unique per document. */
function garmentGroup(o: GarmentOptions, id: string): string {
  const t = toneFor(o.color);
  const k = inkFor(o.color);
  const parts = o.garment === "hoodie" ? hoodieParts(o, id, t, k) : o.garment === "sweatshirt" ? sweatshirtParts(o, id, t, k) : teeParts(o, id, t, k);
  // Kids pieces are boxier: shorter relative to their width.
  const fit = o.kids ? ' transform="translate(400 540) scale(0.92 0.82) translate(-400 -540)"' : "";
  return `<defs>${shadingDefs(id, t)}</defs><g${fit}>${parts}</g>`;
}

function studioBackdrop(color: string, id: string, w: number, h: number): string {
  const lum = luminance(color);
  const [top, bottom] = lum > 0.6 ? ["#E4DDD2", "#CFC5B7"] : lum < 0.05 ? ["#F4F0EA", "#E4DCD0"] : ["#F1ECE4", "#DDD4C7"];
  return (
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="${id}-floor"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}-glow" cx="0.5" cy="0.38" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/><rect width="${w}" height="${h}" fill="url(#${id}-glow)"/>` +
    `<ellipse cx="${w / 2}" cy="${h * 0.915}" rx="${w * 0.4}" ry="${h * 0.04}" fill="url(#${id}-floor)"/>`
  );
}

export function garmentSvg(opts: GarmentOptions): string {
  return svgDoc(800, 1000, studioBackdrop(opts.color, "s", 800, 1000) + garmentGroup(opts, "g"));
}

/** Places an 800×1000 garment so its centre lands on (cx, cy) at the given scale. */
function placed(o: GarmentOptions, id: string, cx: number, cy: number, scale: number, rotate = 0): string {
  const shadow = `<ellipse cx="400" cy="900" rx="280" ry="26" fill="#000" opacity="0.18"/>`;
  return `<g transform="translate(${cx} ${cy}) rotate(${rotate}) scale(${scale}) translate(-400 -500)">${shadow}${garmentGroup(o, id)}</g>`;
}

// ── Hero slides ──────────────────────────────────────────────────────────────

interface Scene {
  name: string;
  bg: [string, string];
  wordmark: string;
  garments: GarmentOptions[];
  decor: (w: number, h: number) => string;
}

function fireworks(cx: number, cy: number, r: number, color: string): string {
  let d = "";
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI * 2 * i) / 16;
    d += `M ${(cx + Math.cos(a) * r * 0.35).toFixed(1)} ${(cy + Math.sin(a) * r * 0.35).toFixed(1)} L ${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)} `;
  }
  return (
    `<path d="${d}" stroke="${color}" stroke-width="${Math.max(3, r / 22)}" stroke-linecap="round"/>` +
    Array.from({ length: 16 }, (_, i) => {
      const a = (Math.PI * 2 * (i + 0.5)) / 16;
      return `<circle cx="${(cx + Math.cos(a) * r * 1.12).toFixed(1)}" cy="${(cy + Math.sin(a) * r * 1.12).toFixed(1)}" r="${Math.max(2.5, r / 30)}" fill="${color}"/>`;
    }).join("")
  );
}

function diyaAt(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${MOTIF_DRAW.diya({ main: "#3B1F0E", accent: SAFFRON, second: PINK, paper: "#151515" })}</g>`;
}

function kiteAt(x: number, y: number, s: number, a: string, b: string, rot: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${MOTIF_DRAW.kite({ main: "#1B1B1B", accent: a, second: b, paper: a })}</g>`;
}

/** Deterministic scatter so decorations never change between renders. */
function scatter(n: number, seed: number, w: number, h: number): [number, number, number][] {
  let a = seed;
  const rnd = () => {
    a = (a * 1103515245 + 12345) & 0x7fffffff;
    return a / 0x7fffffff;
  };
  return Array.from({ length: n }, () => [rnd() * w, rnd() * h, rnd()]);
}

const SCENES: Scene[] = [
  {
    name: "Diwali night",
    bg: ["#10152A", "#242E44"],
    wordmark: "#FAEEB2",
    garments: [
      { garment: "hoodie", color: "#151515", view: "front", graphic: "tiger" },
      { garment: "tee", color: "#FAEEB2", view: "front", graphic: "diya" },
      { garment: "sweatshirt", color: "#745539", view: "front", graphic: "mandala" },
    ],
    decor: (w, h) =>
      scatter(40, 7, w, h * 0.6).map(([x, y, r]) => `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(1 + r * 2.5).toFixed(1)}" fill="#FAEEB2" opacity="${(0.3 + r * 0.6).toFixed(2)}"/>`).join("") +
      (h > w
        ? fireworks(w * 0.16, h * 0.34, w * 0.1, "#F2C14E") + fireworks(w * 0.84, h * 0.32, w * 0.09, SAFFRON) + fireworks(w * 0.5, h * 0.37, w * 0.06, PINK)
        : fireworks(w * 0.12, h * 0.2, h * 0.12, "#F2C14E") + fireworks(w * 0.46, h * 0.14, h * 0.09, PINK) + fireworks(w * 0.86, h * 0.16, h * 0.1, SAFFRON)) +
      `<path d="M 0 ${h * 0.05} Q ${w / 2} ${h * 0.2} ${w} ${h * 0.05}" fill="none" stroke="#FAEEB2" stroke-width="2" opacity="0.6"/>` +
      Array.from({ length: 13 }, (_, i) => {
        const x = (w / 12) * i;
        const t = i / 12;
        const y = h * 0.05 + 4 * t * (1 - t) * h * 0.075;
        return `<circle cx="${x.toFixed(0)}" cy="${(y + 8).toFixed(0)}" r="7" fill="${["#F2C14E", PINK, SAFFRON][i % 3]}"/>`;
      }).join("") +
      Array.from({ length: 7 }, (_, i) => diyaAt((w / 7) * (i + 0.5), h - 40, Math.min(w, h) / 1400)).join(""),
  },
  {
    name: "Saffron sunrise",
    bg: ["#FFD08A", "#F4845F"],
    wordmark: "#151515",
    garments: [
      { garment: "tee", color: "#F6F6F6", view: "back", graphic: "sun" },
      { garment: "tee", color: "#151515", view: "front", graphic: "mountain" },
      { garment: "tee", color: "#C5DDAC", view: "front", graphic: "wave" },
    ],
    decor: (w, h) => {
      const cx = w * 0.55;
      const cy = h * 0.75;
      const r = Math.min(w, h) * 0.42;
      return (
        Array.from({ length: 18 }, (_, i) => `<rect x="-10" y="${-r * 1.9}" width="20" height="${r * 0.6}" rx="10" fill="#FFF1C9" opacity="0.35" transform="translate(${cx} ${cy}) rotate(${i * 20})"/>`).join("") +
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFF1C9" opacity="0.65"/>` +
        `<path d="M 0 ${h} L 0 ${h * 0.78} L ${w * 0.14} ${h * 0.62} L ${w * 0.3} ${h * 0.8} L ${w * 0.48} ${h * 0.6} L ${w * 0.7} ${h * 0.82} L ${w * 0.86} ${h * 0.66} L ${w} ${h * 0.8} L ${w} ${h} Z" fill="#C2553A" opacity="0.55"/>`
      );
    },
  },
  {
    name: "Moss streets and kites",
    bg: ["#DCEBC8", "#A9C98F"],
    wordmark: "#151515",
    garments: [
      { garment: "hoodie", color: "#F6F6F6", view: "front", graphic: "lotus" },
      { garment: "hoodie", color: "#151515", view: "back", graphic: "bolt" },
    ],
    decor: (w, h) =>
      scatter(14, 3, w, 1)
        .map(([, , r], i) => {
          const bw = w / 12;
          const bh = h * (0.25 + r * 0.35);
          return `<rect x="${((i * w) / 14).toFixed(0)}" y="${(h - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="${i % 2 ? "#7FA66A" : "#93B87C"}"/>` +
            `<rect x="${((i * w) / 14 + bw * 0.25).toFixed(0)}" y="${(h - bh + 20).toFixed(0)}" width="${(bw * 0.2).toFixed(0)}" height="${(bw * 0.25).toFixed(0)}" fill="#F6F6F6" opacity="0.5"/>`;
        })
        .join("") +
      (h > w
        ? kiteAt(w * 0.14, h * 0.34, w / 1000, SAFFRON, PINK, -12) + kiteAt(w * 0.86, h * 0.31, w / 1300, TEAL, "#F2C14E", 14) +
          `<path d="M ${w * 0.14} ${h * 0.34 + 62} Q ${w * 0.22} ${h * 0.6} ${w * 0.04} ${h}" fill="none" stroke="#1B1B1B" stroke-width="1.5" opacity="0.5"/>`
        : kiteAt(w * 0.1, h * 0.2, h / 900, SAFFRON, PINK, -12) + kiteAt(w * 0.9, h * 0.14, h / 1100, TEAL, "#F2C14E", 14) +
          kiteAt(w * 0.55, h * 0.08, h / 1500, "#2C2CBD", SAFFRON, 6) +
          `<path d="M ${w * 0.1} ${h * 0.28} Q ${w * 0.2} ${h * 0.6} ${w * 0.02} ${h}" fill="none" stroke="#1B1B1B" stroke-width="1.5" opacity="0.5"/>`),
  },
  {
    name: "Ivory mandala",
    bg: ["#FFF8DC", "#F5DF8E"],
    wordmark: "#242E44",
    garments: [
      { garment: "sweatshirt", color: "#2C2CBD", view: "front", graphic: "peacock" },
      { garment: "tee", color: "#151515", view: "back", graphic: "mandala" },
      { garment: "hoodie", color: "#90867D", view: "front", graphic: "elephant" },
    ],
    decor: (w, h) => {
      const cx = w * 0.62;
      const cy = h * 0.5;
      const r = Math.max(w, h) * 0.45;
      return (
        [1, 0.8, 0.6, 0.4].map((f) => `<circle cx="${cx}" cy="${cy}" r="${r * f}" fill="none" stroke="#D9A62E" stroke-width="4" opacity="0.35"/>`).join("") +
        Array.from({ length: 24 }, (_, i) => `<path d="M 0 ${-r * 0.6} Q ${r * 0.06} ${-r * 0.7} 0 ${-r * 0.8} Q ${-r * 0.06} ${-r * 0.7} 0 ${-r * 0.6} Z" fill="#E8B93A" opacity="0.35" transform="translate(${cx} ${cy}) rotate(${i * 15})"/>`).join("")
      );
    },
  },
  {
    name: "Blue hour",
    bg: ["#151566", "#2C2CBD"],
    wordmark: "#F6F6F6",
    garments: [
      { garment: "sweatshirt", color: "#F6F6F6", view: "front", graphic: "moon" },
      { garment: "hoodie", color: "#FAEEB2", view: "front", graphic: "star" },
      { garment: "tee", color: "#C5DDAC", view: "front", graphic: "eye" },
    ],
    decor: (w, h) => {
      const [mx, my, mr] = h > w ? [w * 0.84, h * 0.31, 54] : [w * 0.33, h * 0.2, 80];
      return (
        scatter(60, 11, w, h).map(([x, y, r]) => `<path d="${starPath(x, y, 3 + r * 8, 4, 0.3)}" fill="#FAEEB2" opacity="${(0.35 + r * 0.6).toFixed(2)}"/>`).join("") +
        `<g transform="translate(${mx} ${my}) scale(${mr / 70})"><path d="M 20 -67 A 70 70 0 1 0 66 24 A 58 58 0 0 1 20 -67 Z" fill="#FAEEB2"/></g>`
      );
    },
  },
];

export function heroSvg(index: number, variant: "desktop" | "mobile"): string {
  const scene = SCENES[(((index - 1) % SCENES.length) + SCENES.length) % SCENES.length];
  const desktop = variant === "desktop";
  const [w, h] = desktop ? [1920, 800] : [800, 1000];
  const bg =
    `<defs><linearGradient id="hbg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.bg[0]}"/><stop offset="1" stop-color="${scene.bg[1]}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#hbg)"/>`;
  const n = scene.garments.length;
  // Desktop: a row on the right two thirds. Mobile: a fanned stack under the wordmark.
  const slots: [number, number, number, number][] = desktop
    ? n === 3
      ? [[1100, 440, 0.56, -6], [1705, 440, 0.54, 6], [1405, 440, 0.66, 0]]
      : [[1180, 430, 0.66, -5], [1600, 440, 0.66, 5]]
    : n === 3
      ? [[215, 680, 0.48, -8], [585, 680, 0.48, 8], [400, 690, 0.56, 0]]
      : [[270, 680, 0.54, -6], [530, 690, 0.54, 6]];
  const garments = scene.garments.map((g, i) => placed(g, `h${index}g${i}`, ...slots[i])).join("");
  const word = desktop
    ? text(110, 440, 124, scene.wordmark, "DHAAGA", 'letter-spacing="8"') +
      `<path d="M 118 486 C 260 520 440 456 650 492" fill="none" stroke="${SAFFRON}" stroke-width="9" stroke-linecap="round"/>`
    : text(400, 170, 120, scene.wordmark, "DHAAGA", 'text-anchor="middle" letter-spacing="6"') +
      `<path d="M 160 208 C 300 244 480 182 640 216" fill="none" stroke="${SAFFRON}" stroke-width="9" stroke-linecap="round"/>`;
  return svgDoc(w, h, bg + scene.decor(w, h) + word + garments);
}

// ── Four-tile banner ─────────────────────────────────────────────────────────

const TILES: { bg: [string, string]; label: string; garment: GarmentOptions; pattern: "dots" | "stripes" | "stars" | "rings" }[] = [
  { bg: ["#F7A440", "#E8701A"], label: "OVERSIZED TEES", pattern: "dots", garment: { garment: "tee", color: "#151515", view: "front", graphic: "tiger" } },
  { bg: ["#2E3A57", "#151B2E"], label: "HOODIES", pattern: "stars", garment: { garment: "hoodie", color: "#FAEEB2", view: "front", graphic: "sun" } },
  { bg: ["#D5E8C0", "#A9C98F"], label: "SWEATSHIRTS", pattern: "stripes", garment: { garment: "sweatshirt", color: "#151515", view: "front", graphic: "wave" } },
  { bg: ["#FCD5DE", "#F4A3B4"], label: "KIDS", pattern: "rings", garment: { garment: "tee", color: "#2C2CBD", view: "front", graphic: "star", kids: true } },
];

export function bannerSvg(index: number): string {
  const tile = TILES[((index % 4) + 4) % 4];
  const light = luminance(tile.bg[0]) > 0.3;
  const fg = light ? "#151515" : "#FAEEB2";
  let pattern = "";
  if (tile.pattern === "dots") {
    for (let y = 20; y < 800; y += 40) for (let x = 20 + ((y / 40) % 2) * 20; x < 800; x += 40) pattern += `<circle cx="${x}" cy="${y}" r="5" fill="#fff" opacity="0.18"/>`;
  } else if (tile.pattern === "stripes") {
    for (let x = -800; x < 800; x += 60) pattern += `<path d="M ${x} 800 L ${x + 800} 0" stroke="#fff" stroke-width="18" opacity="0.18"/>`;
  } else if (tile.pattern === "stars") {
    pattern = scatter(40, 5, 800, 800).map(([x, y, r]) => `<path d="${starPath(x, y, 4 + r * 8, 4, 0.3)}" fill="#FAEEB2" opacity="${(0.3 + r * 0.5).toFixed(2)}"/>`).join("");
  } else {
    pattern = [160, 260, 360, 460].map((r) => `<circle cx="400" cy="380" r="${r}" fill="none" stroke="#fff" stroke-width="16" opacity="0.25"/>`).join("");
  }
  const body =
    `<defs><linearGradient id="tbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tile.bg[0]}"/><stop offset="1" stop-color="${tile.bg[1]}"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#tbg)"/>` +
    pattern +
    placed(tile.garment, `b${index}`, 400, 360, tile.garment.kids ? 0.72 : 0.62) +
    `<rect x="${400 - tile.label.length * 17 - 40}" y="662" width="${tile.label.length * 34 + 80}" height="84" rx="42" fill="${fg}"/>` +
    text(400, 718, 40, light ? "#FAEEB2" : "#151515", tile.label, 'text-anchor="middle" letter-spacing="4"');
  return svgDoc(800, 800, body);
}

// ── Offer slides ─────────────────────────────────────────────────────────────

const OFFER_SUBLINES = ["Free shipping above ₹500", "240 GSM 100% cotton", "Easy 7-day returns", "Free shipping above ₹500"];

/** Greedy word wrap into lines of at most `max` characters (a single long word still gets its own line). */
function wrap(name: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const cur = lines[lines.length - 1];
    if (cur !== undefined && (cur + " " + word).length <= max) lines[lines.length - 1] = `${cur} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

export function offerSvg(index: number, productName: string, color: string, garment: GarmentKind, graphic = "star"): string {
  const light = isLight(color);
  // The panel contrasts with the garment so the product pops.
  const panelBg = light ? ["#242E44", "#10152A"] : ["#FFF3C4", "#FAEEB2"];
  const fg = light ? "#FAEEB2" : "#151515";
  const accent = light ? SAFFRON : "#C2410C";
  const lines = wrap(productName, 17);
  const nameSize = lines.length > 2 ? 44 : 50;
  const tag = ["FESTIVE DROP", "BESTSELLER", "NEW SEASON", "LIMITED STOCK"][index % 4];
  let body =
    `<defs><linearGradient id="obg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${panelBg[0]}"/><stop offset="1" stop-color="${panelBg[1]}"/></linearGradient>` +
    `<radialGradient id="ospot"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1200" height="600" fill="url(#obg)"/>` +
    `<circle cx="920" cy="300" r="260" fill="${accent}" opacity="0.9"/>` +
    `<circle cx="920" cy="300" r="226" fill="none" stroke="${fg}" stroke-width="4" stroke-dasharray="14 10" opacity="0.6"/>` +
    `<rect x="70" y="70" width="${tag.length * 18 + 44}" height="44" rx="22" fill="${accent}"/>` +
    text(90, 101, 22, "#FFFFFF", tag, 'letter-spacing="3"');
  lines.forEach((l, i) => {
    body += text(70, 180 + i * (nameSize + 10), nameSize, fg, l);
  });
  const y = 180 + lines.length * (nameSize + 10) + 16;
  body +=
    text(70, y, 36, accent, "Flat 10% off with FLAT10") +
    text(70, y + 48, 26, fg, OFFER_SUBLINES[index % OFFER_SUBLINES.length], 'font-weight="400" opacity="0.85"') +
    `<rect x="70" y="${y + 84}" width="220" height="60" rx="30" fill="${fg}"/>` +
    text(180, y + 123, 24, light ? "#151515" : "#FAEEB2", "SHOP NOW", 'text-anchor="middle" letter-spacing="3"') +
    placed({ garment, color, view: "front", graphic }, `o${index}`, 920, 300, 0.52, index % 2 ? 5 : -5);
  return svgDoc(1200, 600, body);
}

// ── Animal portraits ────────────────────────────────────────────────────────

const DARK = "#2B2118";

function eyes(xl: number, xr: number, y: number, r: number, color = DARK): string {
  return [xl, xr]
    .map((x) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 1.15}" fill="${color}"/><circle cx="${x + r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.35}" fill="#fff"/>`)
    .join("");
}

function cheeks(xl: number, xr: number, y: number, r = 18): string {
  return `<circle cx="${xl}" cy="${y}" r="${r}" fill="#F48FA8" opacity="0.55"/><circle cx="${xr}" cy="${y}" r="${r}" fill="#F48FA8" opacity="0.55"/>`;
}

function smile(cx: number, y: number, w = 22): string {
  return `<path d="M ${cx - w} ${y} Q ${cx - w / 2} ${y + w * 0.8} ${cx} ${y} Q ${cx + w / 2} ${y + w * 0.8} ${cx + w} ${y}" fill="none" stroke="${DARK}" stroke-width="5" stroke-linecap="round"/>`;
}

const PORTRAITS: Record<string, { bg: string; draw: () => string }> = {
  tiger: {
    bg: "#FDE2C4",
    draw: () =>
      `<circle cx="115" cy="110" r="40" fill="${SAFFRON}"/><circle cx="285" cy="110" r="40" fill="${SAFFRON}"/>` +
      `<circle cx="115" cy="110" r="20" fill="#FFE8D0"/><circle cx="285" cy="110" r="20" fill="#FFE8D0"/>` +
      `<ellipse cx="200" cy="220" rx="135" ry="120" fill="${SAFFRON}"/>` +
      `<path d="M 185 102 L 200 150 L 215 102 Z M 150 110 L 168 148 L 160 108 Z M 250 110 L 232 148 L 240 108 Z" fill="${DARK}"/>` +
      `<path d="M 66 200 L 112 210 L 70 222 Z M 72 250 L 114 248 L 80 266 Z M 334 200 L 288 210 L 330 222 Z M 328 250 L 286 248 L 320 266 Z" fill="${DARK}"/>` +
      `<ellipse cx="170" cy="272" rx="44" ry="38" fill="#FFF4E6"/><ellipse cx="230" cy="272" rx="44" ry="38" fill="#FFF4E6"/>` +
      eyes(150, 250, 200, 15) +
      `<path d="M 184 242 L 216 242 L 200 262 Z" fill="${PINK}"/>` +
      smile(200, 266, 20),
  },
  elephant: {
    bg: "#D8E7F5",
    draw: () =>
      `<ellipse cx="88" cy="205" rx="78" ry="96" fill="#94A0AD"/><ellipse cx="312" cy="205" rx="78" ry="96" fill="#94A0AD"/>` +
      `<ellipse cx="92" cy="208" rx="48" ry="64" fill="#F2B8C6"/><ellipse cx="308" cy="208" rx="48" ry="64" fill="#F2B8C6"/>` +
      `<circle cx="200" cy="190" r="104" fill="#AEB8C2"/>` +
      `<path d="M 172 240 C 166 300 176 344 214 362 C 236 370 252 352 238 342 C 216 330 222 300 228 240 Z" fill="#AEB8C2"/>` +
      `<path d="M 160 262 Q 150 290 136 296 M 240 262 Q 250 290 264 296" fill="none" stroke="#FFFDF5" stroke-width="10" stroke-linecap="round"/>` +
      eyes(158, 242, 190, 13) +
      cheeks(132, 268, 232, 16) +
      `<circle cx="200" cy="128" r="9" fill="${SAFFRON}"/><circle cx="178" cy="136" r="5" fill="#E85D75"/><circle cx="222" cy="136" r="5" fill="#E85D75"/>`,
  },
  peacock: {
    bg: "#D6F0EA",
    draw: () =>
      Array.from({ length: 7 }, (_, i) => {
        const a = -150 + i * 20;
        return `<g transform="translate(200 250) rotate(${a + 90})"><ellipse cx="0" cy="-150" rx="30" ry="62" fill="${LEAF}"/><ellipse cx="0" cy="-168" rx="18" ry="24" fill="#F2C14E"/><ellipse cx="0" cy="-166" rx="11" ry="15" fill="${TEAL}"/><circle cx="0" cy="-164" r="6" fill="#242E44"/></g>`;
      }).join("") +
      `<path d="M 150 400 C 150 320 150 270 200 230 C 250 270 250 320 250 400 Z" fill="#1F6FB2"/>` +
      `<circle cx="200" cy="205" r="60" fill="#1F6FB2"/>` +
      `<path d="M 200 146 L 186 96 M 200 146 L 200 90 M 200 146 L 214 96" stroke="#1F6FB2" stroke-width="4"/>` +
      `<circle cx="186" cy="96" r="7" fill="${TEAL}"/><circle cx="200" cy="88" r="7" fill="${TEAL}"/><circle cx="214" cy="96" r="7" fill="${TEAL}"/>` +
      `<ellipse cx="175" cy="198" rx="20" ry="16" fill="#fff"/><ellipse cx="225" cy="198" rx="20" ry="16" fill="#fff"/>` +
      eyes(178, 222, 198, 9) +
      `<path d="M 188 220 L 212 220 L 200 244 Z" fill="#F2C14E"/>` +
      cheeks(160, 240, 230, 10),
  },
  fox: {
    bg: "#FFE3D3",
    draw: () =>
      `<path d="M 92 176 L 112 52 L 186 128 Z M 308 176 L 288 52 L 214 128 Z" fill="#E8702A"/>` +
      `<path d="M 108 140 L 116 82 L 152 124 Z M 292 140 L 284 82 L 248 124 Z" fill="#4A2E1C"/>` +
      `<path d="M 70 170 Q 200 100 330 170 Q 312 290 200 340 Q 88 290 70 170 Z" fill="#E8702A"/>` +
      `<path d="M 78 190 Q 150 226 200 340 Q 112 306 78 190 Z M 322 190 Q 250 226 200 340 Q 288 306 322 190 Z" fill="#FFF6EC"/>` +
      eyes(150, 250, 205, 14) +
      `<ellipse cx="200" cy="318" rx="18" ry="13" fill="${DARK}"/>` +
      cheeks(122, 278, 248, 14),
  },
  owl: {
    bg: "#EDE3F7",
    draw: () =>
      `<path d="M 92 130 L 86 52 L 150 104 Z M 308 130 L 314 52 L 250 104 Z" fill="#8B5E3C"/>` +
      `<ellipse cx="200" cy="222" rx="138" ry="134" fill="#8B5E3C"/>` +
      `<path d="M 120 318 Q 140 300 160 318 Q 180 300 200 318 Q 220 300 240 318 Q 260 300 280 318" fill="none" stroke="#C89B72" stroke-width="6"/>` +
      `<circle cx="146" cy="196" r="60" fill="#F3E2C7"/><circle cx="254" cy="196" r="60" fill="#F3E2C7"/>` +
      `<circle cx="146" cy="196" r="34" fill="#F2C14E"/><circle cx="254" cy="196" r="34" fill="#F2C14E"/>` +
      eyes(146, 254, 196, 18) +
      `<path d="M 186 240 L 214 240 L 200 272 Z" fill="${SAFFRON}"/>`,
  },
  rabbit: {
    bg: "#FCE4EC",
    draw: () =>
      `<ellipse cx="150" cy="100" rx="32" ry="88" fill="#F4F1EE" stroke="#D8D0C8" stroke-width="4" transform="rotate(-10 150 100)"/>` +
      `<ellipse cx="250" cy="100" rx="32" ry="88" fill="#F4F1EE" stroke="#D8D0C8" stroke-width="4" transform="rotate(10 250 100)"/>` +
      `<ellipse cx="150" cy="104" rx="15" ry="62" fill="#F7B6C8" transform="rotate(-10 150 104)"/><ellipse cx="250" cy="104" rx="15" ry="62" fill="#F7B6C8" transform="rotate(10 250 104)"/>` +
      `<circle cx="200" cy="246" r="112" fill="#F4F1EE" stroke="#D8D0C8" stroke-width="4"/>` +
      eyes(158, 242, 228, 13) +
      cheeks(130, 270, 268, 16) +
      `<path d="M 188 262 L 212 262 L 200 276 Z" fill="#E86A8C"/>` +
      `<rect x="189" y="290" width="22" height="24" rx="4" fill="#fff" stroke="#C9BFB5" stroke-width="3"/>` +
      smile(200, 282, 16) +
      `<path d="M 120 270 L 70 262 M 120 282 L 72 290 M 280 270 L 330 262 M 280 282 L 328 290" stroke="#B9AEA3" stroke-width="3" stroke-linecap="round"/>`,
  },
  panda: {
    bg: "#E3F2DD",
    draw: () =>
      `<circle cx="112" cy="122" r="44" fill="#1E1E1E"/><circle cx="288" cy="122" r="44" fill="#1E1E1E"/>` +
      `<ellipse cx="200" cy="222" rx="132" ry="118" fill="#FFFFFF" stroke="#D5D5D5" stroke-width="4"/>` +
      `<ellipse cx="148" cy="206" rx="34" ry="46" fill="#1E1E1E" transform="rotate(-32 148 206)"/><ellipse cx="252" cy="206" rx="34" ry="46" fill="#1E1E1E" transform="rotate(32 252 206)"/>` +
      `<circle cx="152" cy="204" r="13" fill="#fff"/><circle cx="248" cy="204" r="13" fill="#fff"/>` +
      `<circle cx="154" cy="206" r="7" fill="#1E1E1E"/><circle cx="246" cy="206" r="7" fill="#1E1E1E"/>` +
      `<ellipse cx="200" cy="258" rx="20" ry="13" fill="#1E1E1E"/>` +
      smile(200, 276, 18) +
      cheeks(118, 282, 262, 16),
  },
  cat: {
    bg: "#FFF1C9",
    draw: () =>
      `<path d="M 84 180 L 100 58 L 184 122 Z M 316 180 L 300 58 L 216 122 Z" fill="#F2A65A"/>` +
      `<path d="M 104 150 L 110 88 L 156 124 Z M 296 150 L 290 88 L 244 124 Z" fill="#F7C8B5"/>` +
      `<ellipse cx="200" cy="224" rx="130" ry="114" fill="#F2A65A"/>` +
      `<path d="M 186 114 L 190 150 M 200 112 L 200 152 M 214 114 L 210 150" stroke="#D9822B" stroke-width="8" stroke-linecap="round"/>` +
      `<ellipse cx="200" cy="272" rx="58" ry="40" fill="#FFF4E6"/>` +
      `<ellipse cx="152" cy="208" rx="17" ry="21" fill="#3FA34D"/><ellipse cx="248" cy="208" rx="17" ry="21" fill="#3FA34D"/>` +
      `<ellipse cx="152" cy="208" rx="5" ry="16" fill="#1E1E1E"/><ellipse cx="248" cy="208" rx="5" ry="16" fill="#1E1E1E"/>` +
      `<circle cx="158" cy="200" r="4" fill="#fff"/><circle cx="254" cy="200" r="4" fill="#fff"/>` +
      `<path d="M 188 252 L 212 252 L 200 266 Z" fill="#E86A8C"/>` +
      smile(200, 270, 16) +
      `<path d="M 136 266 L 76 254 M 136 280 L 78 288 M 264 266 L 324 254 M 264 280 L 322 288" stroke="${DARK}" stroke-width="3" stroke-linecap="round"/>`,
  },
  dog: {
    bg: "#DDEBFF",
    draw: () =>
      `<ellipse cx="200" cy="214" rx="116" ry="120" fill="#D9A066"/>` +
      `<ellipse cx="96" cy="196" rx="42" ry="86" fill="#7A4E2D" transform="rotate(18 96 196)"/><ellipse cx="304" cy="196" rx="42" ry="86" fill="#7A4E2D" transform="rotate(-18 304 196)"/>` +
      `<ellipse cx="248" cy="196" rx="34" ry="30" fill="#B57A45"/>` +
      `<ellipse cx="200" cy="272" rx="62" ry="46" fill="#F3D6B3"/>` +
      eyes(156, 246, 196, 13) +
      `<ellipse cx="200" cy="252" rx="23" ry="16" fill="${DARK}"/>` +
      `<path d="M 186 290 Q 186 322 200 322 Q 214 322 214 290 Z" fill="#E85D75"/>` +
      smile(200, 282, 22) +
      cheeks(130, 270, 250, 14),
  },
  bear: {
    bg: "#F5E6D3",
    draw: () =>
      `<circle cx="110" cy="116" r="42" fill="#8B5A2B"/><circle cx="290" cy="116" r="42" fill="#8B5A2B"/>` +
      `<circle cx="110" cy="116" r="22" fill="#C68B59"/><circle cx="290" cy="116" r="22" fill="#C68B59"/>` +
      `<circle cx="200" cy="222" r="124" fill="#8B5A2B"/>` +
      `<ellipse cx="200" cy="270" rx="58" ry="44" fill="#C68B59"/>` +
      eyes(152, 248, 206, 13) +
      `<ellipse cx="200" cy="250" rx="21" ry="14" fill="${DARK}"/>` +
      smile(200, 274, 18) +
      cheeks(124, 276, 250, 15),
  },
  monkey: {
    bg: "#E9F5D0",
    draw: () =>
      `<circle cx="76" cy="214" r="42" fill="#7A4E2D"/><circle cx="324" cy="214" r="42" fill="#7A4E2D"/>` +
      `<circle cx="76" cy="214" r="24" fill="#F0C9A0"/><circle cx="324" cy="214" r="24" fill="#F0C9A0"/>` +
      `<circle cx="200" cy="210" r="124" fill="#7A4E2D"/>` +
      `<circle cx="162" cy="192" r="52" fill="#F0C9A0"/><circle cx="238" cy="192" r="52" fill="#F0C9A0"/>` +
      `<ellipse cx="200" cy="262" rx="86" ry="64" fill="#F0C9A0"/>` +
      eyes(164, 236, 194, 13) +
      `<circle cx="190" cy="244" r="5" fill="${DARK}"/><circle cx="210" cy="244" r="5" fill="${DARK}"/>` +
      smile(200, 272, 30) +
      cheeks(136, 264, 250, 13),
  },
  parrot: {
    bg: "#FFF3D6",
    draw: () =>
      `<ellipse cx="214" cy="372" rx="112" ry="80" fill="${LEAF}"/>` +
      `<path d="M 200 96 C 190 60 220 40 240 50 C 226 64 226 80 232 96 Z M 226 100 C 236 70 268 62 282 76 C 262 84 252 96 250 108 Z" fill="#7BC96F"/>` +
      `<circle cx="214" cy="204" r="112" fill="#3CB371"/>` +
      `<ellipse cx="230" cy="186" rx="48" ry="42" fill="#FFFFFF"/>` +
      `<circle cx="236" cy="186" r="17" fill="${DARK}"/><circle cx="242" cy="180" r="6" fill="#fff"/>` +
      `<path d="M 160 196 C 118 204 104 258 134 294 C 144 272 162 252 190 244 Z" fill="${SAFFRON}"/>` +
      `<path d="M 156 200 C 150 222 164 240 190 244" fill="none" stroke="#C2410C" stroke-width="4"/>` +
      `<circle cx="262" cy="246" r="20" fill="#E53935" opacity="0.7"/>`,
  },
};

const PORTRAIT_ORDER = Object.keys(PORTRAITS);

export function portraitSvg(animal: string, index: number): string {
  const key = PORTRAITS[animal.toLowerCase()] ? animal.toLowerCase() : PORTRAIT_ORDER[((index % 12) + 12) % 12];
  const p = PORTRAITS[key];
  return svgDoc(400, 400, `<rect width="400" height="400" fill="${p.bg}"/><circle cx="200" cy="200" r="190" fill="#fff" opacity="0.35"/>${p.draw()}`);
}

// ── Brand marks ─────────────────────────────────────────────────────────────

export function logoSvg(): string {
  return svgDoc(
    360,
    96,
    text(6, 64, 62, "#151515", "DHAAGA", 'letter-spacing="7" font-weight="800"') +
      `<path d="M 8 80 C 80 94 150 68 222 82 S 320 90 336 74" fill="none" stroke="${SAFFRON}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M 336 74 L 354 56" stroke="#151515" stroke-width="4" stroke-linecap="round"/><ellipse cx="352" cy="58" rx="3" ry="5" fill="none" stroke="#151515" stroke-width="2" transform="rotate(45 352 58)"/>`,
  );
}

export const PARTNER_NAMES = ["Visa", "Mastercard", "RuPay", "UPI", "Razorpay", "Stripe"] as const;

const PARTNER_INK: Record<string, string> = {
  visa: "#1A1F71",
  mastercard: "#C2410C",
  rupay: "#0F5BA7",
  upi: "#097939",
  razorpay: "#0C2651",
  stripe: "#635BFF",
};

/** Plain text-in-badge payment marks: stand-ins, deliberately not the real logos. */
export function partnerMarkSvg(name: string): string {
  const ink = PARTNER_INK[name.toLowerCase()] ?? "#333333";
  const size = Math.min(22, Math.floor(170 / Math.max(3, name.length)));
  return svgDoc(
    120,
    48,
    `<rect x="1" y="1" width="118" height="46" rx="8" fill="#FFFFFF" stroke="#D9D9D9" stroke-width="2"/>` +
      text(60, 24 + size * 0.36, size, ink, name, 'text-anchor="middle" font-weight="800"'),
  );
}
