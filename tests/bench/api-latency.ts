/**
 * Warm latency through the local gateway (JWT check + payload-2.0 event + handler + emulator call):
 * 1,000 sequential calls each of GET /me, PUT /symptoms/{id} (new records) and GET /symptoms/{id}, on
 * dynalite. Prints p50 / p95 / p99 (budget for record PUT/GET: p50 ≤ 15 ms).
 */
import '../support/silence';
import '../../infra/local/quiet';
import { randomUUID } from 'node:crypto';
import { examples } from '../../lambdas/contracts/examples';
import { startTwin } from '../../infra/local/twin';
import { benchAccount } from './account';

const CALLS = 1000;

export async function measureApiLatency() {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const twin = await startTwin({ port: 0 });
  try {
    const { token } = await benchAccount(twin);

    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const ids = Array.from({ length: CALLS + 50 }, () => randomUUID());
    const measure = async (label: string, call: (i: number) => Promise<Response>, expected: number) => {
      const times: number[] = [];
      for (let i = 0; i < CALLS + 50; i++) {
        const started = performance.now();
        const response = await call(i);
        await response.text();
        if (response.status !== expected) throw new Error(`${label} answered ${response.status}`);
        if (i >= 50) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
      return { label, p50: at(0.5), p95: at(0.95), p99: at(0.99), calls: times.length };
    };
    return [
      await measure('GET /me', () => fetch(`${twin.apiUrl}/me`, { headers }), 200),
      await measure(
        'PUT /symptoms/{id}',
        (i) =>
          fetch(`${twin.apiUrl}/symptoms/${ids[i]}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ ...examples.symptoms, severity: i % 11 }),
          }),
        201,
      ),
      await measure(
        'GET /symptoms/{id}',
        (i) => fetch(`${twin.apiUrl}/symptoms/${ids[i]}`, { headers }),
        200,
      ),
    ];
  } finally {
    await twin.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measureApiLatency()) {
    console.log(
      `${r.label.padEnd(20)} through the local gateway, ${r.calls} warm calls: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
    );
  }
}
