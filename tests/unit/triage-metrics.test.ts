import { describe, expect, it, vi } from 'vitest';
import type { TriageLevel } from '../../lambdas/domain/triage';
import { triageMetrics } from '../../lambdas/domain/triage-metrics';

/**
 * The figures triage is judged by, computed on a small hand-made set with a stand-in classifier whose
 * answers are fixed here: the metrics are tested, not the triage rules (those have tests/unit/triage.test.ts).
 */
const { answers } = vi.hoisted(() => ({ answers: new Map<string, string>() }));
vi.mock('../../lambdas/domain/triage', () => ({
  triage: (text: string) => ({ level: answers.get(text), flags: [] }),
}));

const labelled = (level: TriageLevel, answered: TriageLevel, text: string) => {
  answers.set(text, answered);
  return { text, level };
};

describe('the triage metrics', () => {
  it('count recall, misses, false alarms and urgent cases seen on a labelled set', () => {
    const cases = [
      labelled('emergency', 'emergency', 'E1 caught'),
      labelled('routine', 'routine', 'R1 quiet'),
      labelled('emergency', 'urgent', 'E2 only urgent'),
      labelled('urgent', 'urgent', 'U1 seen'),
      labelled('routine', 'urgent', 'R2 raised to urgent'),
      labelled('emergency', 'emergency', 'E3 caught'),
      labelled('urgent', 'emergency', 'U2 seen as emergency'),
      labelled('routine', 'routine', 'R3 quiet'),
      labelled('emergency', 'routine', 'E4 missed'),
      labelled('routine', 'emergency', 'R4 raised to emergency'),
      labelled('urgent', 'routine', 'U3 not seen'),
      labelled('routine', 'routine', 'R5 quiet'),
    ];
    expect(triageMetrics(cases)).toEqual({
      emergencies: 4,
      recall: 0.5, // E1 and E3 of four: E2 raised only to urgent is a miss too
      missed: ['E2 only urgent', 'E4 missed'],
      routine: 5,
      falseAlarmRate: 0.4, // R2 and R4 of five
      falseAlarms: ['R2 raised to urgent', 'R4 raised to emergency'],
      urgent: 3,
      urgentRecall: 2 / 3, // U1 and U2: anything but routine counts as seen
    });
  });

  it('a perfect classifier: full recall, no false alarm', () => {
    const cases = [
      labelled('emergency', 'emergency', 'P1'),
      labelled('urgent', 'urgent', 'P2'),
      labelled('routine', 'routine', 'P3'),
    ];
    expect(triageMetrics(cases)).toMatchObject({
      recall: 1,
      missed: [],
      falseAlarmRate: 0,
      falseAlarms: [],
      urgentRecall: 1,
    });
  });

  it('on an empty set: nothing missed and no false alarm, not a division by zero', () => {
    expect(triageMetrics([])).toEqual({
      emergencies: 0,
      recall: 1,
      missed: [],
      routine: 0,
      falseAlarmRate: 0,
      falseAlarms: [],
      urgent: 0,
      urgentRecall: 1,
    });
  });
});
