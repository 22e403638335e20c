import { type GarmentOptions, PINK, SAFFRON, scatter, TEAL, starPath, svgDoc, text } from "./drawing";
import { MOTIF_DRAW } from "./motifs";
import { placed } from "./garments";

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
      scatter(40, 7, w, h * 0.6)
        .map(
          ([x, y, r]) =>
            `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(1 + r * 2.5).toFixed(1)}" fill="#FAEEB2" opacity="${(0.3 + r * 0.6).toFixed(2)}"/>`,
        )
        .join("") +
      (h > w
        ? fireworks(w * 0.16, h * 0.34, w * 0.1, "#F2C14E") +
          fireworks(w * 0.84, h * 0.32, w * 0.09, SAFFRON) +
          fireworks(w * 0.5, h * 0.37, w * 0.06, PINK)
        : fireworks(w * 0.12, h * 0.2, h * 0.12, "#F2C14E") +
          fireworks(w * 0.46, h * 0.14, h * 0.09, PINK) +
          fireworks(w * 0.86, h * 0.16, h * 0.1, SAFFRON)) +
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
        Array.from(
          { length: 18 },
          (_, i) =>
            `<rect x="-10" y="${-r * 1.9}" width="20" height="${r * 0.6}" rx="10" fill="#FFF1C9" opacity="0.35" transform="translate(${cx} ${cy}) rotate(${i * 20})"/>`,
        ).join("") +
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
          return (
            `<rect x="${((i * w) / 14).toFixed(0)}" y="${(h - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="${i % 2 ? "#7FA66A" : "#93B87C"}"/>` +
            `<rect x="${((i * w) / 14 + bw * 0.25).toFixed(0)}" y="${(h - bh + 20).toFixed(0)}" width="${(bw * 0.2).toFixed(0)}" height="${(bw * 0.25).toFixed(0)}" fill="#F6F6F6" opacity="0.5"/>`
          );
        })
        .join("") +
      (h > w
        ? kiteAt(w * 0.14, h * 0.34, w / 1000, SAFFRON, PINK, -12) +
          kiteAt(w * 0.86, h * 0.31, w / 1300, TEAL, "#F2C14E", 14) +
          `<path d="M ${w * 0.14} ${h * 0.34 + 62} Q ${w * 0.22} ${h * 0.6} ${w * 0.04} ${h}" fill="none" stroke="#1B1B1B" stroke-width="1.5" opacity="0.5"/>`
        : kiteAt(w * 0.1, h * 0.2, h / 900, SAFFRON, PINK, -12) +
          kiteAt(w * 0.9, h * 0.14, h / 1100, TEAL, "#F2C14E", 14) +
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
        [1, 0.8, 0.6, 0.4]
          .map((f) => `<circle cx="${cx}" cy="${cy}" r="${r * f}" fill="none" stroke="#D9A62E" stroke-width="4" opacity="0.35"/>`)
          .join("") +
        Array.from(
          { length: 24 },
          (_, i) =>
            `<path d="M 0 ${-r * 0.6} Q ${r * 0.06} ${-r * 0.7} 0 ${-r * 0.8} Q ${-r * 0.06} ${-r * 0.7} 0 ${-r * 0.6} Z" fill="#E8B93A" opacity="0.35" transform="translate(${cx} ${cy}) rotate(${i * 15})"/>`,
        ).join("")
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
        scatter(60, 11, w, h)
          .map(([x, y, r]) => `<path d="${starPath(x, y, 3 + r * 8, 4, 0.3)}" fill="#FAEEB2" opacity="${(0.35 + r * 0.6).toFixed(2)}"/>`)
          .join("") +
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
      ? [
          [1100, 440, 0.56, -6],
          [1705, 440, 0.54, 6],
          [1405, 440, 0.66, 0],
        ]
      : [
          [1180, 430, 0.66, -5],
          [1600, 440, 0.66, 5],
        ]
    : n === 3
      ? [
          [215, 680, 0.48, -8],
          [585, 680, 0.48, 8],
          [400, 690, 0.56, 0],
        ]
      : [
          [270, 680, 0.54, -6],
          [530, 690, 0.54, 6],
        ];
  const garments = scene.garments.map((g, i) => placed(g, `h${index}g${i}`, ...slots[i])).join("");
  const word = desktop
    ? text(110, 440, 124, scene.wordmark, "DHAAGA", 'letter-spacing="8"') +
      `<path d="M 118 486 C 260 520 440 456 650 492" fill="none" stroke="${SAFFRON}" stroke-width="9" stroke-linecap="round"/>`
    : text(400, 170, 120, scene.wordmark, "DHAAGA", 'text-anchor="middle" letter-spacing="6"') +
      `<path d="M 160 208 C 300 244 480 182 640 216" fill="none" stroke="${SAFFRON}" stroke-width="9" stroke-linecap="round"/>`;
  return svgDoc(w, h, bg + scene.decor(w, h) + word + garments);
}
