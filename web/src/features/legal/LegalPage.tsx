import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LegalLinks } from '../../components/LegalLinks';
import { PublicHeader } from '../../components/PublicHeader';
import { PageTitle } from '../../components/PageTitle';
import { config } from '../../lib/config';

/** `who`: the section naming the data controller (the privacy policy) or the provider (the terms), then its contacts. */
const PAGES = {
  '/privacy': {
    key: 'privacy',
    who: 'controller',
    sections: ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'],
  },
  '/terms': { key: 'terms', who: 'provider', sections: ['s1', 's2', 's3', 's4', 's5', 's6'] },
  '/cookies': { key: 'cookies', who: null, sections: ['s1', 's2', 's3', 's4'] },
} as const;

/**
 * Privacy policy, terms and conditions, cookie policy: readable signed in or out. The data controller and the
 * AI model's provider are the stage's settings (/config.json), not the build's.
 */
export default function LegalPage() {
  const { t } = useTranslation('legal');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = PAGES[pathname as keyof typeof PAGES] ?? PAGES['/privacy'];
  const { controller, modelProvider } = config();
  const values = {
    controllerName: controller?.name,
    controllerAddress: controller?.address,
    modelProvider: modelProvider?.name ?? '—',
    modelRegion: modelProvider?.region ?? '—',
  };
  return (
    <div className="auth-shell">
      <PublicHeader />
      <main id="main" className="legal" tabIndex={-1}>
        <article className="card">
          <PageTitle>{t(`${page.key}.title`)}</PageTitle>
          <p className="muted">{t('updated')}</p>
          <p>{t(`${page.key}.intro`)}</p>
          {page.who ? (
            <section>
              <h2>{t(`${page.key}.${page.who}Title`)}</h2>
              {controller ? (
                <>
                  <p>{t(`${page.key}.${page.who}Text`, values)}</p>
                  <p>
                    {t('contact.privacyEmail')}{' '}
                    <a href={`mailto:${controller.privacyEmail}`}>{controller.privacyEmail}</a>
                  </p>
                  {controller.dpoEmail ? (
                    <p>
                      {t('contact.dpo')} <a href={`mailto:${controller.dpoEmail}`}>{controller.dpoEmail}</a>
                    </p>
                  ) : null}
                </>
              ) : (
                <p>{t('contact.missing')}</p>
              )}
            </section>
          ) : null}
          {page.sections.map((s) => (
            <section key={s}>
              <h2>{t(`${page.key}.${s}Title`)}</h2>
              <p>{t(`${page.key}.${s}Text`, values)}</p>
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
