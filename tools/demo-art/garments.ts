import { type GarmentOptions, isLight, luminance, mirror, mix, svgDoc } from "./drawing";
import { type Ink, backPrint, frontPrint, inkFor } from "./motifs";

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
    for (const [x0, x1] of [
      [372, 362],
      [428, 438],
    ]) {
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
export function placed(o: GarmentOptions, id: string, cx: number, cy: number, scale: number, rotate = 0): string {
  const shadow = `<ellipse cx="400" cy="900" rx="280" ry="26" fill="#000" opacity="0.18"/>`;
  return `<g transform="translate(${cx} ${cy}) rotate(${rotate}) scale(${scale}) translate(-400 -500)">${shadow}${garmentGroup(o, id)}</g>`;
}
