/** Thrown when the waiting line is full: the caller answers "busy" instead of waiting. */
export class QueueFull extends Error {
  constructor() {
    super("queue full");
  }
}

export interface FifoQueue {
  /** Runs the task when its turn comes, first come first served; throws QueueFull when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `concurrency` tasks at once, the others waiting in arrival order, at most `maxWaiting`
 * of them. A task that fails passes its turn on like one that succeeds.
 */
export function fifoQueue(opts: { concurrency: number; maxWaiting: number }): FifoQueue {
  let running = 0;
  const line: (() => void)[] = [];
  return {
    async run(task) {
      if (running < opts.concurrency) running++;
      else {
        if (line.length >= opts.maxWaiting) throw new QueueFull();
        // The finishing task hands its slot over directly, so nobody overtakes the line.
        await new Promise<void>((turn) => line.push(turn));
      }
      try {
        return await task();
      } finally {
        const next = line.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
