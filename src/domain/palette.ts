export interface PaletteColor {
  hex: string;
  name: string;
}

// Two codes for one name are both real readings in the spec; keep both so either resolves.
export const PALETTE: PaletteColor[] = [
  { hex: "#F6F6F6", name: "Bone White" },
  { hex: "#151515", name: "Magma Black" },
  { hex: "#C5DDAC", name: "Moss Green" },
  { hex: "#2C2CBD", name: "Midnight Blue" },
  { hex: "#242E44", name: "Midnight Blue" },
  { hex: "#745539", name: "Amber Crust" },
  { hex: "#90867D", name: "Amber Crust" },
  { hex: "#FAEEB2", name: "Ivory Ember" },
];

const NAME_BY_HEX = new Map(PALETTE.map((c) => [c.hex, c.name]));

/** The colour's name; an unknown code is shown as the code itself, upper-cased. */
export function colorName(hex: string): string {
  const key = hex.trim().toUpperCase();
  return NAME_BY_HEX.get(key) ?? key;
}
