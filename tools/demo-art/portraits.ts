import { LEAF, PINK, SAFFRON, TEAL, svgDoc } from "./drawing";

// ── Animal portraits ────────────────────────────────────────────────────────

const DARK = "#2B2118";

function eyes(xl: number, xr: number, y: number, r: number, color = DARK): string {
  return [xl, xr]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 1.15}" fill="${color}"/><circle cx="${x + r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.35}" fill="#fff"/>`,
    )
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
