/**
 * The API client's word that the session is over (a 401), heard by the auth provider, which forgets the user.
 * A module of its own so the client and the provider need not import each other (the provider's logout
 * empties the outbox, which sends through the client).
 */
// Stryker disable next-line StringLiteral: equivalent, the name is private to this module (both sides use the constant)
const UNAUTHORIZED_EVENT = 'salute:unauthorized';

export const announceUnauthorized = () => window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));

/** Calls `listener` on every 401; returns the function that stops listening. */
export function onUnauthorized(listener: () => void): () => void {
  window.addEventListener(UNAUTHORIZED_EVENT, listener);
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, listener);
}
