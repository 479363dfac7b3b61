import { describe, expect, it } from "vitest";
import { balance, call, createAccount } from "../support/worker-api";

// This suite runs with CORS_ORIGINS=https://app.example.com (vitest.config.ts); without it
// no origin is allowed (see test/domain/config.test.ts).

describe("CORS", () => {
  it("allows a listed origin and exposes the rate-limit headers", async () => {
    const { key } = await createAccount();
    const res = await balance(key, { Origin: "https://app.example.com" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("https://app.example.com");
    expect(res.headers.get("Access-Control-Expose-Headers")).toContain("X-RateLimit-Remaining");
  });

  it("answers a listed origin's preflight", async () => {
    const res = await call("/api/v1/humanize", {
      method: "OPTIONS",
      headers: { Origin: "https://app.example.com", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, content-type" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("https://app.example.com");
    expect(res.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("authorization");
  });

  it("gives any other origin nothing to read", async () => {
    const { key } = await createAccount();
    const res = await balance(key, { Origin: "https://evil.example" });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const preflight = await call("/api/v1/humanize", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("never opens the operator API to browsers", async () => {
    const res = await call("/admin/v1/accounts", {
      method: "OPTIONS",
      headers: { Origin: "https://app.example.com", "Access-Control-Request-Method": "POST" },
    });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});
