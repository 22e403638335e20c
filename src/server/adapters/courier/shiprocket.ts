import { timingSafeEqual } from "node:crypto";
import type { ShiprocketConfig } from "../../config";
import type { Logger } from "../../http/logger";

/**
 * Everything the store knows about Shiprocket's external API (v1): log in for a Bearer token (kept
 * until nine of its ten days have passed; a 401 logs in again once and repeats the call), then
 * serviceability, orders/create/adhoc, courier/assign/awb, courier/generate/pickup,
 * courier/generate/label, manifests/generate, courier/track/awb, the NDR action on a failed delivery
 * and the cancel of a shipment. Each
 * failure is a CourierError that says, in the merchant's words, which step failed and why.
 */

/** A courier that serves a PIN, as the console lists it. */
export interface CourierOption {
  courierId: number;
  name: string;
  pricePaise: number;
  days: number;
  cod: boolean;
}

/** One scan of a parcel, in the courier's words. */
export interface CourierScan {
  at: Date;
  statusCode: number | null;
  statusLabel: string;
  activity: string;
  location: string;
}

/** The courier's latest word on a shipment: its status now and every scan so far. */
export interface TrackingUpdate {
  awb: string;
  statusCode: number | null;
  statusLabel: string;
  at: Date;
  scans: CourierScan[];
  trackUrl?: string;
}

/** An order as Shiprocket's orders/create/adhoc takes it. */
export interface AdhocOrder {
  reference: string;
  placedAt: Date;
  name: { first: string; last: string };
  street: string;
  city: string;
  state: string;
  pin: string;
  email: string;
  phone: string;
  lines: { name: string; sku: string; units: number; sellingPrice: number }[];
  cod: boolean;
  subTotal: number;
  parcel: { lengthCm: number; breadthCm: number; heightCm: number; weightKg: number };
}

export class CourierError extends Error {}

/** Shiprocket's JSON as read: each field is checked (or converted) where it is used. */
// biome-ignore lint/suspicious/noExplicitAny: the courier's answers are read field by field, each checked where used.
type Answer = any;

const TOKEN_DAYS = 9;

/** Shiprocket's "YYYY-MM-DD HH:mm:ss" or a webhook's "DD MM YYYY HH:mm:ss", India time. */
export function parseIndiaStamp(text: unknown): Date | null {
  if (typeof text !== "string") return null;
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/);
  const dmy = text.match(/^(\d{2})[ -](\d{2})[ -](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?/);
  const [y, mo, d, h, mi, s] = iso ? iso.slice(1) : dmy ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]] : [];
  if (!y) return null;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? "00"}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === "" || Number.isNaN(Number(v)) ? null : Number(v));

/** One scan as Shiprocket writes it in a webhook's `scans` or track/awb's `shipment_track_activities`. */
export function scanOf(raw: Record<string, unknown>): CourierScan | null {
  const at = parseIndiaStamp(raw.date);
  if (!at) return null;
  return {
    at,
    statusCode: num(raw["sr-status"]),
    statusLabel: String(raw["sr-status-label"] ?? raw.status ?? ""),
    activity: String(raw.activity ?? ""),
    location: String(raw.location ?? ""),
  };
}

/** A tracking webhook's body as the store reads it, or null when it names no AWB. */
export function webhookUpdate(body: Record<string, unknown>): TrackingUpdate | null {
  const awb = typeof body.awb === "string" || typeof body.awb === "number" ? String(body.awb) : "";
  if (!awb) return null;
  const scans = (Array.isArray(body.scans) ? body.scans : [])
    .flatMap((s) => (s && typeof s === "object" ? [scanOf(s as Record<string, unknown>)] : []))
    .filter((s): s is CourierScan => s !== null);
  const at = parseIndiaStamp(body.current_timestamp) ?? scans.at(-1)?.at ?? new Date();
  return {
    awb,
    statusCode: num(body.shipment_status_id) ?? num(body.current_status_id),
    statusLabel: String(body.shipment_status ?? body.current_status ?? ""),
    at,
    scans,
  };
}

