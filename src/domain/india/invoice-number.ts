/** India's financial year runs 1 April to 31 March: "2026-27". Decided on the date in India. */
export function financialYear(instant: Date): string {
  const ist = new Date(instant.getTime() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}
