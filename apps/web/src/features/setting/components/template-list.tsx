import { isTemplateType } from '@cable/contracts/vocabulary';
import { Table, Tag } from 'antd';
import { type Template, useTemplates } from '../../../entities/configs/configs-api';
import { type SettingTextKey, useSettingText } from '../i18n/messages';

/** Document templates (pub/biz/data/templates) by document kind. */
export function TemplateList() {
  const t = useSettingText();
  const { data, isLoading } = useTemplates();
  const templates = [...(data?.templates ?? [])].sort((a, b) => a.type - b.type || a.name.localeCompare(b.name));
  const typeName = (type: number) => {
    const key = `template.type.${type}` as SettingTextKey;
    return isTemplateType(type) ? t(key) : String(type);
  };
  return (
    <Table<Template>
      rowKey="id"
      size="middle"
      loading={isLoading}
      dataSource={templates}
      pagination={false}
      columns={[
        { title: t('template.type'), dataIndex: 'type', width: 140, render: typeName },
        {
          title: t('template.name'),
          dataIndex: 'name',
          width: 260,
          render: (name: string, template) => (
            <>
              {name} {template.default ? <Tag color="blue">{t('template.default')}</Tag> : null}
            </>
          ),
        },
        { title: t('template.memo'), dataIndex: 'memo' },
      ]}
    />
  );
}
