import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { TEST_OPENAI_KEY } from "./constants";
import { startOpenAiServer } from "./openai/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    openaiBaseUrl: string;
    openaiControlUrl: string;
  }
}

/**
 * Starts the local chat-completions server for a project, plus a small control server the
 * tests (inside workerd) use to set its behaviour: POST /behaviour {"behaviour"},
 * POST /reset, GET /stats.
 */
export default async function setup(project: TestProject) {
  const model = await startOpenAiServer({ apiKey: TEST_OPENAI_KEY });
  const control = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/behaviour") model.setBehaviour((JSON.parse(body) as { behaviour: string }).behaviour);
      else if (req.method === "POST" && req.url === "/reset") model.reset();
      res.setHeader("Content-Type", "application/json");
      const last = model.requests[model.requests.length - 1];
      res.end(JSON.stringify({ requests: model.requests.length, maxInFlight: model.maxInFlight, lastPrompt: last?.body.messages }));
    });
  });
  await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
  project.provide("openaiBaseUrl", model.baseUrl);
  project.provide("openaiControlUrl", `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
  return async () => {
    control.close();
    await model.close();
  };
}
