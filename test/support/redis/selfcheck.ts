/**
 * Self-check for the Redis test support: starts the harness (redis-server +
 * Upstash REST front) and drives it with the real @upstash/redis and
 * @upstash/ratelimit clients, with and without base64 response encoding, then
 * stops / kills / restarts Redis and checks the client fails fast and recovers.
 *
 *   node --import tsx test/support/redis/selfcheck.ts      → prints "N passed, M failed"; exit 1 on failure
 */
import assert from "node:assert/strict";
import { createHash, randomUUID } from "node:crypto";
import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import { Redis as CloudflareRedis } from "@upstash/redis/cloudflare";
import { startRedisHarness } from "./harness.ts";
import { stripUpstashScriptFlags } from "./rest-front.ts";

/** The REST front's answer to a refused command. */
interface ErrorAnswer {
  error: string;
}

let passed = 0;
let failed = 0;

async function check(name: string, fn: () => unknown): Promise<void> {
  try {
    await fn();
    passed++;
    console.log(`ok   ${name}`);
  } catch (error) {
    failed++;
    console.log(
      `FAIL ${name}\n     ${String((error as Error | undefined)?.stack ?? error)
        .split("\n")
        .slice(0, 4)
        .join("\n     ")}`,
    );
  }
}

const sha1 = (text: string) => createHash("sha1").update(text, "utf8").digest("hex");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `promise`; returns how long it took to reject, failing if it resolves. */
async function rejectionTime(promise: Promise<unknown>): Promise<number> {
  const started = Date.now();
  await assert.rejects(promise);
  return Date.now() - started;
}

