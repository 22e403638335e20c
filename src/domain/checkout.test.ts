import { describe, expect, it } from "vitest";
import { AddressSchema } from "./checkout";

const GOOD = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.com",
  street: "12 FC Road",
  city: "Pune",
  state: "Maharashtra",
  zipcode: "411004",
  country: "India",
  phone: "9876543210",
};

/** The first message for each field, as the delivery form shows it under that field. */
function messages(input: Record<string, unknown>) {
  const r = AddressSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
}

describe("delivery address", () => {
  it("accepts a complete address", () => {
    expect(AddressSchema.safeParse(GOOD).success).toBe(true);
  });

  it.each([
    ["firstName", "First name is required."],
    ["lastName", "Last name is required."],
    ["email", "Email is required."],
    ["street", "Street is required."],
    ["city", "City is required."],
    ["zipcode", "PIN code is required."],
    ["country", "Country is required."],
    ["phone", "Phone is required."],
  ])("%s is required", (field, message) => {
    for (const value of [undefined, "", "   "]) {
      expect(messages({ ...GOOD, [field]: value })).toEqual({ [field]: message });
    }
  });

  it.each([
    ["41100", false],
    ["4110041", false],
    ["41100a", false],
    [" 411004 ", true],
    ["560001", true],
  ])("PIN code %j accepted: %s", (zipcode, ok) => {
    expect(messages({ ...GOOD, zipcode })).toEqual(ok ? {} : { zipcode: "PIN code must be 6 digits." });
  });

  it.each(["011004", "000000"])("six digits no PIN code can be (%j) are not a valid PIN code", (zipcode) => {
    expect(messages({ ...GOOD, zipcode })).toEqual({ zipcode: "Enter a valid PIN code." });
  });

  it.each([
    ["987654321", false],
    ["98765432101", false],
    ["+919876543210", false],
    ["5876543210", false],
    ["98765-43210", false],
    ["6000000000", true],
    ["9876543210", true],
  ])("phone %j accepted: %s", (phone, ok) => {
    expect(messages({ ...GOOD, phone })).toEqual(ok ? {} : { phone: "Phone must be a 10-digit mobile number." });
  });

  it.each([
    ["Maharashtra", true],
    ["Jammu and Kashmir", true],
    ["", true],
    [undefined, true],
    ["California", false],
    ["maharashtra ", false],
  ])("state %j accepted: %s", (state, ok) => {
    expect(messages({ ...GOOD, state })).toEqual(ok ? {} : { state: "Please choose a state from the list." });
  });

  it("leaves the state empty when it is not given", () => {
    const { state: _, ...rest } = GOOD;
    expect(AddressSchema.parse(rest).state).toBe("");
  });

  it("refuses a malformed email", () => {
    expect(messages({ ...GOOD, email: "asha@" })).toEqual({ email: "Please enter a valid email." });
  });
});
