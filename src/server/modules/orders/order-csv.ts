import type { OrderRowView } from "../../../contracts/admin-orders";
import { indiaDateTime } from "../../../domain/india/india-day";
import { spreadsheetCsv } from "../../lib/spreadsheet-cell";

/** Orders a CSV export holds at most. */
export const ORDER_CSV_MAX_ROWS = 10_000;

const HEAD = ["order", "date (IST)", "status", "payment method", "paid", "refund due", "amount (INR)", "items", "customer", "email", "phone"];

/** Orders as the CSV a spreadsheet opens: one row an order, amounts in rupees, dates in India. */
export function ordersCsv(rows: OrderRowView[]): string {
  return spreadsheetCsv(
    HEAD,
    rows.map((r) => [
      r.number,
      indiaDateTime(new Date(r.date)),
      r.status,
      r.paymentMethod,
      r.paid ? "yes" : "no",
      r.refundDue ? "yes" : "no",
      r.amount.toFixed(2),
      String(r.items),
      r.customer,
      r.email,
      r.phone,
    ]),
  );
}