/** The same command coverage for one client configuration. */
async function clientSuite(label: string, redis: Redis): Promise<void> {
  const key = (name: string) => `selfcheck:${label}:${name}:${randomUUID()}`;

  await check(`${label}: set/get plain, unicode and binary-ish strings`, async () => {
    for (const value of ["hello", "héllo wörld 🚀 日本語 — “quotes”", "nul\u0000ctl\u0001\u007f\r\n\ttab", "OK", "T0s=", "", " spaced "]) {
      const k = key("str");
      assert.equal(await redis.set(k, value), "OK");
      assert.equal(await redis.get(k), value);
    }
    assert.equal(await redis.get(key("missing")), null);
  });

  await check(`${label}: incr / incrby / decr`, async () => {
    const k = key("counter");
    assert.equal(await redis.incr(k), 1);
    assert.equal(await redis.incrby(k, 41), 42);
    assert.equal(await redis.decr(k), 41);
  });

  await check(`${label}: hset / hgetall / hget`, async () => {
    const k = key("hash");
    assert.equal(await redis.hset(k, { name: "Zoë", count: 3, nested: { a: [1, 2] } }), 3);
    assert.deepEqual(await redis.hgetall(k), { name: "Zoë", count: 3, nested: { a: [1, 2] } });
    assert.equal(await redis.hget(k, "name"), "Zoë");
    assert.equal(await redis.hgetall(key("nohash")), null);
  });

  await check(`${label}: zadd / zrange (with scores) / zscore`, async () => {
    const k = key("zset");
    assert.equal(await redis.zadd(k, { score: 2, member: "two" }, { score: 1, member: "one" }, { score: 3.5, member: "drei" }), 3);
    assert.deepEqual(await redis.zrange(k, 0, -1), ["one", "two", "drei"]);
    assert.deepEqual(await redis.zrange(k, 0, 1, { withScores: true }), ["one", 1, "two", 2]);
    assert.equal(await redis.zscore(k, "drei"), 3.5);
  });

  await check(`${label}: expire / ttl / set with ex`, async () => {
    const k = key("ttl");
    await redis.set(k, "v");
    assert.equal(await redis.ttl(k), -1);
    assert.equal(await redis.expire(k, 100), 1);
    const ttl = await redis.ttl(k);
    assert.ok(ttl > 95 && ttl <= 100, `ttl ${ttl}`);
    await redis.set(k, "v", { ex: 50 });
    assert.ok((await redis.ttl(k)) <= 50);
    assert.equal(await redis.ttl(key("nokey")), -2);
  });

  await check(`${label}: json round-trips`, async () => {
    const k = key("json");
    const value = { text: "naïve café ✓", list: [1, "two", { three: 3 }], flag: true, none: null, n: -1.25 };
    await redis.set(k, value);
    assert.deepEqual(await redis.get(k), value);
    await redis.set(k, [1, 2, 3]);
    assert.deepEqual(await redis.get(k), [1, 2, 3]);
    await redis.set(k, 12345);
    assert.equal(await redis.get(k), 12345);
  });

  await check(`${label}: mget / del / exists / type`, async () => {
    const [a, b] = [key("a"), key("b")];
    await redis.mset({ [a]: "x", [b]: { y: 1 } });
    assert.deepEqual(await redis.mget(a, b, key("none")), ["x", { y: 1 }, null]);
    assert.equal(await redis.type(a), "string");
    assert.equal(await redis.exists(a, b), 2);
    assert.equal(await redis.del(a, b), 2);
    assert.equal(await redis.ping(), "PONG");
  });

  await check(`${label}: command error surfaces as an exception`, async () => {
    const k = key("wrongtype");
    await redis.set(k, "not a number");
    await assert.rejects(redis.incr(k), /ERR value is not an integer/);
    await assert.rejects(redis.hget(k, "f"), /WRONGTYPE/);
  });

  await check(`${label}: pipeline() incl. an error entry`, async () => {
    const [k, s] = [key("p"), key("ps")];
    const results = await redis.pipeline().set(k, "v1").incr(key("pc")).get(k).hset(key("ph"), { f: "v" }).exec();
    assert.deepEqual(results, ["OK", 1, "v1", 1]);
    await redis.set(s, "text");
    await assert.rejects(redis.pipeline().get(s).incr(s).exec(), /Command 2 \[ incr \] failed: ERR value is not an integer/);
    const kept = await redis.pipeline().get(s).incr(s).exec({ keepErrors: true });
    assert.equal(kept[0]?.result, "text");
    assert.match(String(kept[1]?.error), /^ERR value is not an integer/);
  });

  await check(`${label}: multi() runs atomically`, async () => {
    const k = key("m");
    assert.deepEqual(await redis.multi().set(k, "1").incr(k).incrby(k, 10).get(k).exec(), ["OK", 2, 12, 12]);
    const s = key("ms");
    await redis.set(s, "text");
    // runtime error inside EXEC: other commands still applied, client throws for the failed one
    await assert.rejects(redis.multi().set(k, "after").incr(s).exec(), /Command 2 \[ incr \] failed/);
    assert.equal(await redis.get(k), "after");
  });

  await check(`${label}: eval / scriptLoad / evalsha / NOSCRIPT fallback`, async () => {
    const k = key("lua");
    assert.deepEqual(await redis.eval("return {KEYS[1], ARGV[1], 42, redis.call('SET', KEYS[1], ARGV[1]).ok}", [k], ["ü-value"]), [k, "ü-value", 42, "OK"]);
    const script = `return redis.call('GET', KEYS[1]) -- ${randomUUID()}`;
    await assert.rejects(redis.evalsha(sha1(script), [k], []), /NOSCRIPT/);
    const sha = await redis.scriptLoad(script);
    assert.equal(sha, sha1(script));
    assert.equal(await redis.evalsha(sha, [k], []), "ü-value");
    const fallbackScript = redis.createScript(`return ARGV[1] .. '!' -- ${randomUUID()}`);
    assert.equal(await fallbackScript.exec([], ["fallback"]), "fallback!"); // EVALSHA → NOSCRIPT → EVAL
    assert.equal(await fallbackScript.evalsha([], ["cached"]), "cached!");
  });

  await check(`${label}: '#!lua flags=allow-key-locking' scripts (stripped, SHA mapped)`, async () => {
    const script = `#!lua flags=allow-key-locking\nlocal v = redis.call('INCR', KEYS[1])\nreturn {v, ARGV[1]} -- ${randomUUID()}`;
    const k = key("locking");
    await assert.rejects(redis.evalsha(sha1(script), [k], ["a"]), /NOSCRIPT/);
    assert.deepEqual(await redis.eval(script, [k], ["a"]), [1, "a"]);
    assert.deepEqual(await redis.evalsha(sha1(script), [k], ["b"]), [2, "b"]);
    const other = `#!lua flags=allow-key-locking\nreturn 7 -- ${randomUUID()}`;
    assert.equal(await redis.scriptLoad(other), sha1(other));
    assert.deepEqual(await redis.scriptExists(sha1(other), sha1("nope")), [1, 0]);
    assert.equal(await redis.evalsha(sha1(other), [], []), 7);
  });
}

