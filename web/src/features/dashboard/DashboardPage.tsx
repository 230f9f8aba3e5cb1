import {
  AlarmClock,
  CalendarDays,
  ChartLine,
  HeartPulse,
  MessageCircle,
  Pill,
  Sparkles,
  Thermometer,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type {
  AppointmentBody,
  MedicationBody,
  SymptomBody,
  WellnessBody,
} from '../../../../lambdas/contracts/records';
import { localDay } from '../../../../lambdas/contracts/schedule';
import { analyticsApi, INSIGHTS_KEY } from '../../lib/analytics/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { formatDate, formatTime } from '../../lib/format';
import { symptomName, wellnessLine } from '../../lib/records/summaries';
import { TodayDoses } from '../../components/records/TodayDoses';
import { useRecords } from '../../lib/records/useRecords';
import { medicationStart, startedAt, startsAt, wellnessDay } from '../../lib/records/times';
import { PageTitle } from '../../components/PageTitle';

const QUICK = [
  { to: '/sintomi', label: 'empty.symptoms.add', icon: Thermometer },
  { to: '/farmaci', label: 'empty.medications.add', icon: Pill },
  { to: '/benessere', label: 'empty.wellness.add', icon: HeartPulse },
  { to: '/appointments', label: 'empty.appointments.add', icon: CalendarDays },
];

const MORE = [
  { to: '/medication-reminders', label: 'nav.reminders', icon: AlarmClock },
  { to: '/symptom-analytics', label: 'nav.analytics', icon: ChartLine },
  { to: '/appointments', label: 'nav.appointments', icon: CalendarDays },
  { to: '/assistente', label: 'nav.assistant', icon: MessageCircle },
];

/** Today at a glance: doses due with a one-tap "Preso", latest symptoms, today's wellness, the next appointment. */
export default function DashboardPage() {
  const { t } = useTranslation('app');
  const { t: tr } = useTranslation('records');
  const { user } = useAuth();
  const day = localDay(new Date());
  const weekAgo = localDay(new Date(Date.now() - 6 * 86_400_000));
  const medicationList = useRecords<MedicationBody>('medications', '/medications', medicationStart);
  const symptomList = useRecords<SymptomBody>('symptoms', '/symptoms', startedAt, { from: weekAgo });
  const wellnessList = useRecords<WellnessBody>('wellness', '/wellness', wellnessDay, { from: day, to: day });
  const appointmentList = useRecords<AppointmentBody>('appointments', '/appointments', startsAt, {
    from: day,
  });
  const { items: symptoms } = symptomList;
  const { items: wellness } = wellnessList;
  // Until a list has come (from the server or the copy kept offline), its card says so rather than "none".
  const loading = <p className="muted">{t('loading.data', { ns: 'translation' })}</p>;
  const now = Date.now();
  const next = appointmentList.items.filter((a) => Date.parse(a.startsAt) >= now).at(-1);
  const active = medicationList.items.filter((m) => m.active);
  const insights = useQuery({ queryKey: [INSIGHTS_KEY], queryFn: analyticsApi.insights, staleTime: 60_000 });

  return (
    <>
      <PageTitle documentTitle={t('nav.dashboard')}>
        {t('dashboard.greeting', { name: user?.name || t('nav.user') })}
      </PageTitle>
      <p className="muted">{t('dashboard.today', { date: formatDate(new Date(), true) })}</p>
      <div className="glance">
        <section className="card" aria-labelledby="glance-doses">
          <h2 id="glance-doses">{tr('medication.today')}</h2>
          {medicationList.list.isPending ? (
            loading
          ) : active.length ? (
            <TodayDoses medications={active} compact />
          ) : (
            <p className="muted">{t('dashboard.noMedications')}</p>
          )}
          <Link to="/farmaci" className="text-link">
            {t('dashboard.seeMedications')}
          </Link>
        </section>
        <section className="card" aria-labelledby="glance-symptoms">
          <h2 id="glance-symptoms">{t('dashboard.symptomsTitle')}</h2>
          {symptomList.list.isPending ? (
            loading
          ) : symptoms.length ? (
            <ul className="compact-list">
              {symptoms.slice(0, 3).map((s) => (
                <li key={s.id}>
                  <span className="strong">{symptomName(tr, s)}</span>{' '}
                  <span className="muted">
                    {tr('symptom.severityShort', { value: s.severity })} · {formatDate(s.startedAt)}{' '}
                    {formatTime(s.startedAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('dashboard.noSymptoms')}</p>
          )}
          <Link to="/sintomi" className="text-link">
            {t('dashboard.seeSymptoms')}
          </Link>
        </section>
        <section className="card" aria-labelledby="glance-wellness">
          <h2 id="glance-wellness">{t('dashboard.wellnessTitle')}</h2>
          {wellnessList.list.isPending ? (
            loading
          ) : (
            <p className={wellness[0] ? undefined : 'muted'}>
              {wellness[0]
                ? wellnessLine(tr, wellness[0]) || tr('wellness.saved')
                : t('dashboard.noWellness')}
            </p>
          )}
          <Link to="/benessere" className="text-link">
            {wellness[0] ? t('dashboard.seeWellness') : t('empty.wellness.add')}
          </Link>
        </section>
        <section className="card" aria-labelledby="glance-appointment">
          <h2 id="glance-appointment">{t('dashboard.appointmentTitle')}</h2>
          {appointmentList.list.isPending ? (
            loading
          ) : next ? (
            <p>
              <span className="strong">{next.title}</span>{' '}
              <span className="muted">
                {formatDate(next.startsAt, true)} · {formatTime(next.startsAt)}
                {next.place ? ` · ${next.place}` : ''}
              </span>
            </p>
          ) : (
            <p className="muted">{t('dashboard.noAppointment')}</p>
          )}
          <Link to="/appointments" className="text-link">
            {t('dashboard.seeAppointments')}
          </Link>
        </section>
      </div>
      <section
        aria-labelledby="insights-title"
        className="card insights"
        data-state={insights.data ? 'ready' : 'loading'}
      >
        <h2 id="insights-title">{t('insights.title')}</h2>
        {insights.data ? (
          <>
            {insights.data.offline ? <p className="muted">{t('insights.offline')}</p> : null}
            <ul className="insight-list">
              {insights.data.insights.slice(0, 3).map((insight) => (
                <li key={insight.id} className={`insight insight-${insight.kind}`}>
                  <span className="strong">{insight.title}</span>
                  <p>{insight.body}</p>
                  {insight.link ? (
                    <Link to={insight.link} className="text-link">
                      {t('insights.open')}
                      <span className="visually-hidden">: {insight.title}</span>
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="muted">{t('loading.data', { ns: 'translation' })}</p>
        )}
      </section>
      <section aria-labelledby="quick-title">
        <h2 id="quick-title">{t('dashboard.quickAdd')}</h2>
        <ul className="tile-grid">
          {QUICK.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="tile">
                <Icon aria-hidden />
                <span>{t(label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="more-title">
        <h2 id="more-title">{t('dashboard.more')}</h2>
        <ul className="link-list">
          {MORE.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="list-link">
                <Icon aria-hidden />
                <span>{t(label)}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to="/onboarding" className="list-link">
              <Sparkles aria-hidden />
              <span>{t('dashboard.onboarding')}</span>
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
