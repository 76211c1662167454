import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useI18n } from '../i18n/i18n-provider';

/** A column that can be chosen: its key and the name the chooser lists it by. */
export type ChoosableColumn<Row> = ColumnType<Row> & { key: string; choiceLabel?: string };

/**
 * 列设置 / Columns for a table with more columns than fit: the user unticks the ones they do not need. Columns listed
 * in `fixedKeys` (the row's name, its actions) cannot be hidden. `hiddenByDefault` start unticked.
 */
export function useColumnChooser<Row>(
  columns: readonly ChoosableColumn<Row>[],
  { fixedKeys = [], hiddenByDefault = [] }: { fixedKeys?: readonly string[]; hiddenByDefault?: readonly string[] } = {},
): { columns: ChoosableColumn<Row>[]; chooser: ReactNode } {
  const { t } = useI18n();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(hiddenByDefault));
  const choosable = columns.filter((column) => !fixedKeys.includes(column.key));
  const chooser = (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('common.columns')}
      content={
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          value={choosable.filter((column) => !hidden.has(column.key)).map((column) => column.key)}
          onChange={(keys) =>
            setHidden(new Set(choosable.map((column) => column.key).filter((key) => !keys.includes(key))))
          }
          options={choosable.map((column) => ({
            value: column.key,
            label: column.choiceLabel ?? (typeof column.title === 'string' ? column.title : column.key),
          }))}
        />
      }
    >
      <Button icon={<SettingOutlined />}>{t('common.columns')}</Button>
    </Popover>
  );
  return { columns: columns.filter((column) => !hidden.has(column.key)), chooser };
}
