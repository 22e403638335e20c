import { type Splice, spliced } from "./page-segments";

/** React Router's module preloads as `<Scripts />` writes them (React hoists them into the head). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"<>\s]+)"\/>/g;
/** What every module preload starts with: a segment without it is not searched. */
const PRELOAD_START = '<link rel="modulepreload"';

/** React Router's one module script: the route modules' imports, the manifest, the entry's import. */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_SCRIPT_START = '<script type="module" async="">';

/** The element that holds the module script's text until it is time to run it. */
export const HELD_SCRIPT_ID = "dhaaga-scripts";

/** Past this, the scripts load whatever the pictures are doing (a stalled picture, a hidden tab). */
export const SCRIPTS_AT_THE_LATEST_MS = 3000;

/**
 * The controls whose press is held before hydration: those only a script makes work. A link
 * navigates without scripts, and a form's submit button sends its form (held below when only a
 * script can send it), so they are left alone.
 */
const SCRIPTED_CONTROL = "button,[role=button],[role=tab]";

/**
 * Early input, kept in the order it came (`q`), and given to React once the page is hydrated
 * (`data-hydrated` on `<html>`, set after every other effect of the first render):
 * - a press on a scripted control is held (its default prevented) and pressed again;
 * - a form that only a script sends (no `action`; a dialog's own form closes it without one) is
 *   held when submitted and submitted again, by the same button, with its text fields and lists
 *   as they were when it was sent (one typed into since is given back as a change just before):
 *   before, the browser sent it to the page's own address as a query string, and a field typed
 *   into after the press would otherwise be sent in its place. Boxes are not given back: a change
 *   to a box after the press is a press of its own, given after the form;
 * - a field, box or list changed before hydration keeps what the shopper chose (its last value since
 *   the last held form), and React is told:
 *   its value goes through React's tracking setter as something else, then back to the chosen one
 *   through the element's own setter, and an `input` (`click` for a box) event follows, which React
 *   reads as a change;
 * - the control the focus is on, and the one under the mouse, are announced (`focusin`, `mouseover`)
 *   so that what React shows on focus or hover (a card's second picture) shows.
 * A control the first renders replaced by another under the same id (the product page's
 * sections: accordions in the server's HTML, tabs once hydrated on a wide screen) gets what was
 * done to the one it replaced.
 * Each is given in a task of its own, so the page has answered one before the next; one that
 * fails (its control changed shape) does not stop the others. Until the last is given, what the
 * shopper does next joins the line behind it (a question sent while an earlier one is being given
 * back would otherwise reach React before the draft it was typed into). A chosen file is left to
 * the page.
 */
const EARLY_INPUT = `var q=[],held=1,giving=0;function ready(){return giving||!held}function press(e){if(ready())return;var t=e.target,c=t&&t.closest&&t.closest("${SCRIPTED_CONTROL}");if(!c||(c.type==="submit"&&c.form))return;e.preventDefault();e.stopImmediatePropagation();q.push({c:c})}function field(c){return c&&/^(INPUT|SELECT|TEXTAREA)$/.test(c.tagName)&&!/^(file|hidden|submit|button|reset|image)$/.test(c.type)}function kept(c){var box=c.type==="checkbox"||c.type==="radio";return{c:c,box:box,w:box?c.checked:c.value}}function change(e){var c=e.target;if(ready()||!field(c))return;for(var i=q.length-1;i>=0&&!q[i].f;i--)if(q[i].c===c){q.splice(i,1);break}q.push(kept(c))}function submit(e){var f=e.target;if(ready()||f.hasAttribute("action")||(f.getAttribute("method")||"").toLowerCase()==="dialog")return;e.preventDefault();e.stopImmediatePropagation();var v=[];[].forEach.call(f.elements,function(c){if(field(c)&&!/^(checkbox|radio)$/.test(c.type))v.push(kept(c))});q.push({f:f,b:e.submitter,v:v})}function on(f){d[f]("click",press,true);d[f]("input",change,true);d[f]("change",change,true);d[f]("submit",submit,true)}on("addEventListener");function give(){var x=q.shift();if(!x){held=0;on("removeEventListener");return}var c=x.c;if(c&&!c.isConnected&&c.id)c=d.getElementById(c.id)||c;giving=1;try{if(x.f){var v=(x.v||[]).filter(function(y){return y.c.isConnected&&y.c.value!==y.w});if(v.length)q.unshift.apply(q,v.concat([{f:x.f,b:x.b}]));else if(x.f.isConnected)x.f.requestSubmit(x.b&&x.b.form===x.f?x.b:null)}else if(c.isConnected){if(!("w" in x))c.click();else{var k=x.box?"checked":"value",own=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(c),k).set;c[k]=x.box?!x.w:x.w+"\u200b";own.call(c,x.w);c.dispatchEvent(new Event(x.box?"click":"input",{bubbles:true}));if(!x.box)c.dispatchEvent(new Event("change",{bubbles:true}))}}}catch(e){}giving=0;p.port2.postMessage(0)}var p=new MessageChannel;p.port1.onmessage=give;new MutationObserver(function(m,o){if(!r.hasAttribute("data-hydrated"))return;o.disconnect();var a=d.activeElement,h=d.querySelectorAll(":hover");if(a&&a!==d.body)a.dispatchEvent(new FocusEvent("focusin",{bubbles:true}));if(h.length)h[h.length-1].dispatchEvent(new MouseEvent("mouseover",{bubbles:true}));give()}).observe(r,{attributes:true,attributeFilter:["data-hydrated"]});`;

