import { Button, Heading } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MeResponse } from '../../../../lambdas/contracts/profile';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { formatDate } from '../../lib/format';

type Load = { state: 'loading' } | { state: 'ready'; me: MeResponse } | { state: 'error' };

/** The signed-in home. For now: the account as the API sees it; the daily overview comes with the records. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchMe = useCallback(() => {
    setLoad({ state: 'loading' });
    api<MeResponse>('/me')
      .then((me) => setLoad({ state: 'ready', me }))
      .catch(() => setLoad({ state: 'error' }));
  }, []);

  useEffect(fetchMe, [fetchMe]);

  async function signOut() {
    await logout();
    navigate('/login', { replace: true });
  }

  const name = user?.name || t('nav.user');

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app-header">
        <div className="brand">
          <Logo />
          <span className="brand-name">{t('app.name')}</span>
        </div>
        <div className="app-header-actions">
          <LanguageSwitcher />
          <Button onClick={signOut}>{t('auth.logout')}</Button>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Heading level={1}>{t('dashboard.greeting', { name })}</Heading>
        <p>{t('dashboard.intro')}</p>
        <section className="card" aria-labelledby="account-title">
          <Heading level={2} id="account-title">
            {t('dashboard.profileTitle')}
          </Heading>
          {load.state === 'loading' ? (
            <p role="status">{t('loading.data')}</p>
          ) : load.state === 'error' ? (
            <div role="alert">
              <p>{t('dashboard.loadError')}</p>
              <Button onClick={fetchMe}>{t('dashboard.retry')}</Button>
            </div>
          ) : (
            <dl className="facts">
              <dt>{t('dashboard.emailLabel')}</dt>
              <dd data-testid="me-email">{load.me.email}</dd>
              <dt>{t('dashboard.languageLabel')}</dt>
              <dd>{t(`language.${load.me.language}`)}</dd>
              <dt>{t('dashboard.verifiedLabel')}</dt>
              <dd>{load.me.emailVerified ? t('dashboard.verifiedYes') : t('dashboard.verifiedNo')}</dd>
              <dt>{t('dashboard.memberSince')}</dt>
              <dd>{formatDate(load.me.createdAt)}</dd>
              <dt>{t('dashboard.consentLabel')}</dt>
              <dd>
                {load.me.healthDataConsentAt
                  ? t('dashboard.consentGiven', { date: formatDate(load.me.healthDataConsentAt) })
                  : '—'}
              </dd>
            </dl>
          )}
        </section>
      </main>
      <footer className="app-footer">{t('app.copyright')}</footer>
    </div>
  );
}
