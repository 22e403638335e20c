import { describe, expect, it } from "vitest";
import { buildInvoice } from "./invoice";

const seller = { legalName: "Dhaaga Apparel Private Limited", address: "Pune", state: "Maharashtra", gstin: "27AABCD1234E1Z5" };
const buyer = (state: string) => ({ name: "Asha Verma", address: "Somewhere", state, phone: "9876543210", email: "a@example.com" });
const base = { number: "DH/2026-27/000001", date: new Date("2026-11-24T10:00:00Z"), orderId: "o1", paymentMethod: "cod" };
const tee = { name: "Tee", size: "L", color: "#151515", hsn: "6109", quantity: 2, netPaise: 161820, gstRate: null };
const hoodie = { name: "Hoodie", size: "M", color: "#F6F6F6", hsn: "6110", quantity: 1, netPaise: 269910, gstRate: null };

describe("the invoice of an order", () => {
  it("adds up to the order amount, fees included, at the principal line's rate and HSN", () => {
    const inv = buildInvoice({
      ...base,
      seller,
      buyer: buyer("Karnataka"),
      lines: [tee, hoodie],
      fees: { deliveryFeePaise: 0, codFeePaise: 4900 },
      amountPaise: 436630,
    });
    expect(inv.gst.intraState).toBe(false);
    expect(inv.gst.lines.map((l) => [l.description, l.hsn, l.rate, l.taxablePaise, l.igstPaise])).toEqual([
      ["Tee (L, Magma Black)", "6109", 5, 154114, 7706],
      ["Hoodie (M, Bone White)", "6110", 18, 228737, 41173],
      ["Cash on delivery fee", "6110", 18, 4153, 747],
    ]);
    expect(inv.gst.taxablePaise + inv.gst.igstPaise).toBe(436630);
    expect(inv.totalInWords).toBe("Rupees Four Thousand Three Hundred Sixty-Six and Thirty Paise Only");
  });

  it("keeps the rate a line was sold at", () => {
    const inv = buildInvoice({
      ...base,
      seller,
      buyer: buyer("Maharashtra"),
      lines: [{ ...hoodie, gstRate: 5 }],
      fees: { deliveryFeePaise: 0, codFeePaise: 0 },
      amountPaise: 269910,
    });
    expect(inv.gst.lines[0]).toMatchObject({ rate: 5, cgstPaise: 6426, sgstPaise: 6427, igstPaise: 0 });
  });

  it("refuses to issue an invoice that does not add up to what was charged", () => {
    expect(() =>
      buildInvoice({ ...base, seller, buyer: buyer("Kerala"), lines: [tee], fees: { deliveryFeePaise: 0, codFeePaise: 0 }, amountPaise: 161821 }),
    ).toThrow(/adds up to 161820/);
  });
});