/**
 * Runs where the page ends, in two parts: the early input above, and the held scripts.
 *
 * It waits until every picture the page asked for at high priority (the largest paint: the first
 * hero slide, a product's photo, a listing's first cards) has loaded or failed and the page has
 * painted, and only then, in a task of its own, adds the module preloads and the module script.
 * The paint is the browser's paint timing, not a timer or an animation frame, so a page whose
 * clock is held (a test's) still hydrates; where paint timing is missing it is not waited for.
 *
 * It is the same text on every page, so its hash in the CSP never changes; the held script keeps
 * the text of React Router's module script, whose hash the page's policy lists (decision 120),
 * which lets its copy run.
 */
export const SCRIPTS_LOADER = `(function(){var d=document,r=d.documentElement,s=d.getElementById("${HELD_SCRIPT_ID}");if(!s)return;${EARLY_INPUT}var done=0,painted=0,left=0;function go(){if(done)return;done=1;(s.getAttribute("data-preload")||"").split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var m=d.createElement("script");m.type="module";m.textContent=s.textContent;d.body.appendChild(m)}function shown(){if(left||!painted||done)return;var c=new MessageChannel;c.port1.onmessage=go;c.port2.postMessage(0)}try{if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)painted=1;else new PerformanceObserver(function(l,o){painted=1;o.disconnect();shown()}).observe({type:"paint",buffered:true})}catch(e){painted=1}var wait=[].filter.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){return!i.complete});left=wait.length;wait.forEach(function(i){function one(){left--;shown()}i.addEventListener("load",one);i.addEventListener("error",one)});shown();setTimeout(go,${SCRIPTS_AT_THE_LATEST_MS})})();`;

const LOADER_SCRIPT = `<script>${SCRIPTS_LOADER}</script>`;

/**
 * A server-rendered page whose scripts wait for its largest picture (decision 178). On a slow link
 * the framework's hundred-odd kilobytes no longer share the line with the picture the shopper is
 * waiting for, and the page paints before any script runs. The page works before its scripts as it
 * always did (links are links and forms post), and a press on a scripted control counts once the
 * scripts have run. Nothing else of the page changes: the held script keeps React Router's text,
 * and React hydrates the same elements.
 */
export function scriptsAfterThePicture(segments: readonly string[]): string[] {
  // Plain searches first: a regular expression run over a whole page costs more than the rewrite.
  const at = segments.findIndex((segment) => segment.includes(MODULE_SCRIPT_START) && MODULE_SCRIPT.test(segment));
  const last = segments.findLastIndex((segment) => segment.includes("</body>"));
  if (at < 0 || last < at) return [...segments];
  const preloadsIn = (segment: string) => (segment.includes(PRELOAD_START) ? [...segment.matchAll(MODULE_PRELOAD)] : []);
  const preloads = segments.flatMap((segment) => preloadsIn(segment).map((m) => m[1]));
  return segments.flatMap((segment, i) => {
    const splices: Splice[] = [];
    if (i <= at) for (const m of preloadsIn(segment)) splices.push({ start: m.index, end: m.index + m[0].length, text: "" });
    if (i === at) {
      const m = MODULE_SCRIPT.exec(segment) as RegExpExecArray;
      const held = `<script type="text/plain" id="${HELD_SCRIPT_ID}" data-preload="${preloads.join(" ")}">${m[1]}</script>`;
      splices.push({ start: m.index, end: m.index + m[0].length, text: held });
    }
    if (i === last) {
      const end = segment.lastIndexOf("</body>");
      splices.push({ start: end, end, text: LOADER_SCRIPT });
    }
    return spliced(
      segment,
      splices.sort((a, b) => a.start - b.start),
    );
  });
}
