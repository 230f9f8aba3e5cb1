import { HeartPulse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Stored, WellnessBody } from '../../../../lambdas/contracts/records';
import { RecordPage } from '../records/RecordPage';
import { wellnessLine } from '../records/summaries';
import { WellnessForm } from '../records/WellnessForm';

/** A wellness entry belongs to its day (noon: the same day in every time zone offset). */
const noonOf = (w: { date: string }) => `${w.date}T12:00:00`;

/** Sleep, mood, energy, stress, water, activity and measurements, a day at a time. */
export default function WellnessPage() {
  const { t } = useTranslation('records');
  const summary = (w: Stored<WellnessBody>) => (
    <>
      <p className="record-title">{wellnessLine(t, w)}</p>
      {w.notes ? <p>{w.notes}</p> : null}
    </>
  );
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
      dayOf={noonOf}
      summary={summary}
      Form={WellnessForm}
    />
  );
}
