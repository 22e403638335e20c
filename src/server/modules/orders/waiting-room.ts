import { randomBytes } from "node:crypto";

/** Shoppers one process keeps in its waiting room; past it a placement is answered busy (503). */
export const WAITING_ROOM_MAX = 20_000;
/** How long a finished placement's answer waits for its shopper's next look. */
export const ANSWER_KEPT_MS = 10 * 60_000;
/** How often the room looks whether the line has room, besides each of its own placements ending. */
const LOOK_EVERY_MS = 100;

/** What a shopper's ticket says: still waiting (their place, 1 = next), or the placement's own answer or error. */
export type TicketState<T> = { waiting: number } | { answer: T } | { error: unknown };

interface Waiting<T> {
  id: string;
  userId: string;
  run: () => Promise<T>;
}

/**
 * The drop waiting room (decision 270): past `openAt` order placements in flight on this process
 * (running or in the placement line), a checkout is not placed at once nor refused; it is given a
 * ticket and waits here, first come first served. The room lets the next one into the placement
 * line whenever fewer than `openAt` are in flight, so the line's own order (FIFO, decision 141)
 * continues the room's. The shopper's page polls its ticket: its place in the line, then the
 * answer the placement would have given. While anyone waits, every new checkout waits behind them.
 */
export function createWaitingRoom<T>(opts: { openAt: number; inFlight: () => number; max?: number; keepMs?: number; now?: () => number }) {
  const max = opts.max ?? WAITING_ROOM_MAX;
  const keepMs = opts.keepMs ?? ANSWER_KEPT_MS;
  const now = opts.now ?? Date.now;
  const line: Waiting<T>[] = [];
  /** Tickets let in: still placing (undefined) or finished, with when. */
  const done = new Map<string, { userId: string; state?: { answer: T } | { error: unknown }; at: number }>();
  let started = 0;
  let timer: NodeJS.Timeout | undefined;

  const inFlight = () => Math.max(opts.inFlight(), started);

  function letIn() {
    while (line.length > 0 && inFlight() < opts.openAt) {
      const next = line.shift()!;
      started++;
      const entry: { userId: string; state?: { answer: T } | { error: unknown }; at: number } = { userId: next.userId, at: now() };
      done.set(next.id, entry);
      next
        .run()
        .then(
          (answer) => (entry.state = { answer }),
          (error) => (entry.state = { error }),
        )
        .finally(() => {
          entry.at = now();
          started--;
          letIn();
        });
    }
    if (line.length > 0 && !timer) {
      timer = setInterval(letIn, LOOK_EVERY_MS);
      timer.unref();
    } else if (line.length === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
    // Answers nobody came back for are forgotten.
    for (const [id, e] of done) if (e.state && now() - e.at > keepMs) done.delete(id);
  }

  return {
    /** Whether a checkout arriving now waits: the room is open (anyone waiting), or the line is full. */
    needed: () => opts.openAt > 0 && (line.length > 0 || inFlight() >= opts.openAt),
    /** Puts a placement in the room; answers its ticket and place, or null when the room is full. */
    enter(userId: string, run: () => Promise<T>): { ticket: string; place: number } | null {
      if (line.length >= max) return null;
      const id = randomBytes(16).toString("base64url");
      line.push({ id, userId, run });
      const place = line.length;
      letIn();
      return { ticket: id, place };
    },
    /** A ticket as its own shopper sees it; null for a ticket unknown here or another shopper's. */
    look(ticket: string, userId: string): TicketState<T> | null {
      const i = line.findIndex((w) => w.id === ticket);
      if (i >= 0) return line[i]!.userId === userId ? { waiting: i + 1 } : null;
      const entry = done.get(ticket);
      if (!entry || entry.userId !== userId) return null;
      // Let in and still placing: first in line.
      if (!entry.state) return { waiting: 1 };
      return entry.state;
    },
    get waiting() {
      return line.length;
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type WaitingRoom<T> = ReturnType<typeof createWaitingRoom<T>>;
