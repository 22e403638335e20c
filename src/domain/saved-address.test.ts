import { describe, expect, it } from "vitest";
import { addressKey, addressLine } from "./saved-address";

const home = { street: "12 FC Road, Shivajinagar", city: "Pune", state: "Maharashtra", zip: "411004", country: "India" };

describe("addressKey: one place, however it is typed", () => {
  it.each([
    { ...home, street: "12 fc road ,  shivajinagar" },
    { ...home, street: "12 FC Road, Shivajinagar.", city: " PUNE " },
    { ...home, zip: "411 004", country: "india" },
  ])("%o is the same address", (typed) => {
    expect(addressKey(typed)).toBe(addressKey(home));
  });

  it.each([
    { ...home, street: "14 FC Road, Shivajinagar" },
    { ...home, city: "Pimpri" },
    { ...home, zip: "411005" },
    { ...home, state: "" },
  ])("%o is another address", (other) => {
    expect(addressKey(other)).not.toBe(addressKey(home));
  });
});

it("addressLine reads as one line", () => {
  expect(addressLine(home)).toBe("12 FC Road, Shivajinagar, Pune, Maharashtra 411004, India");
  expect(addressLine({ ...home, state: "" })).toBe("12 FC Road, Shivajinagar, Pune, 411004, India");
});
