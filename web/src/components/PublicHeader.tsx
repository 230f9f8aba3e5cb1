import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

/** The top of every signed-out page: the skip link, the brand (back to the start) and the language. */
export function PublicHeader() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="auth-header">
        <Link to="/" className="brand">
          <Logo />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <div className="auth-language">
          <LanguageSwitcher />
        </div>
      </header>
    </>
  );
}
