import { Empty, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/app-client';
import { useOperatorConfig } from '../../../api/hooks/use-operator';
import { useApiQuery } from '../../../api/swr';
import { BANNER_SIZE, BANNER_TAG_HOME } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n-provider';
import styles from './home-page.module.css';

// The carousel (react-slick) is only drawn once the banners have arrived: its code is fetched while the banner
// request runs instead of being part of the code the first paint waits for.
const loadCarousel = () => import('antd/es/carousel');
const Carousel = lazy(loadCarousel);
// A failed prefetch is retried by lazy() when the carousel renders, where the route's error handling applies.
loadCarousel().catch(() => undefined);

/**
 * Banners are wide (about 3:1) while the carousel fills the window: the whole banner is shown (contain)
 * over a dimmed, cropped copy of itself, so that no text of the banner is cut off at any window size.
 */
function slideBackground(image: string) {
  const url = `url("${image}")`;
  return {
    backgroundImage: `${url}, linear-gradient(rgba(4, 14, 40, 0.6), rgba(4, 14, 40, 0.6)), ${url}`,
    backgroundSize: 'contain, cover, cover',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
  };
}

export default function HomePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const operator = useOperatorConfig();
  const { data, isLoading } = useApiQuery('/biz/cms/banner/data', {
    cond: { size: BANNER_SIZE, tags: [BANNER_TAG_HOME] },
  });
  const banners = data?.banners ?? [];

  const follow = (action: { type: string; param: string }) => {
    if (action.type === 'url' && action.param) window.open(action.param, '_blank', 'noopener');
    if (action.type === 'article' && action.param) navigate(`${paths.article}?id=${encodeURIComponent(action.param)}`);
    if (action.type === 'product') navigate(paths.product);
  };

  return (
    <div className={styles.home}>
      <div className={styles.stage}>
        {isLoading ? (
          <Spin className={styles.center} />
        ) : banners.length === 0 ? (
          <Empty className={styles.center} description={t('common.empty')} />
        ) : (
          <Suspense fallback={<Spin className={styles.center} />}>
            <Carousel autoplay={false} arrows dots className={styles.carousel}>
              {banners.map((banner) => (
                <div key={`${banner.sort}-${banner.image}`}>
                  <button
                    type="button"
                    className={styles.slide}
                    style={slideBackground(api().fileUrl(banner.image))}
                    aria-label={banner.title}
                    onClick={() => follow(banner.action)}
                  />
                </div>
              ))}
            </Carousel>
          </Suspense>
        )}
      </div>
      <footer className={styles.footer}>
        <span>{operator['oper.name']}</span>
        {operator['oper.icp'] && (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
            {operator['oper.icp']}
          </a>
        )}
      </footer>
    </div>
  );
}
