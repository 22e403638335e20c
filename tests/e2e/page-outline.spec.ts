import { expect, test } from "@playwright/test";
import { SESSION_MARK_SCRIPT } from "../../src/domain/session-mark";

/**
 * The outline of a rendered page as the server sends it: each element of its head, and each
 * script of its body, in order. The server rewrites what React Router renders (the session mark
 * first in the head, stylesheets written in, the module script held until the largest picture):
 * a React Router or React upgrade that changes what it renders changes this outline, and this
 * journey says where, instead of a page that quietly hydrates late or shows unstyled.
 */
function outline(html: string): string[] {
  const head = html.slice(html.indexOf("<head>") + "<head>".length, html.indexOf("</head>"));
  const body = html.slice(html.indexOf("</head>"));
  const asset = (href: string) => href.replace(/-[\w-]{8}\.(css|js|woff2|png)/, "-*.$1");
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const script = (attrs: string, text: string) => {
    if (text === SESSION_MARK_SCRIPT) return "script: the session mark";
    if (attr(attrs, "id") === "dhaaga-scripts") return `script#dhaaga-scripts ${attr(attrs, "type")}: the module script, held`;
    if (attr(attrs, "type") === "application/ld+json") return "script application/ld+json";
    if (text.startsWith("window.__reactRouterContext = ")) return "script: the router's context";
    if (text.startsWith("window.__reactRouterContext.streamController.enqueue(")) return "script: the loaders' data";
    if (text === "window.__reactRouterContext.streamController.close();") return "script: the data's end";
    if (text.includes("restoreKey")) return "script: the router's scroll restoration";
    if (text.startsWith('(function(){var d=document,r=d.documentElement,s=d.getElementById("dhaaga-scripts")'))
      return "script: the held scripts' loader";
    return attrs.trim() ? `script ${attrs.trim()}` : "script: the page's own";
  };
  const element = (tag: string, attrs: string, text: string) => {
    if (tag === "script") return script(attrs, text);
    if (tag === "meta") {
      const key = ["charSet", "name", "property"].find((k) => attr(attrs, k) !== undefined) ?? "";
      return key === "charSet" ? "meta charset" : `meta ${attr(attrs, key)}`;
    }
    if (tag === "link") {
      const rel = attr(attrs, "rel");
      if (rel === "preload") return `link preload ${attr(attrs, "as")}${attrs.includes('fetchPriority="high"') ? " at high priority" : ""}`;
      if (rel === "stylesheet") return `link stylesheet ${asset(attr(attrs, "href") ?? "")} ${attr(attrs, "type") ?? ""}`.trim();
      return `link ${rel}`;
    }
    if (tag === "style") return `style ${asset(attr(attrs, "data-href") ?? "")}`;
    return tag;
  };
  const elements = (part: string, only?: string) =>
    [...part.matchAll(/<(meta|link|title|style|script)\b([^>]*?)\/?>(?:([\s\S]*?)<\/\1>)?/g)]
      .filter((m) => !only || m[1] === only)
      .map((m) => element(m[1], m[2], m[3] ?? ""));
  return [...elements(head), "— body —", ...elements(body, "script")];
}

test("the home page's head and scripts are what the server's page step makes of React Router's page", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(outline(html)).toEqual([
    "meta charset",
    "script: the session mark",
    "meta viewport",
    // The first hero slide, for phones and for wider screens.
    "link preload image at high priority",
    "link preload image at high priority",
    "meta theme-color",
    "title",
    "meta description",
    "link canonical",
    "meta og:site_name",
    "meta og:title",
    "meta og:description",
    "meta og:url",
    "meta og:type",
    "meta og:image",
    "meta twitter:image",
    "meta twitter:card",
    "meta twitter:title",
    "meta twitter:description",
    "meta keywords",
    "link preload font",
    "link icon",
    // Each stylesheet written into the page, its link kept with a type no browser fetches (decision 213).
    "style /assets/shell-*.css",
    "link stylesheet /assets/shell-*.css# text/x-written-in",
    "style /assets/global-*.css",
    "link stylesheet /assets/global-*.css text/x-written-in",
    "style /assets/home-*.css",
    "link stylesheet /assets/home-*.css text/x-written-in",
    "— body —",
    "script: the page's own",
    "script: the router's scroll restoration",
    "script: the router's context",
    // No module preload and no module script: both wait in the held script until the largest picture.
    "script#dhaaga-scripts text/plain: the module script, held",
    "script: the loaders' data",
    "script: the data's end",
    "script: the held scripts' loader",
  ]);
});
