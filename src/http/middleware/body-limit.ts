import { bodyLimit } from "hono/body-limit";
import { failures } from "../../domain/failures";
import { ApiError } from "../errors";

/** The largest request body any route reads. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * 413 `payload_too_large` for a body over 1 MiB (Hono's `bodyLimit`), before anything reads it.
 *
 * @example app.use(limitBody)
 */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: function payloadTooLarge() {
    throw new ApiError(failures.payloadTooLarge());
  },
});
