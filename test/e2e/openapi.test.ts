import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ERROR_STATUS, type ErrorCode } from "../../src/http/errors";

// The published reference (/openapi.json, /docs) against the OpenAPI 3.1 schema, and against
// what the running Worker really answers: every answer provoked here must be documented for its
// operation, with its body valid against the documented schema and its documented headers sent.

const { url, adminToken } = inject("e2e");

type Json = Record<string, any>;
let doc: Json;
let ajv: Ajv2020;

/** Error codes that only the operator API (or no route at all) can answer. */
const NOT_PUBLIC: ErrorCode[] = ["invalid_admin_token", "account_not_found", "subscription_not_found", "subscription_already_cancelled", "not_found"];

const words = (n: number) => Array.from({ length: n }, (_, i) => ["teams", "ship", "careful", "software", "every", "week", "with", "tests"][i % 8]).join(" ");

async function newAccount(credit = 0): Promise<{ id: string; key: string }> {
  const auth = { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" };
  const created = (await (await fetch(`${url}/admin/v1/accounts`, { method: "POST", headers: auth, body: "{}" })).json()) as Json;
  if (credit > 0) {
    await fetch(`${url}/admin/v1/accounts/${created.account_id}/subscription`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ words_per_period: credit }),
    });
  }
  return { id: created.account_id, key: created.api_key };
}

const humanize = (key: string | null, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/v1/humanize`, {
    method: "POST",
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** Checks one real answer against the document; returns the parsed body. */
async function expectDocumented(res: Response, path: string, method: string, optionalHeaders: string[] = []): Promise<Json> {
  const operation = doc.paths[path][method];
  const documented = operation.responses[String(res.status)];
  expect(documented, `${method.toUpperCase()} ${path} answered ${res.status}, which is not documented`).toBeDefined();
  const media = documented.content["application/json"];
  const body = (await res.json()) as Json;
  const validate = ajv.compile({ $ref: `openapi.json${media.schema.$ref}` });
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  if (res.status >= 400) expect(Object.keys(media.examples), `code ${body.error} under ${res.status}`).toContain(body.error);
  for (const name of Object.keys(documented.headers ?? {})) {
    if (optionalHeaders.includes(name)) continue;
    expect(res.headers.get(name), `${res.status} ${body.error ?? ""} lacks documented header ${name}`).not.toBeNull();
  }
  return body;
}

beforeAll(async () => {
  const res = await fetch(`${url}/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Json;
  ajv = new Ajv2020({ strict: false });
  addFormats.default(ajv);
  ajv.addSchema(doc, "openapi.json");
});

