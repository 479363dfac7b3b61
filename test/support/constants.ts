export const TEST_ADMIN_TOKEN = "test-admin-token";
