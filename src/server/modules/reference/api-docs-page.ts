import type { openApiDocument } from "../../../contracts/openapi";

type Document = ReturnType<typeof openApiDocument>;
type Json = Record<string, unknown>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const code = (value: unknown) => `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;

type Content = Record<string, { schema?: Json }> | undefined;

/** A body or answer as sent: its schema, and its media type when that is not JSON. */
function contentHtml(content: Content): string {
  const entries = Object.entries(content ?? {});
  if (entries.length === 0) return "";
  const types = entries.map(([type]) => type);
  const label =
    types.length === 1 && types[0] === "application/json" ? "" : `<p>As ${types.map((t) => `<code>${escapeHtml(t)}</code>`).join(" or ")}.</p>`;
  const schema = entries[0]?.[1].schema;
  return label + (schema && !schema.$ref && types.length === 1 ? code(schema) : "");
}

function operationHtml(method: string, path: string, op: Json): string {
  const parameters = (op.parameters as Json[]) ?? [];
  const responses = Object.entries((op.responses as Record<string, Json>) ?? {});
  const request = op.requestBody as { description?: string; content: Content } | undefined;
  const body = request ? `${request.description ? `<p>${escapeHtml(request.description)}</p>` : ""}${contentHtml(request.content)}` : "";
  const params = parameters.length
    ? `<h4>Parameters</h4><ul>${parameters
        .map(
          (p) =>
            `<li><code>${escapeHtml(String(p.name))}</code> (${escapeHtml(String(p.in))}${p.required ? ", required" : ""})${p.description ? ` ${escapeHtml(String(p.description))}` : ""}</li>`,
        )
        .join("")}</ul>`
    : "";
  const answers = responses
    .map(([status, r]) => {
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(r.description ?? ""))}${contentHtml(r.content as Content)}</li>`;
    })
    .join("");
  const id = String(op.operationId);
  return `<section id="${escapeHtml(id)}"><h3><span class="m">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(String(op.summary ?? ""))}</p>${params}${body ? `<h4>Body</h4>${body}` : ""}<h4>Answers</h4><ul>${answers}</ul></section>`;
}

/** The OpenAPI document as one plain page: no script, readable without a viewer. */
export function apiDocsPage(doc: Document): string {
  const byTag = new Map<string, string[]>();
  const index: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op.tags as string[]) ?? ["api"])[0] ?? "api";
      const list = byTag.get(tag) ?? [];
      list.push(operationHtml(method, path, op));
      byTag.set(tag, list);
      index.push(`<li><a href="#${escapeHtml(String(op.operationId))}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join("\n")}`).join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(doc.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}pre{background:#f4f4f4;padding:.5rem;overflow:auto;font-size:.85rem}section{border-top:1px solid #ddd;padding:.5rem 0}.m{display:inline-block;min-width:3.5rem;font-weight:700}</style>
</head><body><main><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p>
<p>The same document as JSON: <a href="/api/openapi.json">/api/openapi.json</a>. A failure always answers <code>{ "success": false, "message": "…", "field": "…" }</code>.</p>
<nav aria-label="Calls"><ul>${index.join("")}</ul></nav>
${sections}</main></body></html>`;
}
