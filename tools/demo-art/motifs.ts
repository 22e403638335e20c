import { type GarmentOptions, INK_DARK, INK_LIGHT, LEAF, PINK, SAFFRON, TEAL, isLight, starPath, text } from "./drawing";

// ── Motifs: drawn in a -100..100 box, so callers place them with translate/scale ──

export interface Ink {
  main: string;
  accent: string;
  second: string;
  /** The garment colour itself, for cut-outs. */
  paper: string;
}

export function inkFor(color: string): Ink {
  const light = isLight(color);
  const main = light ? INK_DARK : INK_LIGHT;
  // Saffron disappears on amber and ivory, so those get a deep red or teal accent instead.
  const warm = color === "#745539" || color === "#90867D";
  const accent = color === "#FAEEB2" ? "#D9480F" : warm ? "#FFB347" : SAFFRON;
  const second = light ? "#C2185B" : PINK;
  return { main, accent, second, paper: color };
}

type MotifFn = (k: Ink) => string;

export const MOTIF_DRAW: Record<string, MotifFn> = {
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
        .map(
          (i) =>
            `<path d="${petal}" transform="rotate(${angles[i]} 0 40) scale(${i === 2 ? 1 : 0.86})" fill="${fills[i]}" stroke="${k.main}" stroke-width="4" stroke-linejoin="round"/>`,
        )
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
    Array.from({ length: 12 }, (_, i) => `<rect x="-6" y="-94" width="12" height="34" rx="6" fill="${k.main}" transform="rotate(${i * 30})"/>`).join(
      "",
    ) +
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
    Array.from(
      { length: 12 },
      (_, i) => `<path d="M 0 -58 Q 14 -74 0 -90 Q -14 -74 0 -58 Z" fill="${i % 2 ? k.accent : k.main}" transform="rotate(${i * 30})"/>`,
    ).join("") +
    `<circle r="56" fill="none" stroke="${k.main}" stroke-width="4"/>` +
    Array.from({ length: 8 }, (_, i) => `<circle cx="0" cy="-42" r="6" fill="${k.main}" transform="rotate(${i * 45 + 22.5})"/>`).join("") +
    Array.from({ length: 8 }, (_, i) => `<path d="M 0 -12 Q 10 -22 0 -34 Q -10 -22 0 -12 Z" fill="${k.second}" transform="rotate(${i * 45})"/>`).join(
      "",
    ) +
    `<circle r="10" fill="${k.accent}"/>`,

  moon: (k) =>
    `<path d="M 20 -67 A 70 70 0 1 0 66 24 A 58 58 0 0 1 20 -67 Z" fill="${k.accent}" stroke="${k.main}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="${starPath(56, -56, 18, 4, 0.3)}" fill="${k.main}"/>` +
    `<path d="${starPath(80, 0, 10, 4, 0.3)}" fill="${k.main}"/>` +
    `<path d="${starPath(40, 62, 13, 4, 0.3)}" fill="${k.main}"/>`,

  chai: (k) =>
    [-30, 0, 30]
      .map(
        (x) => `<path d="M ${x} -46 C ${x - 12} -60 ${x + 12} -70 ${x} -86" fill="none" stroke="${k.main}" stroke-width="5" stroke-linecap="round"/>`,
      )
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
      [
        [-10, 1],
        [-40, 1],
        [20, 0.9],
        [190, 1],
        [220, 0.9],
        [160, 0.85],
      ]
        .map(
          ([r, s]) => `<path d="${leaf}" fill="${LEAF}" stroke="${k.main}" stroke-width="3" transform="translate(-6 -36) rotate(${r}) scale(${s})"/>`,
        )
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

export function frontPrint(o: GarmentOptions, k: Ink, cx: number, cy: number): string {
  if (o.graphic === "wordmark") return `<g transform="translate(${cx} ${cy - 20}) scale(1.15)">${motif("wordmark", k)}</g>`;
  const s = o.garment === "hoodie" ? 0.9 : o.kids ? 1.1 : 0.95;
  // The hoodie's pocket sits right under its print, so only tees and sweatshirts get the small caption.
  const caption = !o.kids && o.garment !== "hoodie";
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})">${motif(o.graphic, k)}</g>` +
    (caption ? text(cx, cy + 128, 20, k.main, "DHAAGA", 'text-anchor="middle" letter-spacing="5"') : "")
  );
}

export function backPrint(o: GarmentOptions, k: Ink, cx: number, top: number): string {
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
