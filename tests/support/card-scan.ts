import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { sqlRows } from "./sql-rows";

/**
 * A number a card can carry: 12–19 digits, the first not 0 (it names the card's industry, and 0
 * names none that issues cards), passing the Luhn (mod 10) check every real card number passes.
 */
export function luhnValid(number: string): boolean {
  if (!/^[1-9]\d{11,18}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What a test sent as card data: numbers (spaced or not) and CVVs. */
export interface SentCardData {
  cardNumbers?: string[];
  cvvs?: string[];
}

/**
 * A run of 13 to 19 digits, spaced or dashed like a printed card, standing on its own: neither
 * side touches a letter, digit or other hex/base64 character. A SHA-256 in hex or a base64 token
 * often holds a long digit run, but always inside a longer token, so it is not taken for a card.
 */
const STANDALONE_DIGIT_RUN = /(?<![A-Za-z0-9+/=_-])\d(?:[ -]?\d){12,18}(?![A-Za-z0-9+/=_-]|[ -]?\d)/g;

/** A CVV next to the name a form or a request body would give it. */
const NAMED_CVV = /\b(?:cvv|cvc|csc|cvv2|security[ _-]?code)\b\W{0,4}\d{3,4}\b/i;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Card data in one piece of text: the numbers sent, wherever they sit, and any standalone Luhn-valid run. */
export function cardDataIn(text: string, sent: SentCardData = {}): string[] {
  const found = new Set<string>();
  for (const number of sent.cardNumbers ?? []) {
    const digits = number.replace(/\D/g, "");
    if (new RegExp(digits.split("").join("[ -]?")).test(text)) found.add(`card number ${digits}`);
  }
  for (const match of text.matchAll(STANDALONE_DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, "");
    if (luhnValid(digits)) found.add(`card number ${digits}`);
  }
  if (NAMED_CVV.test(text)) found.add("named CVV");
  for (const cvv of sent.cvvs ?? []) {
    if (text.trim() === cvv || new RegExp(`"${escapeRegExp(cvv)}"`).test(text)) found.add(`CVV ${cvv}`);
  }
  return [...found];
}

/** Columns whose names say they hold what the store must never keep. */
const CARD_COLUMN = /cvv|cvc|card_?number|pan_number/i;

/**
 * Every text, JSON and array column of every table, read as text and looked through for card
 * data; the answer names table, column and what was found, empty when the store kept none.
 */
export async function cardDataInTables(db: Db, sent: SentCardData = {}): Promise<string[]> {
  const columns = await sqlRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        order by c.table_name, c.column_name`,
  );
  if (columns.length === 0) throw new Error("no text columns to scan: is the schema migrated?");
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    if (CARD_COLUMN.test(column_name)) found.push(`${table_name}.${column_name}: a column for card data`);
    const rows = await sqlRows<{ v: string }>(
      db,
      sql.raw(`select "${column_name}"::text as v from "${table_name}" where "${column_name}"::text ~ '[0-9]'`),
    );
    for (const { v } of rows) for (const what of cardDataIn(v, sent)) found.push(`${table_name}.${column_name}: ${what}`);
  }
  return found;
}

/** Log lines holding card data, each named by its position and what was found. */
export function cardDataInLogs(lines: readonly string[], sent: SentCardData = {}): string[] {
  return lines.flatMap((line, i) => cardDataIn(line, sent).map((what) => `log line ${i + 1}: ${what}`));
}
