import { useState } from "react";
import type { CouponView } from "../../contracts/admin-coupons";
import { categoryNames } from "../../domain/vocabulary";
import { Field, type FormError, FormMessage } from "./form";

const FIELDS = ["code", "kind", "value", "category", "count", "requiredTotal", "minOrder", "usageLimit", "perShopperLimit", "validFrom", "validTo"];
const VALUE_LABEL: Record<CouponView["kind"], string> = {
  percent: "Percent off",
  flat: "Amount off (₹)",
  bundle_fixed_total: "Price of the items together (₹)",
};

/** The form's values as the coupons API takes them: empty boxes are "not set", numbers as numbers. */
export function couponBody(form: HTMLFormElement, withCode: boolean) {
  const data = new FormData(form);
  const text = (k: string) => String(data.get(k) ?? "").trim();
  // A box that is not a number goes as typed, so the store names it.
  const num = (k: string) => (text(k) === "" ? null : Number.isFinite(Number(text(k))) ? Number(text(k)) : text(k));
  const kind = text("kind");
  const bundle = kind === "bundle_fixed_total";
  return {
    ...(withCode ? { code: text("code") } : {}),
    kind,
    value: text("value") === "" ? "" : num("value"),
    category: bundle ? text("category") || null : null,
    count: bundle ? num("count") : null,
    requiredTotal: bundle ? num("requiredTotal") : null,
    minOrder: num("minOrder"),
    usageLimit: num("usageLimit"),
    perShopperLimit: num("perShopperLimit"),
    validFrom: text("validFrom") || null,
    validTo: text("validTo") || null,
  };
}

/** A code's rule, limits and dates, with the store's refusals beside their fields. */
export function CouponFields({ coupon, error }: { coupon: CouponView | null; error: FormError | null }) {
  const [kind, setKind] = useState<CouponView["kind"]>(coupon?.kind ?? "percent");
  const c = coupon;
  return (
    <>
      <FormMessage error={error} fields={FIELDS} />
      <div className="adm-form-grid">
        {!c && (
          <Field label="Code" name="code" error={error} required hint="3 to 20 letters or digits; shoppers type it in any case." autoComplete="off" />
        )}
        <div className="adm-field">
          <label htmlFor="coupon-kind">Type</label>
          <select
            id="coupon-kind"
            name="kind"
            className="field"
            value={kind}
            onChange={(e) => setKind(e.target.value as CouponView["kind"])}
            aria-invalid={error?.field === "kind" || undefined}
          >
            <option value="percent">Percent off the order</option>
            <option value="flat">Flat amount off the order</option>
            <option value="bundle_fixed_total">Buy N of a category for a fixed price</option>
          </select>
          {error?.field === "kind" && (
            <small className="adm-error" role="alert">
              {error.message}
            </small>
          )}
        </div>
        <Field
          key={kind}
          label={VALUE_LABEL[kind]}
          name="value"
          error={error}
          required
          inputMode="decimal"
          defaultValue={c?.kind === kind ? c.value : ""}
        />
        {kind === "bundle_fixed_total" && (
          <>
            <Field label="Number of items (N)" name="count" error={error} inputMode="numeric" defaultValue={c?.count ?? ""} />
            <Field label="Category" name="category" error={error} defaultValue={c?.category ?? ""}>
              <option value="">Choose a category</option>
              {categoryNames().map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </Field>
            <Field
              label="Only when the items total exactly (₹)"
              name="requiredTotal"
              error={error}
              inputMode="decimal"
              defaultValue={c?.requiredTotal ?? ""}
              hint="Optional: BUY2 applies only to a pair that costs ₹1,798."
            />
          </>
        )}
        <Field label="Minimum order (₹)" name="minOrder" error={error} inputMode="decimal" defaultValue={c?.minOrder ?? ""} hint="Optional." />
        <Field
          label="Total uses"
          name="usageLimit"
          error={error}
          inputMode="numeric"
          defaultValue={c?.usageLimit ?? ""}
          hint="Optional: orders in all."
        />
        <Field
          label="Uses per shopper"
          name="perShopperLimit"
          error={error}
          inputMode="numeric"
          defaultValue={c?.perShopperLimit ?? ""}
          hint="Optional: orders each shopper may place with it."
        />
        <Field label="Valid from" name="validFrom" type="date" error={error} defaultValue={c?.validFrom ?? ""} hint="Optional; India time." />
        <Field label="Valid to" name="validTo" type="date" error={error} defaultValue={c?.validTo ?? ""} hint="Optional; the last day it works." />
      </div>
    </>
  );
}
