import { describe, expect, it } from "vitest";
import { fifoQueue, QueueFull } from "./fifo-queue";

const tick = () => new Promise((r) => setImmediate(r));

/** A task that finishes when told to and writes down when it started. */
function tasks(log: number[]) {
  const finish = new Map<number, (fail?: boolean) => void>();
  return {
    task: (n: number) => () =>
      new Promise<number>((resolve, reject) => {
        log.push(n);
        finish.set(n, (fail) => (fail ? reject(new Error(`task ${n} failed`)) : resolve(n)));
      }),
    finish: (n: number, fail = false) => finish.get(n)?.(fail),
  };
}

describe("the placement line", () => {
  it("runs at most `concurrency` tasks, and the others in the order they came, whoever finishes first", async () => {
    const started: number[] = [];
    const t = tasks(started);
    const q = fifoQueue({ concurrency: 2, maxWaiting: 10 });
    const results = [1, 2, 3, 4, 5].map((n) => q.run(t.task(n)));
    const settled = Promise.allSettled(results);
    await tick();
    expect(started).toEqual([1, 2]);
    expect(q.waiting).toBe(3);
    t.finish(2);
    await tick();
    expect(started).toEqual([1, 2, 3]);
    t.finish(1, true);
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    t.finish(3);
    t.finish(4);
    await tick();
    t.finish(5);
    expect((await settled).map((s) => s.status)).toEqual(["rejected", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    expect(q.running).toBe(0);
  });

  it("refuses a task when the line is full, and takes one again once it moves", async () => {
    const started: number[] = [];
    const t = tasks(started);
    const q = fifoQueue({ concurrency: 1, maxWaiting: 2 });
    const kept = [1, 2, 3].map((n) => q.run(t.task(n)));
    await expect(q.run(t.task(4))).rejects.toBeInstanceOf(QueueFull);
    t.finish(1);
    await tick();
    const late = q.run(t.task(5));
    for (const n of [2, 3]) {
      t.finish(n);
      await tick();
    }
    t.finish(5);
    expect(await Promise.all([...kept, late])).toEqual([1, 2, 3, 5]);
    expect(started).toEqual([1, 2, 3, 5]);
  });
});
