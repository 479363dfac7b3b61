import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { ApiError } from "../errors";

/** The companion tool server (Model Context Protocol) at `/mcp`. */
export const mcpRoute = new Hono<AppEnv>().all("/", function notYet(c) {
  throw new ApiError("not_found", `No route for ${c.req.method} ${c.req.path}.`);
});
