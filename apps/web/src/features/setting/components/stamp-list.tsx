import { FeatureModule, type FeatureModuleCode } from '@cable/contracts/vocabulary';
import { Alert, Card, Col, Empty, Image, Row, Table, Tag } from 'antd';
import { useAccess } from '../../../api/access';
import { api } from '../../../api/app-client';
import { useCorps } from '../../../entities/corps/corps-api';
import { type SettingTextKey, useSettingText } from '../i18n/messages';

/** The stamp right of each document kind (spec section 6: stamps per document kind). */
const STAMP_RIGHTS: { code: FeatureModuleCode; label: SettingTextKey }[] = [
  { code: FeatureModule.StampTable, label: 'template.type.1' },
  { code: FeatureModule.StampContract, label: 'template.type.2' },
  { code: FeatureModule.StampReport, label: 'stamp.report' },
  { code: FeatureModule.StampOutBill, label: 'template.type.4' },
  { code: FeatureModule.StampCertificate, label: 'template.type.5' },
  { code: FeatureModule.StampAuthorization, label: 'template.type.6' },
];

/** Stamps: each corporate body's quotation stamp and which documents this account may stamp. */
export function StampList() {
  const t = useSettingText();
  const access = useAccess();
  const corps = useCorps().data?.corps ?? [];
  return (
    <Row gutter={16}>
      <Col xs={24} lg={10}>
        <Alert type="info" showIcon title={t('stamp.hint')} style={{ marginBottom: 16 }} />
        <Table
          rowKey="code"
          size="small"
          pagination={false}
          dataSource={STAMP_RIGHTS}
          columns={[
            { title: t('stamp.kind'), dataIndex: 'label', render: (label: SettingTextKey) => t(label) },
            {
              title: t('stamp.allowed'),
              dataIndex: 'code',
              render: (code: FeatureModuleCode) =>
                access.can(code) ? <Tag color="success">{t('stamp.allowed')}</Tag> : <Tag>{t('stamp.denied')}</Tag>,
            },
          ]}
        />
      </Col>
      <Col xs={24} lg={14}>
        {corps.length === 0 ? (
          <Empty description={t('corp.empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {corps.map((corp) => (
              <Col key={corp.id} span={12}>
                <Card size="small" title={corp.name} style={{ textAlign: 'center' }}>
                  {corp.seal ? (
                    <Image src={api().fileUrl(corp.seal)} alt={`${corp.name} ${t('corp.seal')}`} width={140} />
                  ) : (
                    '-'
                  )}
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Col>
    </Row>
  );
}
