import { FileProtectOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Empty, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../../api/app-client';
import { useOperatorConfig } from '../../../api/hooks/use-operator';
import { useApiQuery } from '../../../api/swr';
import { paths } from '../../../config/paths';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { useI18n } from '../../../i18n/i18n-provider';
import { openLogin, useProfile } from '../../../stores/session-store';
import { type BannerTarget, bannerTarget } from '../utils/banner-target';
import { HOME_BANNERS_BODY, HOME_BANNERS_PATH } from '../utils/home-prefetch';
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
  const profile = useProfile();
  const operator = useOperatorConfig();
  const { data, error, isLoading, mutate } = useApiQuery(HOME_BANNERS_PATH, HOME_BANNERS_BODY);
  const banners = data?.banners ?? [];
  const [currentSlide, setCurrentSlide] = useState(0);
  // A user who asked for less motion gets the chosen banner at once, not slid in.
  const reducedMotion = useReducedMotion();

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
          <Suspense fallback={<Spin className={styles.center} />}>
            {/* Not infinite: the copies an endless carousel puts before and after the slides are hidden from screen
                readers yet held focusable buttons; only the slide in view can take the focus (axe aria-hidden-focus). */}
            <Carousel
              autoplay={false}
              arrows
              dots
              infinite={false}
              speed={reducedMotion ? 0 : undefined}
              className={styles.carousel}
              afterChange={setCurrentSlide}
            >
              {banners.map((banner, index) => {
                const target = bannerTarget(banner.action);
                const background = slideBackground(api().fileUrl(banner.image));
                return (
                  <div key={`${banner.sort}-${banner.image}`}>
                    {target ? (
                      <button
                        type="button"
                        className={`${styles.slide} ${styles.actionable}`}
                        style={background}
                        aria-label={banner.title}
                        tabIndex={index === currentSlide ? 0 : -1}
                        onClick={() => follow(target)}
                      />
                    ) : (
                      <div className={styles.slide} style={background} role="img" aria-label={banner.title} />
                    )}
                  </div>
                );
              })}
            </Carousel>
          </Suspense>
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
