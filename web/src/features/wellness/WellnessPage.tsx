import { HeartPulse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Stored, WellnessBody } from '../../../../lambdas/contracts/records';
import { RecordPage } from '../../components/records/RecordPage';
import { wellnessLine } from '../../lib/records/summaries';
import { WellnessForm } from './WellnessForm';
import { wellnessDay } from '../../lib/records/times';

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
        taken: 'wellness.dayTaken',
      }}
      // One entry per day: the day already recorded opens to be edited.
      sameAs={(body, items, editingId) => items.find((w) => w.date === body.date && w.id !== editingId)}
      dayOf={wellnessDay}
      summary={summary}
      Form={WellnessForm}
    />
  );
}
