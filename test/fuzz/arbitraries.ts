import fc from "fast-check";

/** Plain English prose of exactly `words` words. */
function prose(words: number): string {
  const sentence = "The team reviewed the plan and agreed on the next steps.".split(" ");
  return Array.from({ length: words }, (_, i) => sentence[i % sentence.length]).join(" ");
}

const oddCharacter = fc.constantFrom(
  "\u0000",
  "\ud800",
  "\udfff",
  "\u200b",
  "\u200d",
  "\ufeff",
  "\u202e",
  "\u2066",
  "\u0301",
  "😀",
  "👩‍👩‍👧",
  "\u00a0",
  "\u3000",
  "\n",
  "\t",
  "\\",
  '"',
  "—",
  "我",
  "ท",
  "ع",
);
const oddText = fc
  .array(fc.oneof(fc.string(), oddCharacter, fc.constantFrom("Moreover, ", "we delve into ", "it is ", "3,000 ", "https://x.io ", "`code` ")), {
    maxLength: 40,
  })
  .map((parts) => parts.join(""));
const wordyText = fc.tuple(fc.integer({ min: 0, max: 60 }), oddText).map(([words, noise]) => `${prose(words)} ${noise}`);

const fieldValue = fc.oneof(
  oddText,
  wordyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const requestObject = fc.record(
  {
    text: fc.oneof(wordyText, fieldValue),
    mode: fc.oneof(fc.constantFrom("standard", "aggressive", "STANDARD", "", "fast"), fieldValue),
    language: fc.oneof(fc.constantFrom("en", "en-US", "es", "ja", "und", "x-private", "en_US", "zz-ZZ-invalid-", ""), fieldValue),
    extra: fieldValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  { weight: 4, arbitrary: requestObject.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 8 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: oddText },
  { weight: 1, arbitrary: fc.constantFrom("", "{", "[]", "null", '"text"', '{"text":', "{}".repeat(1000), "[".repeat(5000) + "]".repeat(5000)) },
);

/** Header values a client can send portably (printable ASCII and tab). */
const headerValue = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    fc.constant("\t"),
  ),
  maxLength: 300,
});
const contentType = fc.option(
  fc.oneof(
    fc.constantFrom("application/json", "application/json; charset=utf-8", "APPLICATION/JSON", "text/plain", "application/jsonx", "multipart/form-data"),
    headerValue,
  ),
  { nil: undefined },
);

type Auth = { kind: "valid" } | { kind: "raw"; value: string } | { kind: "none" };
const authorization: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: "valid" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        headerValue,
        headerValue.map((v) => `Bearer ${v}`),
        fc.constantFrom("Bearer", "Bearer ", "Basic YTpi", "bearer hum_", "Bearer hum_000000000000000000000000_" + "A".repeat(43)),
      )
      .map((value) => ({ kind: "raw" as const, value })),
  },
);

export type RequestSpec = {
  method: string;
  path: string;
  body: string;
  contentType: string | undefined;
  authorization: Auth;
  idempotencyKey: string | undefined;
  requestId: string | undefined;
};

const randomSpec: fc.Arbitrary<RequestSpec> = fc.record({
  method: fc.constantFrom("POST", "POST", "POST", "GET", "PUT", "DELETE", "PATCH"),
  path: fc.constantFrom(
    "/api/v1/humanize",
    "/api/v1/humanize",
    "/api/v1/balance",
    "/api/v1/humanize/",
    "/api/v1/Humanize",
    "/api/v1/balance?x=1",
    "/api/v1/usage",
    "/api/v1/usage?limit=3&starting_after=le_000000000002",
  ),
  body,
  contentType,
  authorization,
  idempotencyKey: fc.option(fc.oneof(headerValue, fc.constantFrom("k1", "k2", "same-key")), { nil: undefined }),
  requestId: fc.option(headerValue, { nil: undefined }),
});

/**
 * A well-formed humanize request with the account's key (random requests are almost never one):
 * some text, a mode and a language or not, an idempotency key from a small set or none (so that
 * replays, reused keys and fresh charges all happen), odd request ids.
 */
const chargingSpec: fc.Arbitrary<RequestSpec> = fc.record({
  method: fc.constant("POST"),
  path: fc.constant("/api/v1/humanize"),
  body: fc
    .record(
      {
        text: fc.integer({ min: 10, max: 60 }).map(prose),
        mode: fc.constantFrom("standard", "aggressive"),
        language: fc.constantFrom("en", "en-GB", "und"),
      },
      { requiredKeys: ["text"] },
    )
    .map((value) => JSON.stringify(value)),
  contentType: fc.constantFrom("application/json", "application/json; charset=utf-8"),
  authorization: fc.constant({ kind: "valid" as const }),
  // None half the time; else a fresh key, or one of a few that repeat (replays, reused keys).
  idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.constantFrom("k1", "k2", "same-key", "charge-3")), { nil: undefined, freq: 2 }),
  requestId: fc.option(headerValue, { nil: undefined }),
});

export const requestSpec: fc.Arbitrary<RequestSpec> = fc.oneof({ weight: 4, arbitrary: randomSpec }, { weight: 1, arbitrary: chargingSpec });
