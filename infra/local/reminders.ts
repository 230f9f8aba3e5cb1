import { scheduled } from '../../lambdas/routes';
import { REPO_ROOT } from '../paths';
import { loadHandler } from './entries';

/**
 * The twin's stand-in for EventBridge Scheduler: the same dispatcher handler the stack runs every minute, run
 * here at the start of every minute of the real clock (when the twin is started for use), and on demand with
 * any clock through `POST {apiUrl}/_local/reminders/tick {"now": ISO}` (the twin only, never the stack), so a
 * test or a person can replay a night across a change of time.
 */
type Dispatch = (event: { now?: string }) => Promise<unknown>;

export function loadDispatcher(): Promise<Dispatch> {
  return loadHandler<Dispatch>(REPO_ROOT, scheduled.reminderDispatcher.entry);
}

/** Runs `run` at each minute's start; one run at a time (a slow tick is not overlapped by the timer itself). */
export function everyMinute(
  run: (now: Date) => Promise<unknown>,
  clock: () => number = Date.now,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    const now = clock();
    timer = setTimeout(fire, 60_000 - (now % 60_000));
  };
  const fire = () => {
    if (stopped) return;
    const at = new Date(Math.floor(clock() / 60_000) * 60_000);
    run(at)
      .catch(() => {})
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** `POST /_local/reminders/tick`: `{ "now": ISO }` (the real clock when absent), answered with what was sent. */
export async function localTick(
  dispatch: Dispatch,
  body: string,
): Promise<{ status: number; body: unknown }> {
  let now: unknown;
  try {
    now = body.trim() ? (JSON.parse(body) as { now?: unknown }).now : undefined;
  } catch {
    return { status: 400, body: { message: 'The body must be JSON: {"now": "2026-03-29T01:30:00Z"}' } };
  }
  if (now !== undefined && (typeof now !== 'string' || !Number.isFinite(Date.parse(now)))) {
    return { status: 400, body: { message: '"now" must be an ISO date-time with its offset' } };
  }
  return { status: 200, body: await dispatch(now === undefined ? {} : { now }) };
}
