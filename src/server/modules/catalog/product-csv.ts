import { parse } from "csv-parse/sync";
import {
  CSV_MAX_BYTES,
  CSV_MAX_LINES,
  CSV_PROBLEMS_LISTED,
  type ImportProblem,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from "../../../contracts/admin-products";
import { PRODUCT_FIELDS, type ProductField } from "../../../domain/console-catalog";
import { csvLinesToFix, CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { AppError, badRequest } from "../../http/errors";
import { spreadsheetCsv, spreadsheetValue } from "../../lib/spreadsheet-cell";
import type { EditableFields } from "./product-fields";

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
export const listCell = (items: readonly string[]) => items.join("; ");

/** One product's stock: "size|COLOUR" → count. */
export type StockCells = Map<string, number>;
export const cellKey = (size: string, color: string) => `${size}|${color.toUpperCase()}`;

export function formatStock(sizes: string[], colors: string[], stock: StockCells): string {
  return listCell(sizes.flatMap((size) => colors.map((color) => `${size}/${color.toUpperCase()}=${stock.get(cellKey(size, color)) ?? 0}`)));
}

const cellOf = (value: string | number | boolean | readonly string[]): string =>
  typeof value === "boolean" ? (value ? "yes" : "no") : Array.isArray(value) ? listCell(value) : String(value);

/** A product's fields and stock as its CSV row: lists as "a; b", colours in capitals, yes or no, numbers as written. */
export function csvRecord(id: string, fields: EditableFields, stock: StockCells): CsvRecord {
  const written = { ...fields, colors: fields.colors.map((c) => c.toUpperCase()) };
  const cells = Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, cellOf(written[f])])) as Record<ProductField, string>;
  return { id, ...cells, stock: formatStock(fields.sizes, fields.colors, stock) };
}

/** One thing wrong on one line, worded as the console shows it: "Line 7, price: …". */
export type LineProblem = ImportProblem;

export const lineProblem = (line: number, field: string, message: string): LineProblem => ({
  line,
  field,
  message: `Line ${line}, ${field}: ${message}`,
});

/** The cells a stock column lists; each cell that is not one of the row's sizes and colours is a problem. */
export function parseStock(text: string, sizes: string[], colors: string[], line: number): { cells: StockCells; problems: LineProblem[] } {
  const cells: StockCells = new Map();
  const problems: LineProblem[] = [];
  const upper = colors.map((c) => c.toUpperCase());
  const refuse = (message: string) => problems.push(lineProblem(line, "stock", message));
  for (const token of listOf(text)) {
    const m = token.match(/^([^/=]+?)\s*\/\s*(#?[0-9A-Fa-f]{6})\s*=\s*(\d{1,6})$/);
    if (!m) {
      refuse(`"${token}" is not SIZE/#COLOUR=COUNT, as in M/#151515=12.`);
      continue;
    }
    const [, size, rawColor, count] = m;
    const color = (rawColor.startsWith("#") ? rawColor : `#${rawColor}`).toUpperCase();
    if (!sizes.includes(size)) refuse(`${size} is not one of this product's sizes.`);
    else if (!upper.includes(color)) refuse(`${color} is not one of this product's colours.`);
    else if (Number(count) > 100_000) refuse("Stock is at most 100000.");
    else cells.set(cellKey(size, color), Number(count));
  }
  return { cells, problems };
}

/**
 * The refusal of a file with bad lines: every problem once, in the file's order (by line, then
 * column), the first CSV_PROBLEMS_LISTED of them listed. One problem is its own message.
 */
export function linesRefused(found: LineProblem[]): AppError {
  const column = (field: string) => PRODUCT_CSV_COLUMNS.indexOf(field as ProductCsvColumn);
  const problems = [...new Map(found.map((p) => [p.message, p])).values()].sort((a, b) => a.line - b.line || column(a.field) - column(b.field));
  const listed = problems.slice(0, CSV_PROBLEMS_LISTED);
  const lines = new Set(problems.map((p) => p.line)).size;
  const message = problems.length === 1 ? problems[0].message : csvLinesToFix(problems.length, lines, listed.length);
  return new AppError("bad_request", message, problems[0].field, { problems: listed, more: problems.length - listed.length });
}

export function toCsv(records: CsvRecord[]): string {
  return spreadsheetCsv(
    PRODUCT_CSV_COLUMNS,
    records.map((r) => PRODUCT_CSV_COLUMNS.map((c) => r[c])),
  );
}

/** What went wrong reading the file, by csv-parse's code, for the line it stopped at. */
const UNREADABLE: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED:
    'a cell opens a quote (") that is never closed, so the file cannot be read past it. Close the quote, or write a quote inside a cell as two ("").',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell goes on after its closing quote. Write a quote inside a cell as two ("").',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted cell goes on after its closing quote. Write a quote inside a cell as two ("").',
  INVALID_OPENING_QUOTE: 'a cell has a quote (") inside it. Put the whole cell in quotes and write the quote as two ("").',
};
const UNREADABLE_ELSE = "the file cannot be read as CSV here. Save it again from the spreadsheet as CSV with commas.";

/** A parser error in a merchant's words, naming the line as a spreadsheet numbers it. */
function unreadable(err: unknown): AppError {
  const e = err as { code?: string; header?: boolean; records?: number; record?: unknown[]; columns?: unknown[] };
  const line = e.header || e.records === undefined ? 1 : e.records + 2;
  const cellCount =
    e.code === "CSV_RECORD_INCONSISTENT_COLUMNS" || e.code === "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH"
      ? `it has ${e.record?.length ?? "a different number of"} cells where the header has ${e.columns?.length ?? "another number of"} columns. A cell that holds a comma must be in quotes.`
      : undefined;
  return badRequest(`Line ${line}: ${cellCount ?? UNREADABLE[e.code ?? ""] ?? UNREADABLE_ELSE}`, "csv");
}

/** Columns a file may leave out: a new product has no id, and files written before `returnable` lack it (read as yes). */
const OPTIONAL_COLUMNS = new Set<ProductCsvColumn>(["id", "stock", "returnable"]);

/**
 * The file's products with their spreadsheet line; a file over 2 MB is a 413, a malformed file, a
 * missing column or more than CSV_MAX_LINES products a 400 naming it.
 */
export function fromCsv(text: string): { line: number; record: CsvRecord }[] {
  if (Buffer.byteLength(text) > CSV_MAX_BYTES) throw new AppError("payload_too_large", M.csvTooBig, "csv");
  const body = text.replace(/^\uFEFF/, "");
  // Excel in many locales saves "CSV" with semicolons; read as commas it would be one long column.
  const header = body.slice(0, body.search(/\r?\n|$/));
  if (header.includes(";") && !header.includes(",")) throw badRequest(M.csvSemicolons, "csv");
  let rows: { record: Record<string, string>; info: { records: number } }[];
  try {
    rows = parse(body, { columns: true, info: true, skip_empty_lines: true, trim: false, bom: true });
  } catch (err) {
    throw unreadable(err);
  }
  if (rows.length === 0) throw badRequest(M.csvEmpty, "csv");
  if (rows.length > CSV_MAX_LINES) throw badRequest(M.csvTooManyLines(CSV_MAX_LINES, rows.length), "csv");
  const columns = Object.keys(rows[0].record);
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => !OPTIONAL_COLUMNS.has(c) && !columns.includes(c));
  if (missing.length) throw badRequest(`Line 1: the header lacks ${missing.join(", ")}.`, "csv");
  return rows.map((r) => ({
    line: r.info.records + 1,
    record: Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, spreadsheetValue(r.record[c] ?? "")])) as CsvRecord,
  }));
}
