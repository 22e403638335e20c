import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { EMBEDDED_SETTINGS } from "../../src/server/db/embedded";
import { products } from "../../src/server/db/schema";
import { seedDemoIfEmpty } from "../../src/server/db/seed/seed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-persist-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the embedded database on disk", () => {
  it("keeps what was written across a restart, and does not seed again", { timeout: 180_000 }, async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    const seeded = await seedDemoIfEmpty(first.db);
    expect(seeded.seeded).toBe(true);
    const [p] = await first.db.select().from(products).limit(1);
    await first.db.update(products).set({ name: "Merchant Renamed Tee" }).where(eq(products.id, p.id));
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    expect((await seedDemoIfEmpty(second.db)).seeded).toBe(false);
    const [again] = await second.db.select().from(products).where(eq(products.id, p.id));
    expect(again.name).toBe("Merchant Renamed Tee");
    await second.close();
  });

  it("runs with the small buffer pool of decision 155, whose memory the WebAssembly heap never gives back", async () => {
    const database = await openDatabase({ dataDir: dir });
    const result = await database.db.execute(sql`select current_setting('shared_buffers') as value`);
    await database.close();
    expect((result as unknown as { rows: { value: string }[] }).rows).toEqual([{ value: EMBEDDED_SETTINGS.shared_buffers }]);
  });
});
