// The dependency rules of src/ (README, "Architecture"), checked by `npm run deps`, which
// `npm test` runs first. Type-only imports count: `tsPreCompilationDeps` reads the TypeScript
// before compilation erases them.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No module may reach itself through its imports, type-only imports included.",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-no-outward",
      severity: "error",
      comment: "src/domain/ is pure rules: it imports nothing outside itself but zod.",
      from: { path: "^src/domain/" },
      to: { pathNot: ["^src/domain/", "^node_modules/zod/"] },
    },
    {
      name: "engine-no-store-or-http",
      severity: "error",
      comment: "The rewrite engine knows nothing of accounts, HTTP, routes, config or the surfaces built on them.",
      from: { path: "^src/engine/" },
      to: { path: "^src/(store|http|routes|config|mcp|openapi|playground)/" },
    },
    {
      name: "store-no-http",
      severity: "error",
      comment: "The stores keep accounts; they know nothing of HTTP, routes, the engine or config.",
      from: { path: "^src/store/" },
      to: { path: "^src/(http|routes|engine|config|mcp|openapi|playground)/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "Every import resolves (a moved module leaves no dangling import behind).",
      from: { path: "^src/" },
      to: { couldNotResolve: true, pathNot: ["^cloudflare:"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // Package subpaths (`hono/cors`) resolve through their package.json "exports".
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "workerd", "worker", "default", "types"] },
  },
};
