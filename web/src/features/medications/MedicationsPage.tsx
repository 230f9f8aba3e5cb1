import { Pill } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MedicationBody } from '../../../../lambdas/contracts/records';
import { lowStock } from '../../../../lambdas/contracts/schedule';
import { formatNumber } from '../../lib/format';
import type { Shown } from '../../lib/offline/overlay';
import { MedicationForm } from './MedicationForm';
import { RecordPage } from '../../components/records/RecordPage';
import { describeSchedule } from './summary';
import { TodayDoses } from '../../components/records/TodayDoses';
import { medicationStart } from '../../lib/records/times';

type Medication = Shown<MedicationBody>;

/** The medications, listed by start date in two groups (in use, no longer in use): what, how much and when; today's doses with one-tap "Preso"; stock running low. */
export default function MedicationsPage() {
  const { t } = useTranslation(['records', 'app']);
  const summary = (m: Medication) => (
    <>
      <div className="record-main">
        <span className="record-title">
          {m.name}
          {m.strength ? ` ${m.strength}` : ''}
        </span>
        <span className="muted">{t(`medication.forms.${m.form}`)}</span>
      </div>
      <p>
        {t('medication.doseShort', {
          amount: formatNumber(m.dose.amount, 2),
          unit: t(`medication.units.${m.dose.unit}`, { count: m.dose.amount }),
        })}{' '}
        · {describeSchedule(t, m.schedule)}
      </p>
      {m.activeIngredient ? <p className="muted">{m.activeIngredient}</p> : null}
      {m.stock ? (
        <p className={lowStock(m) ? 'warning' : 'muted'}>
          {t('medication.stockShort', { value: formatNumber(m.stock.quantity, 2) })}
          {lowStock(m) ? ` · ${t('medication.lowStock')}` : ''}
        </p>
      ) : null}
      {m.notes ? <p>{m.notes}</p> : null}
    </>
  );
  return (
    <RecordPage<MedicationBody>
      kind="medications"
      section="medications"
      icon={Pill}
      texts={{
        add: 'medication.add',
        saved: 'medication.saved',
        deleted: 'medication.deleted',
        list: 'medication.list',
      }}
      dayOf={medicationStart}
      groupOf={(m) =>
        m.active
          ? { key: '0', label: t('medication.groupActive') }
          : { key: '1', label: t('medication.groupArchived') }
      }
      summary={summary}
      Form={MedicationForm}
      header={(items) => {
        const active = items.filter((m) => m.active);
        return active.length > 0 ? (
          <section aria-labelledby="today-doses-title" className="card">
            <h2 id="today-doses-title">{t('medication.today')}</h2>
            <TodayDoses medications={active} compact />
          </section>
        ) : null;
      }}
      footer={
        <Link to="/medication-reminders" className="text-link">
          {t('app:empty.medications.reminders')}
        </Link>
      }
    />
  );
}
