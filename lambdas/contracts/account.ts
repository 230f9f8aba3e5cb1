import * as z from 'zod/mini';
import { ACCESS_TOKEN_MINUTES } from './session';

/** `DELETE /me`: the password asked again (the typed confirmation is the page's own step). */
export const DeleteAccountRequest = z.strictObject({
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/**
 * The last sweep of a deleted account waits until no token of the person can still be valid: the access
 * token's life and a minute of clock skew.
 */
export const FINAL_SWEEP_AFTER_MS = (ACCESS_TOKEN_MINUTES + 1) * 60_000;
