import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { createRoute, type DocConfig } from "../http/route";
import { openApiDocument } from "./spec";

// `/docs`: the API reference as one HTML page, rendered by the Worker from its own OpenAPI
// document (no script, no third-party assets: it works offline and under a strict CSP).

type Json = Record<string, unknown>;

const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string);

/** Inline Markdown of the document's descriptions: `code` only. */
const prose = (value: unknown): string => escapeHtml(value ?? "").replace(/`([^`]+)`/g, "<code>$1</code>");

function resolve(doc: Json, node: unknown): Json {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref !== "string") return (node ?? {}) as Json;
  return ref
    .slice(2)
    .split("/")
    .reduce<unknown>((at, part) => (at as Json)[part], doc) as Json;
}

function typeOf(schema: Json): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(" | ");
  return String(schema.type ?? "any") + (schema.format ? ` (${schema.format})` : "");
}

function propertiesTable(doc: Json, schemaNode: unknown): string {
  const schema = resolve(doc, schemaNode);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(([name, property]) => {
    const def = property.default === undefined ? "" : ` Default <code>${escapeHtml(JSON.stringify(property.default))}</code>.`;
    return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? " <span class=req>required</span>" : ""}</td><td><code>${escapeHtml(typeOf(property))}</code></td><td>${prose(property.description)}${def}</td></tr>`;
  });
  return `${schema.description ? `<p>${prose(schema.description)}</p>` : ""}<table><tr><th>field</th><th>type</th><th>meaning</th></tr>${rows.join("")}</table>`;
}

