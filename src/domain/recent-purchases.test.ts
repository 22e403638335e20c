import { describe, expect, it } from "vitest";
import { buyerPhrase, purchaseWhen, shownFirstName } from "./recent-purchases";

describe("recent purchases, as the panel may say them", () => {
  it.each([
    ["Asha Verma", "Asha"],
    ["  Zoë ", "Zoë"],
    ["D'Souza", "D'Souza"],
    ["Mary-Ann", "Mary-Ann"],
    ["अनन्या", "अनन्या"],
    ["www.fake.example", null],
    ["<b>Asha</b>", null],
    ["Asha2", null],
    ["", null],
    ["A".repeat(25), null],
  ])("first name of %j is %j", (name, shown) => {
    expect(shownFirstName(name)).toBe(shown);
  });

  it("says today for the same day in India, this week before it", () => {
    // 00:10 in India on the 24th is 18:40 UTC on the 23rd.
    const now = new Date("2026-11-23T18:40:00Z");
    expect(purchaseWhen(new Date("2026-11-23T18:35:00Z"), now)).toBe("today");
    expect(purchaseWhen(new Date("2026-11-23T18:25:00Z"), now)).toBe("this week");
  });

  it("names the buyer and city only together, else the state", () => {
    expect(buyerPhrase({ firstName: "Asha", city: "Pune", state: "Maharashtra" })).toBe("Asha from Pune");
    expect(buyerPhrase({ firstName: null, city: null, state: "Maharashtra" })).toBe("Someone in Maharashtra");
  });
});
