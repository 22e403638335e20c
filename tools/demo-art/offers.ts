import { type GarmentKind, SAFFRON, isLight, svgDoc, text } from "./drawing";
import { placed } from "./garments";

// ── Offer slides ─────────────────────────────────────────────────────────────

const OFFER_SUBLINES = ["Free shipping above ₹500", "240 GSM 100% cotton", "Easy 7-day returns", "Free shipping above ₹500"];

/** Greedy word wrap into lines of at most `max` characters (a single long word still gets its own line). */
function wrap(name: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const cur = lines[lines.length - 1];
    if (cur !== undefined && `${cur} ${word}`.length <= max) lines[lines.length - 1] = `${cur} ${word}`;
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
  let body =
    `<defs><linearGradient id="obg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${panelBg[0]}"/><stop offset="1" stop-color="${panelBg[1]}"/></linearGradient>` +
    `<radialGradient id="ospot"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1200" height="600" fill="url(#obg)"/>` +
    `<circle cx="920" cy="300" r="260" fill="${accent}" opacity="0.9"/>` +
    // No tag such as "BESTSELLER" or "LIMITED STOCK": a picture cannot follow what the store sells or holds.
    `<circle cx="920" cy="300" r="226" fill="none" stroke="${fg}" stroke-width="4" stroke-dasharray="14 10" opacity="0.6"/>`;
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
