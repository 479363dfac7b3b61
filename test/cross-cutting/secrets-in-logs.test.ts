import { afterEach, describe, expect, it, vi } from "vitest";
import { rulesEngine } from "../../src/engine/rules";
import { call, createAccount, humanize, prose, TEST_ADMIN_TOKEN } from "../support/worker-api";

// The Worker runs in this test's isolate, so its console is the one spied on here.

afterEach(() => vi.restoreAllMocks());

function captureLogs(): () => string {
  const lines: string[] = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    });
  }
  return () => lines.join("\n");
}

describe("secrets stay out of logs and error messages", () => {
  it("never logs or echoes an API key or an admin token, even when things fail", async () => {
    const { key } = await createAccount();
    const logs = captureLogs();
    const wrongAdminToken = "wrong-admin-token-7f3a9c";
    const answers: string[] = [];

    vi.spyOn(rulesEngine, "rewrite").mockRejectedValue(new Error("engine crashed"));
    answers.push(await (await humanize(key, { text: prose(20) })).text());
    vi.mocked(rulesEngine.rewrite).mockRestore();
    answers.push(await (await humanize(`${key}x`, { text: prose(20) })).text());
    answers.push(await (await humanize(key, "{broken")).text());
    answers.push(await (await call("/admin/v1/accounts", { method: "POST", headers: { Authorization: `Bearer ${wrongAdminToken}` } })).text());
    answers.push(await (await call("/admin/v1/accounts", { method: "POST", headers: { Authorization: `Bearer ${key}` } })).text());

    const everything = `${logs()}\n${answers.join("\n")}`;
    expect(logs()).toContain("engine_failed");
    for (const secret of [key, key.slice(-43), TEST_ADMIN_TOKEN, wrongAdminToken]) expect(everything).not.toContain(secret);
  });
});
