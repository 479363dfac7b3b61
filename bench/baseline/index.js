// Baseline for scripts/bench.ts: the smallest Worker, answering a fixed small JSON body to any
// request. Its throughput under `wrangler dev` is the runtime's own ceiling on the machine.
const BODY = JSON.stringify({ ok: true, service: "baseline" });

export default {
  fetch() {
    return new Response(BODY, { headers: { "Content-Type": "application/json" } });
  },
};
