import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { CouponView } from "../../../contracts/admin-coupons";
import { consoleCall, consoleLoad } from "../../console/api";
import { CouponFields, couponBody } from "../../console/coupon-form";
import { useFormError } from "../../console/form";

export async function clientLoader({ params }: { params: { code?: string } }) {
  if (params.code === "new") return { coupon: null };
  return consoleLoad<{ coupon: CouponView }>(`/api/admin/coupons/${encodeURIComponent(params.code ?? "")}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** A new code, or one code's rule, limits and dates. */
export default function CouponEdit({ loaderData }: { loaderData: { coupon: CouponView | null } }) {
  return <CouponPage key={loaderData.coupon?.code ?? "new"} initial={loaderData.coupon} />;
}

function CouponPage({ initial }: { initial: CouponView | null }) {
  const [coupon, setCoupon] = useState(initial);
  const [note, setNote] = useState("");
  const form = useFormError();
  const navigate = useNavigate();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = couponBody(e.currentTarget, !coupon);
    const answer = coupon
      ? await consoleCall<{ coupon: CouponView }>("PUT", `/api/admin/coupons/${encodeURIComponent(coupon.code)}`, body)
      : await consoleCall<{ coupon: CouponView }>("POST", "/api/admin/coupons", body);
    if (!answer.success) {
      setNote("");
      return form.fromAnswer(answer);
    }
    form.clear();
    setNote(answer.message ?? "Saved.");
    if (!coupon) return navigate(`/admin/coupons/${encodeURIComponent(answer.coupon.code)}`, { replace: true });
    setCoupon(answer.coupon);
  }

  async function toggle() {
    const answer = await consoleCall("POST", `/api/admin/coupons/${encodeURIComponent(coupon!.code)}/${coupon!.active ? "pause" : "resume"}`);
    setNote(answer.message ?? "");
    if (answer.success) {
      const fresh = await consoleCall<{ coupon: CouponView }>("GET", `/api/admin/coupons/${encodeURIComponent(coupon!.code)}`);
      if (fresh.success) setCoupon(fresh.coupon);
    }
  }

  return (
    <>
      <p>
        <Link to="/admin/coupons">← Coupons</Link>
      </p>
      <h1>{coupon ? `Coupon ${coupon.code}` : "New coupon"}</h1>
      {coupon && (
        <div className="adm-actions">
          <p>
            {coupon.summary} · <span data-testid="coupon-state">{coupon.state}</span> · {coupon.usedCount} used
          </p>
          <button type="button" className="adm-btn adm-btn-quiet" onClick={toggle}>
            {coupon.active ? "Pause" : "Resume"}
          </button>
        </div>
      )}
      <p aria-live="polite" className="adm-ok">
        {note}
      </p>
      <form onSubmit={onSubmit} className="adm-form adm-form-wide" noValidate>
        <CouponFields coupon={coupon} error={form.error} />
        <div className="adm-actions">
          <button className="adm-btn" type="submit">
            {coupon ? "Save coupon" : "Create coupon"}
          </button>
        </div>
      </form>
    </>
  );
}
