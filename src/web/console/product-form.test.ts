import { describe, expect, it } from "vitest";
import { colourOrder } from "./product-form";

describe("the colours a product form saves", () => {
  it("keep the product's order, so its default colour stays first; new ones come after", () => {
    const current = ["#FAEEB2", "#F6F6F6"];
    expect(colourOrder(["#F6F6F6", "#FAEEB2"], current)).toEqual(["#FAEEB2", "#F6F6F6"]);
    expect(colourOrder(["#151515", "#F6F6F6", "#FAEEB2"], current)).toEqual(["#FAEEB2", "#F6F6F6", "#151515"]);
    expect(colourOrder(["#F6F6F6"], current)).toEqual(["#F6F6F6"]);
    expect(colourOrder(["#151515", "#F6F6F6"])).toEqual(["#151515", "#F6F6F6"]);
  });
});
