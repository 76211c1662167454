import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-provider';

export interface RowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  loading?: boolean;
  onClick: () => void;
}

/**
 * The actions of a table row in a narrow column: the first `shown` as links, the rest in a 更多 / More menu, so that
 * the action column never covers the data columns (issue 17).
 */
export function RowActions({ actions, shown = 2 }: { actions: readonly RowAction[]; shown?: number }) {
  const { t } = useI18n();
  const inline = actions.length <= shown + 1 ? actions : actions.slice(0, shown);
  const overflow = actions.slice(inline.length);
  return (
    <Space size={0} wrap={false}>
      {inline.map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          danger={action.danger}
          icon={action.icon}
          loading={action.loading}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
      {overflow.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: overflow.map((action) => ({
              key: action.key,
              label: action.label,
              icon: action.icon,
              danger: action.danger,
              disabled: action.loading,
              onClick: action.onClick,
            })),
          }}
        >
          <Button type="link" size="small" loading={overflow.some((action) => action.loading)}>
            {t('common.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
