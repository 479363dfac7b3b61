import { Ratelimit } from "@upstash/ratelimit";
import type { Redis } from "@upstash/redis/cloudflare";
import { AccountRecord, type Account, type AccountView } from "../../domain/account";
import { accountView, addCredits, decideCancel, newAccount, refundCharge, renewAccount, subscribe } from "../../domain/billing";
import { failures } from "../../domain/failures";
import {
  authenticate,
  decideBalance,
  decideHumanize,
  IDEMPOTENCY_TTL_MS,
  withRateLimit,
  type Decision,
  type Gated,
  IdempotencyRecordSchema,
  type IdempotencyRecord,
} from "../../domain/gate";
import { generateAccountId, generateApiKey, isAccountId, keyPrefix, sha256Hex } from "../../domain/keys";
import type { RateLimitState } from "../../domain/rate-window";
import { StoreUnavailableError, type AccountStore, type KeyCredential, type StoreLimits } from "../port";

// Accounts in Redis (Upstash REST). The billing rules are the same pure functions the
// Durable Object runs; Redis makes them atomic with an optimistic compare-and-set: read
// the versioned record, decide in JS, then a Lua script writes only if the version is
// unchanged (else read again and decide again).

/** How long any one Redis call may take before the request fails closed. */
export const REDIS_TIMEOUT_MS = 3_000;
/** How long a request keeps retrying its compare-and-set under contention before a 503. */
const CONTENTION_DEADLINE_MS = 5_000;

/** A short random pause that grows with the attempt, so contending requests spread out. */
function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(50, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}

const accountKey = (id: string) => `hum:acct:${id}`;
const idempotencyKey = (id: string, key: string) => `hum:idem:${id}:${key}`;

/**
 * KEYS: account hash, idempotency key. ARGV: expected version, operation id, account JSON
 * ("" = unchanged), idempotency op ("set" | "del" | ""), idempotency JSON, its TTL in ms.
 * Returns 1 when written, or when this very operation was already written (a retried
 * request), 0 on a version conflict.
 */
const COMMIT = `
local version = redis.call('HGET', KEYS[1], 'v') or '0'
if version ~= ARGV[1] then
  if redis.call('HGET', KEYS[1], 'op') == ARGV[2] then return 1 end
  return 0
end
if ARGV[3] ~= '' then
  redis.call('HSET', KEYS[1], 'v', tostring(tonumber(version) + 1), 'op', ARGV[2], 'data', ARGV[3])
end
if ARGV[4] == 'set' then
  redis.call('SET', KEYS[2], ARGV[5], 'PX', ARGV[6])
elseif ARGV[4] == 'del' then
  redis.call('DEL', KEYS[2])
end
return 1
`;

interface Snapshot {
  version: string;
  account: Account | null;
  idempotency: IdempotencyRecord | null;
}

async function reliably<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(`redis ${what} failed`, { cause: error });
  }
}

/**
 * The Redis store. `redis` must be created with `automaticDeserialization: false` and a
 * per-request timeout signal (see src/config/services.ts).
 *
 * @example const store = redisStore(new Redis({ url, token, automaticDeserialization: false }), { rateLimitPerHour: 60, trialWords: 200 })
 */
