import { CLIENT_JS } from "./client";

// The playground's markup and styles. Everything is inline (no external resource), under the
// per-response nonce that the Content-Security-Policy names.

const CSS = `
:root{color-scheme:light dark;--bg:#f6f6f3;--fg:#1c1c1f;--mut:#55565c;--card:#fff;--line:#d4d4da;--acc:#1f4fc4;--on:#fff;--ins:#d5f3dc;--insf:#0a541c;--del:#fde1df;--delf:#8c1b14;--err:#b3261e;--errbg:#fdf0ef;--mk:#fff0b3;--mk2:#ffd86b;--mkl:#8a6500}
@media (prefers-color-scheme:dark){:root{--bg:#141518;--fg:#ececf0;--mut:#a9aab2;--card:#1e2025;--line:#3b3e46;--acc:#9db8ff;--on:#10131a;--ins:#173f24;--insf:#bff2cc;--del:#4b1d1a;--delf:#ffcdc8;--err:#ff9a90;--errbg:#2c1b1a;--mk:#463a0c;--mk2:#6e5a10;--mkl:#e9c45a}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
header,main{max-width:76rem;margin:0 auto;padding:1rem}
header{padding-bottom:0}
h1{font-size:1.5rem;margin:.25rem 0}
h2{font-size:1.1rem;margin:0 0 .5rem}
h3{font-size:1rem;margin:1rem 0 .35rem}
header p{margin:.25rem 0;color:var(--mut)}
main{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr);align-items:start}
@media (min-width:60rem){main{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.col{display:grid;gap:1rem;min-width:0;grid-template-columns:minmax(0,1fr)}
.col>*{min-width:0}
.card{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
.card>label:first-of-type{margin-top:0}
input,select,textarea,button{font:inherit;color:inherit}
input,select,textarea{width:100%;padding:.5rem .6rem;border:1px solid var(--line);border-radius:.375rem;background:var(--bg)}
textarea{min-height:13rem;resize:vertical}
.row{display:flex;gap:.5rem;flex-wrap:wrap;align-items:flex-end}
.row>*{flex:1 1 12rem;min-width:0}
.row>button,.row>.grow0{flex:0 0 auto}
button{padding:.5rem 1rem;border-radius:.375rem;border:1px solid var(--acc);background:var(--card);color:var(--acc);font-weight:600;cursor:pointer}
button.primary{background:var(--acc);color:var(--on)}
button[aria-disabled=true]{opacity:.65;cursor:progress}
:focus-visible{outline:3px solid var(--acc);outline-offset:2px}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400;margin:.5rem 0}
.check input{width:auto;margin:0}
.help{color:var(--mut);font-size:.875rem;margin:.35rem 0 0}
.warn{color:var(--err);font-weight:600}
.actions{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1rem}
#diff,#sg-text{white-space:pre-wrap;overflow-wrap:anywhere;min-height:8rem;max-height:32rem;overflow:auto;padding:.75rem;border:1px solid var(--line);border-radius:.375rem;background:var(--bg)}
#diff:empty::before{content:"The rewrite appears here.";color:var(--mut)}
ins{background:var(--ins);color:var(--insf);text-decoration:underline;text-decoration-thickness:1px}
del{background:var(--del);color:var(--delf)}
.hide-del .rm{display:none}
ins::before,ins::after,del::before,del::after,.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
ins::before{content:"[added: "}del::before{content:"[removed: "}ins::after,del::after{content:"]"}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.35rem 1rem;margin:0}
dt{color:var(--mut)}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
#err,#us-err{border:1px solid var(--err);border-left-width:.35rem;background:var(--errbg);border-radius:.5rem;padding:.75rem 1rem}
#err-t,#us-err-t{display:block;color:var(--err)}#err p,#us-err p{margin:.25rem 0 0}
#us-err{margin-top:.75rem}#us-msg:empty{display:none}#us-msg{margin:.75rem 0 0}
.tbl{overflow-x:auto;position:relative;margin-top:.75rem}
table{width:100%;border-collapse:collapse;font-size:.875rem}
th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid var(--line)}
th{color:var(--mut)}.n{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
td code{font-size:.75rem;overflow-wrap:anywhere}td:last-child{min-width:10rem}
.meta{font-size:.8rem;color:var(--mut);overflow-wrap:anywhere}
#status:empty{display:none}
#status{margin:0;font-weight:600;padding:.5rem .75rem;border-left:.35rem solid var(--acc);background:var(--card);border-radius:.5rem}
summary{cursor:pointer;font-weight:600}
pre{white-space:pre-wrap;overflow-wrap:anywhere;max-width:100%;overflow-x:auto;font-size:.8rem;background:var(--bg);border:1px solid var(--line);padding:.75rem;border-radius:.375rem}
code{font-size:.9em}
a{color:var(--acc)}
mark.sg{background:var(--mk);color:inherit;border-bottom:2px solid var(--mkl);border-radius:.15rem;cursor:help}
mark.sg mark.sg{background:var(--mk2)}
#sg-info{min-height:3rem;margin:.5rem 0 0;padding:.5rem .75rem;border:1px dashed var(--line);border-radius:.375rem;font-size:.9rem;overflow-wrap:anywhere}
#sg-info p{margin:0}#sg-info p+p{margin-top:.25rem}
ul.signs{margin:0;padding-left:1.25rem;overflow-wrap:anywhere}ul.signs li{margin:.3rem 0}
.ex{color:var(--mut)}
.ed[data-family]::after{content:attr(data-family);display:inline-block;margin:0 .15rem;padding:0 .35rem;border:1px solid var(--line);border-radius:.6rem;font-size:.7rem;line-height:1.35;color:var(--mut);vertical-align:.1em;white-space:nowrap}
.ed del{margin-right:.15em}
`;

