import { Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from '../../components/LegalLinks';
import { useDocumentTitle } from '../../components/PageTitle';
import { PublicHeader } from '../../components/PublicHeader';

const FEATURES = ['symptoms', 'medications', 'assistant'] as const;

/** The frame of every signed-out screen: brand, language, one card, the footer. */
export function AuthLayout({
  title,
  subtitle,
  children,
  landing = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The signed-out landing content (the three main features) under the card. */
  landing?: boolean;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="auth-shell">
      <PublicHeader />
      <main id="main" className="auth-main" tabIndex={-1}>
        <section className="auth-card" aria-labelledby="auth-title">
          <Heading level={1} id="auth-title" className="auth-title">
            {title}
          </Heading>
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          {children}
        </section>
        <p className="tagline">{t('app.tagline')}</p>
        {landing ? (
          <section className="features" aria-labelledby="features-title">
            <h2 id="features-title" className="visually-hidden">
              {t('landing.featuresTitle')}
            </h2>
            {FEATURES.map((key) => (
              <div key={key} className="feature">
                <h3>{t(`landing.${key}Title`)}</h3>
                <p>{t(`landing.${key}Text`)}</p>
              </div>
            ))}
          </section>
        ) : null}
      </main>
      <footer className="auth-footer">
        <LegalLinks />
        <p>{t('app.copyright')}</p>
      </footer>
    </div>
  );
}
