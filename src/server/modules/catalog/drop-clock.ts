import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** setTimeout's longest wait; a drop further off is looked at again then. */
const LONGEST_WAIT_MS = 2_147_483_647;
/** A release that found nothing due (another process's clock ahead of the database's) is looked at again this soon. */
const AGAIN_MS = 50;

export interface DropClock {
  /** Reads the next drop and sets the timer for it; call after every catalog change. */
  arm(): Promise<void>;
  /** Puts on sale every published product whose time has come; returns how many. */
  releaseDue(): Promise<number>;
  stop(): void;
}

/**
 * The drop clock (decision 270): every process keeps one timer, at the next product's "Goes live
 * at". When it fires the process puts the due products on sale with one UPDATE; the products
 * trigger announces that write on commit, so every process's caches (the kept pages among them)
 * empty at once, and the page is rendered once and then served. Processes that fire together run
 * the same UPDATE: the first changes the rows, the others find none left. The database's clock
 * decides what is due, so every process and every refusal agree on the instant.
 */
export function createDropClock(db: Db, onError: (err: unknown) => void): DropClock {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let reading: Promise<void> | null = null;
  let again = false;

  async function releaseDue(): Promise<number> {
    const res = await db.execute(sql`update products set active = true, updated_at = now()
      where status = 'published' and not active and goes_live_at is not null and goes_live_at <= now() returning id`);
    return (res as unknown as { rows: unknown[] }).rows.length;
  }

  /** Milliseconds to the next drop by the database's clock, or null when none is to come. */
  async function nextDropIn(): Promise<number | null> {
    const res = await db.execute(sql`select (extract(epoch from (min(goes_live_at) - now())) * 1000)::float8 as ms
      from products where goes_live_at is not null and not active and status = 'published'`);
    const ms = (res as unknown as { rows: { ms: number | string | null }[] }).rows[0]?.ms;
    return ms === null || ms === undefined ? null : Number(ms);
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        releaseDue()
          .catch(onError)
          .then(() => arm());
      },
      Math.min(Math.max(ms, 0), LONGEST_WAIT_MS),
    );
    timer.unref();
  }

  async function read(): Promise<void> {
    const ms = await nextDropIn();
    if (stopped) return;
    if (ms === null) {
      clearTimeout(timer);
      timer = undefined;
    } else if (ms <= 0) {
      // Due already (the store was down at the time, or the merchant chose a past minute).
      if ((await releaseDue()) === 0) schedule(AGAIN_MS);
    } else {
      schedule(ms);
    }
  }

  /** One read at a time; changes during a read ask for one more. */
  function arm(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (reading) {
      again = true;
      return reading;
    }
    reading = read()
      .catch(onError)
      .finally(() => {
        reading = null;
        if (again) {
          again = false;
          void arm();
        }
      });
    return reading;
  }

  return {
    arm,
    releaseDue,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
