// Floor for scripts/bench.ts: the least a Worker can do per request and still carry out the
// contract's duties on the Durable Object store, with none of the service's code. Each request
// makes one RPC to a SQLite-backed Durable Object, which records it durably in one transaction
// (the rate-limit hit, and for a rewrite the new balance as well). The answer carries the
// headers the contract requires (Content-Type, X-Request-Id, the three X-RateLimit-*).
//
//   GET  (any path)  one hit recorded; a balance-shaped body.
//   POST (any path)  the JSON body is parsed; one hit and one balance write recorded; the
//                    body's `text` is sent back as `humanized_text` (no rewrite, no validation,
//                    no word count: `words_used` is the text's length in characters / 6).
//
// Comparing a service case with its floor shows what the service's own code costs (routing,
// validation, authentication, security headers, the rate-limit and billing logic, the engine)
// beyond the runtime and the one store round trip that the contract requires.
import { DurableObject } from "cloudflare:workers";

const LIMIT = 100_000_000;

export class FloorObject extends DurableObject {
  constructor(ctx, env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec("CREATE TABLE IF NOT EXISTS hits (at INTEGER NOT NULL)");
    this.sql.exec("CREATE TABLE IF NOT EXISTS account (id INTEGER PRIMARY KEY, json TEXT NOT NULL)");
    this.balance = 1_000_000_000;
    this.requests = 0;
  }

  /** Records one request (and a charge of `words`, if any) in one transaction. */
  record(words) {
    const now = Date.now();
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("INSERT INTO hits (at) VALUES (?)", now);
      if (words > 0) this.sql.exec("INSERT OR REPLACE INTO account (id, json) VALUES (1, ?)", JSON.stringify({ balance: this.balance - words }));
    });
    this.balance -= words;
    this.requests++;
    return { balance: this.balance, remaining: LIMIT - this.requests, reset: Math.ceil(now / 1000) + 3600 };
  }
}

let id;

export default {
  async fetch(request, env) {
    id ??= env.FLOOR.idFromName("floor");
    const post = request.method === "POST";
    const text = post ? JSON.parse(await request.text()).text : "";
    const words = Math.ceil(text.length / 6);
    const state = await env.FLOOR.get(id).record(words);
    const body = post
      ? { humanized_text: text, words_used: words, balance_remaining: state.balance }
      : { balance_remaining: state.balance, plan: "api", reset_date: "2026-12-21T00:00:00.000Z" };
    return new Response(JSON.stringify(body), {
      headers: {
        "Content-Type": "application/json",
        "X-Request-Id": crypto.randomUUID(),
        "X-RateLimit-Limit": String(LIMIT),
        "X-RateLimit-Remaining": String(state.remaining),
        "X-RateLimit-Reset": String(state.reset),
      },
    });
  },
};
