import type { AuditEntry } from "../../contracts/admin-audit";
import { orderNumber } from "../../domain/orders";

/** One field an audit entry changed; a side that did not exist (created, deleted) is undefined. */
export interface AuditChange {
  field: string;
  before?: string;
  after?: string;
}

type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => typeof v === "object" && v !== null && !Array.isArray(v);

/** A value as the log shows it: text as it is, lists joined, nothing as "—". */
function shown(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "string") return v;
  if (Array.isArray(v) && v.every((x) => typeof x !== "object" || x === null)) return v.map(shown).join(", ");
  return JSON.stringify(v);
}

/**
 * What an entry changed, field by field: only the fields whose value differs between the copies
 * kept before and after; every field that holds something of a record created or removed.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = isFields(before) ? before : undefined;
  const a = isFields(after) ? after : undefined;
  if (!b && !a) return [];
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  if (!b || !a) {
    const only = (a ?? b)!;
    return fields.filter((f) => shown(only[f]) !== "—").map((field) => ({ field, [a ? "after" : "before"]: shown(only[field]) }));
  }
  return fields
    .filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f]))
    .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }));
}

/** What an entry was about, named as the console names it, with its page where it has one. */
export function auditTarget(e: Pick<AuditEntry, "action" | "targetType" | "targetId" | "before" | "after">): { label: string; href?: string } {
  const t = target(e);
  // A removed record has no page to open.
  return e.action.endsWith(".delete") ? { label: t.label } : t;
}

function target(e: Pick<AuditEntry, "targetType" | "targetId" | "before" | "after">): { label: string; href?: string } {
  const id = e.targetId ?? "";
  const copy = (isFields(e.after) ? e.after : isFields(e.before) ? e.before : {}) as Fields;
  const name = typeof copy.name === "string" && copy.name ? copy.name : undefined;
  switch (e.targetType) {
    case "product":
      return { label: `Product ${name ?? id}`, href: `/admin/products/${id}` };
    case "order":
      return { label: `Order #${orderNumber(id)}`, href: `/admin/orders/${id}` };
    case "coupon":
      return { label: `Coupon ${id}`, href: `/admin/coupons/${encodeURIComponent(id)}` };
    case "review":
      return { label: "Review", href: "/admin/reviews" };
    case "customer_query":
      return { label: "Customer query", href: `/admin/inbox/query/${id}` };
    case "partner_inquiry":
      return { label: "Partner inquiry", href: `/admin/inbox/partner/${id}` };
    case "admin": {
      const email = typeof copy.email === "string" ? copy.email : id.includes("@") ? id : undefined;
      return { label: `Console account ${email ?? ""}`.trim(), href: "/admin/staff" };
    }
    case "user":
      return { label: "Shopper", href: `/admin/shoppers/${id}` };
    case "orders":
      return { label: "Orders (CSV export)" };
    case "products":
      return { label: "Products (CSV export)" };
    case "colour":
      return { label: `Colour ${name ?? id}`, href: "/admin/catalog" };
    case "size_set":
      return { label: `Size set ${name ?? id}`, href: "/admin/catalog" };
    case "category":
      return { label: name ? `Category ${name}` : "Categories", href: "/admin/catalog" };
    case "demo":
      return { label: "Demo content (Start fresh)" };
    case "settings":
      // The owner's Settings page saves several settings at once: its entry names the changed ones among its fields.
      return { label: id ? `Setting ${id.replaceAll("_", " ")}` : "Shop settings" };
    default:
      return { label: id ? `${e.targetType} ${id}` : e.targetType };
  }
}
