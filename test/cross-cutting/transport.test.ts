import { describe, expect, it } from "vitest";
import { call, createAccount, expectError, humanize, prose } from "../support/worker-api";

describe("transport (contract §1)", () => {
  it("echoes a valid X-Request-Id and replaces an invalid one with a UUID", async () => {
    const valid = await call("/api/v1/balance", { headers: { "X-Request-Id": "abc_DEF-123" } });
    expect(valid.headers.get("X-Request-Id")).toBe("abc_DEF-123");
    const long = "a".repeat(255);
    expect((await call("/nowhere", { headers: { "X-Request-Id": long } })).headers.get("X-Request-Id")).toBe(long);
    for (const bad of ["a=b", "a.b", "a b", "a/b", "a".repeat(256)]) {
      const res = await call("/api/v1/balance", { headers: { "X-Request-Id": bad } });
      expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect((await call("/api/v1/balance")).headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("404 not_found as JSON for an unknown path", async () => {
    for (const path of ["/nothing", "/api/v1", "/api/v2/humanize", "/api/v1/humanize/extra"]) {
      const res = await call(path);
      await expectError(res, 404, "not_found");
      expect(res.headers.get("X-Request-Id")).toBeTruthy();
    }
  });

  it("405 method_not_allowed with Allow for a known path", async () => {
    const get = await call("/api/v1/humanize");
    await expectError(get, 405, "method_not_allowed");
    expect(get.headers.get("Allow")).toBe("POST");
    const post = await call("/api/v1/balance", { method: "POST" });
    await expectError(post, 405, "method_not_allowed");
    expect(post.headers.get("Allow")).toContain("GET");
    const del = await call("/admin/v1/accounts", { method: "DELETE", headers: { Authorization: "Bearer test-admin-token" } });
    await expectError(del, 405, "method_not_allowed");
    expect(del.headers.get("Allow")).toBe("POST");
  });

  it("413 payload_too_large for a body over 1 MiB, before authentication", async () => {
    const text = "word ".repeat(220_000);
    await expectError(await humanize(null, { text }), 413, "payload_too_large");
  });

  it("413 for an oversized body sent without Content-Length (streamed)", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (sent++ >= 20) return controller.close();
        controller.enqueue(chunk);
      },
    });
    const res = await call("/api/v1/humanize", { method: "POST", headers: { "Content-Type": "application/json" }, body, duplex: "half" } as RequestInit);
    await expectError(res, 413, "payload_too_large");
  });

  it("large headers change nothing: the contract's order holds (the platform caps their total size)", async () => {
    // Cloudflare's edge refuses more than 128 KB of request headers before the Worker runs;
    // up to that, the service reads only its own headers, each bounded, and keeps the order. (A 100 KB
    // Authorization header is refused with 401 on every route: test/routes/auth-contract.ts.)
    const filler = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`X-Filler-${i}`, "f".repeat(10_000)]));
    await expectError(await humanize(null, { text: prose(20) }, filler), 401, "invalid_api_key");
    await expectError(await call("/nothing", { headers: filler }), 404, "not_found");
    const account = await createAccount();
    expect((await humanize(account.key, { text: prose(20) }, filler)).status).toBe(200);
    const longIdempotencyKey = await humanize(account.key, { text: prose(20) }, { "Idempotency-Key": "k".repeat(50_000) });
    await expectError(longIdempotencyKey, 400, "invalid_request");
  });

  it("JSON nested deeper than 32 levels: 400 invalid_request naming the limit, nothing charged", async () => {
    const account = await createAccount();
    const deep = `{"text": "${prose(20)}", "extra": ${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const res = await humanize(account.key, deep);
    expect(await expectError(res, 400, "invalid_request")).toMatch(/nests deeper than 32 levels/);
    // Brackets inside strings are text, not nesting.
    const inText = await humanize(account.key, { text: `${prose(20)} ${"[{".repeat(50)}` });
    expect(inText.status).toBe(200);
    const admin = await call("/admin/v1/accounts", {
      method: "POST",
      headers: { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" },
      body: `{"a":${'{"a":'.repeat(40)}1${"}".repeat(40)}}`,
    });
    expect(await expectError(admin, 400, "invalid_request")).toMatch(/nests deeper than 32 levels/);
  });

  it("a body just under 1 MiB gets past the size check", async () => {
    const { key } = await createAccount();
    const text = prose(20) + " ".repeat(1024 * 1024 - 200);
    expect((await humanize(key, { text })).status).toBe(200);
  });

  it("sends OWASP's REST security headers on every kind of answer; account data is never cached", async () => {
    const { key } = await createAccount();
    const answers = [
      await call("/api/v1/balance", { headers: { Authorization: `Bearer ${key}` } }),
      await call("/api/v1/balance"),
      await humanize(key, { text: prose(20) }),
      await call("/api/v1/humanize", { method: "PUT" }),
      await call("/admin/v1/accounts", { method: "POST", headers: { Authorization: "Bearer test-admin-token" } }),
      await call("/nothing"),
    ];
    for (const res of answers) {
      expect(res.headers.get("X-Content-Type-Options"), res.url).toBe("nosniff");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(res.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(res.headers.get("Content-Security-Policy"), `${res.status} ${res.url}`).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("X-Request-Id")).toBeTruthy();
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    }
  });
});
