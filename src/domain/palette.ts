import { colourName } from "./vocabulary";

/** The colour's name from the vocabulary in force; an unknown code is shown as the code itself, upper-cased. */
export function colorName(hex: string): string {
  return colourName(hex);
}
