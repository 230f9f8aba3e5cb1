import { triage, type TriageLevel } from './triage';

/** Recall of emergencies and false alarms on a labelled set: the figures triage is judged by. */
export function triageMetrics(cases: { text: string; level: TriageLevel }[]) {
  const emergencies = cases.filter((c) => c.level === 'emergency');
  const routine = cases.filter((c) => c.level === 'routine');
  const urgent = cases.filter((c) => c.level === 'urgent');
  const caught = emergencies.filter((c) => triage(c.text).level === 'emergency');
  const alarms = routine.filter((c) => triage(c.text).level !== 'routine');
  const urgentSeen = urgent.filter((c) => triage(c.text).level !== 'routine');
  return {
    emergencies: emergencies.length,
    recall: emergencies.length ? caught.length / emergencies.length : 1,
    missed: emergencies.filter((c) => !caught.includes(c)).map((c) => c.text),
    routine: routine.length,
    falseAlarmRate: routine.length ? alarms.length / routine.length : 0,
    falseAlarms: alarms.map((c) => c.text),
    urgent: urgent.length,
    urgentRecall: urgent.length ? urgentSeen.length / urgent.length : 1,
  };
}
