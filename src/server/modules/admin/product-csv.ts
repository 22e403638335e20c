import { parse } from "csv-parse/sync";
import { CSV_MAX_BYTES, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from "../../../contracts/admin-products";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { AppError, badRequest } from "../../http/errors";
import { spreadsheetCsv, spreadsheetValue } from "../../lib/spreadsheet-cell";

/**
 * Products as CSV: one row a product, every field the console edits, and its stock as
 * `SIZE/#COLOUR=COUNT` cells. Lists (sizes, colours, stock cells) are separated by semicolons, as
 * kids' sizes hold spaces ("2-4 yr"). Lines are counted as a spreadsheet numbers its
 * rows: the header is line 1, the first product line 2. Cells that a spreadsheet would run as a
 * formula are written with a leading `'`, which reading the file takes away again.
 */

export type CsvRecord = Record<ProductCsvColumn, string>;

/** A list cell's items, and a list as a cell. */
export const listOf = (cell: string) =>
  cell
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
export const listCell = (items: string[]) => items.join("; ");

/** One product's stock: "size|COLOUR" → count. */
export type StockCells = Map<string, number>;
export const cellKey = (size: string, color: string) => `${size}|${color.toUpperCase()}`;

export function formatStock(sizes: string[], colors: string[], stock: StockCells): string {
  return listCell(sizes.flatMap((size) => colors.map((color) => `${size}/${color.toUpperCase()}=${stock.get(cellKey(size, color)) ?? 0}`)));
}

/** The cells a stock column lists; a cell that is not one of the row's sizes and colours is refused. */
export function parseStock(text: string, sizes: string[], colors: string[], line: number): StockCells {
  const cells: StockCells = new Map();
  const upper = colors.map((c) => c.toUpperCase());
  for (const token of listOf(text)) {
    const m = token.match(/^([^/=]+?)\s*\/\s*(#?[0-9A-Fa-f]{6})\s*=\s*(\d{1,6})$/);
    if (!m) throw lineError(line, "stock", `"${token}" is not SIZE/#COLOUR=COUNT, as in M/#151515=12.`);
    const [, size, rawColor, count] = m;
    const color = (rawColor.startsWith("#") ? rawColor : `#${rawColor}`).toUpperCase();
    if (!sizes.includes(size)) throw lineError(line, "stock", `${size} is not one of this product's sizes.`);
    if (!upper.includes(color)) throw lineError(line, "stock", `${color} is not one of this product's colours.`);
    if (Number(count) > 100_000) throw lineError(line, "stock", "Stock is at most 100000.");
    cells.set(cellKey(size, color), Number(count));
  }
  return cells;
}

export function lineError(line: number, field: string, message: string) {
  return badRequest(`Line ${line}, ${field}: ${message}`, field);
}

export function toCsv(records: CsvRecord[]): string {
  return spreadsheetCsv(
    PRODUCT_CSV_COLUMNS,
    records.map((r) => PRODUCT_CSV_COLUMNS.map((c) => r[c])),
  );
}

/**
 * The file's products with their spreadsheet line; a file over 2 MB is a 413, a malformed file or a
 * missing column a 400 naming it.
 */
export function fromCsv(text: string): { line: number; record: CsvRecord }[] {
  if (Buffer.byteLength(text) > CSV_MAX_BYTES) throw new AppError("payload_too_large", M.csvTooBig, "csv");
  let rows: { record: Record<string, string>; info: { records: number } }[];
  try {
    rows = parse(text.replace(/^\uFEFF/, ""), { columns: true, info: true, skip_empty_lines: true, trim: false, bom: true });
  } catch (err) {
    const e = err as { message?: string; lines?: number };
    throw badRequest(`Line ${e.lines ?? "?"}: the file is not valid CSV (${e.message ?? String(err)}).`, "csv");
  }
  if (rows.length === 0) throw badRequest(M.csvEmpty, "csv");
  const header = Object.keys(rows[0].record);
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => c !== "id" && c !== "stock" && !header.includes(c));
  if (missing.length) throw badRequest(`Line 1: the header lacks ${missing.join(", ")}.`, "csv");
  return rows.map((r) => ({
    line: r.info.records + 1,
    record: Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, spreadsheetValue(r.record[c] ?? "")])) as CsvRecord,
  }));
}
