import { describe, expect, it } from "vitest";
import { HELD_SCRIPT_ID, SCRIPTS_LOADER, scriptsAfterThePicture } from "./held-scripts";

const MODULE = `import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B.js");`;
const PAGE =
  '<!DOCTYPE html><html><head><link rel="preload" as="image" fetchPriority="high" href="/hero.avif"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/root-A.js"/></head>' +
  '<body><main><img src="/hero.avif" fetchpriority="high"/></main>' +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${MODULE}</script>` +
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>";

describe("a page's scripts after its largest picture", () => {
  const out = scriptsAfterThePicture([PAGE]).join("");

  it("asks for no module in the head, and keeps the picture's preload", () => {
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="preload" as="image" fetchPriority="high" href="/hero.avif"/>');
  });

  it("holds React Router's module script, word for word, with the preloads it will add", () => {
    const held = new RegExp(`<script type="text/plain" id="${HELD_SCRIPT_ID}" data-preload="([^"]*)">([\\s\\S]*?)</script>`).exec(out);
    expect(held?.[1]).toBe("/assets/entry.client-B.js /assets/root-A.js");
    expect(held?.[2]).toBe(MODULE);
    expect(out).not.toContain('<script type="module"');
  });

  it("writes the loader word for word as declared, so the policy's hash of the constant lets it run", () => {
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(out)?.[1] ?? "";
    expect(loader).toContain(HELD_SCRIPT_ID);
    // The policy lists the loader by this constant (render/page-renderer.ts): the page must carry it word for word.
    expect(loader).toBe(SCRIPTS_LOADER);
  });

  it("keeps everything else of the page in its place", () => {
    const strip = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script type="(module|text\/plain)"[^>]*>[\s\S]*?<\/script>/, "HELD")
        .replace(/<script>\(function\(\)[\s\S]*?<\/script><\/body>/, "</body>");
    expect(strip(out)).toBe(strip(PAGE));
  });

  it("leaves a page without React Router's scripts as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Offline</p></body></html>";
    expect(scriptsAfterThePicture([plain])).toEqual([plain]);
  });

  it("works the same on a page in segments: the head, the module script and the end of the body apart", () => {
    const cut = (at: string) => (html: string) => [html.slice(0, html.indexOf(at)), html.slice(html.indexOf(at))];
    const segments = [PAGE].flatMap(cut("<body>")).flatMap((s, i) => (i === 1 ? cut('<script type="module"')(s) : [s]));
    const last = segments.pop() as string;
    segments.push(...cut("<script>window.__reactRouterContext.stream")(last));
    expect(segments).toHaveLength(4);
    expect(scriptsAfterThePicture(segments).join("")).toBe(out);
  });
});
