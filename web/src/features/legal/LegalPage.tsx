import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LegalLinks } from '../../components/LegalLinks';
import { PublicHeader } from '../../components/PublicHeader';
import { PageTitle } from '../../components/PageTitle';

const PAGES = {
  '/privacy': { key: 'privacy', sections: ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] },
  '/terms': { key: 'terms', sections: ['s1', 's2', 's3', 's4', 's5', 's6'] },
  '/cookies': { key: 'cookies', sections: ['s1', 's2', 's3'] },
} as const;

/** Privacy policy, terms and conditions, cookie policy: readable signed in or out. */
export default function LegalPage() {
  const { t } = useTranslation('legal');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = PAGES[pathname as keyof typeof PAGES] ?? PAGES['/privacy'];
  return (
    <div className="auth-shell">
      <PublicHeader />
      <main id="main" className="legal" tabIndex={-1}>
        <article className="card">
          <PageTitle>{t(`${page.key}.title`)}</PageTitle>
          <p className="muted">{t('updated')}</p>
          <p>{t(`${page.key}.intro`)}</p>
          {page.sections.map((s) => (
            <section key={s}>
              <h2>{t(`${page.key}.${s}Title`)}</h2>
              <p>{t(`${page.key}.${s}Text`)}</p>
            </section>
          ))}
          <button
            type="button"
            className="button"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          >
            {t('back')}
          </button>
        </article>
      </main>
      <footer className="auth-footer">
        <LegalLinks />
        <p>{t('app.copyright')}</p>
      </footer>
    </div>
  );
}
