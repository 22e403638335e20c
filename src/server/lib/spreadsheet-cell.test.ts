import { describe, expect, it } from "vitest";
import { spreadsheetCsv, spreadsheetSafe, spreadsheetValue } from "./spreadsheet-cell";

describe("spreadsheet cells", () => {
  it.each(['=HYPERLINK("http://x")', "+91 98123 45678", "-5", "@SUM(A1)", "\tx", "\rx"])("puts a quote before %j", (v) => {
    expect(spreadsheetSafe(v)).toBe(`'${v}`);
  });

  it.each(["Oversized Tee", "", "5-pack", "a=b", "'quoted'", "#151515"])("leaves %j as it is", (v) => {
    expect(spreadsheetSafe(v)).toBe(v);
  });

  it.each(["=1+1", "'=1+1", "''-2", "plain", "'plain", "", "-"])("reads %j back exactly", (v) => {
    expect(spreadsheetValue(spreadsheetSafe(v))).toBe(v);
  });

  it("make a UTF-8 file with a byte-order mark, CRLF lines and quoted commas", () => {
    expect(
      spreadsheetCsv(
        ["name", "price"],
        [
          ["Ivory, Ember", "₹899"],
          ["=1+1", "-5"],
        ],
      ),
    ).toBe("\uFEFFname,price\r\n\"Ivory, Ember\",₹899\r\n'=1+1,'-5\r\n");
  });
});
