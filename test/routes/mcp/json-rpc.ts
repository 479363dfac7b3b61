import { expect } from "vitest";
import { call } from "../../support/worker-api";

// JSON-RPC requests to the MCP endpoint through the real Worker, for the tests of test/routes/mcp.

let id = 0;

/** One JSON-RPC request to /mcp with this Authorization header (none when undefined). */
export function rpcWith(authorization: string | undefined, method: string, params: object = {}): Promise<Response> {
  return call("/mcp", {
    method: "POST",
    headers: {
      ...(authorization === undefined ? {} : { Authorization: authorization }),
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
  });
}

/** One JSON-RPC request to /mcp with this API key as a Bearer token (none when null). */
export function rpc(key: string | null, method: string, params: object = {}): Promise<Response> {
  return rpcWith(key ? `Bearer ${key}` : undefined, method, params);
}

/** The JSON-RPC result of a 200 answer (fails on a JSON-RPC error). */
export async function result(res: Response): Promise<any> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as { result?: unknown; error?: unknown };
  expect(body.error).toBeUndefined();
  return body.result;
}

/** A JSON-RPC batch (an array of messages) in one HTTP request. */
export const batch = (key: string, messages: object[]) =>
  call("/mcp", {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
    body: JSON.stringify(messages),
  });

/** A get_balance tool call with this JSON-RPC id. */
export const balanceCall = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "get_balance", arguments: {} } });