export function redisStore(redis: Redis, limits: StoreLimits): AccountStore {
  const commitScript = redis.createScript<number>(COMMIT);
  const limiter = new Ratelimit({
    redis,
    limiter: Ratelimit.slidingWindow(limits.rateLimitPerHour, "1 h"),
    prefix: "hum:rl",
    analytics: false,
    // An in-memory block list would answer 429s from one isolate's memory; keep Redis the only truth.
    ephemeralCache: false,
    timeout: REDIS_TIMEOUT_MS,
  });

  async function read(id: string, idemKey: string | null): Promise<Snapshot> {
    return reliably("read", async () => {
      const pipeline = redis.pipeline();
      pipeline.hmget(accountKey(id), "v", "data");
      if (idemKey) pipeline.get(idempotencyKey(id, idemKey));
      // Raw replies (automaticDeserialization: false): HMGET gives [v, data].
      const [fields, idem] = (await pipeline.exec()) as [[string | null, string | null], string | null | undefined];
      const [version, data] = fields;
      return {
        version: version ?? "0",
        account: data ? AccountRecord.parse(JSON.parse(data)) : null,
        idempotency: idem ? IdempotencyRecordSchema.parse(JSON.parse(idem)) : null,
      };
    });
  }

  async function commit(
    id: string,
    expected: string,
    account: Account | null,
    idem: { key: string; op: "set"; record: IdempotencyRecord } | { key: string; op: "del" } | null,
  ): Promise<boolean> {
    const operation = crypto.randomUUID();
    const idemArgs =
      idem?.op === "set"
        ? ["set", JSON.stringify(idem.record), String(IDEMPOTENCY_TTL_MS)]
        : [idem?.op ?? "", "", "0"];
    const written = await reliably("commit", () =>
      commitScript.exec(
        [accountKey(id), idempotencyKey(id, idem?.key ?? "-")],
        [expected, operation, account ? JSON.stringify(account) : "", ...idemArgs],
      ),
    );
    return Number(written) === 1;
  }

  /** Reads, decides and compare-and-sets until the decision is written or needs no write. */
  async function decideAndCommit<T>(
    id: string,
    idemKey: string | null,
    first: Snapshot,
    decide: (snapshot: Snapshot & { account: Account }) => Decision<T> | null,
  ): Promise<Decision<T> | null> {
    let snapshot = first;
    const deadline = Date.now() + CONTENTION_DEADLINE_MS;
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      const { account } = snapshot;
      if (!account) return null;
      const decision = decide({ ...snapshot, account });
      if (!decision || (!decision.account && !decision.idempotencyRecord)) return decision;
      const idem = idemKey && decision.idempotencyRecord ? { key: idemKey, op: "set" as const, record: decision.idempotencyRecord } : null;
      if (await commit(id, snapshot.version, decision.account ?? account, idem)) return decision;
      await backoff(attempt);
      snapshot = await read(id, idemKey);
    }
    throw new StoreUnavailableError("redis compare-and-set kept conflicting");
  }

  /** The contract's limit is per key: the window is named by the account and the key's hash. */
  async function admit({ accountId, keyHash }: KeyCredential): Promise<{ ok: true; rateLimit: RateLimitState } | { ok: false; gated: Gated<never> }> {
    const result = await reliably("rate limit", () => limiter.limit(`${accountId}:${keyHash.slice(0, 16)}`));
    // The library resolves a timeout as success ("fails open"); this service fails closed.
    if (result.reason === "timeout") throw new StoreUnavailableError("redis rate limit timed out");
    const rateLimit = { limit: result.limit, remaining: result.remaining, reset: Math.ceil(result.reset / 1000) };
    if (result.success) return { ok: true, rateLimit };
    const retryAfter = Math.max(1, Math.ceil((result.reset - Date.now()) / 1000));
    return {
      ok: false,
      gated: { ok: false, failure: failures.rateLimitExceeded(limits.rateLimitPerHour, retryAfter), rateLimit, retryAfter },
    };
  }

  /** Authenticate → rate limit → decide and commit. A key revoked meanwhile is caught on re-read. */
  async function gated<T>(
    credential: KeyCredential,
    idemKey: string | null,
    decide: (snapshot: Snapshot & { account: Account }, now: number) => Decision<T>,
  ): Promise<Gated<T>> {
    const { accountId, keyHash } = credential;
    const first = await read(accountId, idemKey);
    const invalid = authenticate(first.account, keyHash);
    if (invalid) return { ok: false, failure: invalid };
    const admission = await admit(credential);
    if (!admission.ok) return admission.gated;
    let revoked = false;
    const decision = await decideAndCommit(accountId, idemKey, first, (snapshot) => {
      if (authenticate(snapshot.account, keyHash)) {
        revoked = true;
        return null;
      }
      return decide(snapshot, Date.now());
    }).catch((error: unknown) => {
      if (error instanceof StoreUnavailableError) error.rateLimit = admission.rateLimit;
      throw error;
    });
    if (!decision || revoked) return { ok: false, failure: failures.invalidApiKey() };
    return withRateLimit(decision.result, admission.rateLimit);
  }

  /** Applies an operator change to a renewed account; null when there is no such account. */
  async function update(id: string, change: (account: Account, now: number) => Account): Promise<AccountView | null> {
    if (!isAccountId(id)) return null;
    const decision = await decideAndCommit(id, null, await read(id, null), ({ account }) => {
      const now = Date.now();
      const renewed = renewAccount(account, now);
      const next = change(renewed, now);
      return { account: next === account ? null : next, idempotencyRecord: null, result: { ok: true, value: accountView(next) } };
    });
    return decision?.result.ok ? decision.result.value : null;
  }

  async function newKey(accountId: string) {
    const apiKey = generateApiKey(accountId);
    return { apiKey, record: { hash: await sha256Hex(apiKey), prefix: keyPrefix(apiKey), createdAt: Date.now() } };
  }

  return {
    humanize: (credential, attempt) => {
      const idemKey = attempt.kind === "valid" ? (attempt.idempotency?.key ?? null) : null;
      return gated(credential, idemKey, (snapshot, now) => decideHumanize(snapshot.account, attempt, snapshot.idempotency, now));
    },
    balance: (credential) => gated(credential, null, (snapshot, now) => decideBalance(snapshot.account, now)),
    verifyKey: async ({ accountId, keyHash }) => authenticate((await read(accountId, null)).account, keyHash) === null,

    async complete(accountId, key, body) {
      const record: IdempotencyRecord = { fingerprint: "", state: "done", body, at: Date.now(), charge: null };
      await reliably("complete", async () => {
        const current = await redis.get<string>(idempotencyKey(accountId, key));
        if (!current) return;
        record.fingerprint = IdempotencyRecordSchema.parse(JSON.parse(current)).fingerprint;
        await redis.set(idempotencyKey(accountId, key), JSON.stringify(record), { px: IDEMPOTENCY_TTL_MS, xx: true });
      });
    },

    async refund(accountId, charge, key) {
      let snapshot = await read(accountId, null);
      const deadline = Date.now() + CONTENTION_DEADLINE_MS;
      for (let attempt = 0; Date.now() < deadline; attempt++) {
        if (!snapshot.account) return;
        const idem = key ? { key, op: "del" as const } : null;
        if (await commit(accountId, snapshot.version, refundCharge(snapshot.account, charge), idem)) return;
        await backoff(attempt);
        snapshot = await read(accountId, null);
      }
      throw new StoreUnavailableError("redis refund kept conflicting");
    },

    async createAccount() {
      const id = generateAccountId();
      const { apiKey, record } = await newKey(id);
      const account = { ...newAccount(id, limits.trialWords, Date.now()), key: record };
      if (!(await commit(id, "0", account, null))) throw new Error("account id collision");
      return { account: accountView(account), apiKey };
    },
    getAccount: (id) => update(id, (account) => account),
    async rotateKey(id) {
      const { apiKey, record } = await newKey(id);
      return (await update(id, (account) => ({ ...account, key: record }))) ? apiKey : null;
    },
    revokeKey: async (id) => (await update(id, (account) => ({ ...account, key: null }))) !== null,
    subscribe: (id, words, periodEnd) => update(id, (account, now) => subscribe(account, words, now, periodEnd)),
    async cancelSubscription(id) {
      if (!isAccountId(id)) return null;
      const decision = await decideAndCommit(id, null, await read(id, null), ({ account }) => {
        const renewed = renewAccount(account, Date.now());
        const cancelled = decideCancel(renewed);
        if (!cancelled.ok) return { account: renewed === account ? null : renewed, idempotencyRecord: null, result: cancelled };
        return { account: cancelled.account, idempotencyRecord: null, result: { ok: true, value: accountView(cancelled.account) } };
      });
      return decision ? decision.result : null;
    },
    credit: (id, words) => update(id, (account) => addCredits(account, words)),
  };
}
