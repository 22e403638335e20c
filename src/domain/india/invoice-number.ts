/** India's financial year runs 1 April to 31 March: "2026-27". Decided on the date in India. */
export function financialYear(instant: Date): string {
  const ist = new Date(instant.getTime() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** Digits of an invoice's number within its series: "DH/2026-27/000123". More when a year passes 999999. */
export const INVOICE_SEQUENCE_DIGITS = 6;

/** An invoice series, "DH/2026-27/": it restarts at 1 every financial year, with no gaps. */
export function invoiceSeries(prefix: string, fy: string): string {
  return `${prefix}/${fy}/`;
}

/** The credit notes' own series beside it, "DH/CN/2026-27/": gap-free per financial year too. */
export function creditNoteSeries(prefix: string, fy: string): string {
  return `${prefix}/CN/${fy}/`;
}

/** The prefix an invoice number was issued with: "DH" of "DH/2026-27/000123". */
export function invoicePrefixOf(invoiceNumber: string): string {
  return invoiceNumber.split("/").slice(0, -2).join("/");
}
