import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { BOTTOM } from './nav';

/** Narrow screens (768 px and below): five entries, the current one highlighted (aria-current). */
export function BottomNav() {
  const { t } = useTranslation('app');
  return (
    <nav className="bottom-nav" aria-label={t('nav.bottom')}>
      <ul>
        {BOTTOM.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <NavLink to={path} className="bottom-link">
              <Icon aria-hidden />
              <span>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
