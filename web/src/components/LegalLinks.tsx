import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Footer links to the three legal pages. */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('legalLinks.nav')} className="legal-links">
      <Link to="/privacy">{t('legalLinks.privacy')}</Link>
      <Link to="/terms">{t('legalLinks.terms')}</Link>
      <Link to="/cookies">{t('legalLinks.cookies')}</Link>
    </nav>
  );
}
