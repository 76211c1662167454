import { Card, Col, Descriptions, Empty, Image, Row, Space, Spin, Tag, Typography } from 'antd';
import { api } from '../../../api/app-client';
import { useCorps } from '../../../entities/corps/corps-api';
import { useSettingText } from '../i18n/messages';

/** Corporate bodies printed on documents, with their logo and quotation stamp (inventory/corp/list). */
export function CorpList() {
  const t = useSettingText();
  const { data, isLoading } = useCorps();
  const corps = data?.corps ?? [];
  if (!isLoading && corps.length === 0) return <Empty description={t('corp.empty')} />;
  return (
    <Spin spinning={isLoading}>
      <Row gutter={[16, 16]}>
        {corps.map((corp) => (
          <Col key={corp.id} xs={24} xl={12}>
            <Card
              title={
                <Space>
                  {corp.logo ? (
                    <Image src={api().fileUrl(corp.logo)} alt={t('corp.logo')} height={28} preview={false} />
                  ) : null}
                  {corp.name}
                  {corp.default ? <Tag color="blue">{t('corp.default')}</Tag> : null}
                </Space>
              }
            >
              <Row gutter={16}>
                <Col flex="auto">
                  <Descriptions size="small" column={1}>
                    <Descriptions.Item label={t('corp.legal')}>{corp.legal}</Descriptions.Item>
                    <Descriptions.Item label={t('corp.taxno')}>{corp.taxno}</Descriptions.Item>
                    <Descriptions.Item label={t('corp.address')}>{corp.address}</Descriptions.Item>
                    <Descriptions.Item label={t('corp.bank')}>{corp.bank}</Descriptions.Item>
                    <Descriptions.Item label={t('corp.account')}>{corp.account}</Descriptions.Item>
                    <Descriptions.Item label={t('corp.linkman')}>
                      {corp.linkman} {corp.linktel}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('corp.linkfax')}>{corp.linkfax || '-'}</Descriptions.Item>
                    <Descriptions.Item label={t('corp.city')}>{corp.city}</Descriptions.Item>
                  </Descriptions>
                </Col>
                <Col flex="140px" style={{ textAlign: 'center' }}>
                  {corp.seal ? <Image src={api().fileUrl(corp.seal)} alt={t('corp.seal')} width={120} /> : null}
                  <Typography.Text type="secondary">{t('corp.seal')}</Typography.Text>
                </Col>
              </Row>
            </Card>
          </Col>
        ))}
      </Row>
    </Spin>
  );
}
