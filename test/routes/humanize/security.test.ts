import { call, prose } from "../../support/worker-api";
import { authorizationHeader, describeAuthContract } from "../auth-contract";

// Who may call POST /api/v1/humanize: the shared authentication contract (test/routes/auth-contract.ts).
// Secrets in logs and answers: test/cross-cutting/secrets-in-logs.test.ts.

describeAuthContract({
  name: "POST /api/v1/humanize",
  credential: "api key",
  send: (authorization) =>
    call("/api/v1/humanize", {
      method: "POST",
      headers: { ...authorizationHeader(authorization), "Content-Type": "application/json" },
      body: JSON.stringify({ text: prose(20) }),
    }),
  accepted: 200,
  sendUnreadable: (authorization) =>
    call("/api/v1/humanize", { method: "POST", headers: { ...authorizationHeader(authorization), "Content-Type": "text/plain" }, body: "{not json" }),
});
