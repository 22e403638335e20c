/** The City and State a PIN code filled in, kept so that a new PIN takes away only those. */
export type PinFilled = { city: string; state: string } | null;

/**
 * City and State once the PIN that filled them has changed: what the PIN put there goes, what the
 * shopper typed over it stays. Checkout's and the profile's address forms both follow this.
 */
export function afterPinChange(place: { city: string; state: string }, filled: PinFilled): { city: string; state: string } {
  if (!filled) return place;
  return { city: place.city === filled.city ? "" : place.city, state: place.state === filled.state ? "" : place.state };
}