export function createShiprocket(settings: ShiprocketConfig, logger?: Logger) {
  let token: { value: string; until: number } | null = null;
  let loggingIn: Promise<string> | null = null;

  async function request(method: string, path: string, what: string, body?: unknown, bearer?: string): Promise<{ status: number; json: Answer }> {
    let res: Response;
    try {
      res = await fetch(`${settings.apiBase}${path}`, {
        method,
        headers: { "content-type": "application/json", accept: "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (err) {
      const timedOut = (err as Error).name === "TimeoutError" || (err as Error).name === "AbortError";
      logger?.warn("shiprocket unreachable", { what, error: String(err) });
      throw new CourierError(
        timedOut
          ? `Shiprocket did not answer within ${Math.round(settings.timeoutMs / 1000)} s while ${what}`
          : `Shiprocket could not be reached while ${what}`,
      );
    }
    const json = await res.json().catch(() => null);
    return { status: res.status, json };
  }

  async function login(): Promise<string> {
    const { status, json } = await request("POST", "/auth/login", "logging in", { email: settings.email, password: settings.password });
    if (status !== 200 || typeof json?.token !== "string")
      throw new CourierError(`Shiprocket refused the API user's login: ${json?.message ?? `status ${status}`}`);
    token = { value: json.token, until: Date.now() + TOKEN_DAYS * 86400_000 };
    return json.token;
  }

  const bearer = async (): Promise<string> => {
    if (token && token.until > Date.now()) return token.value;
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  };

  /** One call with the cached token; a 401 logs in again once and repeats it. */
  async function call(method: string, path: string, what: string, body?: unknown): Promise<Answer> {
    let answer = await request(method, path, what, body, await bearer());
    if (answer.status === 401) {
      token = null;
      answer = await request(method, path, what, body, await bearer());
    }
    const { status, json } = answer;
    if (status >= 500) throw new CourierError(`Shiprocket failed while ${what} (status ${status})`);
    if (status >= 400) {
      const fields =
        json?.errors && typeof json.errors === "object"
          ? Object.values(json.errors as Record<string, string[]>)
              .flat()
              .join(" ")
          : "";
      throw new CourierError(`Shiprocket refused ${what}: ${[json?.message ?? `status ${status}`, fields].filter(Boolean).join(" ")}`);
    }
    return json;
  }

  return {
    /** Couriers that serve the PIN, with price, days and COD; none when no courier serves it. */
    async couriers(q: { pickupPin: string; deliveryPin: string; weightKg: number; cod: boolean; declaredValue: number }): Promise<CourierOption[]> {
      const params = new URLSearchParams({
        pickup_postcode: q.pickupPin,
        delivery_postcode: q.deliveryPin,
        weight: String(q.weightKg),
        cod: q.cod ? "1" : "0",
        declared_value: String(Math.round(q.declaredValue)),
      });
      const json = await call("GET", `/courier/serviceability/?${params}`, "listing the couriers for this PIN");
      const list: Answer[] = json?.data?.available_courier_companies ?? [];
      return list.map((c) => ({
        courierId: Number(c.courier_company_id),
        name: String(c.courier_name),
        pricePaise: Math.round(Number(c.rate ?? c.freight_charge ?? 0) * 100),
        days: Number(c.estimated_delivery_days ?? 0),
        cod: Number(c.cod) === 1,
      }));
    },

    async createOrder(o: AdhocOrder): Promise<{ orderId: string; shipmentId: string }> {
      const json = await call("POST", "/orders/create/adhoc", "creating the order", {
        order_id: o.reference,
        order_date: new Date(o.placedAt.getTime() + 5.5 * 3600_000).toISOString().slice(0, 16).replace("T", " "),
        pickup_location: settings.pickupLocation,
        billing_customer_name: o.name.first,
        billing_last_name: o.name.last || o.name.first,
        billing_address: o.street,
        billing_city: o.city,
        billing_pincode: o.pin,
        billing_state: o.state,
        billing_country: "India",
        billing_email: o.email,
        billing_phone: o.phone,
        shipping_is_billing: true,
        order_items: o.lines.map((l) => ({ name: l.name, sku: l.sku, units: l.units, selling_price: l.sellingPrice })),
        payment_method: o.cod ? "COD" : "Prepaid",
        sub_total: o.subTotal,
        length: o.parcel.lengthCm,
        breadth: o.parcel.breadthCm,
        height: o.parcel.heightCm,
        weight: o.parcel.weightKg,
      });
      if (!json?.shipment_id) throw new CourierError(`Shiprocket did not create the order: ${json?.message ?? "no shipment id in its answer"}`);
      return { orderId: String(json.order_id), shipmentId: String(json.shipment_id) };
    },

    /** The order Shiprocket already holds for this reference (a booking that timed out may have reached it), or null. */
    async findOrder(reference: string): Promise<{ orderId: string; shipmentId: string; awb: string | null; courier: string | null } | null> {
      const json = await call("GET", `/orders?${new URLSearchParams({ search: reference })}`, "looking for an earlier booking");
      const found = (json?.data ?? []).find((o: Answer) => String(o.channel_order_id) === reference);
      const shipment = found?.shipments?.[0];
      if (!found || !shipment) return null;
      return { orderId: String(found.id), shipmentId: String(shipment.id), awb: shipment.awb || null, courier: shipment.courier || null };
    },

    async assignAwb(shipmentId: string, courierId: number): Promise<{ awb: string; courier: string }> {
      const json = await call("POST", "/courier/assign/awb", "assigning the AWB", { shipment_id: Number(shipmentId), courier_id: courierId });
      const data = json?.response?.data;
      if (json?.awb_assign_status !== 1 || !data?.awb_code)
        throw new CourierError(`Shiprocket did not assign an AWB: ${data?.awb_assign_error ?? json?.message ?? "no AWB in its answer"}`);
      return { awb: String(data.awb_code), courier: String(data.courier_name ?? "") };
    },

    async schedulePickup(shipmentId: string): Promise<Date> {
      const json = await call("POST", "/courier/generate/pickup", "scheduling the pickup", { shipment_id: [Number(shipmentId)] });
      if (json?.pickup_status !== 1)
        throw new CourierError(`Shiprocket did not schedule the pickup: ${json?.message ?? json?.response?.data ?? "no pickup in its answer"}`);
      return parseIndiaStamp(json.response?.pickup_scheduled_date) ?? new Date();
    },

    /** One PDF with the labels (4×6 in) of every shipment named. */
    async label(shipmentIds: string[]): Promise<string> {
      const json = await call("POST", "/courier/generate/label", "making the label", { shipment_id: shipmentIds.map(Number) });
      if (json?.label_created !== 1 || !json.label_url)
        throw new CourierError(`Shiprocket did not make the label: ${json?.response ?? "no label in its answer"}`);
      return String(json.label_url);
    },

    async manifest(shipmentIds: string[]): Promise<string | null> {
      const json = await call("POST", "/manifests/generate", "making the manifest", { shipment_id: shipmentIds.map(Number) });
      return json?.manifest_url ? String(json.manifest_url) : null;
    },

    /** The courier's latest word on an AWB, or null when it has none yet. */
    async track(awb: string): Promise<TrackingUpdate | null> {
      const json = await call("GET", `/courier/track/awb/${encodeURIComponent(awb)}`, "tracking the parcel");
      const data = json?.tracking_data;
      if (data?.track_status !== 1) return null;
      const scans = ((data.shipment_track_activities ?? []) as Record<string, unknown>[])
        .map(scanOf)
        .filter((s): s is CourierScan => s !== null)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      const latest = scans.at(-1);
      return {
        awb,
        statusCode: num(data.shipment_status),
        statusLabel: String(data.shipment_track?.[0]?.current_status ?? latest?.statusLabel ?? ""),
        at: latest?.at ?? new Date(),
        scans,
        trackUrl: data.track_url ? String(data.track_url) : undefined,
      };
    },

    /**
     * The answer to a failed delivery (Shiprocket's NDR action on the AWB): re-attempt, on a day and
     * with a corrected phone or address if given, or return to the seller.
     */
    async ndrAction(
      awb: string,
      a: { action: "re-attempt" | "return"; comments: string; deferredDate?: string; phone?: string; address1?: string; address2?: string },
    ): Promise<void> {
      const body: Record<string, string> = { action: a.action, comments: a.comments };
      if (a.deferredDate) body.deferred_date = a.deferredDate;
      if (a.phone) body.phone = a.phone;
      if (a.address1) body.address1 = a.address1;
      if (a.address2) body.address2 = a.address2;
      await call(
        "POST",
        `/ndr/${encodeURIComponent(awb)}/action`,
        a.action === "return" ? "asking for the parcel back" : "asking for another attempt",
        body,
      );
    },

    async cancel(awbs: string[]): Promise<void> {
      await call("POST", "/orders/cancel/shipment/awbs", "canceling the shipment", { awbs });
    },

    /** The webhook's x-api-key against SHIPROCKET_WEBHOOK_TOKEN, in constant time; false when no token is set. */
    webhookTokenValid(given: string | undefined): boolean {
      if (!settings.webhookToken || !given) return false;
      const a = Buffer.from(settings.webhookToken, "utf8");
      const b = Buffer.from(given, "utf8");
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

export type Shiprocket = ReturnType<typeof createShiprocket>;
