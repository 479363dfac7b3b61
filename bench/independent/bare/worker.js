// Bare Worker for the independent side-by-side measurement: no framework.
// Any request: a fixed small JSON body (about the size of a /api/v1/balance answer).
// POST: the request body is read in full and discarded first.
// POST /echo (extra case): parses the JSON body and answers its `text` back, so the
// runtime's cost of carrying a ~200-word text in AND out can be seen as well.
// GET /do-noop and GET /do-write (the `--floor` cases): the runtime's own floor for "exactly
// one Durable Object round trip per request": one RPC to a SQLite-backed object that returns
// a small object, without storage, or after one write transaction that records the request
// (one INSERT), the least a request that must be counted durably can do.
import { DurableObject } from "cloudflare:workers";

const BODY = JSON.stringify({ balance_remaining: 1999999800, plan: "bare", reset_date: "2026-12-31T00:00:00.000Z" });
const HEADERS = { "content-type": "application/json; charset=utf-8" };
// GET /do-write-headers: as /do-write, with as many headers as an API answer carries
// (security headers, request id, rate-limit headers), to see what headers cost the runtime.
const API_HEADERS = {
  "content-type": "application/json",
  "strict-transport-security": "max-age=15552000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-request-id": "5b0c1c9e-8f0a-4d8e-9a57-2a4c3f1e6b21",
  "x-ratelimit-limit": "100000000",
  "x-ratelimit-remaining": "99999999",
  "x-ratelimit-reset": "1795000000",
};

export class Floor extends DurableObject {
  constructor(ctx, env) {
    super(ctx, env);
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS hits (at INTEGER NOT NULL)");
    this.n = 0;
  }
  noop() {
    return { balance: 1999999800, plan: "bare", n: ++this.n };
  }
  write(at) {
    // One row per request, as a rate-limit window must record it; nothing ever expires within
    // a run (an hour-long window), so there is nothing to prune.
    this.ctx.storage.transactionSync(() => {
      this.ctx.storage.sql.exec("INSERT INTO hits (at) VALUES (?)", at);
    });
    return { balance: 1999999800, plan: "bare", n: ++this.n };
  }
}

export default {
  async fetch(request, env) {
    if (request.method === "POST") {
      if (request.url.endsWith("/echo")) {
        const data = await request.json();
        return new Response(JSON.stringify({ humanized_text: String(data.text ?? ""), words_used: 0, balance_remaining: 0 }), { headers: HEADERS });
      }
      await request.arrayBuffer();
    }
    const path = new URL(request.url).pathname;
    if (path === "/do-noop" || path === "/do-write" || path === "/do-write-headers") {
      const stub = env.FLOOR.get(env.FLOOR.idFromName("one-account"));
      const result = path === "/do-noop" ? await stub.noop() : await stub.write(Date.now());
      return new Response(JSON.stringify(result), { headers: path === "/do-write-headers" ? API_HEADERS : HEADERS });
    }
    return new Response(BODY, { headers: HEADERS });
  },
};
