// The server's entry: renders a page to one string. The page is read whole before it is sent (the
// scripts it wrote are hashed for its CSP, decisions 120, 215), so nothing is streamed: React's
// string build (the `bun` one, the same renderer writing text instead of UTF-8 chunks) hands over
// its markup as the pieces it wrote, which the server rewrites and encodes once (decisions 190,
// 193). The pieces also tell the server which scripts React wrote as elements: only those, and
// the server's own, are allowed to run.
import { renderToPipeableStream } from "react-dom/server.bun";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { MarkupOnceContext } from "./lib/markup-once";
import { createMarkupOnce } from "./markup-once.server";

export const streamTimeout = 5_000;

/** Parts rendered once (decision 196), product cards mostly: some 1,000 cards' markup at most. */
const markupOnce = createMarkupOnce(3_000_000);

/** A loader's or action's failure, logged as one of the store's lines instead of React Router's own console text. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).reportError(error);
};

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> | Response {
  if (request.method === "HEAD") return new Response(null, { status, headers });
  return new Promise((resolve, reject) => {
    const parts: string[] = [];
    let shellRendered = false;
    // Past the data's own time limit, what is still waiting is rendered as its fallback.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // What React writes to: a destination that keeps each piece of text.
    const destination = {
      write(chunk: string) {
        parts.push(chunk);
        return true;
      },
      end() {
        clearTimeout(timeout);
        headers.set("Content-Type", "text/html; charset=utf-8");
        // The server takes the pieces themselves (decision 193); the body is made only if something reads it.
        // (A stream asks for its first chunk at once unless its high-water mark is 0.)
        const body = new ReadableStream<Uint8Array>(
          {
            pull(controller) {
              controller.enqueue(new TextEncoder().encode(parts.join("")));
              controller.close();
            },
          },
          { highWaterMark: 0 },
        );
        const response = new Response(body, { status, headers });
        loadContext.document.page = { response, pieces: parts };
        resolve(response);
      },
      destroy(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      on: () => destination,
    };
    const { pipe, abort } = renderToPipeableStream(
      <MarkupOnceContext.Provider value={markupOnce}>
        <ServerRouter context={routerContext} url={request.url} />
      </MarkupOnceContext.Provider>,
      {
        // The page is sent whole (onAllReady), and every Suspense boundary in it is complete: each
        // is written in place. Past this many bytes React would write later boundaries at the
        // end, hidden, for a script to move, and a page read without scripts would miss them.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(destination as unknown as NodeJS.WritableStream);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          // An error in the shell rejects and is logged by React Router (handleError); one in a part that waited is logged here.
          if (shellRendered) loadContext.reportError(error);
        },
      },
    );
  });
}
