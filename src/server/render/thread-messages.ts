/**
 * What the main thread and a render thread say to each other (decision 191). Requests, answers and
 * API calls cross as plain data; a page's whole body crosses as one transferred buffer.
 */
import type { PageData, PublicConfig } from "../../contracts/pages";

export interface RequestData {
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface AnswerHead {
  status: number;
  headers: [string, string][];
}

/** The store's API's answer to a call a render thread made for its page. */
export interface ApiAnswer extends AnswerHead {
  body: ArrayBuffer | null;
}

/** Main thread to a render thread. */
export type ToThread =
  /** `config`: the page settings in force on the main thread, which the console's Settings change (decision 219). */
  | { t: "render"; id: number; request: RequestData; requestId: string; config: PublicConfig }
  | { t: "reply"; call: number; ok: true; value: unknown }
  | { t: "reply"; call: number; ok: false; message: string };

/** A render thread to the main thread. */
export type FromThread =
  | { t: "ready" }
  | { t: "pages"; id: number; call: number; name: keyof PageData; args: unknown[] }
  | { t: "api"; id: number; call: number; request: RequestData }
  /** The answer's status and headers, with its whole body when there is one in hand (`null`: none); else its chunks follow. */
  | { t: "head"; id: number; head: AnswerHead; whole: ArrayBuffer | null | "streamed" }
  | { t: "chunk"; id: number; data: Uint8Array }
  | { t: "end"; id: number }
  | { t: "failed"; id: number; message: string; stack?: string };

export async function requestData(request: Request): Promise<RequestData> {
  const hasBody = request.body !== null && request.method !== "GET" && request.method !== "HEAD";
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: hasBody ? await request.arrayBuffer() : null,
  };
}

export function requestOf(data: RequestData): Request {
  return new Request(data.url, { method: data.method, headers: data.headers, body: data.body });
}

/** A buffer's bytes as an ArrayBuffer of their own, which can be transferred. */
export function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) return bytes.buffer;
  return bytes.slice().buffer as ArrayBuffer;
}
