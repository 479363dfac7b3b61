import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env";
import { ConfigError } from "./config";
import { ApiError, errorResponse } from "./errors";
import { standardHeaders } from "./http";
import { adminRoute } from "./routes/admin";
import { balanceRoute } from "./routes/balance";
import { humanizeRoute } from "./routes/humanize";
import { createMcpRoute } from "./mcp";
import { docsPage, openApiJson } from "./openapi/docs-page";
import { playgroundPage } from "./playground";
import { rateLimitHeaders } from "./middleware/auth";
import { servicesFor } from "./services";
import { StoreUnavailableError } from "./store/port";

const MAX_BODY_BYTES = 1024 * 1024;

/** The methods each known path answers; anything else there is 405 with `Allow`. */
const ROUTES: Record<string, string> = {
  "/": "GET, HEAD",
  "/docs": "GET, HEAD",
  "/openapi.json": "GET, HEAD",
  "/api/v1/humanize": "POST",
  "/api/v1/balance": "GET, HEAD",
  "/admin/v1/accounts": "POST",
  "/admin/v1/accounts/:id": "GET",
  "/admin/v1/accounts/:id/api-key": "POST, DELETE",
  "/admin/v1/accounts/:id/subscription": "PUT, DELETE",
  "/admin/v1/accounts/:id/credits": "POST",
};

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use(standardHeaders);
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError("payload_too_large", "The request body is larger than 1 MiB; send a shorter text.");
      },
    }),
  );
  app.use(async function provideServices(c, next) {
    c.set("services", servicesFor(c.env));
    await next();
  });

  // CORS is closed unless CORS_ORIGINS lists the browser origins that may call the API.
  app.use("/api/*", async function corsForAllowedOrigins(c, next) {
    const { corsOrigins } = c.get("services").config;
    if (corsOrigins.length === 0) return next();
    return cors({
      origin: (origin) => (corsOrigins.includes(origin) ? origin : null),
      allowMethods: ["GET", "POST"],
      allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "X-Request-Id"],
      exposeHeaders: ["X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After", "Idempotent-Replayed"],
      maxAge: 600,
    })(c, next);
  });

  app.route("/api/v1/humanize", humanizeRoute);
  app.route("/api/v1/balance", balanceRoute);
  app.route("/admin/v1", adminRoute);
  // Each MCP tool call runs as a request through this very app: the same checks, charge and limit.
  app.route("/mcp", createMcpRoute((request, env, ctx) => app.fetch(request, env, ctx)));
  app.get("/", playgroundPage);
  app.get("/docs", docsPage);
  app.get("/openapi.json", openApiJson);

  for (const [path, allow] of Object.entries(ROUTES)) {
    app.all(path, function methodNotAllowed(c) {
      if (path.startsWith("/admin/") && !c.get("services").config.adminToken) {
        throw new ApiError("not_found", `No route for ${c.req.method} ${c.req.path}.`);
      }
      throw new ApiError("method_not_allowed", `${c.req.method} is not allowed on ${c.req.path}; use ${allow}.`, { Allow: allow });
    });
  }

  app.notFound(function notFound(c) {
    return errorResponse(c, new ApiError("not_found", `No route for ${c.req.method} ${c.req.path}.`));
  });

  app.onError(function mapError(error, c) {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof StoreUnavailableError) {
      console.error(JSON.stringify({ requestId: c.get("requestId"), event: "store_unavailable", error: String(error.cause ?? error) }));
      const headers = rateLimitHeaders(error.rateLimit);
      return errorResponse(c, new ApiError("service_unavailable", "The account store is unavailable right now; nothing was charged. Retry shortly.", headers));
    }
    if (error instanceof HTTPException && error.status === 400) {
      return errorResponse(c, new ApiError("invalid_request", "The request body is not valid JSON."));
    }
    if (error instanceof ConfigError) {
      console.error(JSON.stringify({ requestId: c.get("requestId"), event: "invalid_config", problems: error.problems }));
    } else {
      console.error(JSON.stringify({ requestId: c.get("requestId"), event: "unhandled", error: String(error), stack: error.stack }));
    }
    return errorResponse(c, new ApiError("internal_error", `Something went wrong on our side; nothing was charged. Quote request id ${c.get("requestId")} if it persists.`));
  });

  return app;
}