const esc = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface PageOptions {
  nonce: string;
  minWords: number;
  maxWords: number;
}

/** The whole page, with the nonce on its one `<style>` and one `<script>`. */
export function renderPage({ nonce, minWords, maxWords }: PageOptions): string {
  const n = esc(nonce);
  const range = `${minWords.toLocaleString("en")}–${maxWords.toLocaleString("en")}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Humanize API playground</title>
<style nonce="${n}">${CSS}</style>
</head>
<body data-min="${minWords}" data-max="${maxWords}">
<header>
<h1>Humanize API playground</h1>
<p>Try <code>POST /api/v1/humanize</code> and <code>POST /api/v1/analyze</code> with your API key. Rewrites here are charged to your balance like any API request; finding signs is free.</p>
<p><a href="/docs">API reference</a> (every field, error and header) · <a href="/openapi.json">OpenAPI document</a></p>
</header>
<main>
<form id="form" class="col" novalidate>
<section class="card" aria-labelledby="h-key">
<h2 id="h-key">Your API key</h2>
<label for="key">API key</label>
<div class="row">
<input id="key" type="password" autocomplete="off" autocapitalize="off" spellcheck="false" placeholder="hum_…" aria-describedby="key-help">
<button type="button" id="show" aria-pressed="false" aria-controls="key">Show</button>
</div>
<label class="check"><input type="checkbox" id="remember"> Remember it in this tab until the tab is closed</label>
<p id="key-help" class="help">The key stays in this page's memory and is sent only to this site's API. It is never stored unless you tick the box above (then in this tab's session storage, which is cleared when the tab closes).</p>
<div class="actions"><button type="button" id="bal">Check balance</button></div>
</section>
<section class="card" aria-labelledby="h-text">
<h2 id="h-text">Text</h2>
<label for="text">Text to humanize</label>
<textarea id="text" rows="10" aria-describedby="wc" placeholder="Paste the text to rewrite (${range} words)."></textarea>
<p id="wc" class="help"><span id="wc-n">0 words</span>, counted in your browser the way the API counts them (an estimate; the API's count is what is charged). Each request takes ${range} words.</p>
<div class="row">
<div><label for="mode">Mode</label><select id="mode"><option value="standard">Standard</option><option value="aggressive">Aggressive (rewrites more)</option></select></div>
<div><label for="lang">Language <span class="help">(optional)</span></label><input id="lang" autocomplete="off" spellcheck="false" placeholder="detect, or a tag such as en" aria-describedby="lang-help"></div>
</div>
<p id="lang-help" class="help">A BCP 47 tag such as <code>en</code> or <code>es</code>; leave empty to detect the language.</p>
<label class="check"><input type="checkbox" id="report" aria-describedby="report-help"> Show what changed</label>
<p id="report-help" class="help">Asks for the change report (<code>"report": true</code>, no extra words): every edit tagged with the sign of AI writing it removed, the signs before and after, the protected spans kept and the signs that remain.</p>
<div class="actions"><button type="submit" id="go" class="primary" aria-disabled="false">Humanize</button><button type="button" id="an" aria-disabled="false" aria-describedby="an-help">Find signs</button></div>
<p class="help">Ctrl+Enter in the text also sends it to Humanize.</p>
<p id="an-help" class="help"><strong>Find signs</strong> highlights the signs of AI writing in the text (<code>POST /api/v1/analyze</code>): it charges no words but counts against the rate limit. It is a count of known writing patterns, not a probability that a model wrote the text.</p>
</section>
</form>
<div class="col">
<div id="err" role="alert" hidden><strong id="err-t"></strong><p id="err-d"></p><p id="err-m" class="meta"></p></div>
<p id="status" role="status"></p>
<section class="card" id="signs" aria-labelledby="h-signs" aria-busy="false" hidden>
<h2 id="h-signs">Signs of AI writing</h2>
<p id="sg-sum"></p>
<p class="help">A count of known writing patterns, not a probability that a model wrote the text. People use all of them too; several different kinds together say more than many of one kind.</p>
<p id="sg-stale" class="help warn" hidden>The text has changed since: press Find signs again to check it.</p>
<div id="sg-text" role="region" aria-label="Your text, signs of AI writing highlighted" aria-describedby="sg-how"></div>
<p id="sg-how" class="help">Each highlighted passage is a sign: hover over it, or reach it with Tab, to see what it is.</p>
<div id="sg-info"></div>
<h3>The signs found, by kind</h3>
<ul id="sg-list" class="signs"></ul>
</section>
<section class="card" id="result" aria-labelledby="h-out" aria-busy="false">
<h2 id="h-out">Rewrite</h2>
<div id="diff" tabindex="0" role="region" aria-label="Rewritten text, changes marked"></div>
<p class="help"><span id="changes"></span>Added words are <ins>underlined</ins>; removed words are <del>struck through</del>.</p>
<label class="check"><input type="checkbox" id="show-del" checked> Show removed words</label>
<div id="rep" hidden>
<h3>What changed</h3>
<dl>
<dt>Signs of AI writing</dt><dd id="rep-signs"></dd>
<dt>Words changed</dt><dd id="rep-words"></dd>
<dt>Protected spans kept</dt><dd id="rep-prot"></dd>
</dl>
<p class="help">Protected spans are the numbers, names, links, code and quotations of your text, which a rewrite must keep. Sign counts are counts of known writing patterns, not a probability that a model wrote the text.</p>
<h3>Signs that remain</h3>
<ul id="rep-rem" class="signs"></ul>
</div>
<div class="actions"><button type="button" id="copy" hidden>Copy rewrite</button></div>
</section>
<section class="card" aria-labelledby="h-acct">
<h2 id="h-acct">Usage</h2>
<dl>
<dt>Words used</dt><dd id="used">–</dd>
<dt>Balance left</dt><dd id="left">–</dd>
<dt>Plan</dt><dd id="plan">– (Check balance)</dd>
<dt>Period ends</dt><dd id="period">–</dd>
<dt>Rate limit</dt><dd id="rl">–</dd>
</dl>
</section>
<section class="card" id="recent" aria-labelledby="h-recent" aria-busy="false">
<h2 id="h-recent">Recent usage</h2>
<p id="us-help" class="help">Every movement of this account's words, newest first (<code>GET /api/v1/usage</code>). Loading it counts against the rate limit like any request and costs no words; once shown, it is refreshed after each rewrite.</p>
<div class="actions"><button type="button" id="us-load" aria-disabled="false">Show recent usage</button></div>
<div aria-live="polite">
<p id="us-msg"></p>
<div id="us-err" hidden><strong id="us-err-t"></strong><p id="us-err-d"></p><p id="us-err-m" class="meta"></p></div>
</div>
<div id="us-wrap" class="tbl" tabindex="0" role="region" aria-label="Recent usage entries" hidden>
<table aria-labelledby="h-recent" aria-describedby="us-help">
<thead><tr><th scope="col">Time</th><th scope="col">Kind</th><th scope="col" class="n">Words</th><th scope="col" class="n">Balance after</th><th scope="col">Request id</th></tr></thead>
<tbody id="us-rows"></tbody>
</table>
</div>
<div class="actions"><button type="button" id="us-more" aria-disabled="false" hidden>More entries</button></div>
</section>
<details id="curl-d" class="card">
<summary>Show the curl command</summary>
<pre id="curl" tabindex="0" aria-label="curl command"></pre>
<button type="button" id="copy-curl">Copy command</button>
</details>
</div>
</main>
<script nonce="${n}">${CLIENT_JS}</script>
</body>
</html>
`;
}
