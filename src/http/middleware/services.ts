import type { MiddlewareHandler } from "hono";
import { servicesFor } from "../../config/services";
import type { AppEnv } from "../context";

/**
 * Sets `services`: the config, store and engine of this Worker's env (built once per env).
 *
 * @example app.use(provideServices)
 */
export const provideServices: MiddlewareHandler<AppEnv> = async function provideServices(c, next) {
  c.set("services", servicesFor(c.env));
  await next();
};
