/** "37,5" or "37.5" → 37.5; empty → undefined; anything else → NaN (which the schemas refuse). */
export function parseDecimal(text: string): number | undefined {
  const clean = text.trim().replace(',', '.');
  if (!clean) return undefined;
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}
