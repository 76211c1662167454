import { FileImageOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Pagination, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/app-client';
import { QUALIFICATION_PAGE_LENGTH } from '../../../config/constants';
import { useI18n } from '../../../i18n/i18n-provider';
import { formatTime } from '../../../lib/format';
import { useQualificationCards, useQualificationPages } from '../api/qualifications';
import styles from './hualification-page.module.css';
import { ImageViewer } from './image-viewer';

export default function HualificationPage() {
  const { t } = useI18n();
  const [pageNumber, setPageNumber] = useState(1);
  const [opened, setOpened] = useState<{ code: string; count?: number }>();
  const [current, setCurrent] = useState(0);
  const { data, isLoading } = useQualificationCards();
  const pages = useQualificationPages(opened?.code, opened?.count);
  const allCatas = data?.catas ?? [];
  // The server answers every category at once; the grid shows them 8 to a page (spec section 9).
  const catas = allCatas.slice((pageNumber - 1) * QUALIFICATION_PAGE_LENGTH, pageNumber * QUALIFICATION_PAGE_LENGTH);
  const images = (pages.data?.docs ?? [])
    .filter((doc) => doc.cata === opened?.code)
    .map((doc) => api().fileUrl(doc.addr));

  return (
    <div className={styles.page}>
      {isLoading ? (
        <Spin className={styles.loading} />
      ) : catas.length === 0 ? (
        <Empty description={t('common.empty')} />
      ) : (
        <Row gutter={[24, 24]}>
          {catas.map((cata) => (
            <Col span={8} key={cata.code}>
              <Card
                hoverable
                className={styles.card}
                onClick={() => {
                  setCurrent(0);
                  setOpened({ code: cata.code, count: cata.count });
                }}
                cover={
                  cata.cover ? (
                    <img className={styles.cover} src={api().fileUrl(cata.cover)} alt={cata.name} />
                  ) : (
                    <div className={styles.coverEmpty}>
                      <FileImageOutlined />
                    </div>
                  )
                }
              >
                <Card.Meta
                  title={cata.name}
                  description={
                    <div className={styles.meta}>
                      <span>{t('hualification.pages', { count: cata.count ?? 0 })}</span>
                      <Typography.Text type="secondary">
                        {t('hualification.updated', { time: formatTime(cata.update) })}
                      </Typography.Text>
                    </div>
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {allCatas.length > QUALIFICATION_PAGE_LENGTH && (
        <Pagination
          className={styles.pager}
          current={pageNumber}
          pageSize={QUALIFICATION_PAGE_LENGTH}
          total={allCatas.length}
          onChange={setPageNumber}
          showSizeChanger={false}
        />
      )}
      {/* Mounted only while open: a closed viewer is gone at once. Left mounted, its fade-out mask was once seen to
          stay over the page (its animation's end never came, on a loaded machine) and took every click after. */}
      {opened && images.length > 0 ? (
        <ImageViewer
          images={images}
          current={current}
          onCurrentChange={setCurrent}
          onClose={() => setOpened(undefined)}
        />
      ) : null}
    </div>
  );
}
