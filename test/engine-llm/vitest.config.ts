import { defineConfig } from "vitest/config";

// LLM engine tests: plain Node, against the local chat-completions server in test/support/openai/.
// npx vitest run -c test/engine-llm/vitest.config.ts
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/engine-llm/**/*.test.ts"],
  },
});
