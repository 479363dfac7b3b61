import { defineConfig } from "vitest/config";

// Engine unit tests only: plain Node, no Worker bindings.
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/engine/**/*.test.ts"],
  },
});
