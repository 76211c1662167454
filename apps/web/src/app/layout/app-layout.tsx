import { Layout, Modal, Spin } from 'antd';
import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useOperatorConfig } from '../../api/hooks/use-operator';
import { paths } from '../../config/paths';
import { LoginDialogs } from '../../features/auth/components/login-dialogs';
import { useI18n } from '../../i18n/i18n-provider';
import { useProfile } from '../../stores/session-store';
import styles from './app-layout.module.css';
import { AppHeader } from './header/components/app-header';
import { useHourlyVersionCheck, useIdleLogout, usePriceAdjustBlock } from './use-app-timers';
import { useCurrentRoute } from './use-current-route';
import { useWatermark } from './use-watermark';

function PageFallback() {
  return (
    <div className={styles.fallback}>
      <Spin size="large" />
    </div>
  );
}

export function AppLayout() {
  const route = useCurrentRoute();
  const profile = useProfile();
  const operator = useOperatorConfig();
  const navigate = useNavigate();
  const { t } = useI18n();
  const goRoot = useCallback(() => navigate(paths.home, { replace: true }), [navigate]);

  useIdleLogout(Boolean(profile), goRoot);
  useHourlyVersionCheck();
  const priceAdjusting = usePriceAdjustBlock(Boolean(profile));
  useWatermark({
    title: profile?.title ?? operator['oper.title'],
    sno: profile?.sno ?? operator['oper.sno'],
    code: profile?.code,
  });

  useEffect(() => {
    const title = operator['oper.title'] ?? t('app.title');
    document.title = route ? `${t(route.titleKey as Parameters<typeof t>[0])} - ${title}` : title;
  }, [route, operator, t]);

  if (route?.bare) {
    return (
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    );
  }

  return (
    <Layout className={styles.shell}>
      <AppHeader />
      {/* Every framed route but home (a full-height carousel) gets the same 24 px side paddings (issue 17). */}
      <Layout.Content className={route?.name === 'index' ? styles.content : `${styles.content} ${styles.page}`}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <LoginDialogs />
      <Modal open={priceAdjusting} closable={false} mask={{ closable: false }} keyboard={false} footer={null} centered>
        <div className={styles.blocking}>
          <Spin />
          <span>{t('priceAdjust.running')}</span>
        </div>
      </Modal>
    </Layout>
  );
}
