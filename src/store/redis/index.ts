import { Ratelimit } from "@upstash/ratelimit";
import type { Redis } from "@upstash/redis/cloudflare";
import { AccountRecord, type Account, type AccountView } from "../../domain/account";
import { accountView, bookCancel, bookCredit, bookRenewal, bookSubscription, openAccount } from "../../domain/billing";
import { failures } from "../../domain/failures";
import {
  authenticate,
  decideBalance,
  decideHumanize,
  decideRefund,
  decideUsage,
  IDEMPOTENCY_TTL_MS,
  withRateLimit,
  type Decision,
  type Gated,
  IdempotencyRecordSchema,
  type IdempotencyRecord,
} from "../../domain/gate";
import { LedgerEntryRecord, reconcile, unbooked, type Booked, type LedgerEntry, type LedgerQuery, type Reconciliation } from "../../domain/ledger";
import { generateAccountId, generateApiKey, isAccountId, keyPrefix, sha256Hex } from "../../domain/keys";
import type { RateLimitState } from "../../domain/rate-window";
import { StoreUnavailableError, type AccountStore, type KeyCredential, type StoreLimits } from "../port";

// Accounts in Redis (Upstash REST). The billing rules are the same pure functions the
// Durable Object runs; Redis makes them atomic with an optimistic compare-and-set: read
// the versioned record, decide in JS, then a Lua script writes only if the version is
// unchanged (else read again and decide again). The ledger entries of a change are
// appended, and the ledger pruned, by that same script.

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
/** The ledger: a sorted set scored by entry number; each member is the entry's time in 15 digits, then its JSON. */
const ledgerKey = (id: string) => `hum:ledger:${id}`;
const TIME_DIGITS = 15;
const ledgerMember = (entry: LedgerEntry) => `${String(entry.at).padStart(TIME_DIGITS, "0")}${JSON.stringify(entry)}`;
const parseMember = (member: string): LedgerEntry => LedgerEntryRecord.parse(JSON.parse(member.slice(TIME_DIGITS)));

/**
 * KEYS: account hash, idempotency key, ledger. ARGV: 1 expected version, 2 operation id,
 * 3 account JSON ("" = unchanged), 4 idempotency op ("set" | "del" | ""), 5 idempotency JSON,
 * 6 its TTL in ms, 7 most ledger entries kept, 8 the retention's cutoff (epoch ms), then the
 * ledger entries to append as (number, member) pairs. After appending, the ledger is pruned by
 * the rule of `pruneLedger` (src/domain/ledger.ts): beyond the most entries by rank, then from
 * the oldest end while older than the cutoff (the member's leading digits), never the newest.
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
if #ARGV > 8 then
  for i = 9, #ARGV, 2 do
    redis.call('ZADD', KEYS[3], ARGV[i], ARGV[i + 1])
  end
  redis.call('ZREMRANGEBYRANK', KEYS[3], 0, -1 - tonumber(ARGV[7]))
  local total = redis.call('ZCARD', KEYS[3])
  local cutoff = tonumber(ARGV[8])
  local old = 0
  local done = false
  local size = 1
  while not done and old < total - 1 do
    -- The oldest member first (nothing is due on most writes), then 100 at a time.
    local batch = redis.call('ZRANGE', KEYS[3], old, old + size - 1)
    size = 100
    if #batch == 0 then done = true end
    for j = 1, #batch do
      if old >= total - 1 or tonumber(string.sub(batch[j], 1, ${TIME_DIGITS})) >= cutoff then
        done = true
        break
      end
      old = old + 1
    end
  end
  if old > 0 then redis.call('ZREMRANGEBYRANK', KEYS[3], 0, old - 1) end
end
return 1
`;

/** What a read fetches of the ledger besides the account: a page (newest first), or every entry kept (oldest first). */
type LedgerRead = { page: LedgerQuery } | "all" | null;

interface Snapshot {
  version: string;
  account: Account | null;
  idempotency: IdempotencyRecord | null;
  /** What the read asked of the ledger (empty when nothing). */
  ledger: LedgerEntry[];
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
 * @example const store = redisStore(new Redis({ url, token, automaticDeserialization: false }), { rateLimitPerHour: 60, trialWords: 200, ledger: DEFAULT_LEDGER_LIMITS })
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

