/**
 * The City and State a PIN code filled in, kept so that a new PIN takes away only those. City is
 * null when the PIN left the shopper's own City in place.
 */
export type PinFilled = { city: string | null; state: string } | null;

type Place = { city: string; state: string };

/**
 * What a PIN puts in City and State: the State it lies in, and its City only where the shopper has
 * not typed one (theirs may be the newer name, "Bengaluru" for the directory's "Bangalore", or
 * their own script). Returns the new City and State and what the PIN filled.
 */
export function fillFromPin(place: Place, pin: Place): { place: Place; filled: NonNullable<PinFilled> } {
  const typed = place.city.trim() !== "";
  return { place: { city: typed ? place.city : pin.city, state: pin.state }, filled: { city: typed ? null : pin.city, state: pin.state } };
}

/**
 * City and State once the PIN that filled them has changed: what the PIN put there goes, what the
 * shopper typed over it stays. Checkout's and the profile's address forms both follow this.
 */
export function afterPinChange(place: Place, filled: PinFilled): Place {
  if (!filled) return place;
  return { city: place.city === filled.city ? "" : place.city, state: place.state === filled.state ? "" : place.state };
}
