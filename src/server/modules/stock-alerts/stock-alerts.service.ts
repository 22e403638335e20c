import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DemandRow } from "../../../contracts/admin-demand";
import type { StockAlertBody } from "../../../contracts/stock-alerts";
import { STOCK_ALERT_MESSAGES as M } from "../../../domain/messages";
import { normalizeColor } from "../../../domain/pricing";
import type { Mailer } from "../../adapters/mail/mailer";
import type { Db } from "../../db/client";
import { products, stockAlerts, users, variants } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../http/errors";
import type { Logger } from "../../http/logger";
import { hashToken } from "../auth/sessions.service";
import { type AlertVariant, backInStockMail, confirmMail, variantUrl } from "./stock-alert-mails";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Units a write put back on sale in one size and colour: the console's stock, a CSV import, a return. */
export interface RestockedVariant {
  productId: string;
  size: string;
  color: string;
  added: number;
}

/** The shop's pages the links open; each hands its token to the API from the browser. */
export const ALERT_PAGES = { confirm: "/stock-alert/confirm", unsubscribe: "/stock-alert/unsubscribe" } as const;

const newToken = () => randomBytes(32).toString("base64url");

/** PGlite and node-postgres both answer a raw statement with { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Back-in-stock signups (decision 261). One row per shopper and variant; a signed-in shopper's
 * is live at once, a guest's once the mailed link confirms the address. When a write puts units
 * of a variant back on sale, its waiting shoppers are mailed in the order they signed up, as many
 * as units came back, each once, and only at a proven address: an account's verified one, or a
 * guest's confirmed one.
 */
