/** A seeded generator (mulberry32) and a standard normal from it: the same data at every run. */
export function random(seed: number) {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

/** An AR(1) series: x[t] = φ·x[t−1] + ε, started from its stationary distribution. */
export function ar1(n: number, phi: number, rng: ReturnType<typeof random>) {
  const x: number[] = [];
  let prev = rng.normal() / Math.sqrt(1 - phi * phi);
  for (let t = 0; t < n; t++) {
    prev = phi * prev + rng.normal();
    x.push(prev);
  }
  return x;
}
