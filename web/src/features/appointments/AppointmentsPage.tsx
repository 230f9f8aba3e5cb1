import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppointmentBody, Stored } from '../../../../lambdas/contracts/records';
import { formatTime } from '../../lib/format';
import { AppointmentForm } from './AppointmentForm';
import { upcomingFirst } from './order';
import { RecordPage } from '../../components/records/RecordPage';
import { startsAt } from '../../lib/records/times';

/** Visits and tests: what, with whom, where, when, and when to be reminded. */
export default function AppointmentsPage() {
  const { t } = useTranslation('records');
  const summary = (a: Stored<AppointmentBody>) => (
    <>
      <div className="record-main">
        <span className="record-title">{a.title}</span>
        <span className="strong">{formatTime(a.startsAt)}</span>
      </div>
      <p className="muted">{[a.doctor, a.place].filter(Boolean).join(' · ')}</p>
      {a.remindMinutesBefore ? (
        <p className="muted">
          {t('appointment.remindShort', {
            label: t(`appointment.remind${a.remindMinutesBefore}`).toLowerCase(),
          })}
        </p>
      ) : null}
      {a.notes ? <p>{a.notes}</p> : null}
    </>
  );
  return (
    <RecordPage<AppointmentBody>
      kind="appointments"
      section="appointments"
      icon={CalendarDays}
      texts={{
        add: 'appointment.add',
        saved: 'appointment.saved',
        deleted: 'appointment.deleted',
        list: 'appointment.list',
      }}
      dayOf={startsAt}
      arrange={upcomingFirst}
      summary={summary}
      Form={AppointmentForm}
      filter={{
        label: t('appointment.filter'),
        all: t('appointment.all'),
        options: [
          { value: 'upcoming', label: t('appointment.upcoming') },
          { value: 'past', label: t('appointment.past') },
        ],
        matches: (a, when) => Date.parse(a.startsAt) >= Date.now() === (when === 'upcoming'),
      }}
    />
  );
}
