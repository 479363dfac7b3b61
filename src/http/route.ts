import type { RouteConfig } from "@asteasolutions/zod-to-openapi";
import type { Handler, MiddlewareHandler } from "hono";
import type { Config } from "../config";
import type { AppEnv } from "./context";

// A route's contract in one value, after unkey's `createRoute`: its method and path, its
// middleware and handler, and (for the public API) its OpenAPI operation, built from the same
// zod schemas the handler validates with. The app registers routes from these values and
// derives the 405 table from them; the reference registers their operations.

/** The configuration the reference depends on. */
export type DocConfig = Pick<Config, "rateLimitPerHour" | "trialWords" | "minWords" | "maxWords" | "engine" | "ledger">;

export interface Route {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Hono's path syntax: `/admin/v1/accounts/:id`. */
  path: string;
  /** Route middleware, then the handler. */
  handlers: readonly [...MiddlewareHandler<AppEnv>[], Handler<AppEnv>];
  /** The route's operation in the public reference (`/openapi.json`); absent: not published. */
  openapi?: (config: DocConfig) => RouteConfig;
}

/** A route's contract (an identity: it gives the value its type and the file its shape). */
export function createRoute(route: Route): Route {
  return route;
}

/** Each path's `Allow` value, from the routes registered on it: in their order, GET with HEAD. */
export function allowedMethods(routes: readonly Route[]): Map<string, string> {
  const byPath = new Map<string, string[]>();
  for (const { method, path } of routes) {
    const methods = byPath.get(path) ?? [];
    methods.push(...(method === "GET" ? ["GET", "HEAD"] : [method]));
    byPath.set(path, methods);
  }
  return new Map([...byPath].map(([path, methods]) => [path, methods.join(", ")]));
}
