/**
 * Stand-in for `ajv` and `ajv-formats` in the Worker bundle, for use with a wrangler alias:
 *
 *     [alias]
 *     "ajv" = "./src/mcp/no-ajv.ts"
 *     "ajv-formats" = "./src/mcp/no-ajv.ts"
 *
 * The MCP SDK's server module imports its Ajv validator statically, but this Worker always
 * passes the `@cfworker/json-schema` one (Ajv generates code, which Workers forbid), so Ajv is
 * dead weight in the bundle (docs/performance.md says how much). Constructing or calling it
 * fails loudly.
 */
export default function noAjv(): never {
  throw new Error("ajv is not bundled in the Worker; pass CfWorkerJsonSchemaValidator to the MCP SDK");
}
