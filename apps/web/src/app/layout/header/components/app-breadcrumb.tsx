import { Link } from 'react-router-dom';
import { BreadcrumbTrail } from '../../../../components/breadcrumb-trail';
import { paths } from '../../../../config/paths';
import { useI18n } from '../../../../i18n/i18n-provider';
import { hasMessage } from '../../../../i18n/messages';
import { findRouteByName } from '../../../routes';
import { useCurrentRoute } from '../../use-current-route';
import { breadcrumbParts } from '../utils/menu';
import styles from './header.module.css';

export function AppBreadcrumb() {
  const { t } = useI18n();
  const route = useCurrentRoute();
  if (!route || route.name === 'index') return null;
  const parts = breadcrumbParts(route.name);
  const label = (part: string) => {
    const menuKey = `menu.${part}`;
    const crumbKey = `crumb.${part}`;
    if (hasMessage(menuKey)) return t(menuKey);
    if (hasMessage(crumbKey)) return t(crumbKey);
    return part;
  };
  return (
    <BreadcrumbTrail
      className={styles.breadcrumb}
      steps={[
        { key: 'home', title: <Link to={paths.home}>{t('crumb.home')}</Link> },
        ...parts.map(({ part, routeName }, index) => {
          const target = findRouteByName(routeName);
          const last = index === parts.length - 1;
          return {
            key: routeName,
            title: target && !last ? <Link to={target.path}>{label(part)}</Link> : label(part),
          };
        }),
      ]}
    />
  );
}
