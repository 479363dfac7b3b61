export const TEST_ADMIN_TOKEN = "test-admin-token";
export const TEST_OPENAI_KEY = "test-openai-key";