export function createStockAlerts(deps: { db: Db; mailer: Mailer; logger: Logger; publicUrl: string }) {
  const { db } = deps;
  const pageUrl = (page: keyof typeof ALERT_PAGES, token: string) => `${deps.publicUrl}${ALERT_PAGES[page]}?token=${token}`;

  /** The variant as sold, or 404; a variant in stock is 409 (add it to the cart instead). */
  async function soldOutVariant(input: { productId: string; size: string; color: string }): Promise<AlertVariant & { productId: string }> {
    if (!UUID.test(input.productId)) throw notFound(M.unknownVariant, "productId");
    const color = normalizeColor(input.color);
    const [row] = await db
      .select({ name: products.name, slug: products.slug, active: products.active, stock: variants.stock, color: variants.color })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(variants.productId, input.productId), eq(variants.size, input.size), eq(variants.color, color)));
    if (!row?.active) throw notFound(M.unknownVariant, "size");
    if (row.stock > 0) throw new AppError("conflict", M.inStock, "size");
    return { productId: input.productId, name: row.name, slug: row.slug, size: input.size, color: row.color };
  }

  async function existing(shopper: string, v: { productId: string; size: string; color: string }) {
    const [row] = await db
      .select()
      .from(stockAlerts)
      .where(
        and(eq(stockAlerts.shopper, shopper), eq(stockAlerts.productId, v.productId), eq(stockAlerts.size, v.size), eq(stockAlerts.color, v.color)),
      );
    return row;
  }

  const waiting = (row: typeof stockAlerts.$inferSelect) => !row.notifiedAt && !row.unsubscribedAt;

  return {
    /** Notify me: one tap for an account, an address and its confirmation for a guest. */
    async signUp(user: { id: string; email: string; emailVerified: boolean } | null, input: StockAlertBody) {
      const v = await soldOutVariant(input);
      const key = { productId: v.productId, size: v.size, color: v.color };
      if (user) {
        const row = await existing(user.id, key);
        if (row && waiting(row)) return { message: M.alreadyWaiting, confirmBy: "none" as const };
        const now = new Date();
        await db
          .insert(stockAlerts)
          .values({ shopper: user.id, userId: user.id, ...key, confirmedAt: now })
          .onConflictDoUpdate({
            target: [stockAlerts.shopper, stockAlerts.productId, stockAlerts.size, stockAlerts.color],
            set: { notifiedAt: null, unsubscribedAt: null, unsubscribeTokenHash: null, confirmedAt: now, createdAt: now },
          });
        return { message: user.emailVerified ? M.signedUp : M.signedUpUnverified, confirmBy: "none" as const };
      }
      if (!input.email) throw badRequest(M.emailRequired, "email");
      const email = input.email.toLowerCase();
      const row = await existing(email, key);
      if (row?.confirmedAt && waiting(row)) return { message: M.alreadyWaiting, confirmBy: "none" as const };
      const token = newToken();
      const now = new Date();
      await db
        .insert(stockAlerts)
        .values({ shopper: email, email, ...key, confirmTokenHash: hashToken(token) })
        .onConflictDoUpdate({
          target: [stockAlerts.shopper, stockAlerts.productId, stockAlerts.size, stockAlerts.color],
          set: {
            confirmTokenHash: hashToken(token),
            confirmedAt: null,
            notifiedAt: null,
            unsubscribedAt: null,
            unsubscribeTokenHash: null,
            createdAt: now,
          },
        });
      await deps.mailer.send(confirmMail(email, v, (t) => pageUrl("confirm", t), token));
      return { message: M.confirmSent(email), confirmBy: "mail" as const };
    },

    /** A guest's mailed link: the address is proven, and the signup waits its turn. */
    async confirm(token: string): Promise<string> {
      const [row] = await db
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.confirmTokenHash, hashToken(token)));
      if (!row) throw badRequest(M.invalidLink, "token");
      if (row.confirmedAt) return M.alreadyConfirmed;
      await db
        .update(stockAlerts)
        .set({ confirmedAt: new Date() })
        .where(and(eq(stockAlerts.id, row.id), isNull(stockAlerts.confirmedAt)));
      return M.confirmed;
    },

    /** The mail's unsubscribe link: once; a forged or used link changes nothing and says so. */
    async unsubscribe(token: string): Promise<string> {
      const [row] = await db
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.unsubscribeTokenHash, hashToken(token)));
      if (!row) throw badRequest(M.invalidLink, "token");
      const [done] = await db
        .update(stockAlerts)
        .set({ unsubscribedAt: new Date() })
        .where(and(eq(stockAlerts.id, row.id), isNull(stockAlerts.unsubscribedAt)))
        .returning({ id: stockAlerts.id });
      if (!done) throw new AppError("conflict", M.alreadyUnsubscribed, "token");
      return M.unsubscribed;
    },

    /**
     * Units came back: for each variant, the first shoppers in line, as many as units came back
     * (and are still in stock), are each claimed once and mailed. Runs after the write commits;
     * a failed mail is logged and never undoes the write.
     */
    async restocked(variantsBack: readonly RestockedVariant[]): Promise<number> {
      let mailed = 0;
      for (const back of variantsBack) {
        if (back.added <= 0) continue;
        const due = rowsOf<{ id: string; to: string; name: string; slug: string; size: string; color: string }>(
          await db.execute(sql`
            select a.id, coalesce(u.email, a.email) as "to", p.name, p.slug, a.size, a.color
            from ${stockAlerts} a
            join ${products} p on p.id = a.product_id and p.active
            join ${variants} v on v.product_id = a.product_id and v.size = a.size and v.color = a.color
            left join ${users} u on u.id = a.user_id
            where a.product_id = ${back.productId} and a.size = ${back.size} and a.color = ${normalizeColor(back.color)}
              and a.notified_at is null and a.unsubscribed_at is null
              and (u.email_verified or (a.user_id is null and a.confirmed_at is not null))
            order by a.created_at, a.id
            limit least(${back.added}::int, greatest((select stock from ${variants} where product_id = ${back.productId} and size = ${back.size} and color = ${normalizeColor(back.color)}), 0))`),
        );
        for (const row of due) {
          const token = newToken();
          const [claimed] = await db
            .update(stockAlerts)
            .set({ notifiedAt: new Date(), unsubscribeTokenHash: hashToken(token) })
            .where(and(eq(stockAlerts.id, row.id), isNull(stockAlerts.notifiedAt)))
            .returning({ id: stockAlerts.id });
          if (!claimed) continue;
          const urls = {
            product: variantUrl(deps.publicUrl, row),
            unsubscribe: pageUrl("unsubscribe", token),
            oneClick: `${deps.publicUrl}/api/stock-alerts/one-click?token=${token}`,
          };
          const sent = await deps.mailer.send(backInStockMail(row.to, row, urls)).catch((err: unknown) => {
            deps.logger.error("back-in-stock mail failed", { alertId: row.id, error: String(err) });
            return null;
          });
          if (sent) mailed += 1;
        }
      }
      if (mailed > 0) deps.logger.info("back-in-stock mails sent", { mails: mailed });
      return mailed;
    },

    /** The merchant's restock list: per variant, how many wait, most wanted first. */
    async demand(): Promise<DemandRow[]> {
      const rows = await db
        .select({
          productId: stockAlerts.productId,
          name: products.name,
          slug: products.slug,
          size: stockAlerts.size,
          color: stockAlerts.color,
          stock: sql<number>`coalesce(max(${variants.stock}), 0)::int`,
          waiting: sql<number>`(count(*) filter (where ${stockAlerts.userId} is not null or ${stockAlerts.confirmedAt} is not null))::int`,
          unconfirmed: sql<number>`(count(*) filter (where ${stockAlerts.userId} is null and ${stockAlerts.confirmedAt} is null))::int`,
          since: sql<string>`min(${stockAlerts.createdAt})`,
        })
        .from(stockAlerts)
        .innerJoin(products, eq(products.id, stockAlerts.productId))
        .leftJoin(
          variants,
          and(eq(variants.productId, stockAlerts.productId), eq(variants.size, stockAlerts.size), eq(variants.color, stockAlerts.color)),
        )
        .where(and(isNull(stockAlerts.notifiedAt), isNull(stockAlerts.unsubscribedAt), isNotNull(stockAlerts.shopper)))
        .groupBy(stockAlerts.productId, products.name, products.slug, stockAlerts.size, stockAlerts.color)
        .orderBy(sql`count(*) desc`, products.name, stockAlerts.size, stockAlerts.color);
      return rows.map((r) => ({
        ...r,
        stock: Number(r.stock),
        waiting: Number(r.waiting),
        unconfirmed: Number(r.unconfirmed),
        since: new Date(r.since).toISOString(),
      }));
    },
  };
}

export type StockAlerts = ReturnType<typeof createStockAlerts>;
