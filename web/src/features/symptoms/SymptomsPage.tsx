import { Thermometer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BODY_AREAS, type Stored, type SymptomBody } from '../../../../lambdas/contracts/records';
import { formatTime } from '../../lib/format';
import { RecordPage } from '../../components/records/RecordPage';
import { SymptomForm } from './SymptomForm';
import { symptomName } from '../../lib/records/summaries';
import { startedAt } from '../../lib/records/times';

/** The symptom diary: add in three taps, the list by day with an area filter, edit, delete with undo. */
export default function SymptomsPage() {
  const { t } = useTranslation(['records', 'app']);
  const summary = (s: Stored<SymptomBody>) => (
    <>
      <div className="record-main">
        <span className="record-title">{symptomName(t, s)}</span>
        <span className={`severity severity-${Math.min(3, Math.floor(s.severity / 3))}`}>
          {t('symptom.severityShort', { value: s.severity })}
        </span>
      </div>
      <p className="muted">
        {formatTime(s.startedAt)} · {t(`areas.${s.bodyArea}`)}
        {s.endedAt === null ? ` · ${t('symptom.inProgress')}` : ''}
        {s.triggers.length ? ` · ${s.triggers.join(', ')}` : ''}
      </p>
      {s.notes ? <p>{s.notes}</p> : null}
    </>
  );
  return (
    <RecordPage<SymptomBody>
      kind="symptoms"
      section="symptoms"
      icon={Thermometer}
      texts={{ add: 'symptom.add', saved: 'symptom.saved', deleted: 'symptom.deleted', list: 'symptom.list' }}
      dayOf={startedAt}
      summary={summary}
      Form={SymptomForm}
      filter={{
        label: t('symptom.filterArea'),
        all: t('symptom.allAreas'),
        options: BODY_AREAS.map((a) => ({ value: a, label: t(`areas.${a}`) })),
        matches: (s, area) => s.bodyArea === area,
      }}
      footer={
        <Link to="/symptom-analytics" className="text-link">
          {t('app:empty.symptoms.analytics')}
        </Link>
      }
    />
  );
}