  /** The account, its idempotency record and what `ledger` asks of its ledger, in one pipelined call. */
  async function read(id: string, idemKey: string | null, ledger: LedgerRead = null): Promise<Snapshot> {
    return reliably("read", async () => {
      const pipeline = redis.pipeline();
      pipeline.hmget(accountKey(id), "v", "data");
      if (idemKey) pipeline.get(idempotencyKey(id, idemKey));
      if (ledger === "all") pipeline.zrange(ledgerKey(id), 0, -1);
      else if (ledger) {
        const { limit, startingAfter } = ledger.page;
        const newest = startingAfter === null ? "+inf" : (`(${startingAfter}` as const);
        pipeline.zrange(ledgerKey(id), newest, "-inf", { byScore: true, rev: true, offset: 0, count: limit + 1 });
      }
      // Raw replies (automaticDeserialization: false): HMGET gives [v, data].
      const replies = (await pipeline.exec()) as unknown[];
      const [version, data] = replies[0] as [string | null, string | null];
      const idem = idemKey ? (replies[1] as string | null) : null;
      const members = ledger ? (replies[idemKey ? 2 : 1] as string[]) : [];
      return {
        version: version ?? "0",
        account: data ? AccountRecord.parse(JSON.parse(data)) : null,
        idempotency: idem ? IdempotencyRecordSchema.parse(JSON.parse(idem)) : null,
        ledger: members.map(parseMember),
      };
    });
  }

