import type { MiddlewareHandler } from "hono";
import { failures } from "../../domain/failures";
import { checkAdminToken } from "../auth";
import { isJsonContentType, jsonNestsDeeperThan, MAX_JSON_DEPTH } from "../body";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";

/**
 * The operator API's gate: 404 unless ADMIN_TOKEN is configured, then the token required
 * (`Authorization: Bearer <ADMIN_TOKEN>`), and a body, if any, declared JSON and not nested
 * deeper than any of ours needs.
 *
 * @example app.use("/admin/v1/*", operatorOnly)
 */
export const operatorOnly: MiddlewareHandler<AppEnv> = async function operatorOnly(c, next) {
  const { adminToken } = c.get("services").config;
  if (!adminToken) throw new ApiError(failures.notFound(c.req.method, c.req.path));
  await checkAdminToken(c.req.header("Authorization"), adminToken);
  if (carriesBody(c.req.raw)) {
    if (!isJsonContentType(c.req.header("Content-Type"))) throw new ApiError(failures.unsupportedMediaType());
    // Read once here (Hono caches it for the validator) to refuse deep nesting before parsing.
    if (jsonNestsDeeperThan(await c.req.text(), MAX_JSON_DEPTH)) throw new ApiError(failures.bodyTooDeep(MAX_JSON_DEPTH));
  }
  await next();
};

/** Whether a request declares a body (a bodyless POST or DELETE still has an empty stream). */
function carriesBody(request: Request): boolean {
  const length = request.headers.get("Content-Length");
  if (length !== null) return Number(length) > 0;
  return request.headers.has("Transfer-Encoding");
}
