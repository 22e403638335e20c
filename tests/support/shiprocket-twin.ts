import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ShiprocketConfig } from "../../src/server/config";

/**
 * A local stand-in for the parts of Shiprocket's external API (v1) the store calls, on 127.0.0.1
 * only: the same paths, Bearer tokens from /auth/login, request checks, answers and status codes
 * as its public documentation, and its failures on demand (an expired token, a 5xx, no answer, a
 * PIN no courier serves). Like Shiprocket, it has no idempotency key: the same order sent twice is
 * two orders.
 */
export const SHIPROCKET_TWIN_USER = { email: "api-user@dhaaga.test", password: "twin-api-password" };
export const SHIPROCKET_TWIN_WEBHOOK_TOKEN = "twin-webhook-token-0123456789";

/** The couriers every serviceable PIN has, as serviceability lists them. */
export const TWIN_COURIERS = [
  { id: 43, name: "Delhivery Surface", rate: 54, days: 4, cod: 1 },
  { id: 33, name: "Xpressbees Air", rate: 89.5, days: 2, cod: 1 },
  { id: 51, name: "Ekart Logistics", rate: 41, days: 6, cod: 0 },
] as const;

/** Shiprocket's shipment status codes the store reads (the Tracking section of its documentation). */
export const SR_STATUS = {
  shipped: [6, "SHIPPED"],
  delivered: [7, "DELIVERED"],
  rtoInitiated: [9, "RTO INITIATED"],
  rtoDelivered: [10, "RTO DELIVERED"],
  outForDelivery: [17, "OUT FOR DELIVERY"],
  inTransit: [18, "IN TRANSIT"],
  undelivered: [21, "UNDELIVERED"],
  pickedUp: [42, "PICKED UP"],
} as const satisfies Record<string, readonly [number, string]>;

export interface TwinScan {
  date: string;
  status: string;
  activity: string;
  location: string;
  "sr-status": string;
  "sr-status-label": string;
}

interface TwinShipment {
  id: number;
  orderId: number;
  channelOrderId: string;
  paymentMethod: string;
  deliveryPin: string;
  awb: string | null;
  courierId: number | null;
  courierName: string | null;
  pickupScheduled: string | null;
  manifested: boolean;
  canceled: boolean;
  scans: TwinScan[];
  status: readonly [number, string];
}

type Failure = { kind: "5xx" | "hang"; path: string };

/** An NDR action as the store sent it, fields as Shiprocket names them. */
export interface NdrAction {
  awb: string;
  action: string;
  comments: string;
  deferred_date?: string;
  phone?: string;
  address1?: string;
  address2?: string;
}

/** Shiprocket writes times in India time, "YYYY-MM-DD HH:mm:ss". */
export function indiaStamp(at: Date): string {
  return new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}

const REQUIRED_ORDER_FIELDS = [
  "order_id",
  "order_date",
  "pickup_location",
  "billing_customer_name",
  "billing_last_name",
  "billing_address",
  "billing_city",
  "billing_pincode",
  "billing_state",
  "billing_country",
  "billing_email",
  "billing_phone",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
] as const;

