/**
 * What the API's own session check (lambdas/data/sessions.ts: has the person ended their sessions?) adds to a
 * warm request, through the local gateway on dynalite: 1,000 sequential GET /symptoms/{id} with the check's
 * minute cache warm (the steady state: one read per person per minute per instance), then 1,000 with the
 * cache emptied before each call (every request pays the GetItem: an instance's first request for a person).
 * Prints p50 / p95 of each and the difference.
 */
import '../support/silence';
import '../../infra/local/quiet';
import { randomUUID } from 'node:crypto';
import { examples } from '../../lambdas/contracts/examples';
import { forgetSessionCache, sessionsEndedAt } from '../../lambdas/data/sessions';
import { startTwin } from '../../infra/local/twin';
import { benchAccount } from './account';

const CALLS = 1000;
const WARMUP = 50;

export async function measureSessionCheck() {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const twin = await startTwin({ port: 0 });
  try {
    const { token } = await benchAccount(twin);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const id = randomUUID();
    const put = await fetch(`${twin.apiUrl}/symptoms/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(examples.symptoms),
    });
    if (put.status !== 201) throw new Error(`PUT answered ${put.status}`);

    const measure = async (label: string, before: () => void) => {
      const times: number[] = [];
      for (let i = 0; i < CALLS + WARMUP; i++) {
        before();
        const started = performance.now();
        const response = await fetch(`${twin.apiUrl}/symptoms/${id}`, { headers });
        await response.text();
        if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
        if (i >= WARMUP) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
      return { label, p50: at(0.5), p95: at(0.95) };
    };
    const cached = await measure('cache warm', () => {});
    const uncached = await measure('read every call', forgetSessionCache);

    // The check alone, in process: a cache hit.
    await sessionsEndedAt('bench-user');
    const hits = 100_000;
    const started = performance.now();
    for (let i = 0; i < hits; i++) await sessionsEndedAt('bench-user');
    const hitMicros = ((performance.now() - started) * 1000) / hits;
    return { cached, uncached, hitMicros };
  } finally {
    await twin.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { cached, uncached, hitMicros } = await measureSessionCheck();
  for (const r of [cached, uncached]) {
    console.log(
      `session check, ${r.label.padEnd(15)} GET /symptoms/{id}, ${CALLS} warm calls: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
    );
  }
  console.log(
    `session check: a read adds ${(uncached.p50 - cached.p50).toFixed(1)} ms at p50 on dynalite; a cache hit costs ${hitMicros.toFixed(2)} µs`,
  );
}
