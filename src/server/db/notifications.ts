import type { Client } from "pg";

/** Calls `onNotify` for each notification on a channel; `stop` ends the listening. */
export interface Listening {
  /** Settles once the first LISTEN is in place (or its first attempt failed and a retry is due). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a pooled one would lose the
 * LISTEN when returned). A lost connection is opened again after a second; since notifications
 * sent meanwhile are lost, `onNotify` is called once on reconnecting, as if something changed.
 */
export function listenOnServer(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError: (err: Error) => void = () => {},
): Listening {
  let client: Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };

  async function connect() {
    const { default: pg } = await import("pg");
    const c = new pg.Client({ connectionString });
    client = c;
    c.on("notification", (n) => {
      if (n.channel === channel) onNotify(n.payload ?? "");
    });
    c.on("error", (err) => {
      onError(err);
      c.end().catch(() => {});
      retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (connectedOnce) onNotify("reconnected");
      connectedOnce = true;
      if (stopped) await c.end();
    } catch (err) {
      onError(err as Error);
      c.end().catch(() => {});
      retry();
    }
  }

  const ready = connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ready;
      await client?.end().catch(() => {});
    },
  };
}
