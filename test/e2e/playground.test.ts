import { mkdir } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext, type Page, type Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { countWords } from "../../src/domain/words";

// The playground page at `/`, in headless Chromium (Debian's `chromium`, driven by
// playwright-core) against the Worker under `wrangler dev`: real keys, real balances.
// Only the last test simulates answers (with `page.route`), for the error codes that a
// healthy local server cannot be made to give.

// The callbacks given to page.evaluate / waitForFunction run in the page. The project's
// tsconfig has no DOM lib (the Worker's types would clash with it), so the browser globals
// they use are declared here, in this module only.
declare const window: any, document: any, navigator: any, sessionStorage: any, localStorage: any;

interface ShownMark {
  start: number;
  end: number;
  text: string;
  title: string;
  tabIndex: number;
  nested: boolean;
}

/** The marks of the signs view, as the page shows them. */
function shownMarks(page: Page): Promise<ShownMark[]> {
  return page.locator("#sg-text mark").evaluateAll((list: any[]) =>
    list.map((m) => ({
      start: Number(m.dataset.start),
      end: Number(m.dataset.end),
      text: m.textContent,
      title: m.title,
      tabIndex: m.tabIndex,
      nested: m.parentElement.closest("mark") !== null,
    })),
  );
}

/** The rewrite view: its text without the removed words, its text without the added ones, its edits and their tags. */
function shownEdits(page: Page) {
  return page.locator("#diff").evaluate((box: any) => {
    const without = (selector: string) => {
      const copy = box.cloneNode(true);
      copy.querySelectorAll(selector).forEach((element: any) => element.remove());
      return copy.textContent as string;
    };
    return {
      output: without(".rm"),
      input: without("ins"),
      tags: [...box.querySelectorAll("*")].map((element: any) => element.tagName as string),
      edits: [...box.querySelectorAll(".ed")].map((ed: any) => ({
        before: (ed.querySelector("del")?.textContent ?? "") as string,
        after: (ed.querySelector("ins")?.textContent ?? "") as string,
        family: (ed.dataset.family ?? null) as string | null,
        label: window.getComputedStyle(ed, "::after").content as string,
      })),
    };
  });
}

const { url, adminToken } = inject("e2e");
const ARTIFACTS = "test-results";

const AI_TEXT =
  "Moreover, it is important to note that our team will delve into the data in order to leverage the insights we gathered in 2025. " +
  "Furthermore, this comprehensive approach allows us to utilize a robust framework that facilitates seamless collaboration across all departments.";

/** Overlapping signs: "fast-paced" inside a stock phrase, three signs on "Let's dive in.", two families on "Certainly!". */
const SIGN_TEXT = `${AI_TEXT} Let's dive in. Certainly! Great question! In today's fast-paced world, the future looks bright.`;
/** Two signs the engine reports but does not rewrite (a list of three, a vague attribution). */
const REPORT_TEXT = `${AI_TEXT} The plan is creative, innovative, and sustainable. Experts say it will work.`;
/** Markup that must stay text: were it parsed as HTML, it would set window.__pwned. */
const HTML_TEXT =
  'Moreover, it is important to note that <script>window.__pwned = 1</script> our team will delve into the data <img src=x onerror="window.__pwned = 2"> ' +
  'in order to leverage the <b>insights</b> & "findings" we gathered.';

interface FoundSign {
  family: string;
  start: number;
  end: number;
  excerpt: string;
  explanation: string;
}
interface Analysis {
  words: number;
  signs: FoundSign[];
  signs_per_1000_words: number;
}
interface Report {
  changes: Array<{ start: number; end: number; before: string; after: string; family: string | null }>;
  signs_before: number;
  signs_after: number;
  words_changed_ratio: number;
  protected: { kept: number; total: number };
  remaining: Array<FoundSign & { reason: string }>;
}

const SENTENCE = "The team reviewed the plan and agreed on the next steps.".split(" ");
/** Plain English prose of exactly `words` words. */
function prose(words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(SENTENCE[i % SENTENCE.length]!);
  return `${out.join(" ")}.`.replace(/\.\.$/, ".");
}

