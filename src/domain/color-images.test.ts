import { describe, expect, it } from "vitest";
import { colorImageMap, defaultImages, imagesForColor, pickColorImages } from "./color-images";

const hoodie = {
  colors: ["#151515", "#F6F6F6", "#C5DDAC"],
  images: ["black-front", "black-back", "bone-front", "bone-back", "size-guide"],
  imageColors: ["", "#151515", "#f6f6f6", "#F6F6F6", ""],
};

describe("colour-true images", () => {
  it("the default colour's images (and untagged ones) make the spec's image list", () => {
    expect(defaultImages(hoodie)).toEqual(["black-front", "black-back", "size-guide"]);
  });

  it.each([
    ["#F6F6F6", ["bone-front", "bone-back"]],
    [" #f6f6f6 ", ["bone-front", "bone-back"]],
    ["#151515", ["black-front", "black-back", "size-guide"]],
    // A colour without images of its own shows the default colour's.
    ["#C5DDAC", ["black-front", "black-back", "size-guide"]],
    ["", ["black-front", "black-back", "size-guide"]],
    [null, ["black-front", "black-back", "size-guide"]],
  ])("%j shows %j", (color, expected) => {
    expect(imagesForColor(hoodie, color)).toEqual(expected);
  });

  it("maps only the other colours that have images, capped per colour when asked", () => {
    expect(colorImageMap(hoodie)).toEqual({ "#F6F6F6": ["bone-front", "bone-back"] });
    expect(colorImageMap(hoodie, 1)).toEqual({ "#F6F6F6": ["bone-front"] });
  });

  it("a product without tags has the one list for every colour", () => {
    const plain = { colors: ["#151515", "#F6F6F6"], images: ["a", "b"], imageColors: [] };
    expect(defaultImages(plain)).toEqual(["a", "b"]);
    expect(imagesForColor(plain, "#F6F6F6")).toEqual(["a", "b"]);
    expect(colorImageMap(plain)).toEqual({});
  });

  it("the client picks from the map the server sent, in any casing", () => {
    const map = colorImageMap(hoodie);
    expect(pickColorImages(defaultImages(hoodie), map, "#f6f6f6")).toEqual(["bone-front", "bone-back"]);
    expect(pickColorImages(defaultImages(hoodie), map, "#C5DDAC")).toEqual(["black-front", "black-back", "size-guide"]);
    expect(pickColorImages(["x"], undefined, "#F6F6F6")).toEqual(["x"]);
  });
});
