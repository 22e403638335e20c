import type { Context } from "hono";
import type * as z from "zod";
import { badRequest } from "./errors";

/** Reads a JSON object body; anything else is a 400 that says so. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("The request body must be valid JSON.");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw badRequest("The request body must be a JSON object.");
  }
  return value as Record<string, unknown>;
}

/**
 * How a validation message reads: `named` words zod's defaults and wrong types plainly, naming the
 * field ("address.zipcode must be text."), and keeps the sentences schemas write for people as they
 * are ("Colours must come from the palette."); `rule` keeps the rule's sentence word for word
 * (spec strings shown as toasts, like 'Select Product Size'). Either way `field` names the input,
 * which is where a form shows the message.
 */
export type Wording = "named" | "rule";

/** What a value of the wrong type should have been, in words. */
const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
};

/** zod's own wordings, written for programmers ("Invalid input: expected object, received undefined"). */
const ZOD_DEFAULT = /^(Invalid (input|option|string|number)|Too (small|big):)/;

/** A size limit in words: "text of at most 254 characters", "a number of at least 1". */
function sizeSentence(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall, field: string): string {
  const most = issue.code === "too_big";
  const limit = Number(most ? (issue as z.core.$ZodIssueTooBig).maximum : (issue as z.core.$ZodIssueTooSmall).minimum);
  if (issue.origin === "string") {
    if (!most && limit === 1) return `${field} cannot be empty.`;
    return `${field} is too ${most ? "long" : "short"}: at ${most ? "most" : "least"} ${limit} characters.`;
  }
  if (issue.origin === "array" || issue.origin === "set") return `${field} can have at ${most ? "most" : "least"} ${limit} items.`;
  if (issue.inclusive === false) return `${field} must be ${most ? "less" : "more"} than ${limit}.`;
  return `${field} must be at ${most ? "most" : "least"} ${limit}.`;
}

/**
 * The sentence for a problem. A schema's "… is required." is written for a missing value, and zod's
 * defaults for programmers; so a value that is there but of the wrong type or too long, and
 * anything zod words by default, is said plainly, naming the field. Other messages (the spec's)
 * stand as written.
 */
function sentenceOf(issue: z.core.$ZodIssue, field: string): string {
  const present = "input" in issue && issue.input !== undefined;
  const saysRequired = /(is|are) required\.$/.test(issue.message);
  if (issue.code === "invalid_type" && present && (saysRequired || ZOD_DEFAULT.test(issue.message))) {
    return `${field} must be ${EXPECTED[issue.expected] ?? issue.expected}.`;
  }
  if (issue.code === "too_big" && issue.origin === "string" && saysRequired) return `${field} is too long: at most ${issue.maximum} characters.`;
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  if (!present) return `${field} is required.`;
  if (issue.code === "too_big" || issue.code === "too_small") return sizeSentence(issue, field);
  if (issue.code === "invalid_value") return `${field} must be one of: ${issue.values.map(String).join(", ")}.`;
  return `${field} is not valid.`;
}

/** Validates with a zod schema; the first problem becomes the message, naming its field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, wording: Wording = "named"): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join(".") || undefined;
  const message = !issue ? "Invalid request." : wording === "rule" ? issue.message : sentenceOf(issue, field ?? "The request body");
  throw badRequest(message, field);
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S, wording: Wording = "named"): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c), wording);
}
