import { describe, expect, it } from "vitest";
import { auditChanges, auditTarget } from "./audit-entry";

describe("an audit entry as the log shows it", () => {
  it("lists only the fields a change touched, before and after", () => {
    const before = { name: "Block Print Tee", price: 999, sizes: ["S", "M"], status: "draft" };
    const after = { name: "Block Print Tee", price: 899, sizes: ["S", "M", "L"], status: "draft" };
    expect(auditChanges(before, after)).toEqual([
      { field: "price", before: "999", after: "899" },
      { field: "sizes", before: "S, M", after: "S, M, L" },
    ]);
  });

  it("lists the filled fields of a created or removed record, and nothing when there are no copies", () => {
    expect(auditChanges(null, { email: "ravi@dhaaga.test", role: "staff", note: null })).toEqual([
      { field: "email", after: "ravi@dhaaga.test" },
      { field: "role", after: "staff" },
    ]);
    expect(auditChanges({ code: "FLAT10", note: "" }, undefined)).toEqual([{ field: "code", before: "FLAT10" }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it("names the target as the console does and links to its page", () => {
    const id = "5f0c2a9e-1d2b-4c3d-8e9f-0a1b2c3d4e5f";
    expect(
      auditTarget({ action: "product.update", targetType: "product", targetId: id, before: { name: "Old" }, after: { name: "Block Print Tee" } }),
    ).toEqual({
      label: "Product Block Print Tee",
      href: `/admin/products/${id}`,
    });
    expect(auditTarget({ action: "product.delete", targetType: "product", targetId: id, before: { name: "Block Print Tee" }, after: null })).toEqual({
      label: "Product Block Print Tee",
    });
    expect(auditTarget({ action: "order.cancel", targetType: "order", targetId: id, before: {}, after: {} })).toEqual({
      label: "Order #5F0C2A9E",
      href: `/admin/orders/${id}`,
    });
    expect(auditTarget({ action: "staff.invite", targetType: "admin", targetId: "neha@dhaaga.test", before: null, after: null })).toEqual({
      label: "Console account neha@dhaaga.test",
      href: "/admin/staff",
    });
    expect(auditTarget({ action: "settings.low-stock", targetType: "settings", targetId: "low_stock_threshold", before: null, after: null })).toEqual(
      {
        label: "Setting low stock threshold",
      },
    );
    expect(auditTarget({ action: "settings.change", targetType: "settings", targetId: null, before: { codFee: 0 }, after: { codFee: 25 } })).toEqual({
      label: "Shop settings",
    });
    expect(auditTarget({ action: "shopper.view", targetType: "user", targetId: id, before: null, after: null })).toEqual({
      label: "Shopper",
      href: `/admin/shoppers/${id}`,
    });
    expect(auditTarget({ action: "orders.export", targetType: "orders", targetId: null, before: null, after: { status: "" } })).toEqual({
      label: "Orders (CSV export)",
    });
  });
});
