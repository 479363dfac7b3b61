import { call } from "../../support/worker-api";
import { authorizationHeader, describeAuthContract } from "../auth-contract";

// Who may call GET /api/v1/balance: the shared authentication contract (test/routes/auth-contract.ts).

describeAuthContract({
  name: "GET /api/v1/balance",
  credential: "api key",
  send: (authorization) => call("/api/v1/balance", { headers: authorizationHeader(authorization) }),
  accepted: 200,
});
