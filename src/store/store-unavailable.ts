/** A shared store (Redis) that stopped answering mid-request: 503 `unavailable`, never a 500. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
}
