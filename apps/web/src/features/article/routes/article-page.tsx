import { PaperClipOutlined } from '@ant-design/icons';
import { ErrorCode } from '@cable/contracts/errors';
import { Button, Card, Empty, Result, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api/app-client';
import { ServerError } from '../../../api/errors';
import { useApiQuery } from '../../../api/swr';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n-provider';
import { formatTime } from '../../../lib/format';

/** Article detail; the id travels in the query because routes have no parameters (spec section 2). */
export default function ArticlePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, error, isLoading, mutate } = useApiQuery('/biz/cms/article/detail', id ? { cond: { id } } : null);
  const article = data?.article;

  if (!id) return <Empty style={{ marginTop: 120 }} description={t('common.empty')} />;
  // A finished request without an article ends in a clear state, never in a skeleton that waits for nothing.
  const missing =
    !isLoading && !article && (!error || (error instanceof ServerError && error.code === ErrorCode.ResourceNotFound));
  return (
    <Card style={{ margin: '0 auto', maxWidth: 960 }}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : missing || !article ? (
        <Result
          status="warning"
          title={missing ? t('article.missing') : t('article.failed')}
          extra={[
            !missing && (
              <Button key="retry" type="primary" onClick={() => void mutate()}>
                {t('common.retry')}
              </Button>
            ),
            <Button key="home" onClick={() => navigate(paths.home)}>
              {t('article.back')}
            </Button>,
          ]}
        />
      ) : (
        <article>
          <Typography.Title level={2}>{article.title}</Typography.Title>
          {article.sub && <Typography.Title level={5}>{article.sub}</Typography.Title>}
          <Space separator="·" wrap style={{ color: 'rgba(0,0,0,0.6)', marginBottom: 16 }}>
            {article.author && (
              <span>
                {t('article.author')}: {article.author}
              </span>
            )}
            {article.source?.name && (
              <span>
                {t('article.source')}:{' '}
                {article.source.link ? (
                  <a href={article.source.link} target="_blank" rel="noreferrer">
                    {article.source.name}
                  </a>
                ) : (
                  article.source.name
                )}
              </span>
            )}
            <span>{formatTime(article.publish)}</span>
          </Space>
          {/* The body is HTML authored in the operator's CMS, the product's own trusted content. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted CMS content, see above */}
          <div dangerouslySetInnerHTML={{ __html: article.info }} />
          {article.files.length > 0 && (
            <>
              <Typography.Title level={5}>{t('article.files')}</Typography.Title>
              <Space orientation="vertical">
                {article.files.map((file) => (
                  <a key={file.id} href={api().fileUrl(file.url)} target="_blank" rel="noreferrer">
                    <PaperClipOutlined /> {file.name}
                  </a>
                ))}
              </Space>
            </>
          )}
        </article>
      )}
    </Card>
  );
}
