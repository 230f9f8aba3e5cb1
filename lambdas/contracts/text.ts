import * as z from 'zod/mini';

/**
 * Text a person writes may hold new lines and tabs, never other control characters (NUL, escape sequences,
 * the C1 block): they have no meaning in a diary, and some tools downstream (terminals, CSV, PDF) act on them.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const noControlChars = () =>
  z.refine((v: unknown) => typeof v !== 'string' || !CONTROL.test(v), { message: 'control_chars' });
