import type { LucideIcon } from 'lucide-react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageTitle } from './PageTitle';

export interface EmptyPageProps {
  /** Key under `empty.` in the `app` namespace. */
  section: 'symptoms' | 'medications' | 'wellness' | 'appointments' | 'reminders' | 'analytics' | 'assistant';
  icon: LucideIcon;
  /** Where the main button leads; without it, the button says the feature is coming. */
  addTo?: string;
  secondary?: { to: string; label: string };
}

/** A page whose records are not there yet: what it is for, what to do next, never a dead end. */
export function EmptyPage({ section, icon: Icon, addTo, secondary }: EmptyPageProps) {
  const { t } = useTranslation('app');
  const [notice, setNotice] = useState(false);
  return (
    <>
      <PageTitle>{t(`empty.${section}.title`)}</PageTitle>
      <section className="card empty-state" aria-labelledby="empty-title">
        <Icon aria-hidden className="empty-icon" />
        <h2 id="empty-title" className="empty-title">
          {t(`empty.${section}.empty`)}
        </h2>
        <p>{t(`empty.${section}.text`)}</p>
        {addTo ? (
          <Link to={addTo} className="button primary">
            <Plus aria-hidden /> {t(`empty.${section}.add`)}
          </Link>
        ) : (
          <button type="button" className="button primary" onClick={() => setNotice(true)}>
            <Plus aria-hidden /> {t(`empty.${section}.add`)}
          </button>
        )}
        <p role="status" className="notice" hidden={!notice}>
          {notice ? t('common.inDevelopment') : ''}
        </p>
        {secondary ? (
          <Link to={secondary.to} className="text-link">
            {t(secondary.label)}
          </Link>
        ) : null}
      </section>
    </>
  );
}
