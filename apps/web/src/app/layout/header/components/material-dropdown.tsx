import { DownOutlined } from '@ant-design/icons';
import { useI18n } from '../../../../i18n/i18n-provider';
import { formatTime } from '../../../../lib/format';
import { useMaterialPrices } from '../api/header-data';
import styles from './header.module.css';
import { LazyDropdown as Dropdown } from './lazy-dropdown';

/** Only rendered for users with PriceAuthBase (spec section 6). */
export function MaterialDropdown() {
  const { t } = useI18n();
  const { data } = useMaterialPrices(true);
  const infos = data?.infos ?? [];
  return (
    <Dropdown
      trigger={['hover']}
      popupRender={() => (
        <div className={styles.materialPanel}>
          <table>
            <tbody>
              {infos.map((info) => (
                <tr key={info.id}>
                  <th>{info.abbr || info.name}</th>
                  <td className={styles.price}>{info.price?.price ?? '-'}</td>
                  <td className={styles.muted}>{info.price?.unit}</td>
                  <td className={styles.muted}>
                    {t('header.materialUpdate')} {formatTime(info.price?.update)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    >
      <button type="button" className={styles.headerButton}>
        {t('header.material')} <DownOutlined />
      </button>
    </Dropdown>
  );
}
