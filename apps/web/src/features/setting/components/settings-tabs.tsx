import { Card, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSettingText } from '../i18n/messages';
import { CorpList } from './corp-list';
import { CustomerList } from './customer-list';
import { FormatForm } from './format-form';
import { PreferencesForm } from './preferences-form';
import { RulesEditor } from './rules-editor';
import { StampList } from './stamp-list';
import { TemplateList } from './template-list';

export type SettingTab = 'preferences' | 'format' | 'customers' | 'corps' | 'templates' | 'stamps' | 'rules';

/** /setting and /setting/index geshi: one page of tabs; the format tab has its own route. */
export function SettingsTabs({ active }: { active: SettingTab }) {
  const t = useSettingText();
  const navigate = useNavigate();
  return (
    <div>
      <Card title={t('title')}>
        <Tabs
          defaultActiveKey={active}
          destroyOnHidden
          onChange={(key) => {
            if (key === 'format' && active !== 'format') navigate(paths.settingIndexGeshi);
            else if (key !== 'format' && active === 'format') navigate(paths.setting, { state: { tab: key } });
          }}
          items={[
            { key: 'preferences', label: t('tab.preferences'), children: <PreferencesForm /> },
            { key: 'format', label: t('tab.format'), children: <FormatForm /> },
            { key: 'customers', label: t('tab.customers'), children: <CustomerList /> },
            { key: 'corps', label: t('tab.corps'), children: <CorpList /> },
            { key: 'templates', label: t('tab.templates'), children: <TemplateList /> },
            { key: 'stamps', label: t('tab.stamps'), children: <StampList /> },
            { key: 'rules', label: t('tab.rules'), children: <RulesEditor /> },
          ]}
        />
      </Card>
    </div>
  );
}
