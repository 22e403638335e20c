import { describe, expect, it } from "vitest";
import { afterPinChange } from "./pin-fill";

describe("City and State after the PIN changes", () => {
  it("lose what the PIN filled in and keep what the shopper typed", () => {
    const filled = { city: "Pune", state: "Maharashtra" };
    expect(afterPinChange({ city: "Pune", state: "Maharashtra" }, filled)).toEqual({ city: "", state: "" });
    expect(afterPinChange({ city: "Kothrud", state: "Maharashtra" }, filled)).toEqual({ city: "Kothrud", state: "" });
    expect(afterPinChange({ city: "Pune", state: "Goa" }, null)).toEqual({ city: "Pune", state: "Goa" });
  });
});
