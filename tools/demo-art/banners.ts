import { type GarmentOptions, luminance, scatter, starPath, svgDoc, text } from "./drawing";
import { placed } from "./garments";

// ── Four-tile banner ─────────────────────────────────────────────────────────

const TILES: { bg: [string, string]; label: string; garment: GarmentOptions; pattern: "dots" | "stripes" | "stars" | "rings" }[] = [
  {
    bg: ["#F7A440", "#E8701A"],
    label: "OVERSIZED TEES",
    pattern: "dots",
    garment: { garment: "tee", color: "#151515", view: "front", graphic: "tiger" },
  },
  { bg: ["#2E3A57", "#151B2E"], label: "HOODIES", pattern: "stars", garment: { garment: "hoodie", color: "#FAEEB2", view: "front", graphic: "sun" } },
  {
    bg: ["#D5E8C0", "#A9C98F"],
    label: "SWEATSHIRTS",
    pattern: "stripes",
    garment: { garment: "sweatshirt", color: "#151515", view: "front", graphic: "wave" },
  },
  {
    bg: ["#FCD5DE", "#F4A3B4"],
    label: "KIDS",
    pattern: "rings",
    garment: { garment: "tee", color: "#2C2CBD", view: "front", graphic: "star", kids: true },
  },
];

export function bannerSvg(index: number): string {
  const tile = TILES[((index % 4) + 4) % 4];
  const light = luminance(tile.bg[0]) > 0.3;
  const fg = light ? "#151515" : "#FAEEB2";
  let pattern = "";
  if (tile.pattern === "dots") {
    for (let y = 20; y < 800; y += 40)
      for (let x = 20 + ((y / 40) % 2) * 20; x < 800; x += 40) pattern += `<circle cx="${x}" cy="${y}" r="5" fill="#fff" opacity="0.18"/>`;
  } else if (tile.pattern === "stripes") {
    for (let x = -800; x < 800; x += 60) pattern += `<path d="M ${x} 800 L ${x + 800} 0" stroke="#fff" stroke-width="18" opacity="0.18"/>`;
  } else if (tile.pattern === "stars") {
    pattern = scatter(40, 5, 800, 800)
      .map(([x, y, r]) => `<path d="${starPath(x, y, 4 + r * 8, 4, 0.3)}" fill="#FAEEB2" opacity="${(0.3 + r * 0.5).toFixed(2)}"/>`)
      .join("");
  } else {
    pattern = [160, 260, 360, 460]
      .map((r) => `<circle cx="400" cy="380" r="${r}" fill="none" stroke="#fff" stroke-width="16" opacity="0.25"/>`)
      .join("");
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
