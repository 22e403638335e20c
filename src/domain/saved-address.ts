/** The checkout's box that keeps the order's address in the profile, ticked for a shopper with none saved (decision 216). */
export const SAVE_ADDRESS_LABEL = "Save this address to my profile";

/** A saved address as the profile keeps it. */
export interface SavedAddressFields {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

const norm = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s*([,.#/-])\s*/g, "$1")
    .replace(/\s+/g, " ")
    .replace(/[,.]+$/, "")
    .trim();

/** Two addresses with the same key are one place: case, spacing and punctuation around commas do not count. */
export const addressKey = (a: SavedAddressFields) => [a.street, a.city, a.state, a.zip.replace(/\s+/g, ""), a.country].map(norm).join("|");

/** The address on one line, as the shopper typed it: "12 FC Road, Pune, Maharashtra 411004, India". */
export const addressLine = (a: SavedAddressFields) => `${a.street}, ${a.city}, ${a.state ? `${a.state} ` : ""}${a.zip}, ${a.country}`;
