import { Menu } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useModules } from '../../../../api/hooks/use-modules';
import { useI18n } from '../../../../i18n/i18n-provider';
import { hasMessage } from '../../../../i18n/messages';
import { openLogin, useProfile } from '../../../../stores/session-store';
import { appRoutes } from '../../../routes';
import { useCurrentRoute } from '../../use-current-route';
import { menuEntries, selectedMenuEntry } from '../utils/menu';
import styles from './header.module.css';

export function NavMenu() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const profile = useProfile();
  const { data } = useModules();
  const route = useCurrentRoute();
  const entries = menuEntries(data?.modules, appRoutes);
  const active = selectedMenuEntry(route, entries, appRoutes);

  const go = (name: string) => {
    const entry = entries.find((candidate) => candidate.name === name);
    if (!entry) return;
    const target = appRoutes.find((candidate) => candidate.name === name);
    if (!profile && !target?.public) {
      openLogin('qr', entry.path);
      return;
    }
    navigate(entry.path);
  };

  return (
    <Menu
      className={styles.menu}
      mode="horizontal"
      // Every granted entry stays in view: the header's other parts give way (issue 17), never the menu.
      disabledOverflow
      selectedKeys={active ? [active] : []}
      onClick={({ key }) => go(key)}
      items={entries.map((entry) => ({
        key: entry.name,
        label: hasMessage(entry.titleKey) ? t(entry.titleKey) : entry.fallbackLabel,
      }))}
    />
  );
}
