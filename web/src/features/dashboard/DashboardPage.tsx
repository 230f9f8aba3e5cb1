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
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthProvider';
import { formatDate } from '../../lib/format';

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

/** Today at a glance; the daily overview fills in as the records arrive. */
export default function DashboardPage() {
  const { t } = useTranslation('app');
  const { user } = useAuth();
  return (
    <>
      <h1 className="page-title">{t('dashboard.greeting', { name: user?.name || t('nav.user') })}</h1>
      <p className="muted">{t('dashboard.today', { date: formatDate(new Date(), true) })}</p>
      <p>{t('dashboard.intro')}</p>
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
