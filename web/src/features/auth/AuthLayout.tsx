import { Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';

/** The frame of every signed-out screen: brand, language, one card, the footer. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="auth-header">
        <div className="brand">
          <Logo />
          <span className="brand-name">{t('app.name')}</span>
        </div>
        <div className="auth-language">
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="auth-main" tabIndex={-1}>
        <section className="auth-card" aria-labelledby="auth-title">
          <Heading level={1} id="auth-title" className="auth-title">
            {title}
          </Heading>
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          {children}
        </section>
        <p className="tagline">{t('app.tagline')}</p>
      </main>
      <footer className="auth-footer">{t('app.copyright')}</footer>
    </div>
  );
}