function curlFor(method: string, path: string, example: unknown): string {
  const lines = [`curl -X ${method.toUpperCase()} "$BASE${path}"`, `  -H "Authorization: Bearer $API_KEY"`];
  if (example !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`, `  -H "Idempotency-Key: $(uuidgen)"`);
    lines.push(`  -d '${JSON.stringify(example).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(" \\\n");
}

function operationSection(doc: Json, path: string, method: string, op: Json): string {
  const parts: string[] = [];
  const id = String(op.operationId);
  parts.push(
    `<section id="${escapeHtml(id)}"><h2><span class="verb ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>`,
  );
  parts.push(`<p><strong>${prose(op.summary)}.</strong> ${prose(op.description)}</p>`);
  const params = ((op.parameters as Json[] | undefined) ?? []).map((p) => resolve(doc, p));
  for (const [where, title] of [
    ["query", "Query parameters"],
    ["header", "Request headers"],
  ] as const) {
    const these = params.filter((p) => p.in === where);
    if (these.length === 0) continue;
    parts.push(`<h3>${title}</h3><table><tr><th>${where === "query" ? "parameter" : "header"}</th><th>meaning</th></tr>`);
    for (const p of these)
      parts.push(`<tr><td><code>${escapeHtml(p.name)}</code></td><td>${prose((p.description as string) ?? (p.schema as Json)?.description)}</td></tr>`);
    parts.push(`</table>`);
  }
  const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.["application/json"] as Json | undefined;
  let example: unknown;
  if (body) {
    const schema = resolve(doc, body.schema);
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    example = Object.fromEntries(
      Object.entries(properties)
        .filter(([, p]) => p.example !== undefined)
        .map(([name, p]) => [name, p.example]),
    );
    parts.push(`<h3>Request body (<code>application/json</code>)</h3>${propertiesTable(doc, body.schema)}`);
  }
  parts.push(`<h3>Example</h3><pre>${escapeHtml(curlFor(method, path, example))}</pre>`);
  parts.push(`<h3>Responses</h3><table><tr><th>status</th><th>body</th><th>when</th></tr>`);
  const responses = op.responses as Record<string, Json>;
  for (const [status, response] of Object.entries(responses)) {
    const media = (response.content as Json | undefined)?.["application/json"] as Json | undefined;
    const schema = media ? resolve(doc, media.schema) : {};
    const examples = (media?.examples ?? {}) as Record<string, Json>;
    const codes = Object.keys(examples);
    const shape = codes.length
      ? codes.map((code) => `<code>${escapeHtml(code)}</code>`).join(", ")
      : `<code>${escapeHtml((media?.schema as Json)?.$ref?.toString().split("/").pop() ?? "")}</code>`;
    parts.push(`<tr><td class=status>${escapeHtml(status)}</td><td>${shape}</td><td>${prose(response.description)}</td></tr>`);
    if (status === "200")
      parts.push(
        `<tr><td></td><td colspan=2>${propertiesTable(doc, media?.schema)}<pre>${escapeHtml(JSON.stringify(schema.example, null, 2))}</pre></td></tr>`,
      );
  }
  parts.push(`</table>`);
  const headers = (responses["200"]?.headers ?? {}) as Record<string, Json>;
  parts.push(`<h3>Response headers</h3><table><tr><th>header</th><th>meaning</th></tr>`);
  for (const [name, h] of Object.entries(headers)) parts.push(`<tr><td><code>${escapeHtml(name)}</code></td><td>${prose(h.description)}</td></tr>`);
  parts.push(`</table></section>`);
  return parts.join("\n");
}

const rendered = new Map<Json, string>();

function render(config: DocConfig): string {
  const doc = openApiDocument(config) as Json;
  const info = doc.info as Json;
  const operations: string[] = [];
  const toc: string[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      toc.push(
        `<li><a href="#${escapeHtml(op.operationId)}"><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></a> ${prose(op.summary)}</li>`,
      );
      operations.push(operationSection(doc, path, method, op));
    }
  }
  const errorSchema = resolve(doc, { $ref: "#/components/schemas/Error" });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title>
<style nonce="__NONCE__">
body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem 1.25rem 4rem;color:#1d2330;background:#fff}
h1{margin-bottom:.25rem}h2{margin-top:2.5rem;border-top:1px solid #dde2ea;padding-top:1.25rem}h3{margin-bottom:.3rem}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}code{background:#f2f4f8;padding:.05em .3em;border-radius:3px}
pre{background:#0f1523;color:#e6ebf5;padding:.8rem 1rem;border-radius:6px;overflow:auto}pre code{background:none}
table{border-collapse:collapse;width:100%;margin:.4rem 0}th,td{border-bottom:1px solid #e6e9ef;text-align:left;padding:.35rem .5rem;vertical-align:top}
th{font-size:.85em;color:#5b6475;font-weight:600}.status{font-weight:700;white-space:nowrap}.req{color:#b42318;font-size:.8em}
.verb{display:inline-block;color:#fff;border-radius:4px;padding:0 .45em;font-size:.8em;vertical-align:middle}.post{background:#1f7a4d}.get{background:#1d5fbf}
nav ul{padding-left:1.2rem}a{color:#1d5fbf}
@media (prefers-color-scheme:dark){body{background:#11151c;color:#e3e8f0}code{background:#222a36}th,td{border-color:#2a3240}h2{border-color:#2a3240}a{color:#7fb0ff}}
</style></head><body>
<h1>${escapeHtml(info.title)}</h1>
<p>${prose(info.description)}</p>
<p>Machine-readable: <a href="/openapi.json"><code>/openapi.json</code></a> (OpenAPI ${escapeHtml(doc.openapi)}). Try it: <a href="/">the playground</a>. Tools for AI agents: the MCP server at <code>/mcp</code>, with the same key.</p>
<nav><ul>${toc.join("")}</ul></nav>
<h2 id="limits">Limits of this deployment</h2>
<table><tr><th>limit</th><th>value</th></tr>
<tr><td>Requests per API key, in any sliding hour (both endpoints together)</td><td>${config.rateLimitPerHour.toLocaleString("en")}</td></tr>
<tr><td>Free trial words of a new account</td><td>${config.trialWords.toLocaleString("en")}</td></tr>
<tr><td>Words per text</td><td>${config.minWords.toLocaleString("en")} to ${config.maxWords.toLocaleString("en")}</td></tr>
<tr><td>Request body</td><td>1 MiB</td></tr>
<tr><td>Ledger entries kept per account (<code>GET /api/v1/usage</code>), whichever is fewer</td><td>the last ${(config.ledger.retentionMs / 86_400_000).toLocaleString("en")} days; at most ${config.ledger.maxEntries.toLocaleString("en")}</td></tr></table>
<h2 id="auth">Authentication</h2>
<p>Send <code>Authorization: Bearer &lt;API_KEY&gt;</code>. Keys start with <code>hum_</code>; they are shown once, when issued, and only their SHA-256 hash is stored. A missing, malformed, unknown or revoked key gets <code>401 invalid_api_key</code> with <code>WWW-Authenticate: Bearer</code>.</p>
<h2 id="errors">Errors</h2>
${propertiesTable(doc, errorSchema)}
<p>Unknown paths answer <code>404 not_found</code>; a known path with another method <code>405 method_not_allowed</code> with an <code>Allow</code> header.</p>
${operations.join("\n")}
</body></html>`;
}

/** `GET /docs`. */
export function docsPage(c: Context<AppEnv>) {
  const { config } = c.get("services");
  const doc = openApiDocument(config);
  let cached = rendered.get(doc);
  if (cached === undefined) {
    cached = render(config);
    rendered.set(doc, cached);
  }
  const nonce = crypto.randomUUID().replace(/-/g, "");
  c.header("Content-Security-Policy", `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`);
  c.header("Cache-Control", "public, max-age=300");
  return c.html(cached.replace("__NONCE__", nonce));
}

/** `GET /openapi.json`. */
export function openApiJson(c: Context<AppEnv>) {
  c.header("Cache-Control", "public, max-age=300");
  return c.json(openApiDocument(c.get("services").config));
}

export const docsRoute = createRoute({ method: "GET", path: "/docs", handlers: [docsPage] });
export const openApiRoute = createRoute({ method: "GET", path: "/openapi.json", handlers: [openApiJson] });