async function admin(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${url}/admin/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function createAccount(): Promise<{ id: string; key: string }> {
  const res = await admin("POST", "/accounts", {});
  expect(res.status).toBe(201);
  const body = (await res.json()) as { account_id: string; api_key: string };
  return { id: body.account_id, key: body.api_key };
}

function rest(path: string, key: string, body?: unknown): Promise<Response> {
  return fetch(`${url}/api/v1${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function restBalance(key: string): Promise<{ balance_remaining: number; plan: string; reset_date: string | null }> {
  const res = await rest("/balance", key);
  expect(res.status).toBe(200);
  return (await res.json()) as { balance_remaining: number; plan: string; reset_date: string | null };
}

interface ShownEntry {
  /** The `<time>`'s datetime, and the text shown for it. */
  at: string;
  time: string;
  kind: string;
  words: string;
  balance: string;
  /** The request id shown in its `<code>`, or null when the cell says there is none. */
  requestId: string | null;
  idCell: string;
}

/** The rows of the Recent usage table, as the page shows them. */
function shownEntries(page: Page): Promise<ShownEntry[]> {
  return page.locator("#us-rows tr").evaluateAll((rows: any[]) =>
    rows.map((row) => {
      const [time, kind, words, balance, id] = [...row.cells];
      return {
        at: time.querySelector("time")?.dateTime ?? "",
        time: time.textContent,
        kind: kind.textContent,
        words: words.textContent,
        balance: balance.textContent,
        requestId: id.querySelector("code")?.textContent ?? null,
        idCell: id.textContent,
      };
    }),
  );
}

/** Waits until the Recent usage table shows `n` rows and its message says so. */
async function waitForEntries(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (count) =>
      document.getElementById("us-rows").rows.length === count &&
      document.getElementById("recent").getAttribute("aria-busy") === "false" &&
      document.getElementById("us-msg").textContent.startsWith(`${count} ${count === 1 ? "entry" : "entries"} shown`),
    n,
  );
}

interface UsageEntry {
  id: string;
  kind: string;
  created_at: string;
  words: number;
  balance_type: string | null;
  balance_after: number;
  trial_balance_after: number;
  request_id: string | null;
  event: string | null;
}

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

interface Opened {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Every request the page made. */
  requests: Request[];
  /** CSP violations the page saw (its own `securitypolicyviolation` events). */
  violations(): Promise<string[]>;
}

async function open(options: { viewport?: { width: number; height: number }; clipboard?: boolean } = {}): Promise<Opened> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: "en-US",
    ...(options.clipboard ? { permissions: ["clipboard-read", "clipboard-write"] } : {}),
  });
  contexts.push(context);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e: { violatedDirective: string; blockedURI: string }) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: Request[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("request", (request) => requests.push(request));
  const response = await page.goto(`${url}/`);
  expect(response?.status()).toBe(200);
  return {
    page,
    errors,
    requests,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  };
}

const text = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? "").trim();

/** Clicks Humanize and waits for the outcome: the status line of a rewrite, or the error box. */
async function humanizeIn(page: Page): Promise<"ok" | "error"> {
  await page.getByRole("button", { name: "Humanize", exact: true }).click();
  const outcome = await Promise.race([
    page.waitForFunction(() => document.getElementById("status")!.textContent!.startsWith("Rewritten")).then(() => "ok" as const),
    page
      .locator("#err")
      .waitFor({ state: "visible" })
      .then(() => "error" as const),
  ]);
  return outcome;
}

/** Clicks Find signs and waits for the outcome: the status line of an analysis, or the error box. */
async function analyzeIn(page: Page): Promise<"ok" | "error"> {
  await page.getByRole("button", { name: "Find signs", exact: true }).click();
  return Promise.race([
    page.waitForFunction(() => document.getElementById("status")!.textContent!.startsWith("Found ")).then(() => "ok" as const),
    page
      .locator("#err")
      .waitFor({ state: "visible" })
      .then(() => "error" as const),
  ]);
}

async function expectError(page: Page, title: string): Promise<{ title: string; detail: string; meta: string }> {
  await page.locator("#err").waitFor({ state: "visible" });
  const shown = { title: await text(page, "#err-t"), detail: await text(page, "#err-d"), meta: await text(page, "#err-m") };
  expect(shown.title).toBe(title);
  return shown;
}

async function fill(page: Page, fields: { key?: string; text?: string; mode?: string; language?: string }) {
  if (fields.key !== undefined) await page.getByLabel("API key", { exact: true }).fill(fields.key);
  if (fields.text !== undefined) await page.getByLabel("Text to humanize").fill(fields.text);
  if (fields.mode !== undefined) await page.getByLabel("Mode").selectOption(fields.mode);
  if (fields.language !== undefined) await page.getByLabel(/^Language/).fill(fields.language);
}

describe("playground page at /", () => {
  it("is one self-contained page, with a fresh nonce and a strict CSP on every response", async () => {
    const [first, second] = await Promise.all([fetch(`${url}/`), fetch(`${url}/`)]);
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const csp = first.headers.get("Content-Security-Policy") ?? "";
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    for (const directive of [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "require-trusted-types-for 'script'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(second.headers.get("Content-Security-Policy")).not.toContain(nonce);
    await second.body?.cancel();
    // What secureHeaders() adds globally is still there.
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.headers.get("Referrer-Policy")).toBe("no-referrer");
    // One inline style and one inline script, both under the nonce; nothing loaded from anywhere.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toMatch(/\ssrc=|https?:\/\//);
    // The only links are to this site's reference pages.
    expect([...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1])).toEqual(["/docs", "/openapi.json"]);
    expect(/<style[^>]*>([\s\S]*)<\/style>/.exec(html)?.[1]).not.toMatch(/url\(|@import/);
    // Small: a few KB over the wire (the signs view and the change report took it from 25 KB to 39 KB, 13 KB gzipped; the Recent usage card to 45 KB, 15 KB: at the budget).
    const gzip = gzipSync(html, { level: 9 }).length;
    expect(Buffer.byteLength(html)).toBeLessThan(45_000);
    expect(gzip).toBeLessThan(15_000);
    // HEAD answers like GET, without a body.
    const head = await fetch(`${url}/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });

  it("loads in Chromium with no console error, no CSP violation, no third-party request, and a label on every control", async () => {
    const { page, errors, requests, violations } = await open();
    expect(await page.title()).toBe("Humanize API playground");
    for (const label of [
      "API key",
      "Text to humanize",
      "Mode",
      /^Language/,
      "Remember it in this tab until the tab is closed",
      "Show removed words",
      "Show what changed",
    ]) {
      await page.getByLabel(label, { exact: typeof label === "string" }).waitFor();
    }
    for (const name of ["Humanize", "Find signs", "Check balance", "Show", "Show recent usage"])
      await page.getByRole("button", { name, exact: true }).waitFor();
    expect(await page.getByLabel("API key", { exact: true }).getAttribute("type")).toBe("password");
    expect(await page.locator("[role=alert]").count()).toBe(1);
    expect(await page.locator("[role=status]").count()).toBe(1);
    // The script ran (it writes the word count) and the style applied (the error box is hidden).
    expect(await text(page, "#wc-n")).toBe("0 words");
    expect(await page.locator("#err").isVisible()).toBe(false);
    await page.waitForLoadState("networkidle");
    expect(requests.every((request) => request.url().startsWith(url))).toBe(true);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("counts words in the browser the way the API counts them", async () => {
    const { page, errors } = await open();
    const samples = [
      "state-of-the-art — 3,000 U.S. AI模型",
      "我们正在测试这个服务",
      "don't  stop\n\nbelieving … & — ...",
      "Ein kurzer Satz, der nichts bedeutet.",
      prose(9),
      prose(3001),
    ];
    for (const sample of samples) {
      await fill(page, { text: sample });
      const shown = await text(page, "#wc-n");
      const count = Number(/^([\d,]+) words?/.exec(shown)?.[1]?.replace(/,/g, ""));
      expect(count, sample.slice(0, 40)).toBe(countWords(sample));
    }
    expect(await text(page, "#wc-n")).toBe("3,001 words (the maximum is 3,000)");
    await fill(page, { text: prose(9) });
    expect(await text(page, "#wc-n")).toBe("9 words (the minimum is 10)");
    expect(errors).toEqual([]);
  });

  it("humanizes with a real key: the rewrite with its changes marked, words used, the balance the API reports, the rate limit", async () => {
    const account = await createAccount();
    const { page, errors, requests, violations } = await open({ clipboard: true });
    await fill(page, { key: account.key, text: AI_TEXT, mode: "aggressive" });
    await page.getByRole("button", { name: "Check balance" }).click();
    await page.waitForFunction(() => document.getElementById("plan")!.textContent === "Free trial");
    expect(await text(page, "#left")).toBe("200");
    expect(await humanizeIn(page)).toBe("ok");

    const sent = requests.filter((request) => request.url().endsWith("/api/v1/humanize"));
    expect(sent).toHaveLength(1);
    const headers = await sent[0]!.allHeaders();
    expect(headers["idempotency-key"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(headers.authorization).toBe(`Bearer ${account.key}`);
    expect(JSON.parse(sent[0]!.postData()!)).toEqual({ text: AI_TEXT, mode: "aggressive" });
    const answer = (await (await sent[0]!.response())!.json()) as { humanized_text: string; words_used: number; balance_remaining: number };

    // The rewrite, with the changes marked: the page's text is the output plus the removed words.
    const words = countWords(AI_TEXT);
    expect(answer.words_used).toBe(words);
    expect(answer.humanized_text).not.toBe(AI_TEXT);
    expect(await page.locator("#diff ins").count()).toBeGreaterThan(0);
    expect(await page.locator("#diff del").count()).toBeGreaterThan(0);
    const visible = await page.locator("#diff").evaluate((box) => {
      const copy = box.cloneNode(true) as any;
      copy.querySelectorAll(".rm").forEach((removed: any) => removed.remove());
      return copy.textContent;
    });
    expect(visible).toBe(answer.humanized_text);
    expect(await text(page, "#changes")).toMatch(/^\d+ words added, \d+ removed\.$/);
    // Hiding the removed words leaves exactly the output.
    await page.getByLabel("Show removed words").uncheck();
    expect(await page.locator("#diff del").first().isVisible()).toBe(false);
    expect(await page.locator("#diff").innerText()).toBe(answer.humanized_text);
    await page.getByLabel("Show removed words").check();

    // Words used and the balance, as the REST API reports it afterwards.
    expect(await text(page, "#used")).toBe(String(words));
    const after = await restBalance(account.key);
    expect(after.balance_remaining).toBe(200 - words);
    expect(await text(page, "#left")).toBe(String(after.balance_remaining));
    expect(await text(page, "#status")).toBe(`Rewritten. ${words} words used; ${200 - words} words left.`);
    expect(await text(page, "#rl")).toMatch(/^58 of 60 requests left this hour; the oldest leaves the window at .+\(in \d+ minutes\)$/);
    await page.screenshot({ path: `${ARTIFACTS}/playground.png`, fullPage: true });

    // Copy the rewrite.
    await page.getByRole("button", { name: "Copy rewrite" }).click();
    await page.waitForFunction(() => document.getElementById("status")!.textContent!.includes("copied"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(answer.humanized_text);

    // The curl command: runnable with the key in an environment variable, the key itself never printed.
    await page.getByText("Show the curl command").click();
    await page.waitForFunction(() => document.getElementById("curl")!.textContent !== "");
    const curl = await text(page, "#curl");
    expect(curl).not.toContain(account.key);
    expect(curl).toContain(`(${account.key.slice(0, 8)}…, not shown here)`);
    expect(curl).toContain(`curl -sS ${url}/api/v1/humanize`);
    expect(curl).toContain('-H "Authorization: Bearer $HUMANIZE_API_KEY"');
    expect(curl).toContain(`-H 'Idempotency-Key: ${headers["idempotency-key"]}'`);
    expect(curl).toContain("replays it and is not charged again");
    expect(curl).toContain(`-d '${JSON.stringify({ text: AI_TEXT, mode: "aggressive" })}'`);
    // Once the text changes, the next request is a new one.
    await fill(page, { text: `${AI_TEXT} Thanks.` });
    expect(await text(page, "#curl")).toContain('-H "Idempotency-Key: $(uuidgen)"');
    await page.getByRole("button", { name: "Copy command" }).click();
    await page.waitForFunction(() => document.getElementById("status")!.textContent === "Curl command copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain(account.key);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("checks the balance: plan, balance and period end, on the trial and on a subscription", async () => {
    const trial = await createAccount();
    const { page, errors } = await open();
    await fill(page, { key: trial.key });
    await page.getByRole("button", { name: "Check balance" }).click();
    await page.waitForFunction(() => document.getElementById("status")!.textContent!.startsWith("Balance:"));
    expect(await text(page, "#left")).toBe("200");
    expect(await text(page, "#plan")).toBe("Free trial");
    expect(await text(page, "#period")).toBe("none (trial words do not renew)");
    expect(await text(page, "#status")).toBe("Balance: 200 words left on the free trial.");
    expect(await text(page, "#rl")).toMatch(/^59 of 60 requests left this hour/);

    const subscriber = await createAccount();
    const periodEnd = "2031-03-15T12:00:00.000Z";
    expect((await admin("PUT", `/accounts/${subscriber.id}/subscription`, { words_per_period: 50_000, current_period_end: periodEnd })).status).toBe(200);
    await fill(page, { key: subscriber.key });
    await page.getByRole("button", { name: "Check balance" }).click();
    await page.waitForFunction(() => document.getElementById("plan")!.textContent === "API subscription");
    expect(await text(page, "#left")).toBe("50,000");
    expect(await text(page, "#period")).toMatch(/^Mar 15, 2031/);
    expect((await restBalance(subscriber.key)).reset_date).toBe(periodEnd);
    expect(errors).toEqual([]);
  });

  it("a double click (or Ctrl+Enter while busy) sends one request and is charged once", async () => {
    const account = await createAccount();
    const { page, requests } = await open();
    const humanizeRequests = () => requests.filter((request) => request.url().endsWith("/api/v1/humanize"));
    await fill(page, { key: account.key, text: AI_TEXT });
    // Hold the request in the browser until every extra click has been made.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/humanize", async (route) => {
      await held;
      await route.continue();
    });
    const button = page.getByRole("button", { name: "Humanize", exact: true });
    await button.dblclick();
    await page.waitForFunction(() => document.getElementById("go")!.getAttribute("aria-disabled") === "true");
    expect(await page.getByRole("button", { name: "Humanizing…" }).isVisible()).toBe(true);
    expect(await page.locator("#result").getAttribute("aria-busy")).toBe("true");
    await page.getByLabel("Text to humanize").press("Control+Enter");
    await page.getByRole("button", { name: "Humanizing…" }).click({ force: true }); // aria-disabled: Playwright would wait
    release();
    await page.waitForFunction(() => document.getElementById("status")!.textContent!.startsWith("Rewritten"));
    await page.unroute("**/api/v1/humanize");
    expect(humanizeRequests()).toHaveLength(1);
    const words = countWords(AI_TEXT);
    expect((await restBalance(account.key)).balance_remaining).toBe(200 - words);
    // Once it is done, Ctrl+Enter from the keyboard sends the next one (a new request, charged).
    await page.getByLabel("Text to humanize").press("Control+Enter");
    await page.waitForFunction((n) => document.getElementById("left")!.textContent === String(n), 200 - 2 * words);
    expect(humanizeRequests()).toHaveLength(2);
    expect(await page.locator("#go").getAttribute("aria-disabled")).toBe("false");
  });

  it("friendly messages for a missing, an unknown and a revoked key", async () => {
    const account = await createAccount();
    const { page, requests, violations } = await open();
    await fill(page, { text: AI_TEXT });
    await page.getByRole("button", { name: "Humanize", exact: true }).click();
    await expectError(page, "API key needed");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("key");
    expect(requests.filter((request) => request.url().includes("/api/v1/"))).toHaveLength(0);

    await fill(page, { key: "hum_nosuchaccount_0000000000000000000000" });
    expect(await humanizeIn(page)).toBe("error");
    const unknown = await expectError(page, "API key not accepted");
    expect(unknown.detail).toContain("starts with hum_");
    expect(unknown.meta).toMatch(/^invalid_api_key · HTTP 401 · request id [0-9a-f-]{36}$/);

    await fill(page, { key: "hum_has a space" });
    await page.getByRole("button", { name: "Check balance" }).click();
    await expectError(page, "API key not valid");

    // Revoked: works, then the operator revokes it, then the very next request is refused.
    await fill(page, { key: account.key });
    await page.getByRole("button", { name: "Check balance" }).click();
    await page.waitForFunction(() => document.getElementById("status")!.textContent!.startsWith("Balance:"));
    expect((await admin("DELETE", `/accounts/${account.id}/api-key`)).status).toBe(204);
    expect(await humanizeIn(page)).toBe("error");
    await expectError(page, "API key not accepted");
    expect((await admin("GET", `/accounts/${account.id}`)).status).toBe(200);
    expect(await violations()).toEqual([]);
  });

  it("friendly messages for a text too short, too long, and a malformed language; nothing charged", async () => {
    const account = await createAccount();
    const { page, requests } = await open();
    await fill(page, { key: account.key, text: prose(7) });
    expect(await text(page, "#wc-n")).toBe("7 words (the minimum is 10)");
    expect(await humanizeIn(page)).toBe("error");
    const short = await expectError(page, "Text too short");
    // Marked too short by the page: not sent at all, so it costs no rate-limit slot either.
    expect(short.detail).toBe("Text has 7 words; the minimum is 10. Add more text; nothing was sent or charged.");
    expect(short.meta).toBe("counted in your browser");
    expect(requests.filter((request) => request.url().includes("/api/v1/"))).toEqual([]);
    const limited = await rest("/balance", account.key);
    expect(limited.headers.get("X-RateLimit-Remaining")).toBe("59");
    await limited.body?.cancel();

    await fill(page, { text: prose(3001) });
    expect(await humanizeIn(page)).toBe("error");
    expect((await expectError(page, "Text too long")).detail).toContain("Text has 3001 words; the maximum is 3000.");

    await fill(page, { text: AI_TEXT, language: "not a tag!" });
    expect(await humanizeIn(page)).toBe("error");
    expect((await expectError(page, "Request not valid")).detail).toMatch(/language/);

    await fill(page, { text: "", language: "" });
    await page.getByRole("button", { name: "Humanize", exact: true }).click();
    await expectError(page, "Nothing to rewrite");
    expect((await restBalance(account.key)).balance_remaining).toBe(200);
  });

  it("friendly messages for an insufficient balance and an exhausted trial", async () => {
    const account = await createAccount();
    const { page } = await open();
    await fill(page, { key: account.key, text: prose(250) });
    expect(await humanizeIn(page)).toBe("error");
    const short = await expectError(page, "Not enough words left");
    expect(short.detail).toContain("250");
    expect(short.detail).toContain("200");
    expect(short.detail).toContain("Shorten the text or add words to your balance.");
    expect(short.meta).toMatch(/^insufficient_balance · HTTP 402/);

    // Spend the whole trial over REST, then try again in the page.
    const spend = await rest("/humanize", account.key, { text: prose(200) });
    expect(spend.status).toBe(200);
    expect((await restBalance(account.key)).balance_remaining).toBe(0);
    await fill(page, { text: AI_TEXT });
    expect(await humanizeIn(page)).toBe("error");
    const exhausted = await expectError(page, "Free trial used up");
    expect(exhausted.detail).toContain("Subscribe to an API plan");
    expect(exhausted.meta).toMatch(/^trial_exhausted · HTTP 403/);
  });

  it("a friendly message with the reset time when the key is rate-limited", async () => {
    const account = await createAccount();
    for (let i = 0; i < 60; i++) expect((await rest("/balance", account.key)).status).toBe(200);
    const { page } = await open();
    await fill(page, { key: account.key, text: AI_TEXT });
    expect(await humanizeIn(page)).toBe("error");
    const limited = await expectError(page, "Rate limit reached");
    expect(limited.detail).toMatch(
      /^This key has used its 60 requests for the last hour\. Nothing was charged\. You can send the next request at .+ \(in \d+ minutes\)\.$/,
    );
    expect(limited.meta).toMatch(/^rate_limit_exceeded · HTTP 429/);
    expect(await text(page, "#rl")).toMatch(/^0 of 60 requests left this hour; next request accepted at .+\(in \d+ minutes\)$/);
    await page.screenshot({ path: `${ARTIFACTS}/playground-error.png` });
    expect((await rest("/balance", account.key)).status).toBe(429);
  });

  it("a network failure: a friendly message, and the retry reuses the Idempotency-Key so it is charged once", async () => {
    const account = await createAccount();
    const { page, requests, violations } = await open();
    await fill(page, { key: account.key, text: AI_TEXT });
    // The request reaches the server (and is charged) but the answer never reaches the page.
    await page.route("**/api/v1/humanize", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    expect(await humanizeIn(page)).toBe("error");
    const failed = await expectError(page, "Could not reach the API");
    expect(failed.detail).toContain("reuses the same Idempotency-Key");
    const words = countWords(AI_TEXT);
    expect((await restBalance(account.key)).balance_remaining).toBe(200 - words);
    await page.unroute("**/api/v1/humanize");

    // The retry of the same text: same key, the stored answer replayed, not charged again.
    expect(await humanizeIn(page)).toBe("ok");
    const sent = requests.filter((request) => request.url().endsWith("/api/v1/humanize"));
    expect(sent).toHaveLength(2);
    const keys = await Promise.all(sent.map(async (request) => (await request.allHeaders())["idempotency-key"]));
    expect(keys[1]).toBe(keys[0]);
    expect(await text(page, "#status")).toBe(`Rewritten. ${words} words used (a replay, not charged again); ${200 - words} words left.`);
    expect((await restBalance(account.key)).balance_remaining).toBe(200 - words);

    // A new click after a success is a new request with a new key.
    expect(await humanizeIn(page)).toBe("ok");
    const third = requests.filter((request) => request.url().endsWith("/api/v1/humanize"))[2]!;
    expect((await third.allHeaders())["idempotency-key"]).not.toBe(keys[0]);
    expect((await restBalance(account.key)).balance_remaining).toBe(200 - 2 * words);

    // The balance check fails the same way, without the idempotency note.
    await page.route("**/api/v1/balance", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Check balance" }).click();
    const offline = await expectError(page, "Could not reach the API");
    expect(offline.detail).not.toContain("Idempotency-Key");
    expect(await violations()).toEqual([]);
  });

  it("a friendly message for every error code of the contract (answers simulated in the browser)", async () => {
    const { page, violations } = await open();
    await fill(page, { key: "hum_example_key_for_simulated_answers", text: AI_TEXT });
    const reset = Math.floor(Date.now() / 1000) + 1800;
    const cases: Array<{ status: number; error?: string; message?: string; headers?: Record<string, string>; body?: string; title: string; detail?: RegExp }> =
      [
        { status: 401, error: "invalid_api_key", title: "API key not accepted" },
        {
          status: 429,
          error: "rate_limit_exceeded",
          headers: { "Retry-After": "1800", "X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": String(reset) },
          title: "Rate limit reached",
          detail: /used its 60 requests .* at .+ \(in 30 minutes\)\.$/,
        },
        { status: 415, error: "unsupported_media_type", title: "Request not sent as JSON" },
        {
          status: 400,
          error: "invalid_request",
          message: 'Field `mode` must be "standard" or "aggressive".',
          title: "Request not valid",
          detail: /^Field `mode`/,
        },
        { status: 400, error: "text_too_short", message: "Text has 7 words; the minimum is 10.", title: "Text too short", detail: /^Text has 7 words/ },
        { status: 400, error: "text_too_long", message: "Text has 3001 words; the maximum is 3000.", title: "Text too long", detail: /Split it/ },
        {
          status: 422,
          error: "unsupported_language",
          message: "The engine cannot rewrite ja.",
          title: "Language not supported",
          detail: /Nothing was charged/,
        },
        { status: 403, error: "trial_exhausted", title: "Free trial used up" },
        {
          status: 402,
          error: "insufficient_balance",
          message: "This text has 60 words but the balance has 50 words left.",
          title: "Not enough words left",
          detail: /60 words .* 50 words/,
        },
        { status: 409, error: "idempotency_in_progress", title: "Still working on it", detail: /not be charged twice/ },
        { status: 422, error: "idempotency_key_reused", title: "Retry key already used" },
        {
          status: 503,
          error: "engine_unavailable",
          headers: { "Retry-After": "5" },
          title: "Rewrite engine unavailable",
          detail: /refunded\. Try again in 5 seconds\.$/,
        },
        {
          status: 503,
          error: "service_unavailable",
          headers: { "Retry-After": "120" },
          title: "Service temporarily unavailable",
          detail: /Try again in 2 minutes\.$/,
        },
        { status: 413, error: "payload_too_large", title: "Text too large", detail: /at most 3,000 words/ },
        {
          status: 500,
          error: "internal_error",
          headers: { "X-Request-Id": "req-1234" },
          title: "Something went wrong on our side",
          detail: /quote request id req-1234\.$/,
        },
        { status: 502, body: "<html>Bad gateway</html>", title: "Request failed", detail: /HTTP 502/ },
      ];
    for (const answer of cases) {
      await page.route("**/api/v1/humanize", (route) =>
        route.fulfill({
          status: answer.status,
          headers: { "Content-Type": answer.body ? "text/html" : "application/json", ...answer.headers },
          body: answer.body ?? JSON.stringify({ error: answer.error, message: answer.message ?? "Server message." }),
        }),
      );
      expect(await humanizeIn(page), answer.title).toBe("error");
      const shown = await expectError(page, answer.title);
      if (answer.detail) expect(shown.detail).toMatch(answer.detail);
      if (answer.error) expect(shown.meta).toContain(`${answer.error} · HTTP ${answer.status}`);
      await page.unroute("**/api/v1/humanize");
    }
    expect(await violations()).toEqual([]);
  });

  it("Find signs: every sign highlighted (its text is its excerpt, the view is the text exactly), explained on hover and focus, nothing charged", async () => {
    const account = await createAccount();
    const { page, errors, requests, violations } = await open();
    await fill(page, { key: account.key, text: SIGN_TEXT });
    expect(await analyzeIn(page)).toBe("ok");
    const sent = requests.filter((request) => request.url().endsWith("/api/v1/analyze"));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.postData()!)).toEqual({ text: SIGN_TEXT });
    const answer = (await (await sent[0]!.response())!.json()) as Analysis;
    expect(answer.signs.length).toBeGreaterThan(15);

    // The view is the text sent, character for character: no text lost, cut or repeated.
    expect(await page.locator("#sg-text").evaluate((box: any) => box.textContent)).toBe(SIGN_TEXT);
    expect(await page.locator("#sg-text *").evaluateAll((list: any[]) => [...new Set(list.map((element) => element.tagName))])).toEqual(["MARK"]);
    const marks = await shownMarks(page);
    // One focusable mark per span: signs on the same span share it; a sign inside another nests in it.
    expect(marks).toHaveLength(new Set(answer.signs.map((sign) => `${sign.start}:${sign.end}`)).size);
    expect(marks.filter((mark) => mark.nested).length).toBeGreaterThan(0);
    for (const mark of marks) {
      expect(mark.text).toBe(SIGN_TEXT.slice(mark.start, mark.end));
      expect(mark.tabIndex).toBe(0);
    }
    for (const sign of answer.signs) {
      const mark = marks.find((shown) => shown.start === sign.start && shown.end === sign.end);
      expect(mark?.text, sign.family).toBe(sign.excerpt);
      expect(mark!.title).toContain(`${sign.family}: ${sign.explanation}`);
    }

    // The count, worded for what it is.
    const nf = new Intl.NumberFormat("en");
    expect(await text(page, "#sg-sum")).toBe(
      `${answer.signs.length} signs in ${answer.words} words: ${nf.format(answer.signs_per_1000_words)} per 1,000 words.`,
    );
    expect(await text(page, "#signs")).toContain("A count of known writing patterns, not a probability that a model wrote the text.");
    expect(await text(page, "#status")).toBe(`Found ${answer.signs.length} signs of AI writing in ${answer.words} words. Nothing was charged.`);
    // The legend: each kind of sign once, in order of first appearance, with its explanation.
    const families = [...new Set(answer.signs.map((sign) => sign.family))];
    const legend = await page.locator("#sg-list li").allTextContents();
    expect(legend).toHaveLength(families.length);
    families.forEach((family, i) => {
      const signs = answer.signs.filter((sign) => sign.family === family);
      expect(legend[i]).toContain(`${family} (${signs.length}): ${signs[0]!.explanation}`);
    });

    // Keyboard: Tab from Find signs reaches the first mark, which explains itself in the box below the text.
    await page.getByRole("button", { name: "Find signs" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement.tagName)).toBe("MARK");
    const first = answer.signs[0]!;
    expect(await text(page, "#sg-info")).toBe(`${first.family} “${first.excerpt}”: ${first.explanation}`);
    await page.keyboard.press("Tab");
    expect(await text(page, "#sg-info")).toContain(answer.signs[1]!.explanation);
    // Hover: a nested mark explains itself and the passage it lies in.
    const inner = answer.signs.find((sign) => sign.family === "hyphenated-pair")!;
    const outer = answer.signs.find((sign) => sign.start < inner.start && sign.end > inner.end)!;
    await page.locator("#sg-text mark mark", { hasText: inner.excerpt }).hover();
    const info = await text(page, "#sg-info");
    expect(info).toContain(inner.explanation);
    expect(info).toContain(outer.explanation);
    expect(info.indexOf(inner.explanation)).toBeLessThan(info.indexOf(outer.explanation));
    await page.screenshot({ path: `${ARTIFACTS}/playground-signs.png`, fullPage: true });

    // Free, but a request like any other.
    expect(await text(page, "#rl")).toMatch(/^59 of 60 requests left this hour/);
    expect((await restBalance(account.key)).balance_remaining).toBe(200);
    // Edited text: the view says it is out of date.
    expect(await page.locator("#sg-stale").isVisible()).toBe(false);
    await fill(page, { text: `${SIGN_TEXT} More.` });
    expect(await page.locator("#sg-stale").isVisible()).toBe(true);
    // A language without patterns: the API's own message.
    await fill(page, { language: "ja" });
    expect(await analyzeIn(page)).toBe("error");
    const refused = await expectError(page, "Language not supported");
    expect(refused.detail).toMatch(/^Signs of AI writing can be found in .* only; .* Leave Language empty to detect it, or try another text\.$/);
    expect(refused.meta).toMatch(/^unsupported_language · HTTP 422/);
    expect(await violations()).toEqual([]);
    expect(errors.filter((error) => !error.includes("422"))).toEqual([]);
  });

  it("Show what changed: the report's edits, tagged with their sign, rebuild the rewrite; signs before → after, protected spans kept, the remaining signs and why", async () => {
    const account = await createAccount();
    const { page, errors, requests, violations } = await open();
    await fill(page, { key: account.key, text: REPORT_TEXT, mode: "aggressive" });
    await page.getByLabel("Show what changed").check();
    expect(await humanizeIn(page)).toBe("ok");
    const sent = () => requests.filter((request) => request.url().endsWith("/api/v1/humanize"));
    expect(JSON.parse(sent()[0]!.postData()!)).toEqual({ text: REPORT_TEXT, mode: "aggressive", report: true });
    const answer = (await (await sent()[0]!.response())!.json()) as { humanized_text: string; report: Report };
    const { report } = answer;
    expect(report.changes.length).toBeGreaterThan(5);
    expect(report.changes.some((change) => change.family === null)).toBe(true);
    expect(report.remaining.length).toBeGreaterThan(0);
    // The changes, applied to the text in order, give the rewrite…
    let rebuilt = "";
    let at = 0;
    for (const change of report.changes) {
      rebuilt += REPORT_TEXT.slice(at, change.start) + change.after;
      at = change.end;
    }
    expect(rebuilt + REPORT_TEXT.slice(at)).toBe(answer.humanized_text);
    // …and so does the view: without the removed text it is the rewrite, without the added text the submitted text.
    const view = await shownEdits(page);
    expect(view.output).toBe(answer.humanized_text);
    expect(view.input).toBe(REPORT_TEXT);
    expect(new Set(view.tags)).toEqual(new Set(["SPAN", "DEL", "INS"]));
    expect(view.edits.map(({ before, after, family }) => ({ before, after, family }))).toEqual(
      report.changes.map(({ before, after, family }) => ({ before, after, family })),
    );
    // Each edit on a sign carries a visible tag with the sign's family; the others carry none.
    for (const [i, edit] of view.edits.entries()) expect(edit.label, `edit ${i}`).toBe(edit.family ? `"${edit.family}"` : "none");
    const tagged = report.changes.filter((change) => change.family !== null).length;
    expect(await text(page, "#changes")).toBe(`${report.changes.length} edits, ${tagged} of them on a sign of AI writing (tagged with its kind).`);

    // The counts.
    expect(await text(page, "#rep-signs")).toBe(`${report.signs_before} → ${report.signs_after} (before → after)`);
    expect(await text(page, "#rep-words")).toBe(`${Math.round(report.words_changed_ratio * 1000) / 10}% of the words`);
    expect(report.protected.kept).toBe(report.protected.total);
    expect(await text(page, "#rep-prot")).toBe(`${report.protected.kept} of ${report.protected.total}`);
    // The signs that remain, with the reason.
    const remaining = await page.locator("#rep-rem li").allTextContents();
    expect(remaining).toHaveLength(report.remaining.length);
    report.remaining.forEach((sign, i) => expect(remaining[i]).toBe(`${sign.family} “${sign.excerpt}”: ${sign.reason}. ${sign.explanation}`));
    expect(await text(page, "#rep")).toContain("Sign counts are counts of known writing patterns, not a probability that a model wrote the text.");
    // Hiding the removed words leaves exactly the rewrite.
    await page.getByLabel("Show removed words").uncheck();
    expect(await page.locator("#diff").innerText()).toBe(answer.humanized_text);
    await page.getByLabel("Show removed words").check();
    await page.screenshot({ path: `${ARTIFACTS}/playground-report.png`, fullPage: true });
    const words = countWords(REPORT_TEXT);
    expect((await restBalance(account.key)).balance_remaining).toBe(200 - words);

    // Unticked: the next request asks for no report, and the word diff is back.
    await page.getByLabel("Show what changed").uncheck();
    expect(await humanizeIn(page)).toBe("ok");
    expect(JSON.parse(sent()[1]!.postData()!)).toEqual({ text: REPORT_TEXT, mode: "aggressive" });
    expect(await page.locator("#rep").isVisible()).toBe(false);
    expect(await page.locator("#diff .ed").count()).toBe(0);
    expect(await text(page, "#changes")).toMatch(/^\d+ words added, \d+ removed\./);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("text with HTML in it is shown as text, in the signs view and the report, on a phone screen", async () => {
    const account = await createAccount();
    const { page, errors, violations } = await open({ viewport: { width: 360, height: 780 } });
    await fill(page, { key: account.key, text: HTML_TEXT });
    expect(await analyzeIn(page)).toBe("ok");
    expect(await page.locator("#sg-text").evaluate((box: any) => box.textContent)).toBe(HTML_TEXT);
    expect(await page.locator("#sg-text *").evaluateAll((list: any[]) => [...new Set(list.map((element) => element.tagName))])).toEqual(["MARK"]);
    const marks = await shownMarks(page);
    expect(marks.length).toBeGreaterThan(3);
    for (const mark of marks) expect(mark.text).toBe(HTML_TEXT.slice(mark.start, mark.end));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/playground-signs-mobile.png`, fullPage: true });

    await page.getByLabel("Show what changed").check();
    expect(await humanizeIn(page)).toBe("ok");
    const view = await shownEdits(page);
    expect(view.input).toBe(HTML_TEXT);
    expect(view.output).toContain("<script>window.__pwned = 1</script>");
    expect(new Set(view.tags)).toEqual(new Set(["SPAN", "DEL", "INS"]));
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/playground-report-mobile.png`, fullPage: true });
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the API's strings are untrusted too: markup in simulated answers stays text; crossing signs merge; a report that does not rebuild the rewrite is not shown as one", async () => {
    const { page, errors, violations } = await open();
    await fill(page, { key: "hum_example_key_for_simulated_answers", text: HTML_TEXT });
    const L = HTML_TEXT.length;
    const sign = (family: string, start: number, end: number, explanation: string) => ({
      family,
      start,
      end,
      excerpt: HTML_TEXT.slice(start, end),
      explanation,
    });
    const signs = [
      sign('<img src=x onerror="window.__pwned = 3">', 0, 20, "<script>window.__pwned = 4</script>"),
      sign("crossing", 10, 30, "<b>crosses the first</b>"),
      sign("same-span", 10, 30, "shares the second's span"),
      sign("outer", 40, 60, "holds the next"),
      sign("inner", 45, 50, "inside the outer"),
      sign("empty", 70, 70, "an empty span"),
      sign("beyond", L - 3, L + 10, "ends after the text"),
    ];
    await page.route("**/api/v1/analyze", (route) =>
      route.fulfill({ status: 200, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ words: 30, signs, signs_per_1000_words: 233.33 }) }),
    );
    expect(await analyzeIn(page)).toBe("ok");
    expect(await page.locator("#sg-text").evaluate((box: any) => box.textContent)).toBe(HTML_TEXT);
    const marks = await shownMarks(page);
    // The crossing pair (and the sign on the same span) are one mark over both; the nested one nests; empty and out-of-range spans are listed, not marked.
    expect(marks.map(({ start, end, nested }) => ({ start, end, nested }))).toEqual([
      { start: 0, end: 30, nested: false },
      { start: 40, end: 60, nested: false },
      { start: 45, end: 50, nested: true },
    ]);
    expect(marks[0]!.title).toBe(
      [
        '<img src=x onerror="window.__pwned = 3">: <script>window.__pwned = 4</script>',
        "crossing: <b>crosses the first</b>",
        "same-span: shares the second's span",
      ].join("\n"),
    );
    expect(await page.locator("#sg-text *").evaluateAll((list: any[]) => list.map((element) => element.tagName))).toEqual(["MARK", "MARK", "MARK"]);
    expect(await text(page, "#sg-sum")).toBe("7 signs in 30 words: 233.33 per 1,000 words.");
    const legend = await page.locator("#sg-list li").allTextContents();
    expect(legend).toHaveLength(7);
    expect(legend[0]).toContain('<img src=x onerror="window.__pwned = 3"> (1): <script>window.__pwned = 4</script>');
    await page.locator("#sg-text mark").first().focus();
    expect(await text(page, "#sg-info")).toContain("<b>crosses the first</b>");
    expect(await page.locator("#sg-list img, #sg-list script, #sg-list b, #sg-info b, #sg-info img").count()).toBe(0);

    const humanized = `Our team will dig into the data <img src=x onerror="window.__pwned = 5"> to use it.`;
    const report = (changes: Report["changes"]): Report => ({
      changes,
      signs_before: 6,
      signs_after: 1,
      words_changed_ratio: 0.25,
      protected: { kept: 6, total: 7 },
      remaining: [{ ...sign("<i>family</i>", 0, 8, "<u>explained</u>"), excerpt: "Our team", reason: "<script>window.__pwned = 6</script>" }],
    });
    let answer: Report = report([{ start: 0, end: L, before: HTML_TEXT, after: humanized, family: "<em>family</em>" }]);
    await page.route("**/api/v1/humanize", (route) =>
      route.fulfill({
        status: 200,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ humanized_text: humanized, words_used: 30, balance_remaining: 170, report: answer }),
      }),
    );
    await page.getByLabel("Show what changed").check();
    expect(await humanizeIn(page)).toBe("ok");
    let view = await shownEdits(page);
    expect(view.output).toBe(humanized);
    expect(view.edits).toEqual([{ before: HTML_TEXT, after: humanized, family: "<em>family</em>", label: '"<em>family</em>"' }]);
    expect(await text(page, "#rep-prot")).toBe("6 of 7 (some changed: check the rewrite)");
    expect(await text(page, "#rep-rem")).toBe("<i>family</i> “Our team”: <script>window.__pwned = 6</script>. <u>explained</u>");
    expect(await page.locator("#rep script, #rep i, #rep u").count()).toBe(0);

    // Edits that do not give the rewrite: the word diff, and the page says why.
    answer = report([{ start: 0, end: 5, before: HTML_TEXT.slice(0, 5), after: "Also", family: null }]);
    expect(await humanizeIn(page)).toBe("ok");
    view = await shownEdits(page);
    expect(view.edits).toEqual([]);
    expect(await text(page, "#changes")).toContain("The report's edits do not reproduce the rewrite, so the word diff is shown instead.");
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the curl command of a normal text stays within the screen at 1280 px and 360 px; the reference is one click away", async () => {
    const account = await createAccount();
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 780 },
    ]) {
      const { page, errors } = await open({ viewport });
      await fill(page, { key: account.key, text: prose(300) });
      await page.getByText("Show the curl command").click();
      await page.locator("#curl").waitFor({ state: "visible" });
      expect(await text(page, "#curl")).toContain("/api/v1/humanize");
      const box = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
        curlRight: document.getElementById("curl").getBoundingClientRect().right,
        resultRight: document.getElementById("result").getBoundingClientRect().right,
      }));
      expect(box.page, `page width at ${viewport.width} px`).toBeLessThanOrEqual(box.screen);
      expect(box.curlRight).toBeLessThanOrEqual(box.screen);
      expect(box.resultRight).toBeLessThanOrEqual(box.screen);
      await page.screenshot({ path: `${ARTIFACTS}/playground-curl-${viewport.width}.png`, fullPage: true });

      await page.getByRole("link", { name: "API reference" }).click();
      await page.waitForURL(`${url}/docs`);
      expect(await page.locator("h1").textContent()).toBe("Humanize API");
      expect(errors).toEqual([]);
    }
  });

  it("Recent usage: shown when asked, then refreshed after each rewrite with its charge (words, balance, request id); More follows has_more", async () => {
    const account = await createAccount();
    const { page, errors, requests, violations } = await open();
    const usageRequests = () => requests.filter((request) => new URL(request.url()).pathname === "/api/v1/usage");
    await fill(page, { key: account.key, text: AI_TEXT });
    // Nothing is loaded until asked: every load counts against the rate limit.
    expect(await page.locator("#us-wrap").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "More entries" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Show recent usage" }).click();
    await waitForEntries(page, 1);
    expect(usageRequests().map((request) => new URL(request.url()).search)).toEqual(["?limit=10"]);
    const table = page.getByRole("table", { name: "Recent usage" });
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Time", "Kind", "Words", "Balance after", "Request id"]);
    const first = (await (await usageRequests()[0]!.response())!.json()) as { data: UsageEntry[]; has_more: boolean };
    let shown = await shownEntries(page);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ at: first.data[0]!.created_at, kind: "trial", words: "+200", balance: "200 (trial)", requestId: null, idCell: "–none" });
    expect(shown[0]!.time).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}:\d{2}\s[AP]M$/);
    expect(await text(page, "#us-msg")).toMatch(/^1 entry shown, newest first\. Updated at \d{1,2}:\d{2}:\d{2}\s[AP]M\.$/);
    expect(await page.locator("#us-msg").evaluate((msg: any) => msg.parentElement.getAttribute("aria-live"))).toBe("polite");
    expect(await page.getByRole("button", { name: "More entries" }).isVisible()).toBe(false);

    // A rewrite: the panel refreshes itself, and its newest row is the charge, as the API answered it.
    expect(await humanizeIn(page)).toBe("ok");
    await page.waitForFunction(() => document.getElementById("us-rows").rows.length === 2);
    await waitForEntries(page, 2);
    const humanized = requests.find((request) => request.url().endsWith("/api/v1/humanize"))!;
    const answered = (await humanized.response())!;
    const answer = (await answered.json()) as { words_used: number; balance_remaining: number };
    const words = countWords(AI_TEXT);
    expect(answer.words_used).toBe(words);
    shown = await shownEntries(page);
    expect(shown.map(({ kind, words: w, balance, requestId }) => ({ kind, words: w, balance, requestId }))).toEqual([
      { kind: "charge", words: `−${words}`, balance: `${200 - words} (trial)`, requestId: await answered.headerValue("X-Request-Id") },
      { kind: "trial", words: "+200", balance: "200 (trial)", requestId: null },
    ]);
    expect((await restBalance(account.key)).balance_remaining).toBe(200 - words);
    // The rewrite's own message stays; the refresh cost a request like any other (usage, humanize, usage).
    expect(await text(page, "#status")).toBe(`Rewritten. ${words} words used; ${200 - words} words left.`);
    expect(usageRequests()).toHaveLength(2);
    expect(await text(page, "#rl")).toMatch(/^57 of 60 requests left this hour/);

    // More than a page: a subscription and ten credits, then More follows starting_after.
    expect((await admin("PUT", `/accounts/${account.id}/subscription`, { words_per_period: 50_000 })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await admin("POST", `/accounts/${account.id}/credits`, { words: 100 })).status).toBe(200);
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.waitForFunction(() => document.getElementById("us-msg").textContent.startsWith("10 entries shown, newest first; older ones follow."));
    shown = await shownEntries(page);
    expect(shown.map((entry) => [entry.kind, entry.words, entry.balance])).toEqual(
      Array.from({ length: 10 }, (_, i) => ["credit", "+100", new Intl.NumberFormat("en").format(51_000 - 100 * i)]),
    );
    const page1 = (await (await usageRequests()[2]!.response())!.json()) as { data: UsageEntry[]; has_more: boolean };
    expect(page1.has_more).toBe(true);
    const more = page.getByRole("button", { name: "More entries" });
    await more.click();
    await waitForEntries(page, 13);
    expect(new URL(usageRequests()[3]!.url()).searchParams.get("starting_after")).toBe(page1.data[9]!.id);
    shown = await shownEntries(page);
    expect(shown.slice(10).map((entry) => [entry.kind, entry.words, entry.balance])).toEqual([
      ["subscription (started)", "50,000", "50,000"],
      ["charge", `−${words}`, `${200 - words} (trial)`],
      ["trial", "+200", "200 (trial)"],
    ]);
    expect(await more.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement.id)).toBe("us-wrap");
    expect(await text(page, "#us-msg")).toMatch(/^13 entries shown, newest first\. Updated/);

    // The next rewrite draws on the subscription: the refresh shows the newest page again, the charge on top.
    await fill(page, { text: `${AI_TEXT} Thanks.` });
    expect(await humanizeIn(page)).toBe("ok");
    await page.waitForFunction(() => document.getElementById("us-rows").rows[0]?.cells[1].textContent === "charge");
    await waitForEntries(page, 10);
    const words2 = countWords(`${AI_TEXT} Thanks.`);
    shown = await shownEntries(page);
    expect(shown[0]).toMatchObject({ kind: "charge", words: `−${words2}`, balance: new Intl.NumberFormat("en").format(51_000 - words2) });
    expect(shown[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await restBalance(account.key)).balance_remaining).toBe(51_000 - words2);
    expect(await more.isVisible()).toBe(true);

    // The table scrolls inside its card on a phone; the page does not grow wider than the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.locator("#recent").screenshot({ path: `${ARTIFACTS}/playground-usage-mobile.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator("#recent").screenshot({ path: `${ARTIFACTS}/playground-usage.png` });

    // Another key: the panel empties (those were another account's entries) until asked again.
    await fill(page, { key: "hum_another_key" });
    expect(await page.locator("#us-rows tr").count()).toBe(0);
    expect(await page.locator("#us-wrap").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Show recent usage" }).isVisible()).toBe(true);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("Recent usage errors: the contract's error body in the panel (a real 401, a refresh that fails after a rewrite); the API's strings stay text", async () => {
    const { page, errors, requests, violations } = await open();
    const usageRequests = () => requests.filter((request) => new URL(request.url()).pathname === "/api/v1/usage");
    const load = page.getByRole("button", { name: "Show recent usage" });

    // No key: said in the panel, nothing sent.
    await load.click();
    await page.locator("#us-err").waitFor({ state: "visible" });
    expect(await text(page, "#us-err-t")).toBe("API key needed");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("key");
    expect(usageRequests()).toHaveLength(0);

    // A key the API does not know: its 401, with the code, the status and the request id.
    await fill(page, { key: "hum_nosuchaccount_0000000000000000000000" });
    await load.click();
    await page.waitForFunction(() => document.getElementById("us-err-t").textContent === "API key not accepted");
    expect(await text(page, "#us-err-d")).toContain("starts with hum_");
    expect(await text(page, "#us-err-m")).toMatch(/^invalid_api_key · HTTP 401 · request id [0-9a-f-]{36}$/);
    expect(await text(page, "#us-msg")).toBe("Recent usage could not be updated.");
    expect(await page.locator("#us-wrap").isVisible()).toBe(false);
    expect(await page.locator("#err").isVisible()).toBe(false); // the panel's error is the panel's
    expect(usageRequests()).toHaveLength(1);

    // A rewrite succeeds but the refresh after it fails: the rewrite is shown, the panel says why it is not up to date.
    const account = await createAccount();
    await fill(page, { key: account.key, text: AI_TEXT });
    expect(await page.locator("#us-err").isVisible()).toBe(false);
    await load.click();
    await waitForEntries(page, 1);
    const isUsage = (u: URL) => u.pathname === "/api/v1/usage";
    await page.route(isUsage, (route) =>
      route.fulfill({
        status: 503,
        headers: { "Content-Type": "application/json", "Retry-After": "120", "X-Request-Id": "req-5678" },
        body: JSON.stringify({ error: "service_unavailable", message: "<b>The account service could not be reached.</b>" }),
      }),
    );
    expect(await humanizeIn(page)).toBe("ok");
    await page.locator("#us-err").waitFor({ state: "visible" });
    expect(await text(page, "#us-err-t")).toBe("Service temporarily unavailable");
    expect(await text(page, "#us-err-d")).toMatch(/nothing was charged\. Try again in 2 minutes\.$/);
    expect(await text(page, "#us-err-m")).toBe("service_unavailable · HTTP 503 · request id req-5678");
    expect(await text(page, "#status")).toMatch(/^Rewritten\./);
    expect(await page.locator("#err").isVisible()).toBe(false);
    expect(await page.locator("#us-rows tr").count()).toBe(1); // the last list received, until a refresh works
    await page.unroute(isUsage);

    // Markup in every field of a (simulated) list stays text.
    await page.route(isUsage, (route) =>
      route.fulfill({
        status: 200,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          object: "list",
          has_more: false,
          data: [
            {
              id: "le_000000000002",
              kind: '<img src=x onerror="window.__pwned = 1">',
              created_at: "<script>window.__pwned = 2</script>",
              words: 3,
              balance_type: "main",
              balance_after: 7,
              trial_balance_after: 0,
              request_id: '<img src=x onerror="window.__pwned = 3">',
              event: "<b>bold</b>",
            },
          ],
        }),
      }),
    );
    await page.getByRole("button", { name: "Refresh" }).click();
    await waitForEntries(page, 1);
    expect(await page.locator("#us-err").isVisible()).toBe(false);
    expect(await shownEntries(page)).toEqual([
      {
        at: "<script>window.__pwned = 2</script>",
        time: "<script>window.__pwned = 2</script>",
        kind: '<img src=x onerror="window.__pwned = 1"> (<b>bold</b>)',
        words: "3",
        balance: "7",
        requestId: '<img src=x onerror="window.__pwned = 3">',
        idCell: '<img src=x onerror="window.__pwned = 3">',
      },
    ]);
    expect(await page.locator("#us-rows img, #us-rows script, #us-rows b").count()).toBe(0);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(await violations()).toEqual([]);
    expect(errors.filter((error) => !/\b(401|503)\b/.test(error))).toEqual([]);
  });

  it("fits a phone screen, and keeps the key out of storage unless asked (then sessionStorage only)", async () => {
    const account = await createAccount();
    const { page, errors } = await open({ viewport: { width: 360, height: 780 } });
    await fill(page, { key: account.key, text: AI_TEXT });
    expect(await humanizeIn(page)).toBe("ok");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/playground-mobile.png`, fullPage: true });

    const stored = () => page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } }));
    expect(await stored()).toEqual({ session: {}, local: {} });
    await page.getByRole("button", { name: "Show", exact: true }).click();
    expect(await page.getByLabel("API key", { exact: true }).getAttribute("type")).toBe("text");
    expect(await page.getByRole("button", { name: "Hide", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.getByLabel("Remember it in this tab until the tab is closed").check();
    expect(await stored()).toEqual({ session: { "humanize-playground-key": account.key }, local: {} });
    await page.reload();
    expect(await page.getByLabel("API key", { exact: true }).inputValue()).toBe(account.key);
    await page.getByLabel("Remember it in this tab until the tab is closed").uncheck();
    expect(await stored()).toEqual({ session: {}, local: {} });
    await page.reload();
    expect(await page.getByLabel("API key", { exact: true }).inputValue()).toBe("");
    expect(errors).toEqual([]);
  });
});
