import { describe, expect, it } from "vitest";
import { compactDirectory, pinLookup, pinMatchesState, stateOfRow } from "./pincodes";

const rows = [
  { pincode: 411004, district: "Pune", state: "Maharashtra" },
  { pincode: 411004, district: "Pune", state: "Maharashtra" },
  { pincode: 400001, district: "Mumbai", state: "Maharashtra" },
  { pincode: 400001, district: "Mumbai", state: "Maharashtra" },
  { pincode: 400001, district: "Raigarh(MH)", state: "Maharashtra" },
  { pincode: 110001, district: "Central Delhi", state: "Delhi" },
  { pincode: 194101, district: "Leh", state: "Jammu & Kashmir" },
  { pincode: 190001, district: "Srinagar", state: "Jammu & Kashmir" },
  { pincode: 396230, district: "Dadra & Nagar Haveli", state: "Dadra & Nagar Haveli" },
  { pincode: 396230, district: "Dadra & Nagar Haveli", state: "Dadra & Nagar Haveli" },
  { pincode: 396230, district: "Valsad", state: "Gujarat" },
  { pincode: 12345, district: "Nowhere", state: "Delhi" },
  { pincode: 500001, district: "Hyderabad", state: "Atlantis" },
];

describe("PIN directory", () => {
  const lookup = pinLookup(JSON.parse(JSON.stringify(compactDirectory(rows, "test rows"))));

  it.each([
    ["411004", "Pune", "Maharashtra"],
    ["400001", "Mumbai", "Maharashtra"],
    ["110001", "Delhi", "Delhi"],
    ["194101", "Leh", "Ladakh"],
    ["190001", "Srinagar", "Jammu and Kashmir"],
    ["396230", "Dadra & Nagar Haveli", "Dadra and Nagar Haveli and Daman and Diu"],
    [" 411004 ", "Pune", "Maharashtra"],
  ])("%s -> %s, %s", (pin, city, state) => {
    expect(lookup(pin)).toMatchObject({ city, state });
  });

  it.each(["999999", "12345", "012345", "41100", "4110044", "abcdef", "", "500001"])("%j is not a known PIN", (pin) => {
    expect(lookup(pin)).toBeNull();
  });

  it("a PIN whose offices lie in two states matches both, and no other", () => {
    const place = lookup("396230")!;
    expect(pinMatchesState(place, "Gujarat")).toBe(true);
    expect(pinMatchesState(place, "dadra and nagar haveli and daman and diu")).toBe(true);
    expect(pinMatchesState(place, "Maharashtra")).toBe(false);
  });

  it.each([
    ["Chattisgarh", "Raipur", "Chhattisgarh"],
    ["Pondicherry", "Pondicherry", "Puducherry"],
    ["Andaman & Nicobar", "South Andaman", "Andaman and Nicobar Islands"],
    ["Daman & Diu", "Daman", "Dadra and Nagar Haveli and Daman and Diu"],
    ["TAMIL NADU", "Chennai", "Tamil Nadu"],
  ])("the directory's %s is %s's %s", (state, district, expected) => {
    expect(stateOfRow({ pincode: 1, district, state })).toBe(expected);
  });
});