  async function commit(
    id: string,
    expected: string,
    account: Account | null,
    idem: { key: string; op: "set"; record: IdempotencyRecord } | { key: string; op: "del" } | null,
    entries: readonly LedgerEntry[] = [],
  ): Promise<boolean> {
    const operation = crypto.randomUUID();
    const idemArgs = idem?.op === "set" ? ["set", JSON.stringify(idem.record), String(IDEMPOTENCY_TTL_MS)] : [idem?.op ?? "", "", "0"];
    const newest = entries.at(-1);
    const ledgerArgs = [String(limits.ledger.maxEntries), String(newest ? newest.at - limits.ledger.retentionMs : 0)];
    const written = await reliably("commit", () =>
      commitScript.exec(
        [accountKey(id), idempotencyKey(id, idem?.key ?? "-"), ledgerKey(id)],
        [
          expected,
          operation,
          account ? JSON.stringify(account) : "",
          ...idemArgs,
          ...ledgerArgs,
          ...entries.flatMap((entry) => [String(entry.seq), ledgerMember(entry)]),
        ],
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
    ledger: LedgerRead = null,
  ): Promise<Decision<T> | null> {
    let snapshot = first;
    const deadline = Date.now() + CONTENTION_DEADLINE_MS;
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      const { account } = snapshot;
      if (!account) return null;
      const decision = decide({ ...snapshot, account });
      if (!decision || (!decision.account && !decision.idempotencyRecord)) return decision;
      const idem = !idemKey
        ? null
        : decision.idempotencyRecord
          ? { key: idemKey, op: "set" as const, record: decision.idempotencyRecord }
          : decision.releaseIdempotency
            ? { key: idemKey, op: "del" as const }
            : null;
      if (await commit(id, snapshot.version, decision.account ?? account, idem, decision.entries)) return decision;
      await backoff(attempt);
      snapshot = await read(id, idemKey, ledger);
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
    ledger: LedgerRead = null,
  ): Promise<Gated<T>> {
    const { accountId, keyHash } = credential;
    const first = await read(accountId, idemKey, ledger);
    const invalid = authenticate(first.account, keyHash);
    if (invalid) return { ok: false, failure: invalid };
    const admission = await admit(credential);
    if (!admission.ok) return admission.gated;
    let revoked = false;
    const decision = await decideAndCommit(
      accountId,
      idemKey,
      first,
      (snapshot) => {
        if (authenticate(snapshot.account, keyHash)) {
          revoked = true;
          return null;
        }
        return decide(snapshot, Date.now());
      },
      ledger,
    ).catch((error: unknown) => {
      if (error instanceof StoreUnavailableError) error.rateLimit = admission.rateLimit;
      throw error;
    });
    if (!decision || revoked) return { ok: false, failure: failures.invalidApiKey() };
    return withRateLimit(decision.result, admission.rateLimit);
  }

  /** What a decision saves of a change: nothing when the account is unchanged. */
  const saved = (account: Account, booked: Booked) => ({ account: booked.account === account ? null : booked.account, entries: booked.entries });

  /** Applies an operator change to a renewed account; null when there is no such account. */
  async function update(id: string, change: (booked: Booked, now: number) => Booked): Promise<AccountView | null> {
    if (!isAccountId(id)) return null;
    const decision = await decideAndCommit(id, null, await read(id, null), ({ account }): Decision<AccountView> => {
      const now = Date.now();
      const next = change(bookRenewal(unbooked(account), now), now);
      return { ...saved(account, next), idempotencyRecord: null, result: { ok: true, value: accountView(next.account) } };
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
    usage: (credential, query) => gated(credential, null, (snapshot, now) => decideUsage(snapshot.account, query, now, () => snapshot.ledger), { page: query }),
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

    async refund(accountId, charge, key, requestId) {
      // The key's record comes with the account (same pipelined read): it says whether the charge is still outstanding.
      let snapshot = await read(accountId, key);
      const deadline = Date.now() + CONTENTION_DEADLINE_MS;
      for (let attempt = 0; Date.now() < deadline; attempt++) {
        if (!snapshot.account) return;
        const refunded = decideRefund(snapshot.account, charge, key ? { key, record: snapshot.idempotency } : null, requestId, Date.now());
        if (!refunded) return;
        const idem = key ? { key, op: "del" as const } : null;
        if (await commit(accountId, snapshot.version, refunded.account, idem, refunded.entries)) return;
        await backoff(attempt);
        snapshot = await read(accountId, key);
      }
      throw new StoreUnavailableError("redis refund kept conflicting");
    },

    async createAccount() {
      const id = generateAccountId();
      const { apiKey, record } = await newKey(id);
      const opened = openAccount(id, limits.trialWords, Date.now(), record);
      if (!(await commit(id, "0", opened.account, null, opened.entries))) throw new Error("account id collision");
      return { account: accountView(opened.account), apiKey };
    },
    getAccount: (id) => update(id, (booked) => booked),
    async rotateKey(id) {
      const { apiKey, record } = await newKey(id);
      return (await update(id, (booked) => ({ ...booked, account: { ...booked.account, key: record } }))) ? apiKey : null;
    },
    revokeKey: async (id) => (await update(id, (booked) => ({ ...booked, account: { ...booked.account, key: null } }))) !== null,
    subscribe: (id, words, periodEnd) => update(id, (booked, now) => bookSubscription(booked, words, now, periodEnd)),
    async cancelSubscription(id) {
      if (!isAccountId(id)) return null;
      const decision = await decideAndCommit(id, null, await read(id, null), ({ account }): Decision<AccountView> => {
        const renewed = bookRenewal(unbooked(account), Date.now());
        const cancelled = bookCancel(renewed, Date.now());
        if (!cancelled.ok) return { ...saved(account, renewed), idempotencyRecord: null, result: cancelled };
        const value = accountView(cancelled.booked.account);
        return { ...saved(account, cancelled.booked), idempotencyRecord: null, result: { ok: true, value } };
      });
      return decision ? decision.result : null;
    },
    credit: (id, words) => update(id, (booked, now) => bookCredit(booked, words, now)),

    async ledger(id, query) {
      if (!isAccountId(id)) return null;
      const page = { page: query };
      const decision = await decideAndCommit(
        id,
        null,
        await read(id, null, page),
        (snapshot) => decideUsage(snapshot.account, query, Date.now(), () => snapshot.ledger),
        page,
      );
      return decision ? decision.result : null;
    },

    async reconcile(id) {
      if (!isAccountId(id)) return null;
      const decision = await decideAndCommit(
        id,
        null,
        await read(id, null, "all"),
        ({ account, ledger }): Decision<Reconciliation> => {
          const renewed = bookRenewal(unbooked(account), Date.now());
          // The pipelined read is not a transaction: an entry a concurrent write appended after
          // the account was read is left out; it belongs to a later state of the account.
          const kept = [...ledger.filter((entry) => entry.seq <= account.ledgerSeq), ...renewed.entries];
          return { ...saved(account, renewed), idempotencyRecord: null, result: { ok: true, value: reconcile(renewed.account, kept) } };
        },
        "all",
      );
      return decision?.result.ok ? decision.result.value : null;
    },
  };
}
