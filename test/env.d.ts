// Types for `cloudflare:workers`' `env` and `exports` inside the tests.
type WorkerEnv = import("../src/config/env").Env;

declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("../src/index");
    durableNamespaces: "AccountObject";
  }
  interface Env extends WorkerEnv {}
}
