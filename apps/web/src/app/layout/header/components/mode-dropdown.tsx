import { DownOutlined } from '@ant-design/icons';
import { useI18n } from '../../../../i18n/i18n-provider';
import { setPricingMode, usePricingModes } from '../api/header-data';
import { modeLabel, pricingModesOf } from '../utils/modes';
import styles from './header.module.css';
import { LazyDropdown as Dropdown } from './lazy-dropdown';

/** Rendered only when more than one mode is available; choosing one saves it and reloads (spec section 4). */
export function ModeDropdown() {
  const { t } = useI18n();
  const { data } = usePricingModes(true);
  const { modes, current, memos } = pricingModesOf(data);
  if (modes.length <= 1) return null;
  const label = (mode: number) => modeLabel(mode, memos, (name) => t('header.modeName', { name }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: current === undefined ? [] : [String(current)],
        items: modes.map((mode) => ({ key: String(mode), label: label(mode) })),
        onClick: ({ key }) => {
          const mode = Number(key);
          if (mode === current) return;
          void setPricingMode(mode).then(() => window.location.reload());
        },
      }}
    >
      <button type="button" className={styles.headerButton} aria-label={t('header.mode')}>
        {current === undefined ? t('header.mode') : label(current)} <DownOutlined />
      </button>
    </Dropdown>
  );
}
