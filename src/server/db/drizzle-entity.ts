/**
 * Drizzle's `entity.js`, with `is` answering from a table made once per class: the server build
 * puts this module in place of Drizzle's own (scripts/build-server.mjs, decision 210).
 *
 * Drizzle builds every statement by asking `is(chunk, Class)` of each piece, class after class
 * (text? a name? a SQL fragment? a table? a column? a parameter? …). A piece that is not of the
 * class asked fails `instanceof`, and Drizzle then walks the piece's constructors for one whose
 * kind is the class's (a second copy of Drizzle has its own classes of the same kinds). Those
 * walks took an eighth of the store's CPU while it placed orders. Here the kinds of a constructor
 * and its ancestors are gathered on its first question and kept, so the answer is the walk's, and
 * costs one lookup. Classes do not change their kind, and the table holds them weakly.
 */
export const entityKind: unique symbol = Symbol.for("drizzle:entityKind") as never;
export const hasOwnEntityKind: unique symbol = Symbol.for("drizzle:hasOwnEntityKind") as never;

type Entity = { [entityKind]: string };

const kindsOfClass = new WeakMap<object, Set<string>>();

function kindsOf(ctor: object): Set<string> {
  let kinds = kindsOfClass.get(ctor);
  if (kinds === undefined) {
    kinds = new Set();
    for (let cls: object | null = ctor; cls; cls = Object.getPrototypeOf(cls)) {
      if (entityKind in cls) kinds.add((cls as Entity)[entityKind]);
    }
    kindsOfClass.set(ctor, kinds);
  }
  return kinds;
}

// biome-ignore lint/suspicious/noExplicitAny: Drizzle's own signature, for every class it asks about.
export function is<T extends abstract new (...args: any[]) => any>(value: any, type: T): value is InstanceType<T> {
  if (!value || typeof value !== "object") return false;
  if (value instanceof type) return true;
  if (!Object.hasOwn(type, entityKind)) {
    throw new Error(
      `Class "${type.name ?? "<unknown>"}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.`,
    );
  }
  const ctor = Object.getPrototypeOf(value).constructor;
  return ctor ? kindsOf(ctor).has((type as unknown as Entity)[entityKind]) : false;
}
