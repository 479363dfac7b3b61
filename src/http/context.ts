import type { Env } from "./env";
import type { Services } from "./services";

/** Hono's type parameters for this app. */
export interface AppEnv {
  Bindings: Env;
  Variables: { requestId: string; services: Services };
}
