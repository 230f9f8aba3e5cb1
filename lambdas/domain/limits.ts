/**
 * How many costly requests one person may make in an hour (issue 17 §2): API Gateway throttles each route for
 * everyone together; these stop one account from using that share alone. A person using the app never meets
 * them: the dashboard asks for its insights once per visit, an export or an import is a deliberate act. The
 * assistant has its own daily quota (ASSISTANT_DAILY_LIMIT).
 */
export const HOURLY_LIMITS = {
  /** POST /analyze/correlations and POST /insights. */
  analysis: 120,
  /** POST /export/{type}: every format. */
  export: 30,
  /** POST /import and POST /import/uploads. */
  import: 20,
} as const;

export type LimitKind = keyof typeof HOURLY_LIMITS;

const HOUR_MS = 3_600_000;

/** The fixed window (a UTC clock hour) an instant falls in: its counter's name, and when it ends. */
export function hourWindow(kind: LimitKind, now: Date): { counter: string; endsAt: number } {
  const start = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return {
    counter: `${kind.toUpperCase()}#${new Date(start).toISOString().slice(0, 13)}`,
    endsAt: start + HOUR_MS,
  };
}

/** Whole minutes until the window ends, at least one (what the person is told to wait). */
export const minutesLeft = (endsAt: number, now: Date) =>
  Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000));
