import type { Env } from "../config/env";
import type { Services } from "../config/services";
import type { KeyCredential } from "../store/port";

/** Hono's type parameters for this app. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Set by the `requestId` middleware on every request. */
    requestId: string;
    /** Set by the `provideServices` middleware on every request. */
    services: Services;
    /** Set by the `apiKeyAuth` middleware on the routes that take an API key. */
    credential: KeyCredential;
  };
}
