import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet opens as text. A value starting with = + - @ (or a tab or carriage return)
 * would run as a formula, so it gets a leading `'`, and so does a value that already starts with
 * quotes before such a character, so that reading the file back takes exactly one `'` away.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

export const spreadsheetSafe = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** The value a `spreadsheetSafe` cell stood for; other cells are as they are. */
export const spreadsheetValue = (cell: string) => (GUARDED.test(cell) ? cell.slice(1) : cell);

/**
 * Rows as a CSV file a spreadsheet opens as meant: a header line, formula-safe cells, CRLF lines,
 * and UTF-8 with a byte-order mark, without which Excel reads ₹ and Indian scripts as another
 * encoding's letters. Every CSV the console writes is made here.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(
    [header, ...rows].map((row) => row.map(spreadsheetSafe)),
    { bom: true, record_delimiter: "\r\n" },
  );
}
