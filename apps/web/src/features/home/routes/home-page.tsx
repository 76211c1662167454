import { FileProtectOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Empty, Spin } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../../api/app-client';
import { useOperatorConfig } from '../../../api/hooks/use-operator';
import { useApiQuery } from '../../../api/swr';
import { type CarouselLabels, SlideCarousel } from '../../../components/slide-carousel';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n-provider';
import { openLogin, useProfile } from '../../../stores/session-store';
import { type BannerTarget, bannerTarget } from '../utils/banner-target';
import { HOME_BANNERS_BODY, HOME_BANNERS_PATH } from '../utils/home-prefetch';
import styles from './home-page.module.css';

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
  const profile = useProfile();
  const operator = useOperatorConfig();
  const { data, error, isLoading, mutate } = useApiQuery(HOME_BANNERS_PATH, HOME_BANNERS_BODY);
  const banners = data?.banners ?? [];
  const labels: CarouselLabels = {
    carousel: t('home.banners'),
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    slide: (position, count) => t('carousel.slide', { position, count }),
  };

  const follow = (target: BannerTarget) => {
    if (target.kind === 'external') {
      window.open(target.href, '_blank', 'noopener');
    } else if (!profile && !target.public) {
      // Logged out, a banner leading to a signed-in page opens the sign-in and goes there afterwards (spec section 2).
      openLogin('qr', target.path);
    } else {
      navigate(target.path);
    }
  };

  return (
    <div className={styles.home}>
      <div className={styles.stage}>
        {isLoading ? (
          <Spin className={styles.center} />
        ) : error ? (
          // The failure itself was announced by the error catalogue (e.g. the maintenance dialog); home stays readable.
          <Empty className={`${styles.center} ${styles.onDark}`} description={t('home.bannersFailed')}>
            <Button ghost onClick={() => void mutate()}>
              {t('common.retry')}
            </Button>
          </Empty>
        ) : banners.length === 0 ? (
          <Empty className={`${styles.center} ${styles.onDark}`} description={t('common.empty')} />
        ) : (
          <SlideCarousel
            className={styles.carousel}
            labels={labels}
            slides={banners.map((banner) => {
              const target = bannerTarget(banner.action);
              const background = slideBackground(api().fileUrl(banner.image));
              return {
                key: `${banner.sort}-${banner.image}`,
                content: target ? (
                  <button
                    type="button"
                    className={`${styles.slide} ${styles.actionable}`}
                    style={background}
                    aria-label={banner.title}
                    onClick={() => follow(target)}
                  />
                ) : (
                  <div className={styles.slide} style={background} role="img" aria-label={banner.title} />
                ),
              };
            })}
          />
        )}
        <nav className={styles.entries} aria-label={t('home.entries')}>
          <Link to={paths.book} className={styles.entry}>
            <FileProtectOutlined /> {t('menu.Book')}
          </Link>
          <Link to={paths.hualification} className={styles.entry}>
            <SafetyCertificateOutlined /> {t('menu.Hualification')}
          </Link>
        </nav>
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
