import { Hono, type Handler } from "hono";
import { failures } from "../domain/failures";
import { mcpRoute } from "../mcp";
import { docsRoute, openApiRoute } from "../openapi/docs-page";
import { playgroundRoute } from "../playground";
import { adminRoutes, ADMIN_BASE } from "../routes/admin";
import { analyzeRoute } from "../routes/analyze";
import { balanceRoute } from "../routes/balance";
import { humanizeRoute } from "../routes/humanize";
import { usageRoute } from "../routes/usage";
import type { AppEnv } from "./context";
import { ApiError, asApiError, errorResponse } from "./errors";
import { limitBody } from "./middleware/body-limit";
import { corsForAllowedOrigins } from "./middleware/cors";
import { operatorOnly } from "./middleware/operator-only";
import { requestId } from "./middleware/request-id";
import { securityHeaders } from "./middleware/security-headers";
import { provideServices } from "./middleware/services";
import { allowedMethods, type Route } from "./route";

/** Every route of the Worker; each file under src/routes/ holds its contract and handler. */
const ROUTES: readonly Route[] = [humanizeRoute, analyzeRoute, balanceRoute, usageRoute, ...adminRoutes, mcpRoute, playgroundRoute, docsRoute, openApiRoute];

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use(requestId);
  app.use(securityHeaders);
  app.use(limitBody);
  app.use(provideServices);
  app.use("/api/*", corsForAllowedOrigins);
  app.use(`${ADMIN_BASE}/*`, operatorOnly);

  for (const route of ROUTES) app.on(route.method, route.path, ...(route.handlers as [Handler<AppEnv>]));

  // A known path with another method: 405 with the methods its routes answer.
  for (const [path, allow] of allowedMethods(ROUTES)) {
    app.all(path, function methodNotAllowed(c) {
      throw new ApiError(failures.methodNotAllowed(c.req.method, c.req.path, allow), { allow });
    });
  }

  app.notFound(function notFound(c) {
    return errorResponse(c, new ApiError(failures.notFound(c.req.method, c.req.path)));
  });

  app.onError(function mapError(error, c) {
    return errorResponse(c, asApiError(error, c.get("requestId")));
  });

  return app;
}
