import { describe, expect, it } from "vitest";
import { didYouMean, editDistance, everyWordBegins, nearestWord, plainWords, searchableText, searchTerms, withSynonyms } from "./search-words";

const SYNONYMS = [
  { term: "hoody", means: "hoodie" },
  { term: "t shirt", means: "tee" },
  { term: "shirt", means: "tee" },
  { term: "sweat shirt", means: "sweatshirt" },
  { term: "kala", means: "black" },
];

describe("search words", () => {
  it.each([
    ["  Magma   BLACK\tTee ", "magma black tee"],
    ["T-Shirt", "t shirt"],
    ["100%_cotton\\tee", "100 cotton tee"],
    ["hoodie 🔥🔥", "hoodie"],
    ["％", ""],
  ])("reads %j as the plain words %j", (text, words) => {
    expect(plainWords(text)).toBe(words);
  });

  it("puts the catalog's word for a synonym, the longest terms first and whole words only", () => {
    expect(withSynonyms("kala sweat shirt", SYNONYMS)).toBe("black sweatshirt");
    expect(withSynonyms("t shirt", SYNONYMS)).toBe("tee");
    expect(withSynonyms("hoodyx shirts", SYNONYMS)).toBe("hoodyx shirts");
  });

  it("looks for each word once, without stop words, at most eight", () => {
    expect(searchTerms("Hoody for the KIDS hoody", SYNONYMS)).toEqual({ phrase: "hoodie for the kids hoodie", words: ["hoodie", "kids"] });
    expect(searchTerms("bacchon ki tee", SYNONYMS).words).toEqual(["bacchon", "tee"]);
    expect(searchTerms("a b c d e f g h i j k", []).words).toHaveLength(8);
    expect(searchTerms("%_\\", SYNONYMS).words).toEqual([]);
  });

  it("knows a category by the start of each word, and by its synonyms", () => {
    expect(everyWordBegins(searchTerms("hood", SYNONYMS), searchableText("Hoodies", SYNONYMS))).toBe(true);
    expect(everyWordBegins(searchTerms("t shirt", SYNONYMS), searchableText("Oversized T-Shirts", [{ term: "t shirts", means: "tee" }]))).toBe(true);
    expect(everyWordBegins(searchTerms("odies", SYNONYMS), searchableText("Hoodies", SYNONYMS))).toBe(false);
  });

  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("tgier", "tiger")).toBe(1);
    expect(editDistance("hoodie", "hoodie")).toBe(0);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("offers the nearest catalog words for a search that found nothing, and nothing when none is near", () => {
    const vocabulary = ["hoodie", "lotus", "tiger", "tee"];
    expect(nearestWord("tgier", vocabulary)).toBe("tiger");
    expect(didYouMean(searchTerms("zxqv tgier", []), vocabulary)).toBe("tiger");
    expect(didYouMean(searchTerms("lotsu hodie", []), vocabulary)).toBe("lotus hoodie");
    expect(didYouMean(searchTerms("qwertyuiop", []), vocabulary)).toBeNull();
    expect(didYouMean(searchTerms("tiger", []), vocabulary)).toBeNull();
  });
});
