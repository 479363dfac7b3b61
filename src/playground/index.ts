import type { Context } from "hono";
import type { AppEnv } from "../app-env";

/** The playground page at `/`. */
export function playgroundPage(c: Context<AppEnv>) {
  return c.html("<!doctype html><title>Humanize API</title><p>Playground coming.</p>");
}
