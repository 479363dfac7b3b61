import type { TestProject } from "vitest/node";
import { TEST_ADMIN_TOKEN } from "./constants";
import { startWranglerDev } from "./wrangler-dev";

declare module "vitest" {
  export interface ProvidedContext {
    e2e: { url: string; adminToken: string };
  }
}

/**
 * The Worker under `wrangler dev` with its defaults (Durable Object store, rules engine,
 * 60 requests per hour per key), for end-to-end tests of what sits around the API: the
 * operator CLI, the MCP endpoint and the playground page, each over real HTTP.
 */
export default async function setup(project: TestProject) {
  const server = await startWranglerDev({ ADMIN_TOKEN: TEST_ADMIN_TOKEN });
  project.provide("e2e", { url: server.url, adminToken: TEST_ADMIN_TOKEN });
  return () => server.stop();
}