export async function startShiprocketTwin(opts: { pickupLocation?: string } = {}) {
  const pickupLocation = opts.pickupLocation ?? "Primary";
  const tokens = new Set<string>();
  const shipments = new Map<number, TwinShipment>();
  const labels = new Map<string, number[]>();
  const calls: string[] = [];
  const failures: Failure[] = [];
  const unserviceable = new Set<string>(["744101"]);
  const ndrActions: NdrAction[] = [];
  let nextId = 1000;
  let logins = 0;
  let base = "";
  const hanging = new Set<http.ServerResponse>();

  const send = (res: http.ServerResponse, status: number, body: unknown, type = "application/json") => {
    res.writeHead(status, { "content-type": type });
    res.end(typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body));
  };
  const problem = (res: http.ServerResponse, status: number, message: string, errors?: Record<string, string[]>) =>
    send(res, status, { message, ...(errors ? { errors } : {}), status_code: status });

  const byShipmentIds = (ids: unknown): TwinShipment[] | null => {
    if (!Array.isArray(ids)) return null;
    const found = ids.map((i) => shipments.get(Number(i)));
    return found.every(Boolean) ? (found as TwinShipment[]) : null;
  };

  function trackingData(s: TwinShipment) {
    return {
      tracking_data: {
        track_status: 1,
        shipment_status: s.status[0],
        shipment_track: [
          {
            id: s.id,
            awb_code: s.awb,
            courier_company_id: s.courierId,
            shipment_id: s.id,
            order_id: s.orderId,
            current_status: s.status[1],
            destination: s.deliveryPin,
            courier_name: s.courierName,
          },
        ],
        // Newest first, as Shiprocket lists them.
        shipment_track_activities: [...s.scans].reverse(),
        track_url: `https://shiprocket.co/tracking/${s.awb}`,
        etd: indiaStamp(new Date(Date.now() + 3 * 86400_000)),
      },
    };
  }

  async function labelPdf(ids: number[]): Promise<Uint8Array> {
    const { default: PDFDocument } = await import("pdfkit");
    const doc = new PDFDocument({ size: [288, 432], margin: 18, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
    for (const id of ids) {
      const s = shipments.get(id)!;
      doc.addPage();
      doc.fontSize(14).text(`${s.courierName}`);
      doc.fontSize(12).text(`AWB ${s.awb}`);
      doc.text(`Order ${s.channelOrderId}`);
      doc.text(`${s.paymentMethod === "COD" ? "COD" : "Prepaid"} · PIN ${s.deliveryPin}`);
    }
    doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? "/", "http://twin");
    const path = url.pathname.replace(/^\/v1\/external/, "");
    calls.push(`${req.method} ${path}`);
    const input = (() => {
      try {
        return body ? (JSON.parse(body) as Record<string, any>) : {};
      } catch {
        return null;
      }
    })();

    const label = path.match(/^\/twin\/labels\/([a-z0-9]+)\.pdf$/);
    if (label && req.method === "GET") {
      const ids = labels.get(label[1]!);
      if (!ids) return problem(res, 404, "Not Found");
      labelPdf(ids).then((pdf) => send(res, 200, pdf, "application/pdf"));
      return;
    }
    if (path === "/auth/login" && req.method === "POST") {
      if (input?.email !== SHIPROCKET_TWIN_USER.email || input?.password !== SHIPROCKET_TWIN_USER.password)
        return problem(res, 400, "Invalid email and password combination");
      logins++;
      const token = randomBytes(24).toString("base64url");
      tokens.add(token);
      return send(res, 200, { id: 7, first_name: "API", last_name: "User", email: input.email, company_id: 25149, token });
    }
    const failure = failures.findIndex((f) => path.startsWith(f.path));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      if (f!.kind === "hang") {
        hanging.add(res);
        return;
      }
      return problem(res, 502, "Bad Gateway");
    }
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!tokens.has(token)) return problem(res, 401, "Unauthenticated.");
    if (input === null) return problem(res, 400, "Invalid JSON");

    if (path === "/courier/serviceability" || path === "/courier/serviceability/") {
      const q = url.searchParams;
      const missing: Record<string, string[]> = {};
      if (!q.get("weight")) missing.weight = ["The weight field is required when order id is not present."];
      if (!q.get("cod")) missing.cod = ["The cod field is required when order id is not present."];
      if (Object.keys(missing).length) return problem(res, 422, "Required field missing", missing);
      const pin = q.get("delivery_postcode") ?? "";
      if (!/^[1-9]\d{5}$/.test(pin) || unserviceable.has(pin)) return send(res, 200, { status: 404, message: "Delivery postcode not serviceable" });
      const now = Date.now();
      return send(res, 200, {
        status: 200,
        currency: "INR",
        data: {
          available_courier_companies: TWIN_COURIERS.map((c) => ({
            courier_company_id: c.id,
            courier_name: c.name,
            rate: c.rate,
            freight_charge: c.rate,
            estimated_delivery_days: String(c.days),
            etd: new Date(now + c.days * 86400_000).toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric" }),
            cod: c.cod,
            postcode: pin,
            rating: 4.5,
          })),
          recommended_courier_company_id: TWIN_COURIERS[0].id,
        },
      });
    }
    if (path === "/orders/create/adhoc" && req.method === "POST") {
      const errors: Record<string, string[]> = {};
      for (const f of REQUIRED_ORDER_FIELDS)
        if (input[f] === undefined || input[f] === "" || input[f] === null) errors[f] = [`The ${f.replaceAll("_", " ")} field is required.`];
      if (Array.isArray(input.order_items) && !input.order_items.length) errors.order_items = ["The order items field is required."];
      if (input.payment_method && !["COD", "Prepaid"].includes(input.payment_method))
        errors.payment_method = ["The selected payment method is invalid."];
      if (Object.keys(errors).length) return problem(res, 422, "Oops! Invalid Data.", errors);
      if (input.pickup_location !== pickupLocation)
        return problem(res, 422, `Wrong Pickup location entered. Please choose one location from data given`);
      const s: TwinShipment = {
        id: nextId++,
        orderId: nextId++,
        channelOrderId: String(input.order_id),
        paymentMethod: input.payment_method,
        deliveryPin: String(input.billing_pincode),
        awb: null,
        courierId: null,
        courierName: null,
        pickupScheduled: null,
        manifested: false,
        canceled: false,
        scans: [],
        status: [1, "NEW"],
      };
      shipments.set(s.id, s);
      return send(res, 200, {
        order_id: s.orderId,
        channel_order_id: s.channelOrderId,
        shipment_id: s.id,
        status: "NEW",
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: "",
        courier_company_id: "",
        courier_name: "",
      });
    }
    if (path === "/orders" && req.method === "GET") {
      const search = url.searchParams.get("search") ?? "";
      const found = [...shipments.values()].filter((s) => !search || s.channelOrderId === search);
      return send(res, 200, {
        data: found.map((s) => ({
          id: s.orderId,
          channel_order_id: s.channelOrderId,
          status: s.status[1],
          shipments: [{ id: s.id, awb: s.awb ?? "", courier: s.courierName ?? "" }],
        })),
        meta: { pagination: { total: found.length, count: found.length, per_page: 15, current_page: 1, total_pages: 1 } },
      });
    }
    if (path === "/courier/assign/awb" && req.method === "POST") {
      if (!input.shipment_id) return problem(res, 422, "Required field missing", { shipment_id: ["The shipment id field is required."] });
      const s = shipments.get(Number(input.shipment_id));
      if (!s) return problem(res, 400, "Invalid shipment id");
      if (s.awb) return problem(res, 400, `AWB is already assigned for shipment id ${s.id}`);
      const c = TWIN_COURIERS.find((x) => x.id === Number(input.courier_id)) ?? TWIN_COURIERS[0];
      if (unserviceable.has(s.deliveryPin))
        return send(res, 200, { awb_assign_status: 0, response: { data: { awb_assign_error: "Courier not serviceable" } } });
      s.awb = String(1_410_000_000_000 + s.id);
      s.courierId = c.id;
      s.courierName = c.name;
      s.status = [5, "AWB ASSIGNED"];
      return send(res, 200, {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: c.id,
            awb_code: s.awb,
            cod: s.paymentMethod === "COD" ? 1 : 0,
            order_id: s.orderId,
            shipment_id: s.id,
            awb_code_status: 1,
            courier_name: c.name,
            applied_weight: 0.5,
          },
        },
      });
    }
    if (path === "/courier/generate/pickup" && req.method === "POST") {
      const [s] = byShipmentIds(input.shipment_id) ?? [];
      if (!s?.awb) return problem(res, 400, "Invalid shipment id");
      s.pickupScheduled ??= indiaStamp(new Date(Date.now() + 86400_000));
      s.status = [4, "PICKUP SCHEDULED"];
      return send(res, 200, {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: s.pickupScheduled,
          pickup_token_number: `Reference No: ${s.id}_TWIN`,
          status: 3,
          data: `Pickup is confirmed by ${s.courierName} For AWB :- ${s.awb}`,
        },
      });
    }
    if (path === "/courier/generate/label" && req.method === "POST") {
      const found = byShipmentIds(input.shipment_id);
      if (!found?.length || found.some((s) => !s.awb))
        return send(res, 200, { label_created: 0, not_created: [], response: "No valid shipment ids to print label" });
      const key = randomBytes(6).toString("hex");
      labels.set(
        key,
        found.map((s) => s.id),
      );
      return send(res, 200, {
        label_created: 1,
        label_url: `${base}/twin/labels/${key}.pdf`,
        response: "Label has been created and uploaded successfully!",
        not_created: [],
      });
    }
    if (path === "/manifests/generate" && req.method === "POST") {
      const found = byShipmentIds(input.shipment_id);
      if (!found?.length) return problem(res, 400, "Invalid shipment id");
      const again = found.filter((s) => s.manifested).map((s) => s.id);
      if (again.length)
        return send(res, 400, {
          message: "Manifest already generated for some shipment_ids, Please try again after removin them",
          status_code: 400,
          already_manifested_shipment_ids: again,
        });
      for (const s of found) s.manifested = true;
      return send(res, 200, { status: 1, manifest_url: `${base}/twin/manifests/MANIFEST-${found[0]!.id}.pdf` });
    }
    const track = path.match(/^\/courier\/track\/awb\/([^/]+)$/);
    if (track && req.method === "GET") {
      const s = [...shipments.values()].find((x) => x.awb === track[1]);
      if (!s)
        return send(res, 200, {
          tracking_data: {
            track_status: 0,
            error: "Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.",
          },
        });
      return send(res, 200, trackingData(s));
    }
    if (path === "/orders/cancel/shipment/awbs" && req.method === "POST") {
      for (const awb of Array.isArray(input.awbs) ? input.awbs : []) {
        const s = [...shipments.values()].find((x) => x.awb === awb);
        if (s) s.canceled = true;
      }
      return send(res, 200, { message: "Bulk Shipment cancellation is in progress. Please wait for 24 hours." });
    }
    const ndr = path.match(/^\/ndr\/([^/]+)\/action$/);
    if (ndr && req.method === "POST") {
      const errors: Record<string, string[]> = {};
      if (!["re-attempt", "fake-attempt", "return"].includes(input.action)) errors.action = ["The selected action is invalid."];
      if (!input.comments) errors.comments = ["The comments field is required."];
      if (input.deferred_date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(input.deferred_date))
        errors.deferred_date = ["The deferred date does not match the format Y-m-d."];
      if (input.phone !== undefined && !/^\d{10}$/.test(input.phone)) errors.phone = ["The phone must be 10 digits."];
      if (Object.keys(errors).length) return problem(res, 422, "Oops! Invalid Data.", errors);
      const s = [...shipments.values()].find((x) => x.awb === ndr[1]);
      if (!s) return problem(res, 400, "Invalid AWB");
      if (s.status[0] !== SR_STATUS.undelivered[0]) return problem(res, 400, "NDR action not allowed for this AWB");
      const { action, comments, deferred_date, phone, address1, address2 } = input;
      ndrActions.push({ awb: ndr[1]!, action, comments, ...JSON.parse(JSON.stringify({ deferred_date, phone, address1, address2 })) });
      return send(res, 200, { status: true, message: "Action taken successfully" });
    }
    problem(res, 404, "404 Not Found");
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const shipmentOf = (awb: string) => {
    const s = [...shipments.values()].find((x) => x.awb === awb);
    if (!s) throw new Error(`the twin has no shipment with AWB ${awb}`);
    return s;
  };

  return {
    url: `${base}/v1/external`,
    calls,
    ndrActions,
    unserviceable,
    /** How many times the store logged in. */
    logins: () => logins,
    /** Every order the twin holds for one of the store's references (two means it was booked twice). */
    ordersFor: (channelOrderId: string) => [...shipments.values()].filter((s) => s.channelOrderId === channelOrderId),
    /** Every token issued so far stops working, as after its ten days. */
    expireTokens: () => tokens.clear(),
    /** The next call to a path starting so answers 502, or never answers. */
    failNext: (path: string, kind: Failure["kind"] = "5xx") => failures.push({ path, kind }),
    /**
     * The courier scans the parcel: the twin records it (track/awb shows it) and answers the
     * webhook Shiprocket would post, with the x-api-key header the merchant set.
     */
    scan(awb: string, status: readonly [number, string], where = "Pune Hub, Maharashtra", at = new Date(), activity?: string) {
      const s = shipmentOf(awb);
      const scan: TwinScan = {
        date: indiaStamp(at),
        status: status[1].slice(0, 3),
        activity: activity ?? status[1].charAt(0) + status[1].slice(1).toLowerCase(),
        location: where,
        "sr-status": String(status[0]),
        "sr-status-label": status[1],
      };
      s.scans.push(scan);
      s.status = status;
      return {
        awb,
        courier_name: s.courierName,
        current_status: status[1],
        current_status_id: status[0],
        shipment_status: status[1],
        shipment_status_id: status[0],
        current_timestamp: scan.date.replace(/^(\d{4})-(\d{2})-(\d{2})/, "$3 $2 $1"),
        order_id: s.channelOrderId,
        sr_order_id: s.orderId,
        awb_assigned_date: scan.date,
        pickup_scheduled_date: s.pickupScheduled,
        etd: indiaStamp(new Date(at.getTime() + 2 * 86400_000)),
        scans: [...s.scans],
        is_return: 0,
        channel_id: 3422553,
        pod_status: "",
        pod: "Not Available",
      };
    },
    webhookHeaders: (token = SHIPROCKET_TWIN_WEBHOOK_TOKEN) => ({ "x-api-key": token }),
    /** The store's settings pointed at this twin. */
    storeConfig(overrides: Partial<ShiprocketConfig> = {}): ShiprocketConfig {
      return {
        ...SHIPROCKET_TWIN_USER,
        apiBase: `${base}/v1/external`,
        webhookToken: SHIPROCKET_TWIN_WEBHOOK_TOKEN,
        pickupLocation,
        courierChoice: "cheapest",
        timeoutMs: 2000,
        ...overrides,
      };
    },
    /** The environment a store process needs to talk to this twin. */
    storeEnv(): Record<string, string> {
      return {
        SHIPROCKET_EMAIL: SHIPROCKET_TWIN_USER.email,
        SHIPROCKET_PASSWORD: SHIPROCKET_TWIN_USER.password,
        SHIPROCKET_API_BASE: `${base}/v1/external`,
        SHIPROCKET_WEBHOOK_TOKEN: SHIPROCKET_TWIN_WEBHOOK_TOKEN,
        SHIPROCKET_PICKUP_LOCATION: pickupLocation,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type ShiprocketTwin = Awaited<ReturnType<typeof startShiprocketTwin>>;
