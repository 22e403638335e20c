import * as z from "zod";

/**
 * A value that must be one of a list of the catalog's vocabulary (decision 221), read when the
 * value is checked: a colour, size or category the merchant added is taken at once.
 */
export function oneOf(values: () => readonly string[], message: (values: readonly string[]) => string, opts: { upper?: boolean } = {}) {
  return z.string({ error: () => message(values()) }).superRefine((v, ctx) => {
    const wanted = opts.upper ? v.trim().toUpperCase() : v;
    if (!values().includes(wanted)) ctx.addIssue({ code: "custom", message: message(values()) });
  });
}
