import { Card, Col, Empty, Image, Row, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/app-client';
import { useApiQuery } from '../../../api/swr';
import { useI18n } from '../../../i18n/i18n-provider';

const ALL = '__all__';

export default function ProductPage() {
  const { t } = useI18n();
  const [cata, setCata] = useState(ALL);
  const { data, isLoading } = useApiQuery('/biz/cms/product/data', { cond: {} });
  const catas = data?.catas ?? [];
  const products = (data?.products ?? []).filter((product) => cata === ALL || product.cata === cata);

  return (
    <div>
      <Segmented
        value={cata}
        onChange={(value) => setCata(String(value))}
        options={[
          { label: t('product.all'), value: ALL },
          ...catas.map((item) => ({ label: item.name, value: item.id })),
        ]}
        style={{ marginBottom: 16 }}
      />
      {isLoading ? (
        <Spin style={{ display: 'block', margin: '120px auto' }} />
      ) : products.length === 0 ? (
        <Empty description={t('common.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {products.map((product) => (
            <Col key={product.id} xs={12} md={8} xl={6}>
              <Card
                cover={
                  <Image.PreviewGroup items={product.images.map((image) => api().fileUrl(image))}>
                    <Image
                      height={200}
                      style={{ objectFit: 'cover' }}
                      src={product.images[0] ? api().fileUrl(product.images[0]) : undefined}
                      alt={product.name}
                    />
                  </Image.PreviewGroup>
                }
              >
                <Card.Meta title={product.name} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
