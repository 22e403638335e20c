import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { REVIEW_PAGE_SIZE, type ReviewListAnswer, type ReviewListQuery } from "../../../contracts/admin-reviews";
import type { Db } from "../../db/client";
import { products, reviews } from "../../db/schema";
import { containing } from "../../db/search-text";
import { AppError } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";

const NOT_FOUND = "No review with this id.";
type ReviewDb = typeof reviews.$inferSelect;
const view = (r: ReviewDb) => ({ userName: r.userName, rating: r.rating, comment: r.comment, hidden: Boolean(r.hiddenAt) });

/**
 * Review moderation. A product's rating totals count visible reviews only, so hiding, showing
 * and deleting move them in the same transaction.
 */
export function createConsoleReviews(db: Db) {
  async function moderate(actor: Actor, id: string, action: "hide" | "unhide" | "delete"): Promise<void> {
    await db.transaction(async (tx) => {
      const [r] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
      if (!r) throw new AppError("not_found", NOT_FOUND, "id");
      const visible = !r.hiddenAt;
      if (action === "hide" && !visible) throw new AppError("conflict", "This review is already hidden.");
      if (action === "unhide" && visible) throw new AppError("conflict", "This review is not hidden.");
      const counts = (sign: 1 | -1) =>
        tx
          .update(products)
          .set({
            reviewCount: sql`greatest(0, ${products.reviewCount} + ${sign})`,
            ratingSum: sql`greatest(0, ${products.ratingSum} + ${sign * r.rating})`,
          })
          .where(eq(products.id, r.productId));
      if (action === "delete") {
        await tx.delete(reviews).where(eq(reviews.id, id));
        if (visible) await counts(-1);
      } else {
        await tx
          .update(reviews)
          .set({ hiddenAt: action === "hide" ? new Date() : null })
          .where(eq(reviews.id, id));
        await counts(action === "hide" ? -1 : 1);
      }
      await recordAudit(tx, actor, {
        action: `review.${action}`,
        targetType: "review",
        targetId: id,
        before: view(r),
        after: action === "delete" ? null : { ...view(r), hidden: action === "hide" },
      });
    });
  }

  return {
    async list(q: ReviewListQuery): Promise<ReviewListAnswer> {
      const where: SQL[] = [];
      if (q.state === "visible") where.push(isNull(reviews.hiddenAt));
      if (q.state === "hidden") where.push(isNotNull(reviews.hiddenAt));
      if (q.q) {
        const like = containing(q.q);
        where.push(sql`(${reviews.userName} ilike ${like} or ${reviews.comment} ilike ${like} or ${products.name} ilike ${like})`);
      }
      const filter = where.length ? and(...where) : undefined;
      const rows = await db
        .select({ r: reviews, productName: products.name, n: sql<number>`count(*) over ()::int` })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(filter)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(REVIEW_PAGE_SIZE)
        .offset((q.page - 1) * REVIEW_PAGE_SIZE);
      const total = rows[0] ? Number(rows[0].n) : 0;
      return {
        success: true,
        reviews: rows.map(({ r, productName }) => ({
          id: r.id,
          productId: r.productId,
          productName,
          userName: r.userName,
          rating: r.rating,
          comment: r.comment,
          date: r.createdAt.toISOString(),
          hidden: Boolean(r.hiddenAt),
        })),
        total,
        page: q.page,
        pages: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)),
      };
    },
    hide: (actor: Actor, id: string) => moderate(actor, id, "hide"),
    unhide: (actor: Actor, id: string) => moderate(actor, id, "unhide"),
    remove: (actor: Actor, id: string) => moderate(actor, id, "delete"),
  };
}
