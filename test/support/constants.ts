export const TEST_ADMIN_TOKEN = "test-admin-token";
export const TEST_OPENAI_KEY = "test-openai-key";
/** LEDGER_MAX_ENTRIES of the fuzz run's servers (test/support/fuzz-global-setup.ts). */
export const FUZZ_LEDGER_MAX_ENTRIES = 100;