describe("/openapi.json", () => {
  it("carries the package's version and cites no document outside the repository", () => {
    expect(doc.info.version).toBe("0.1.0");
    // A word, not a part of one: the change report documents "contractions".
    expect(JSON.stringify(doc)).not.toMatch(/\bcontract\b|§/i);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("documents the endpoints with the Bearer scheme, the idempotency and rate-limit headers", () => {
    expect(Object.keys(doc.paths).sort()).toEqual(["/api/v1/analyze", "/api/v1/balance", "/api/v1/humanize", "/api/v1/usage"]);
    expect(doc.paths["/api/v1/analyze"].post.security).toEqual([{ apiKey: [] }]);
    expect(doc.components.schemas.AnalyzeResponse.example.signs.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const humanizeOp = doc.paths["/api/v1/humanize"].post;
    expect(humanizeOp.security).toEqual([{ apiKey: [] }]);
    expect(humanizeOp.parameters.map((p: Json) => p.name)).toContain("Idempotency-Key");
    expect(Object.keys(humanizeOp.responses["200"].headers)).toEqual(
      expect.arrayContaining(["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Idempotent-Replayed", "X-Request-Id"]),
    );
    expect(Object.keys(humanizeOp.responses["429"].headers)).toContain("Retry-After");
    expect(doc.paths["/api/v1/balance"].get.security).toEqual([{ apiKey: [] }]);
  });

  it("documents the ledger: its query parameters, JSON and CSV answers, with examples that fit their schema", () => {
    const usage = doc.paths["/api/v1/usage"].get;
    expect(usage.security).toEqual([{ apiKey: [] }]);
    expect(usage.parameters.map((p: Json) => [p.in, p.name, p.schema.type])).toEqual([
      ["query", "limit", "integer"],
      ["query", "starting_after", "string"],
    ]);
    expect(Object.keys(usage.responses["200"].content).sort()).toEqual(["application/json", "text/csv"]);
    expect(Object.keys(usage.responses["200"].headers)).toEqual(expect.arrayContaining(["Link", "X-RateLimit-Remaining", "X-Request-Id"]));
    const example = doc.components.schemas.UsageList.example;
    const validate = ajv.compile({ $ref: "openapi.json#/components/schemas/UsageList" });
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    const csv = usage.responses["200"].content["text/csv"].schema.example as string;
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(example.data.length + 1);
    const documented = Object.entries(usage.responses as Json).flatMap(([status, r]) =>
      Object.keys(r.content["application/json"].examples ?? {}).map((code) => `${code}:${status}`),
    );
    expect(documented.sort()).toEqual(
      (
        [
          "invalid_api_key",
          "rate_limit_exceeded",
          "invalid_request",
          "service_unavailable",
          "payload_too_large",
          "method_not_allowed",
          "internal_error",
        ] as const
      )
        .map((code) => `${code}:${ERROR_STATUS[code]}`)
        .sort(),
    );
  });

  it("documents every error code a public request can get, under its status, with an example", () => {
    const documented = (op: Json) =>
      Object.entries(op.responses as Json).flatMap(([status, r]) =>
        Object.keys(r.content["application/json"].examples ?? {}).map((code) => `${code}:${status}`),
      );
    const publicCodes = (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => !NOT_PUBLIC.includes(code));
    // Every code the service defines (other than operator-only ones) is documented for humanize.
    expect(documented(doc.paths["/api/v1/humanize"].post).sort()).toEqual(publicCodes.map((code) => `${code}:${ERROR_STATUS[code]}`).sort());
    // Balance: authentication, the limit, the store, the transport.
    expect(documented(doc.paths["/api/v1/balance"].get).sort()).toEqual(
      (["invalid_api_key", "rate_limit_exceeded", "service_unavailable", "payload_too_large", "method_not_allowed", "internal_error"] as const)
        .map((code) => `${code}:${ERROR_STATUS[code]}`)
        .sort(),
    );
  });

  it("uses the same request schema the API validates with", async () => {
    const { HumanizeRequest } = await import("../../src/routes/humanize");
    const schema = doc.components.schemas.HumanizeRequest;
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(HumanizeRequest.shape).sort());
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(["text"]);
    expect(schema.properties.mode.enum).toEqual(["standard", "aggressive"]);
  });
});

describe("what the API really answers matches the document", () => {
  const HUMANIZE = ["/api/v1/humanize", "post"] as const;
  const BALANCE = ["/api/v1/balance", "get"] as const;
  const USAGE = ["/api/v1/usage", "get"] as const;

  it("200s: a rewrite, its replay and a balance", async () => {
    const { key } = await newAccount(5_000);
    const first = await humanize(key, { text: words(40) }, { "Idempotency-Key": "doc-check-1" });
    const body = await expectDocumented(first, ...HUMANIZE, ["Idempotent-Replayed"]);
    expect(body.words_used).toBe(40);
    const replay = await humanize(key, { text: words(40) }, { "Idempotency-Key": "doc-check-1" });
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    await expectDocumented(replay, ...HUMANIZE);
    const bal = await expectDocumented(await fetch(`${url}/api/v1/balance`, { headers: { Authorization: `Bearer ${key}` } }), ...BALANCE);
    expect(bal).toMatchObject({ balance_remaining: 4_960, plan: "api" });
    const usage = await expectDocumented(await fetch(`${url}/api/v1/usage?limit=2`, { headers: { Authorization: `Bearer ${key}` } }), ...USAGE);
    expect(usage).toMatchObject({ object: "list", has_more: true, data: [{ kind: "charge", words: 40, balance_after: 4_960 }, { kind: "subscription" }] });
  });

  it("the documented example answer is the real answer to the documented example request", async () => {
    const properties = doc.components.schemas.HumanizeRequest.properties as Record<string, Json>;
    const request = Object.fromEntries(
      Object.entries(properties)
        .filter(([, p]) => p.example !== undefined)
        .map(([name, p]) => [name, p.example]),
    );
    expect(Object.keys(request).sort()).toEqual(["language", "text"]);
    const trial = await newAccount();
    const res = await humanize(trial.key, request);
    expect(res.status).toBe(200);
    const real = (await res.json()) as Json;
    expect(real, "the example in /openapi.json").toEqual(doc.components.schemas.HumanizeResponse.example);
    expect(real.balance_remaining).toBe(200 - real.words_used);
  });

  it("every error a client can provoke, each documented with its headers", async () => {
    const { key } = await newAccount(5_000);
    const trial = await newAccount();
    const cases: [string, () => Promise<Response>, readonly [string, string]][] = [
      ["invalid_api_key", () => humanize(null, { text: words(20) }), HUMANIZE],
      ["invalid_api_key", () => humanize("hum_nope", { text: words(20) }), HUMANIZE],
      ["invalid_api_key", () => fetch(`${url}/api/v1/balance`), BALANCE],
      ["unsupported_media_type", () => humanize(key, words(20), { "Content-Type": "text/plain" }), HUMANIZE],
      ["invalid_request", () => humanize(key, "{not json"), HUMANIZE],
      ["invalid_request", () => humanize(key, { text: words(20), mode: "wild" }), HUMANIZE],
      ["invalid_request", () => humanize(key, { text: words(20), extra: 1 }), HUMANIZE],
      ["text_too_short", () => humanize(key, { text: words(3) }), HUMANIZE],
      ["text_too_long", () => humanize(key, { text: words(3_001) }), HUMANIZE],
      ["unsupported_language", () => humanize(key, { text: words(20), language: "fi" }), HUMANIZE],
      [
        "idempotency_key_reused",
        async () => {
          await humanize(key, { text: words(20) }, { "Idempotency-Key": "doc-check-2" });
          return humanize(key, { text: words(21) }, { "Idempotency-Key": "doc-check-2" });
        },
        HUMANIZE,
      ],
      [
        "insufficient_balance",
        async () => {
          await humanize(trial.key, { text: words(190) });
          return humanize(trial.key, { text: words(20) });
        },
        HUMANIZE,
      ],
      [
        "trial_exhausted",
        async () => {
          await humanize(trial.key, { text: words(10) });
          return humanize(trial.key, { text: words(20) });
        },
        HUMANIZE,
      ],
      ["method_not_allowed", () => fetch(`${url}/api/v1/humanize`, { method: "PUT" }), HUMANIZE],
      ["method_not_allowed", () => fetch(`${url}/api/v1/balance`, { method: "POST" }), BALANCE],
      ["invalid_request", () => fetch(`${url}/api/v1/usage?limit=0`, { headers: { Authorization: `Bearer ${key}` } }), USAGE],
      ["invalid_api_key", () => fetch(`${url}/api/v1/usage`), USAGE],
      ["method_not_allowed", () => fetch(`${url}/api/v1/usage`, { method: "POST" }), USAGE],
      ["payload_too_large", () => humanize(key, { text: "x ".repeat(600_000) }), HUMANIZE],
    ];
    for (const [code, send, [path, method]] of cases) {
      const res = await send();
      const body = await expectDocumented(res, path, method);
      expect(body.error, `${method} ${path}`).toBe(code);
    }
  });

  it("429 with Retry-After once the key's hourly window is full", async () => {
    const { key } = await newAccount();
    const auth = { headers: { Authorization: `Bearer ${key}` } };
    for (let i = 0; i < 60; i++) expect((await fetch(`${url}/api/v1/balance`, auth)).status).toBe(200);
    const body = await expectDocumented(await fetch(`${url}/api/v1/balance`, auth), "/api/v1/balance", "get");
    expect(body.error).toBe("rate_limit_exceeded");
    const limited = await expectDocumented(await humanize(key, { text: words(20) }), "/api/v1/humanize", "post");
    expect(limited.error).toBe("rate_limit_exceeded");
  });
});

describe("/docs", () => {
  it("is an HTML reference of both endpoints and every error code, under a strict CSP", async () => {
    const res = await fetch(`${url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    const html = await res.text();
    const nonce = /style-src 'nonce-([0-9a-f]+)'/.exec(csp)?.[1];
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toMatch(/<script|https?:\/\/(?!127)/);
    expect(html).not.toMatch(/\bcontract\b|§/i);
    for (const text of [
      "/api/v1/humanize",
      "/api/v1/balance",
      "/api/v1/usage",
      "starting_after",
      "/openapi.json",
      "Idempotency-Key",
      "X-RateLimit-Remaining",
    ]) {
      expect(html).toContain(text);
    }
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      if (!NOT_PUBLIC.includes(code)) expect(html, code).toContain(`<code>${code}</code>`);
    }
  });
});
