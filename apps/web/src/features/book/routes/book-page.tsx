import { DownloadOutlined, EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Menu, Space, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/app-client';
import { LoadError, tableState } from '../../../components/page-frame';
import { useI18n } from '../../../i18n/i18n-provider';
import { formatTime } from '../../../lib/format';
import { useTestReports } from '../api/doc-files';
import { downloadName } from '../utils/download-name';
import styles from './book-page.module.css';

export default function BookPage() {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<string>();
  const reports = useTestReports(chosen);
  const { data, isLoading } = reports;
  const catas = data?.catas ?? [];
  const active = chosen ?? catas[0]?.code;
  const docs = (data?.docs ?? []).filter((doc) => !active || doc.cata === active);

  return (
    <div className={styles.page}>
      <Card className={styles.side} title={t('book.categories')} size="small">
        {reports.error && catas.length === 0 ? (
          <LoadError onRetry={() => void reports.mutate()} />
        ) : catas.length === 0 && !isLoading ? (
          <Empty />
        ) : (
          <Menu
            mode="inline"
            selectedKeys={active ? [active] : []}
            onClick={({ key }) => setChosen(key)}
            items={catas.map((cata) => ({ key: cata.code, label: cata.name }))}
          />
        )}
      </Card>
      <Card className={styles.main} title={catas.find((cata) => cata.code === active)?.name ?? t('book.title')}>
        <Table
          rowKey="id"
          {...tableState(reports)}
          dataSource={docs}
          pagination={false}
          columns={[
            { title: t('book.index'), key: 'index', width: 72, render: (_value, _doc, index) => index + 1 },
            {
              title: t('book.name'),
              dataIndex: 'name',
              render: (name: string) => (
                <Space>
                  <FilePdfOutlined style={{ color: '#e5484d' }} />
                  {name}
                </Space>
              ),
            },
            {
              title: t('book.uploadTime'),
              dataIndex: 'publish',
              width: 180,
              render: (value: number) => formatTime(value),
            },
            {
              title: t('book.actions'),
              key: 'actions',
              width: 200,
              render: (_value, doc) => (
                <Space>
                  <Button
                    type="link"
                    icon={<EyeOutlined />}
                    onClick={() => window.open(api().fileUrl(doc.addr), '_blank', 'noopener')}
                  >
                    {t('book.preview')}
                  </Button>
                  <Button
                    type="link"
                    icon={<DownloadOutlined />}
                    href={api().fileUrl(doc.addr)}
                    download={downloadName(doc.name, doc.addr)}
                  >
                    {t('book.download')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
