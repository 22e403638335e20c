import { redirect } from "react-router";

/** What every console call answers: `success`, a `message`, and on a refusal the `field` it is about. */
export interface ConsoleAnswer {
  success: boolean;
  message?: string;
  field?: string;
  [key: string]: unknown;
}

/** Where to go to sign in, coming back to the page the merchant was on. */
export function signInPath(): string {
  const here = typeof window === "undefined" ? "/admin" : window.location.pathname + window.location.search;
  return `/admin/login?next=${encodeURIComponent(here)}`;
}

/** A console call with the session cookie; a network failure reads as a failed answer. */
export async function consoleCall<T = ConsoleAnswer>(method: string, path: string, body?: unknown): Promise<T & ConsoleAnswer> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  try {
    const res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined || isForm ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({ success: false, message: `The store answered ${res.status}.` }))) as T & ConsoleAnswer;
    return Object.assign(data, { status: res.status });
  } catch (err) {
    return { success: false, message: `The store cannot be reached (${String(err)}).` } as T & ConsoleAnswer;
  }
}

/** For clientLoaders: the answer's data, or off to sign-in when the session has ended. */
export async function consoleLoad<T>(path: string): Promise<T & ConsoleAnswer> {
  const data = await consoleCall<T>("GET", path);
  if ((data as { status?: number }).status === 401) throw redirect(signInPath());
  if (!data.success)
    throw new Response(data.message ?? "The console could not load this page.", { status: (data as { status?: number }).status ?? 500 });
  return data;
}
