import { generateAccountId, generateApiKey, isAccountId, keyPrefix, sha256Hex } from "../../domain/keys";
import type { AccountObject, CallLimits } from "./account-object";
import { StoreUnavailableError, type AccountStore, type StoreLimits } from "../port";

/** How long one call to an account object may take before the request fails closed. */
const CALL_TIMEOUT_MS = 5_000;

async function withinDeadline<T>(call: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError("account object timed out")), CALL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call(), deadline]);
  } catch (error) {
    throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError("account object failed", { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** The object's methods as they look through its stub (every call is a promise). */
type Remote<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};
type AccountApi = Remote<
  Pick<
    AccountObject,
    | "humanize"
    | "balance"
    | "usage"
    | "verifyKey"
    | "complete"
    | "refund"
    | "create"
    | "view"
    | "setKey"
    | "subscribe"
    | "cancel"
    | "credit"
    | "ledger"
    | "reconcile"
  >
>;

async function newKey(accountId: string) {
  const apiKey = generateApiKey(accountId);
  return { apiKey, record: { hash: await sha256Hex(apiKey), prefix: keyPrefix(apiKey), createdAt: Date.now() } };
}

/**
 * The embedded default store: one Durable Object per account, addressed by the
 * account id that every API key carries.
 *
 * @example const store = durableStore(env.ACCOUNTS, { rateLimitPerHour: 60, trialWords: 200, ledger: DEFAULT_LEDGER_LIMITS })
 */
export function durableStore(namespace: DurableObjectNamespace<AccountObject>, limits: StoreLimits): AccountStore {
  // idFromName hashes the name: remember the ids of recent accounts (plain values, safe to share).
  const ids = new Map<string, DurableObjectId>();
  const account = (name: string) => {
    let id = ids.get(name);
    if (!id) {
      if (ids.size >= 10_000) ids.clear();
      id = namespace.idFromName(name);
      ids.set(name, id);
    }
    return namespace.get(id) as unknown as AccountApi;
  };
  const ledger = limits.ledger;
  const gate: CallLimits = { rateLimitPerHour: limits.rateLimitPerHour, ledger };

  return {
    humanize: ({ accountId, keyHash }, attempt) => withinDeadline(() => account(accountId).humanize(keyHash, attempt, gate)),
    balance: ({ accountId, keyHash }) => withinDeadline(() => account(accountId).balance(keyHash, gate)),
    usage: ({ accountId, keyHash }, query) => withinDeadline(() => account(accountId).usage(keyHash, gate, query)),
    verifyKey: ({ accountId, keyHash }) => withinDeadline(() => account(accountId).verifyKey(keyHash)),
    complete: (accountId, key, body) => withinDeadline(() => account(accountId).complete(key, body)),
    refund: (accountId, charge, key, requestId) => withinDeadline(() => account(accountId).refund(charge, key, requestId, ledger)),

    async createAccount() {
      const id = generateAccountId();
      const { apiKey, record } = await newKey(id);
      const view = await withinDeadline(() => account(id).create(id, limits.trialWords, record, ledger));
      return { account: view, apiKey };
    },
    getAccount: (id) => (isAccountId(id) ? withinDeadline(() => account(id).view(ledger)) : Promise.resolve(null)),
    async rotateKey(id) {
      if (!isAccountId(id)) return null;
      const { apiKey, record } = await newKey(id);
      return (await withinDeadline(() => account(id).setKey(record, ledger))) ? apiKey : null;
    },
    revokeKey: (id) => (isAccountId(id) ? withinDeadline(() => account(id).setKey(null, ledger)) : Promise.resolve(false)),
    subscribe: (id, words, periodEnd) => (isAccountId(id) ? withinDeadline(() => account(id).subscribe(words, periodEnd, ledger)) : Promise.resolve(null)),
    cancelSubscription: (id) => (isAccountId(id) ? withinDeadline(() => account(id).cancel(ledger)) : Promise.resolve(null)),
    credit: (id, words) => (isAccountId(id) ? withinDeadline(() => account(id).credit(words, ledger)) : Promise.resolve(null)),
    ledger: (id, query) => (isAccountId(id) ? withinDeadline(() => account(id).ledger(query, ledger)) : Promise.resolve(null)),
    reconcile: (id) => (isAccountId(id) ? withinDeadline(() => account(id).reconcile(ledger)) : Promise.resolve(null)),
  };
}
