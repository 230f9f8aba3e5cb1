import { HeartPulse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Stored, WellnessBody } from '../../../../lambdas/contracts/records';
import { formatNumber } from '../../lib/format';
import { RecordPage } from '../records/RecordPage';
import { WellnessForm } from '../records/WellnessForm';

/** Sleep, mood, energy, stress, water, activity and measurements, a day at a time. */
export default function WellnessPage() {
  const { t } = useTranslation('records');
  const summary = (w: Stored<WellnessBody>) => {
    const m = w.measurements;
    const parts = [
      w.sleepHours !== undefined ? t('wellness.sleepShort', { value: formatNumber(w.sleepHours) }) : '',
      w.mood !== undefined ? t('wellness.moodShort', { value: w.mood }) : '',
      m?.systolic !== undefined ? t('wellness.pressureShort', { sys: m.systolic, dia: m.diastolic }) : '',
      m?.weightKg !== undefined ? t('wellness.weightShort', { value: formatNumber(m.weightKg) }) : '',
      m?.temperatureC !== undefined
        ? t('wellness.temperatureShort', { value: formatNumber(m.temperatureC) })
        : '',
    ].filter(Boolean);
    return (
      <>
        <p className="record-title">{parts.join(' · ')}</p>
        {w.notes ? <p>{w.notes}</p> : null}
      </>
    );
  };
  return (
    <RecordPage<WellnessBody>
      kind="wellness"
      section="wellness"
      icon={HeartPulse}
      texts={{
        add: 'wellness.add',
        saved: 'wellness.saved',
        deleted: 'wellness.deleted',
        list: 'wellness.list',
      }}
      dayOf={(w) => `${w.date}T12:00:00`}
      summary={summary}
      Form={WellnessForm}
    />
  );
}
