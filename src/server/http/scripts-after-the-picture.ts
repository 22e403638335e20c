/** React Router's module preloads as `<Scripts />` writes them (React hoists them into the head). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"<>\s]+)"\/>/g;

/** React Router's one module script: the route modules' imports, the manifest, the entry's import. */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The element that holds the module script's text until it is time to run it. */
export const HELD_SCRIPT_ID = "dhaaga-scripts";

/** Past this, the scripts load whatever the pictures are doing (a stalled picture, a hidden tab). */
export const SCRIPTS_AT_THE_LATEST_MS = 3000;

/**
 * Runs where the page ends. It waits until every picture the page asked for at high priority (the
 * largest paint: the first hero slide, a product's photo, a listing's first cards) has loaded or
 * failed and the page has painted, and only then, in a task of its own, adds the module preloads
 * and the module script. The paint is the browser's paint timing, not a timer or an animation
 * frame, so a page whose clock is held (a test's) still hydrates; where paint timing is missing it
 * is not waited for. It is the same text on every page, so its hash in the CSP never changes; the
 * held script is hashed with the page's other inline scripts (decision 120), which lets its copy run.
 */
const LOADER = `(function(){var d=document,s=d.getElementById("${HELD_SCRIPT_ID}");if(!s)return;var done=0,painted=0,left=0;function go(){if(done)return;done=1;(s.getAttribute("data-preload")||"").split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var m=d.createElement("script");m.type="module";m.textContent=s.textContent;d.body.appendChild(m)}function ready(){if(left||!painted||done)return;var c=new MessageChannel;c.port1.onmessage=go;c.port2.postMessage(0)}try{if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)painted=1;else new PerformanceObserver(function(l,o){painted=1;o.disconnect();ready()}).observe({type:"paint",buffered:true})}catch(e){painted=1}var wait=[].filter.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){return!i.complete});left=wait.length;wait.forEach(function(i){function one(){left--;ready()}i.addEventListener("load",one);i.addEventListener("error",one)});ready();setTimeout(go,${SCRIPTS_AT_THE_LATEST_MS})})();`;

/**
 * A server-rendered page whose scripts wait for its largest picture (decision 175). On a slow link
 * the framework's hundred-odd kilobytes no longer share the line with the picture the shopper is
 * waiting for, and the page paints before any script runs. The page works before its scripts as it
 * always did: links are links and forms post (decision 150). Nothing else of the page changes: the
 * held script keeps React Router's text, and React hydrates the same elements.
 */
export function scriptsAfterThePicture(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  const end = html.lastIndexOf("</body>");
  if (!script || end < 0) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const held = `<script type="text/plain" id="${HELD_SCRIPT_ID}" data-preload="${preloads.join(" ")}">${script[1]}</script>`;
  const before = html.slice(0, script.index).replace(MODULE_PRELOAD, "");
  const after = html.slice(script.index + script[0].length, end);
  return `${before}${held}${after}<script>${LOADER}</script>${html.slice(end)}`;
}
