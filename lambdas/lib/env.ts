/** Reads a variable the stack (or the local twin) must set; a missing one is a deployment bug. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
