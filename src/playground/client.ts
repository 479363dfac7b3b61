// The playground's browser script, inlined into the page under a CSP nonce. Plain modern JS
// in a string (no build step); it must contain no backtick and no "${" (it lives in a
// template literal), and it only ever writes user or API text with textContent / DOM nodes
// (the page's CSP also enforces Trusted Types, so innerHTML would throw).

export const CLIENT_JS = String.raw`(() => {
"use strict";
const $ = (id) => document.getElementById(id);
const MIN = +document.body.dataset.min || 10, MAX = +document.body.dataset.max || 3000;
const STORE = "humanize-playground-key";
const keyEl = $("key"), textEl = $("text"), modeEl = $("mode"), langEl = $("lang"), goEl = $("go"), balEl = $("bal"), anEl = $("an"), repEl = $("report");
const nf = new Intl.NumberFormat("en");
const fmt = (n) => nf.format(n);
let busy = false;
let pending = null; // { sig, id }: the Idempotency-Key of a request whose answer was lost
let last = null;    // { sig, id }: the request whose result is shown
let output = "";

// Words, as the API counts them.
const WS = /\p{White_Space}+/u, LD = /[\p{L}\p{N}]/u;
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const seg = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "word" }) : null;
// Segmenting a long run in one walk is quadratic in V8: walk it in windows of 1,000 characters,
// starting each at the segment that came within 64 characters of the last one's edge.
function segmentedWords(run) {
  let n = 0, start = 0;
  while (start < run.length) {
    const end = Math.min(run.length, start + 1000), last = end === run.length;
    let next = end;
    for (const s of seg.segment(run.slice(start, end))) {
      if (!last && s.index > 0 && start + s.index + s.segment.length > end - 64) { next = start + s.index; break; }
      if (s.isWordLike && LD.test(s.segment)) n++;
    }
    start = last ? run.length : next;
  }
  return n;
}
function countWords(text) {
  let n = 0;
  for (const run of text.split(WS)) {
    if (!LD.test(run)) continue;
    if (seg && SPACELESS.test(run)) n += segmentedWords(run);
    else n++;
  }
  return n;
}
function updateCount() {
  const n = countWords(textEl.value);
  let msg = fmt(n) + (n === 1 ? " word" : " words");
  if (n > 0 && n < MIN) msg += " (the minimum is " + fmt(MIN) + ")";
  else if (n > MAX) msg += " (the maximum is " + fmt(MAX) + ")";
  $("wc-n").textContent = msg;
  $("wc-n").className = n > MAX || (n > 0 && n < MIN) ? "warn" : "";
  renderCurl();
}

// The key: in this page's memory (the input itself); in sessionStorage only if asked.
function getKey() { return keyEl.value.trim().replace(/^bearer\s+/i, ""); }
function mask(k) { return k.length > 12 ? k.slice(0, 8) + "\u2026" : "\u2026"; }
function persist() {
  try {
    if ($("remember").checked && getKey()) sessionStorage.setItem(STORE, getKey());
    else sessionStorage.removeItem(STORE);
  } catch { /* storage disabled: memory only */ }
}
try {
  const saved = sessionStorage.getItem(STORE);
  if (saved) { keyEl.value = saved; $("remember").checked = true; }
} catch { /* storage disabled */ }
keyEl.addEventListener("input", () => { persist(); renderCurl(); resetUsage(); });
$("remember").addEventListener("change", persist);
$("show").addEventListener("click", (e) => {
  const show = keyEl.type === "password";
  keyEl.type = show ? "text" : "password";
  e.currentTarget.setAttribute("aria-pressed", String(show));
  e.currentTarget.textContent = show ? "Hide" : "Show";
});

function uuid() {
  if (crypto.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 15) | 64; b[8] = (b[8] & 63) | 128;
  const h = Array.from(b, (x) => (x + 256).toString(16).slice(1)).join("");
  return h.slice(0, 8) + "-" + h.slice(8, 12) + "-" + h.slice(12, 16) + "-" + h.slice(16, 20) + "-" + h.slice(20);
}

// Messages.
function status(text) { $("status").textContent = text; }
/** Scrolls a message into view when it is off screen (on a phone the results sit below the form). */
function reveal(el) {
  const r = el.getBoundingClientRect();
  if (r.top < 0 || r.top > innerHeight - 64) el.scrollIntoView({ block: "nearest" });
}
function clearErr() { $("err").hidden = true; $("err-t").textContent = $("err-d").textContent = $("err-m").textContent = ""; }
function showErr(title, text, meta) {
  status("");
  $("err-t").textContent = title;
  $("err-d").textContent = text;
  $("err-m").textContent = meta || "";
  $("err").hidden = false;
  reveal($("err"));
}
const secs = (n) => n < 90 ? n + (n === 1 ? " second" : " seconds") : Math.round(n / 60) + " minutes";
function at(unix) {
  const s = Math.max(1, Math.round(unix - Date.now() / 1000));
  return new Date(unix * 1000).toLocaleTimeString("en", { hour: "2-digit", minute: "2-digit" }) + " (in " + secs(s) + ")";
}
function rate(h) {
  const lim = h.get("X-RateLimit-Limit"), rem = h.get("X-RateLimit-Remaining"), rst = +h.get("X-RateLimit-Reset");
  if (lim === null || rem === null) return;
  let text = fmt(+rem) + " of " + fmt(+lim) + " requests left this hour";
  if (rst) text += (+rem === 0 ? "; next request accepted at " : "; the oldest leaves the window at ") + at(rst);
  $("rl").textContent = text;
}
/** What to tell the user for an API error; "analyze" words the few that differ for Find signs. */
function friendly(code, msg, h, res, op) {
  const ra = +h.get("Retry-After") || 0;
  const later = ra ? " Try again in " + secs(ra) + "." : " Try again in a moment.";
  switch (code) {
    case "invalid_api_key": return ["API key not accepted", "The key is mistyped, incomplete, or has been revoked or replaced. Paste your current key; it starts with hum_."];
    case "rate_limit_exceeded": {
      const reset = +h.get("X-RateLimit-Reset") || (ra ? Date.now() / 1000 + ra : 0);
      return ["Rate limit reached", "This key has used its " + (h.get("X-RateLimit-Limit") || "") + " requests for the last hour. Nothing was charged. You can send the next request at " + (reset ? at(reset) : "a later time") + "."];
    }
    case "unsupported_media_type": return ["Request not sent as JSON", "The API only accepts JSON. Reload the page and try again."];
    case "invalid_request": return ["Request not valid", msg + (op === "usage" ? " Reload the page and try again." : " Check the mode and language fields.")];
    case "text_too_short": return ["Text too short", msg + " Add more text; nothing was charged."];
    case "text_too_long": return ["Text too long", msg + " Split it and send it in parts; nothing was charged."];
    case "unsupported_language": if (op === "analyze") return ["Language not supported", msg + " Leave Language empty to detect it, or try another text."];
      return ["Language not supported", "The rewrite engine cannot rewrite this language. Nothing was charged. Leave Language empty to detect it, or try another text. (" + msg + ")"];
    case "trial_exhausted": return ["Free trial used up", "This account has no trial words left and no API subscription. Subscribe to an API plan to keep rewriting."];
    case "insufficient_balance": return ["Not enough words left", msg + " Shorten the text or add words to your balance."];
    case "idempotency_in_progress": return ["Still working on it", "This same request is still being processed. Wait a few seconds and press Humanize again; it will not be charged twice."];
    case "idempotency_key_reused": return ["Retry key already used", "The retry key belongs to a different text. Press Humanize again to send this text as a new request."];
    case "engine_unavailable": return ["Rewrite engine unavailable", "The rewrite failed or timed out and the words were refunded." + later];
    case "service_unavailable": return ["Service temporarily unavailable", "The account service could not be reached; nothing was charged." + later];
    case "payload_too_large": return ["Text too large", "The request is larger than 1 MiB. Send at most " + fmt(MAX) + " words."];
    case "internal_error": return ["Something went wrong on our side", "Nothing was charged. Try again; if it keeps happening, contact support and quote request id " + (h.get("X-Request-Id") || "(none)") + "."];
    default: return ["Request failed", msg || "The server answered HTTP " + res.status + ". Try again in a moment."];
  }
}
/** An API error as [title, text, meta]: the contract's error body (code and message), the status and the request id. */
function errParts(r, op) {
  const d = r.data && typeof r.data.error === "string" ? r.data : null, h = r.res.headers, rid = h.get("X-Request-Id");
  const [title, text] = friendly(d && d.error, d ? String(d.message || "") : "", h, r.res, op);
  return [title, text, (d ? d.error + " \u00b7 " : "") + "HTTP " + r.res.status + (rid ? " \u00b7 request id " + rid : "")];
}
function apiErr(r, op) { showErr(...errParts(r, op)); }
function netParts(timeout, retrySafe) {
  return ["Could not reach the API",
    (timeout ? "The API did not answer within 60 seconds. " : "The network request failed. ") + "Check your connection and try again." +
    (retrySafe ? " Pressing Humanize again with the same text reuses the same Idempotency-Key, so it cannot be charged twice." : ""),
    "network error"];
}
function netErr(timeout, retrySafe) { showErr(...netParts(timeout, retrySafe)); }
function checkKey(key, show = showErr) {
  if (!key) { show("API key needed", "Paste your API key (it starts with hum_) into the API key field first."); keyEl.focus(); return false; }
  if (!/^[\x21-\x7e]+$/.test(key)) { show("API key not valid", "An API key has no spaces or special characters; paste it again exactly as it was shown."); keyEl.focus(); return false; }
  return true;
}

// HTTP.
async function call(method, path, body, idem) {
  const headers = { Authorization: "Bearer " + getKey() };
  const init = { method, headers, cache: "no-store", credentials: "omit" };
  if (body) { headers["Content-Type"] = "application/json"; init.body = JSON.stringify(body); }
  if (idem) headers["Idempotency-Key"] = idem;
  if (AbortSignal.timeout) init.signal = AbortSignal.timeout(60000);
  let res;
  try { res = await fetch(path, init); } catch (e) { return { network: true, timeout: e && e.name === "TimeoutError" }; }
  let data = null;
  try { data = await res.json(); } catch { /* not JSON, or the body was cut off */ }
  rate(res.headers);
  return { res, data };
}
function setBusy(el, on, label) {
  el.setAttribute("aria-disabled", String(on));
  if (label) el.textContent = label;
}

// Humanize.
function bodyOf() {
  const b = { text: textEl.value, mode: modeEl.value };
  const lang = langEl.value.trim();
  if (lang) b.language = lang;
  if (repEl.checked) b.report = true;
  return b;
}
/** The checks made before sending a text (to Humanize or Find signs): the key, and a text the API would take. */
function sendable(empty) {
  clearErr();
  if (!checkKey(getKey())) return false;
  const words = countWords(textEl.value);
  if (!words) { showErr(empty[0], empty[1]); textEl.focus(); return false; }
  // The API would refuse it (and count it against the rate limit): say so here, send nothing.
  if (words < MIN) {
    showErr("Text too short", "Text has " + fmt(words) + (words === 1 ? " word" : " words") + "; the minimum is " + fmt(MIN) + ". Add more text; nothing was sent or charged.", "counted in your browser");
    textEl.focus();
    return false;
  }
  return true;
}
async function humanize() {
  if (busy) return;
  if (!sendable(["Nothing to rewrite", "Paste or type the text to humanize."])) return;
  const key = getKey(), body = bodyOf();
  const sig = key + "\n" + JSON.stringify(body);
  const id = pending && pending.sig === sig ? pending.id : uuid();
  pending = null;
  busy = true;
  setBusy(goEl, true, "Humanizing\u2026");
  $("result").setAttribute("aria-busy", "true");
  status("Rewriting\u2026");
  const r = await call("POST", "/api/v1/humanize", body, id);
  busy = false;
  setBusy(goEl, false, "Humanize");
  $("result").setAttribute("aria-busy", "false");
  if (r.network || (r.res.ok && !r.data)) { pending = { sig, id }; netErr(r.timeout, true); renderCurl(); return; }
  if (!r.res.ok) { apiErr(r); renderCurl(); return; }
  last = { sig, id };
  output = String(r.data.humanized_text);
  $("rep").hidden = true;
  if (!body.report) renderDiff(body.text, output);
  else if (r.data.report && typeof r.data.report === "object") renderReport(body.text, output, r.data.report);
  else { renderDiff(body.text, output); $("changes").textContent += "The answer had no change report. "; }
  $("used").textContent = fmt(r.data.words_used);
  $("left").textContent = fmt(r.data.balance_remaining);
  $("copy").hidden = false;
  const replayed = r.res.headers.get("Idempotent-Replayed") === "true";
  reveal($("result"));
  status("Rewritten. " + fmt(r.data.words_used) + " words used" + (replayed ? " (a replay, not charged again)" : "") + "; " + fmt(r.data.balance_remaining) + " words left.");
  renderCurl();
  if (usOn) loadUsage(false);
}
$("form").addEventListener("submit", (e) => { e.preventDefault(); humanize(); });
textEl.addEventListener("keydown", (e) => { if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); humanize(); } });
textEl.addEventListener("input", updateCount);
modeEl.addEventListener("change", renderCurl);
langEl.addEventListener("input", renderCurl);

// Balance.
let balBusy = false;
balEl.addEventListener("click", async () => {
  if (balBusy) return;
  clearErr();
  if (!checkKey(getKey())) return;
  balBusy = true;
  setBusy(balEl, true);
  status("Checking the balance\u2026");
  const r = await call("GET", "/api/v1/balance");
  balBusy = false;
  setBusy(balEl, false);
  if (r.network || (r.res.ok && !r.data)) return netErr(r.timeout, false);
  if (!r.res.ok) return apiErr(r);
  const d = r.data;
  $("left").textContent = fmt(d.balance_remaining);
  $("plan").textContent = d.plan === "api" ? "API subscription" : d.plan === "trial" ? "Free trial" : String(d.plan);
  $("period").textContent = d.reset_date ? new Date(d.reset_date).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" }) : "none (trial words do not renew)";
  status("Balance: " + fmt(d.balance_remaining) + " words left on the " + $("plan").textContent.toLowerCase() + ".");
});

// Recent usage (GET /api/v1/usage): loaded when asked, then after each rewrite. A new key empties it.
const usLoad = $("us-load"), usMore = $("us-more"), usRows = $("us-rows");
let usOn = false, usReq = 0, usBusy = false, usLast = null;
function usErr(title, text, meta) {
  $("us-err-t").textContent = title;
  $("us-err-d").textContent = text;
  $("us-err-m").textContent = meta || "";
  $("us-err").hidden = false;
}
function usClear() { $("us-err").hidden = true; $("us-err-t").textContent = $("us-err-d").textContent = $("us-err-m").textContent = ""; }
function usSetBusy(on) {
  usBusy = on;
  setBusy(usLoad, on);
  setBusy(usMore, on);
  $("recent").setAttribute("aria-busy", String(on));
}
function resetUsage() {
  usReq++;
  usOn = false;
  usLast = null;
  usSetBusy(false);
  usClear();
  usRows.replaceChildren();
  $("us-msg").textContent = "";
  $("us-wrap").hidden = usMore.hidden = true;
  usLoad.textContent = "Show recent usage";
}
function usRow(e) {
  const tr = document.createElement("tr");
  const cell = (text, cls) => { const td = document.createElement("td"); td.textContent = text; if (cls) td.className = cls; tr.append(td); return td; };
  const at = String(e.created_at), when = new Date(at), t = document.createElement("time");
  t.dateTime = at;
  t.textContent = isNaN(when) ? at : when.toLocaleString("en", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  cell("").append(t);
  cell(String(e.kind) + (e.event ? " (" + String(e.event) + ")" : e.reason ? " (" + String(e.reason).replace(/_/g, " ") + ")" : ""));
  const k = e.kind, w = fmt(num(e.words));
  cell(k === "charge" ? "\u2212" + w : k === "refund" || k === "credit" || k === "trial" ? "+" + w : w, "n");
  cell(e.balance_type === "trial" ? fmt(num(e.trial_balance_after)) + " (trial)" : fmt(num(e.balance_after)), "n");
  const id = cell("");
  if (e.request_id) { const c = document.createElement("code"); c.textContent = String(e.request_id); id.append(c); }
  else { const dash = document.createElement("span"), none = document.createElement("span"); dash.setAttribute("aria-hidden", "true"); dash.textContent = "\u2013"; none.className = "sr"; none.textContent = "none"; id.append(dash, none); }
  return tr;
}
/** The newest page (more: false) or the page after the last entry shown. */
async function loadUsage(more) {
  if (more && (usBusy || !usLast)) return;
  usClear();
  if (!checkKey(getKey(), usErr)) return;
  const n = ++usReq;
  usSetBusy(true);
  const r = await call("GET", "/api/v1/usage?limit=10" + (more ? "&starting_after=" + encodeURIComponent(usLast) : ""));
  if (n !== usReq) return; // a newer load, or a new key, took over
  usSetBusy(false);
  const failed = more ? "Older entries could not be loaded." : "Recent usage could not be updated.";
  if (r.network) { $("us-msg").textContent = failed; return usErr(...netParts(r.timeout, false)); }
  if (!r.res.ok) { $("us-msg").textContent = failed; return usErr(...errParts(r, "usage")); }
  if (!r.data || !Array.isArray(r.data.data)) { $("us-msg").textContent = failed; return usErr("Request failed", "The answer was not a list of entries. Try again in a moment.", "HTTP " + r.res.status); }
  if (!more) usRows.replaceChildren();
  for (const e of r.data.data) if (e && typeof e === "object") usRows.append(usRow(e));
  const last = r.data.data[r.data.data.length - 1];
  usLast = last ? String(last.id) : usLast;
  const hadFocus = document.activeElement === usMore;
  usMore.hidden = !(r.data.has_more === true && last);
  if (hadFocus && usMore.hidden) $("us-wrap").focus();
  $("us-wrap").hidden = false;
  usOn = true;
  usLoad.textContent = "Refresh";
  const shown = usRows.rows.length;
  $("us-msg").textContent = shown
    ? plural(shown, "entry", "entries") + " shown, newest first" + (usMore.hidden ? "" : "; older ones follow") + ". Updated at " + new Date().toLocaleTimeString("en") + "."
    : "No entries yet.";
}
usLoad.addEventListener("click", () => loadUsage(false));
usMore.addEventListener("click", () => loadUsage(true));

// The word-level diff of input and output (longest common subsequence of words).
function tokens(text) {
  const parts = text.split(/(\s+)/), list = [];
  let lead = "";
  for (let i = 0; i < parts.length; i += 2) {
    const w = parts[i], s = parts[i + 1] || "";
    if (w) list.push({ w, s }); else if (i === 0) lead = s;
  }
  return { lead, list };
}
function diff(a, b) {
  const n = a.length, m = b.length, ops = [];
  let p = 0, e = 0;
  while (p < n && p < m && a[p] === b[p]) ops.push([0, p++]);
  while (e < n - p && e < m - p && a[n - 1 - e] === b[m - 1 - e]) e++;
  const A = a.slice(p, n - e), B = b.slice(p, m - e), N = A.length, M = B.length, W = M + 1;
  if (N * M > 1e7) return null;
  const L = new Uint16Array((N + 1) * W);
  for (let i = N - 1; i >= 0; i--) for (let j = M - 1; j >= 0; j--) {
    L[i * W + j] = A[i] === B[j] ? L[(i + 1) * W + j + 1] + 1 : Math.max(L[(i + 1) * W + j], L[i * W + j + 1]);
  }
  let i = 0, j = 0;
  while (i < N || j < M) {
    if (i < N && j < M && A[i] === B[j]) { ops.push([0, p + j]); i++; j++; }
    else if (j >= M || (i < N && L[(i + 1) * W + j] >= L[i * W + j + 1])) ops.push([-1, A[i++]]);
    else ops.push([1, p + j++]);
  }
  for (let k = m - e; k < m; k++) ops.push([0, k]);
  return ops;
}
function renderDiff(input, out) {
  const box = $("diff"), o = tokens(out), b = o.list;
  box.replaceChildren(o.lead);
  const ops = diff(tokens(input).list.map((t) => t.w), b.map((t) => t.w));
  if (!ops) { box.append(out.slice(o.lead.length)); $("changes").textContent = "The text is too long to mark the changes. "; return; }
  let added = 0, removed = 0;
  for (let k = 0; k < ops.length; k++) {
    const t = ops[k][0];
    if (t === -1) {
      const words = [ops[k][1]];
      while (k + 1 < ops.length && ops[k + 1][0] === -1) words.push(ops[++k][1]);
      removed += words.length;
      const rm = document.createElement("span"), del = document.createElement("del");
      rm.className = "rm";
      del.textContent = words.join(" ");
      rm.append(del, " ");
      box.append(rm);
      continue;
    }
    const from = ops[k][1];
    let to = from;
    while (k + 1 < ops.length && ops[k + 1][0] === t) to = ops[++k][1];
    let text = "";
    for (let x = from; x < to; x++) text += b[x].w + b[x].s;
    text += b[to].w;
    if (t === 1) {
      added += to - from + 1;
      const ins = document.createElement("ins");
      ins.textContent = text;
      box.append(ins, b[to].s);
    } else box.append(text + b[to].s);
  }
  $("changes").textContent = added || removed ? fmt(added) + " words added, " + fmt(removed) + " removed. " : "No words changed. ";
}
$("show-del").addEventListener("change", (e) => $("diff").classList.toggle("hide-del", !e.currentTarget.checked));

// The change report ("report": true): the edits as the API lists them, each applied to the
// submitted text in order. They are checked first: if they do not give exactly the rewrite,
// the word diff is shown instead, and the page says so.
const num = (v) => (typeof v === "number" && isFinite(v) ? v : 0);
const plural = (n, one, many) => fmt(n) + " " + (n === 1 ? one : many);
function applied(input, changes) {
  let pos = 0, out = "";
  for (const c of changes) {
    if (!c || !Number.isInteger(c.start) || !Number.isInteger(c.end) || c.start < pos || c.end < c.start || c.end > input.length) return null;
    if (input.slice(c.start, c.end) !== c.before || typeof c.after !== "string") return null;
    out += input.slice(pos, c.start) + c.after;
    pos = c.end;
  }
  return out + input.slice(pos);
}
function renderReport(input, out, rep) {
  const box = $("diff"), changes = Array.isArray(rep.changes) ? rep.changes : [];
  if (applied(input, changes) !== out) {
    renderDiff(input, out);
    $("changes").textContent += "The report's edits do not reproduce the rewrite, so the word diff is shown instead. ";
  } else {
    box.replaceChildren();
    let pos = 0, tagged = 0;
    for (const c of changes) {
      if (c.start > pos) box.append(input.slice(pos, c.start));
      const ed = document.createElement("span");
      ed.className = "ed";
      if (typeof c.family === "string" && c.family) { ed.dataset.family = c.family; ed.title = "Edit on a sign of AI writing: " + c.family; tagged++; }
      if (c.before) {
        const rm = document.createElement("span"), del = document.createElement("del");
        rm.className = "rm";
        del.textContent = c.before;
        rm.append(del);
        ed.append(rm);
      }
      if (c.after) {
        const ins = document.createElement("ins");
        ins.textContent = c.after;
        ed.append(ins);
      }
      box.append(ed);
      pos = c.end;
    }
    if (pos < input.length) box.append(input.slice(pos));
    $("changes").textContent = changes.length
      ? plural(changes.length, "edit", "edits") + ", " + fmt(tagged) + " of them on a sign of AI writing (tagged with its kind). "
      : "No edits. ";
  }
  const prot = rep.protected || {};
  $("rep-signs").textContent = fmt(num(rep.signs_before)) + " \u2192 " + fmt(num(rep.signs_after)) + " (before \u2192 after)";
  $("rep-words").textContent = fmt(Math.round(num(rep.words_changed_ratio) * 1000) / 10) + "% of the words";
  $("rep-prot").textContent = fmt(num(prot.kept)) + " of " + fmt(num(prot.total)) + (num(prot.kept) < num(prot.total) ? " (some changed: check the rewrite)" : "");
  $("rep-prot").className = num(prot.kept) < num(prot.total) ? "warn" : "";
  const list = $("rep-rem"), remaining = Array.isArray(rep.remaining) ? rep.remaining : [];
  list.replaceChildren();
  for (const s of remaining) {
    const li = document.createElement("li"), code = document.createElement("code"), why = document.createElement("span"), ex = document.createElement("span");
    code.textContent = String(s.family);
    why.textContent = ": " + String(s.reason) + ". ";
    ex.className = "ex";
    ex.textContent = String(s.explanation);
    li.append(code, " ", quote(String(s.excerpt)), why, ex);
    list.append(li);
  }
  if (!remaining.length) {
    const li = document.createElement("li");
    li.textContent = "None.";
    list.append(li);
  }
  $("rep").hidden = false;
}

// Find signs (POST /api/v1/analyze). Each sign is one <mark> over its span (title: what it is);
// signs on the same span share one, a sign inside another nests in it, and two that cross are
// merged into one mark over both (rare), so the text itself is never cut, lost or repeated:
// the view's textContent is the text sent.
const quote = (s) => {
  const t = s.replace(/\s+/g, " "), cs = Array.from(t);
  return "\u201c" + (cs.length > 80 ? cs.slice(0, 78).join("") + "\u2026" : t) + "\u201d";
};
function signTree(text, signs) {
  const root = { start: 0, end: text.length, signs: [], kids: [] }, stack = [root], bySpan = new Map();
  for (const s of signs) {
    if (!s || !Number.isInteger(s.start) || !Number.isInteger(s.end) || s.start < 0 || s.start >= s.end || s.end > text.length) continue;
    const key = s.start + ":" + s.end, same = bySpan.get(key);
    if (same) same.signs.push(s); else bySpan.set(key, { start: s.start, end: s.end, signs: [s], kids: [] });
  }
  const spans = Array.from(bySpan.values()).sort((a, b) => a.start - b.start || b.end - a.end);
  for (const n of spans) {
    while (stack[stack.length - 1].end <= n.start) stack.pop(); // the root ends at the text's end: it stays
    let top = stack[stack.length - 1];
    if (n.end <= top.end) { top.kids.push(n); stack.push(n); continue; }
    // n starts inside top and ends after it: one mark over both, which may in turn cross its parent.
    top.signs.push(...n.signs);
    top.end = n.end;
    while (stack.length > 2 && top.end > stack[stack.length - 2].end) {
      stack.pop();
      const parent = stack[stack.length - 1];
      parent.kids.pop();
      parent.kids.push(...top.kids);
      parent.signs.push(...top.signs);
      parent.end = top.end;
      top = parent;
    }
  }
  return root;
}
let marks = new WeakMap(); // <mark> -> the signs it stands for
function buildMarks(text, node, into) {
  let pos = node.start;
  for (const k of node.kids) {
    if (k.start > pos) into.append(text.slice(pos, k.start));
    const m = document.createElement("mark");
    m.className = "sg";
    m.tabIndex = 0;
    m.dataset.start = k.start;
    m.dataset.end = k.end;
    m.dataset.family = Array.from(new Set(k.signs.map((s) => String(s.family)))).join(" ");
    m.title = Array.from(new Set(k.signs.map((s) => String(s.family) + ": " + String(s.explanation)))).join("\n");
    marks.set(m, k.signs);
    buildMarks(text, k, m);
    into.append(m);
    pos = k.end;
  }
  if (node.end > pos) into.append(text.slice(pos, node.end));
}
/** Shows what a highlighted passage is: its signs, then those of the passages it lies in. */
function explain(m) {
  const info = $("sg-info"), seen = new Set();
  info.replaceChildren();
  for (let el = m; el; el = el.parentElement && el.parentElement.closest("#sg-text mark.sg")) {
    for (const s of marks.get(el) || []) {
      const line = String(s.family) + "\n" + String(s.excerpt);
      if (seen.has(line)) continue;
      seen.add(line);
      const p = document.createElement("p"), b = document.createElement("strong");
      b.textContent = String(s.family);
      p.append(b, " ", quote(String(s.excerpt)), ": " + String(s.explanation));
      info.append(p);
    }
  }
}
function resetInfo() { $("sg-info").textContent = "Hover over or focus a highlighted passage to see what it is."; }
let anBusy = false, anText = null;
function renderSigns(text, d) {
  const signs = Array.isArray(d.signs) ? d.signs : [], n = signs.length, words = num(d.words);
  const box = $("sg-text");
  marks = new WeakMap();
  box.replaceChildren();
  buildMarks(text, signTree(text, signs), box);
  $("sg-sum").textContent = n
    ? plural(n, "sign", "signs") + " in " + plural(words, "word", "words") + ": " + fmt(num(d.signs_per_1000_words)) + " per 1,000 words."
    : "No signs found in " + plural(words, "word", "words") + ".";
  // The legend: one entry per kind of sign, with what it is and where it was found.
  const groups = new Map();
  for (const s of signs) {
    const family = String(s.family);
    let g = groups.get(family);
    if (!g) groups.set(family, (g = { explanation: String(s.explanation), excerpts: new Map(), n: 0 }));
    g.n++;
    const q = quote(String(s.excerpt));
    g.excerpts.set(q, (g.excerpts.get(q) || 0) + 1);
  }
  const list = $("sg-list");
  list.replaceChildren();
  for (const [family, g] of groups) {
    const li = document.createElement("li"), code = document.createElement("code"), ex = document.createElement("span");
    code.textContent = family;
    ex.className = "ex";
    ex.textContent = "Found: " + Array.from(g.excerpts, ([q, k]) => (k > 1 ? q + " \u00d7" + k : q)).join(", ") + ".";
    li.append(code, " (" + fmt(g.n) + "): " + g.explanation + " ", ex);
    list.append(li);
  }
  if (!n) {
    const li = document.createElement("li");
    li.textContent = "None.";
    list.append(li);
  }
  resetInfo();
  anText = text;
  $("sg-stale").hidden = true;
  $("signs").hidden = false;
}
async function analyze() {
  if (anBusy) return;
  if (!sendable(["Nothing to check", "Paste or type the text to look for signs of AI writing in."])) return;
  const body = { text: textEl.value }, lang = langEl.value.trim();
  if (lang) body.language = lang;
  anBusy = true;
  setBusy(anEl, true, "Finding signs\u2026");
  $("signs").setAttribute("aria-busy", "true");
  status("Looking for signs of AI writing\u2026");
  const r = await call("POST", "/api/v1/analyze", body);
  anBusy = false;
  setBusy(anEl, false, "Find signs");
  $("signs").setAttribute("aria-busy", "false");
  if (r.network || (r.res.ok && !r.data)) return netErr(r.timeout, false);
  if (!r.res.ok) return apiErr(r, "analyze");
  renderSigns(body.text, r.data);
  const n = Array.isArray(r.data.signs) ? r.data.signs.length : 0;
  reveal($("signs"));
  status((n ? "Found " + plural(n, "sign", "signs") + " of AI writing" : "Found no signs of AI writing") + " in " + plural(num(r.data.words), "word", "words") + ". Nothing was charged.");
}
anEl.addEventListener("click", analyze);
$("sg-text").addEventListener("focusin", (e) => { const m = e.target.closest && e.target.closest("mark.sg"); if (m) explain(m); });
$("sg-text").addEventListener("mouseover", (e) => { const m = e.target.closest && e.target.closest("mark.sg"); if (m) explain(m); });
textEl.addEventListener("input", () => { if (anText !== null) $("sg-stale").hidden = textEl.value === anText; });
repEl.addEventListener("change", renderCurl);

// Copying.
async function copy(text, what) {
  try { await navigator.clipboard.writeText(text); }
  catch {
    const t = document.createElement("textarea");
    t.value = text; t.setAttribute("readonly", ""); t.className = "sr";
    document.body.append(t); t.select();
    const ok = document.execCommand("copy");
    t.remove();
    if (!ok) return status("Copying is blocked in this browser; select the text and copy it by hand.");
  }
  status(what + " copied to the clipboard.");
}
$("copy").addEventListener("click", () => copy(output, "Rewrite"));
$("copy-curl").addEventListener("click", () => copy($("curl").textContent, "Curl command"));

// The curl command of the request the form describes; the key is never printed.
const q = (s) => "'" + s.replace(/'/g, "'\\''") + "'";
function renderCurl() {
  if (!$("curl-d").open) return;
  const key = getKey(), body = bodyOf(), sig = key + "\n" + JSON.stringify(body);
  const same = pending && pending.sig === sig ? pending : last && last.sig === sig ? last : null;
  const lines = [
    "# Set HUMANIZE_API_KEY to your key (" + (key ? mask(key) : "hum_\u2026") + ", not shown here).",
  ];
  if (same === last && same) lines.push("# Same key and text as the result shown: this replays it and is not charged again.");
  if (same === pending && same) lines.push("# Same Idempotency-Key as the request whose answer was lost: it cannot be charged twice.");
  lines.push(
    "curl -sS " + location.origin + "/api/v1/humanize \\",
    "  -H \"Authorization: Bearer $HUMANIZE_API_KEY\" \\",
    "  -H 'Content-Type: application/json' \\",
    "  -H " + (same ? q("Idempotency-Key: " + same.id) : "\"Idempotency-Key: $(uuidgen)\"") + " \\",
    "  -d " + q(JSON.stringify(body)),
    "",
    "curl -sS " + location.origin + "/api/v1/balance -H \"Authorization: Bearer $HUMANIZE_API_KEY\"",
  );
  $("curl").textContent = lines.join("\n");
}
$("curl-d").addEventListener("toggle", renderCurl);

updateCount();
})();
`;
