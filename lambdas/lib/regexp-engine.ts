import { setFlagsFromString } from 'node:v8';

/**
 * V8 compiles a regular expression to bytecode for its interpreter first, and to machine code once it has run
 * ("tier-up"); and it stops optimising the expressions it compiles once a process has generated over 1 MB of
 * regular-expression code (`TooMuchRegExpCode` in V8's regexp.cc). The red-flag rules (lambdas/domain/triage.ts)
 * are 8 MB of bytecode, so with tier-up their machine code came out unoptimised, 4–6 times slower: every message,
 * not only the first (`tests/bench/triage.ts`, 2026-11-29: p99 4.8–7.2 → 2.3–2.9 ms, mean 1.1–1.8 → 0.7–0.8 ms;
 * docs/performance.md). Compiled once, to machine code, they stay optimised. Node does not take this flag from
 * NODE_OPTIONS, so it is set here, before the assistant's code runs its first expression; it changes how fast an
 * expression runs, never what it matches.
 */
setFlagsFromString('--no-regexp-tier-up');
