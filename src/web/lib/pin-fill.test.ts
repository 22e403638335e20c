import { describe, expect, it } from "vitest";
import { afterPinChange, fillFromPin } from "./pin-fill";

describe("City and State after the PIN changes", () => {
  it("lose what the PIN filled in and keep what the shopper typed", () => {
    const filled = { city: "Pune", state: "Maharashtra" };
    expect(afterPinChange({ city: "Pune", state: "Maharashtra" }, filled)).toEqual({ city: "", state: "" });
    expect(afterPinChange({ city: "Kothrud", state: "Maharashtra" }, filled)).toEqual({ city: "Kothrud", state: "" });
    expect(afterPinChange({ city: "Pune", state: "Goa" }, null)).toEqual({ city: "Pune", state: "Goa" });
  });

  it("a PIN fills City only where none is typed, and always its State", () => {
    const bengaluru = { city: "Bangalore", state: "Karnataka" };
    expect(fillFromPin({ city: "", state: "" }, bengaluru)).toEqual({ place: bengaluru, filled: bengaluru });
    const typed = fillFromPin({ city: "Bengaluru", state: "Goa" }, bengaluru);
    expect(typed).toEqual({ place: { city: "Bengaluru", state: "Karnataka" }, filled: { city: null, state: "Karnataka" } });
    // A new PIN then takes away the State it filled, and leaves the typed City.
    expect(afterPinChange(typed.place, typed.filled)).toEqual({ city: "Bengaluru", state: "" });
  });
});
