import { call } from "../../support/worker-api";
import { authorizationHeader, describeAuthContract } from "../auth-contract";

// Who may call POST /api/v1/analyze: the shared authentication contract (test/routes/auth-contract.ts).

describeAuthContract({
  name: "POST /api/v1/analyze",
  credential: "api key",
  send: (authorization) =>
    call("/api/v1/analyze", {
      method: "POST",
      headers: { ...authorizationHeader(authorization), "Content-Type": "application/json" },
      body: JSON.stringify({ text: "Moreover, the team will delve into the survey results before the vote next week." }),
    }),
  accepted: 200,
});