async function main() {
  const harness = await startRedisHarness({ appendonly: true });
  const { restUrl: url, token } = harness;
  console.log(`harness: REST ${url} -> ${harness.redis.url} (dir ${harness.redis.dir})`);
  const control = async (action: string) => {
    const response = await fetch(`${url}/__harness/redis/${action}`, { method: "POST" });
    assert.equal(response.status, 200, `control ${action}`);
    assert.deepEqual(await response.json(), { ok: true });
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: "POST", headers: { Authorization: `Bearer ${token}`, ...headers }, body: JSON.stringify(body) });

  try {
    const base64Client = new Redis({ url, token, enableTelemetry: false }); // responseEncoding defaults to "base64"
    const plainClient = new Redis({ url, token, responseEncoding: false, enableTelemetry: false });
    await clientSuite("base64", base64Client);
    await clientSuite("plain", plainClient);

    await check("automaticDeserialization: false returns raw strings", async () => {
      const raw = new Redis({ url, token, automaticDeserialization: false, enableTelemetry: false });
      const k = `selfcheck:raw:${randomUUID()}`;
      await raw.set(k, JSON.stringify({ a: 1 }));
      assert.equal(await raw.get(k), '{"a":1}');
      await raw.set(k, "123");
      assert.equal(await raw.get(k), "123");
    });

    await check("@upstash/redis/cloudflare client works too", async () => {
      const cf = new CloudflareRedis({ url, token }, { UPSTASH_DISABLE_TELEMETRY: "1" });
      const k = `selfcheck:cf:${randomUUID()}`;
      await cf.set(k, { worker: "✓" });
      assert.deepEqual(await cf.get(k), { worker: "✓" });
    });

    await check("wire: single command, base64 shapes, 400 errors", async () => {
      const k = `selfcheck:wire:${randomUUID()}`;
      let response = await post("/", ["SET", k, "héllo", "EX", 100]);
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { result: "OK" });
      response = await post("/", ["GET", k], { "Upstash-Encoding": "base64" });
      assert.deepEqual(await response.json(), { result: Buffer.from("héllo").toString("base64") });
      response = await post("/", ["SET", k, "x"], { "Upstash-Encoding": "base64" });
      assert.deepEqual(await response.json(), { result: "OK" }); // status "OK" stays plain
      response = await post("/", ["PING"], { "Upstash-Encoding": "base64" });
      assert.deepEqual(await response.json(), { result: Buffer.from("PONG").toString("base64") });
      response = await post("/", ["EVAL", "return {1, 'a', {2, false}}", 0], { "Upstash-Encoding": "base64" });
      assert.deepEqual(await response.json(), { result: [1, "YQ==", [2, null]] });
      response = await post("/", ["NOSUCHCOMMAND"]);
      assert.equal(response.status, 400);
      assert.match(((await response.json()) as ErrorAnswer).error, /^ERR unknown command/);
      response = await post("/", { not: "an array" });
      assert.equal(response.status, 400);
      response = await post("/", ["SUBSCRIBE", "chan"]);
      assert.equal(response.status, 400);
    });

    await check("wire: /pipeline and /multi-exec shapes", async () => {
      const k = `selfcheck:wire:${randomUUID()}`;
      let response = await post("/pipeline", [
        ["SET", k, "v"],
        ["INCR", k],
        ["GET", k],
      ]);
      assert.equal(response.status, 200);
      const entries = (await response.json()) as { result?: unknown; error?: string }[];
      assert.deepEqual([entries[0], entries[2]], [{ result: "OK" }, { result: "v" }]);
      assert.match(String(entries[1]?.error), /^ERR value is not an integer/);
      response = await post(
        "/multi-exec",
        [
          ["SET", k, "1"],
          ["INCR", k],
        ],
        { "Upstash-Encoding": "base64" },
      );
      assert.deepEqual(await response.json(), [{ result: "OK" }, { result: 2 }]);
      response = await post("/multi-exec", [["SET", k, "1"], ["NOSUCHCOMMAND"]]);
      assert.equal(response.status, 400);
      assert.match(((await response.json()) as ErrorAnswer).error, /^EXECABORT/);
    });

    await check("concurrent requests (connection pool)", async () => {
      const k = `selfcheck:concurrent:${randomUUID()}`;
      await Promise.all(Array.from({ length: 50 }, () => base64Client.incr(k)));
      assert.equal(await base64Client.get(k), 50);
    });

    await check("wire: command in path (GET /get/<key>)", async () => {
      const k = `selfcheck:path:${randomUUID()}`;
      await post("/", ["SET", k, "from path"]);
      const response = await fetch(`${url}/get/${encodeURIComponent(k)}`, { headers: { Authorization: `Bearer ${token}` } });
      assert.deepEqual(await response.json(), { result: "from path" });
    });

    await check("auth: wrong or missing token → 401 and the client throws", async () => {
      let response = await fetch(url, { method: "POST", body: '["PING"]' });
      assert.equal(response.status, 401);
      assert.deepEqual(await response.json(), { error: "Unauthorized" });
      response = await fetch(url, { method: "POST", headers: { Authorization: "Bearer wrong" }, body: '["PING"]' });
      assert.equal(response.status, 401);
      await assert.rejects(new Redis({ url, token: "wrong", enableTelemetry: false }).ping(), /Unauthorized/);
    });

    await check("script shebang stripping keeps other flags", () => {
      assert.equal(stripUpstashScriptFlags("#!lua flags=allow-key-locking\nreturn 1"), "\nreturn 1");
      assert.equal(stripUpstashScriptFlags("#!lua flags=no-writes,allow-key-locking\nreturn 1"), "#!lua flags=no-writes\nreturn 1");
      assert.equal(stripUpstashScriptFlags("#!lua flags=no-writes\nreturn 1"), "#!lua flags=no-writes\nreturn 1");
      assert.equal(stripUpstashScriptFlags("return 1"), "return 1");
    });

    const limiterFor = (redis: Redis) =>
      new Ratelimit({ redis, limiter: Ratelimit.slidingWindow(3, "10 s"), prefix: `selfcheck:rl:${randomUUID()}`, ephemeralCache: false });
    const expectLimiting = async (ratelimit: Ratelimit) => {
      // Stay inside one 10 s window so the sliding-window weighting cannot blur the count.
      if (Date.now() % 10_000 > 8_500) await sleep(10_000 - (Date.now() % 10_000) + 50);
      const outcomes = [];
      for (let i = 0; i < 4; i++) {
        const { success, remaining, limit } = await ratelimit.limit("user-1");
        outcomes.push([success, remaining, limit]);
      }
      assert.deepEqual(outcomes, [
        [true, 2, 3],
        [true, 1, 3],
        [true, 0, 3],
        [false, 0, 3],
      ]);
    };

    await check("ratelimit: slidingWindow(3, '10 s') allows 3 then refuses (base64 client)", () => expectLimiting(limiterFor(base64Client)));
    await check("ratelimit: same through the plain and cloudflare clients", async () => {
      await expectLimiting(limiterFor(plainClient));
      await expectLimiting(limiterFor(new CloudflareRedis({ url, token }, { UPSTASH_DISABLE_TELEMETRY: "1" })));
    });

    // --- Redis outages -------------------------------------------------------
    const client = new Redis({ url, token, enableTelemetry: false }); // default retry settings
    const durableKey = `selfcheck:durable:${randomUUID()}`;
    await client.set(durableKey, "survives SIGKILL");

    await check("pending command fails fast when Redis is killed mid-command", async () => {
      const pending = client.exec(["BLPOP", `selfcheck:empty:${randomUUID()}`, 20]); // blocks in Redis
      const settled = pending.then(
        () => ({ error: null, at: Date.now() }),
        (error) => ({ error, at: Date.now() }),
      );
      await sleep(300);
      const killed = Date.now();
      await control("kill");
      const { error, at } = await settled;
      assert.match(String(error), /Redis unavailable/);
      assert.ok(at - killed < 1000, `took ${at - killed} ms after kill`);
    });

    await check("while Redis is down, client calls throw within 2 s", async () => {
      for (const call of [() => client.get(durableKey), () => client.pipeline().get(durableKey).exec(), () => client.multi().incr("x").exec()]) {
        const ms = await rejectionTime(call());
        assert.ok(ms < 2000, `took ${ms} ms`);
      }
    });

    await check("after restart the client works again and AOF kept the data", async () => {
      await control("start");
      assert.equal(await client.get(durableKey), "survives SIGKILL");
      await expectLimiting(limiterFor(client)); // Redis lost its script cache: EVALSHA → NOSCRIPT → EVAL again
    });

    await check("graceful stop → throws fast; start → works", async () => {
      await control("stop");
      const ms = await rejectionTime(client.incr(`selfcheck:afterstop:${randomUUID()}`));
      assert.ok(ms < 2000, `took ${ms} ms`);
      await control("start");
      assert.equal(await client.incr(`selfcheck:afterstart:${randomUUID()}`), 1);
    });

    await check("flush endpoint empties the database", async () => {
      await control("flush");
      assert.equal(await client.get(durableKey), null);
      assert.equal(await client.dbsize(), 0);
    });
  } finally {
    await harness.close();
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log(`${passed} passed, ${failed + 1} failed`);
  process.exitCode = 1;
});
