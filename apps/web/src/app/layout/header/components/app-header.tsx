import { LogoutOutlined, TranslationOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAccess } from '../../../../api/access';
import { apiBaseUrl } from '../../../../api/app-client';
import { useOperatorConfig } from '../../../../api/hooks/use-operator';
import { signOut } from '../../../../api/session';
import { paths, staticUrls } from '../../../../config/paths';
import { useI18n } from '../../../../i18n/i18n-provider';
import { setTopHeight } from '../../../../stores/layout-store';
import { openLogin, useProfile } from '../../../../stores/session-store';
import { useCurrentRoute } from '../../use-current-route';
import { AppBreadcrumb } from './app-breadcrumb';
import styles from './header.module.css';
import { MaterialDropdown } from './material-dropdown';
import { ModeDropdown } from './mode-dropdown';
import { NavMenu } from './nav-menu';
import { NoticeTicker } from './notice-ticker';

// FloatButton (with Badge) and the dropdowns' menus are not needed for the first paint: they load with the
// page and appear once their small chunks arrive, which keeps them out of the first route's code.
const LoginFloatButton = lazy(() =>
  import('./login-float-button').then((module) => ({ default: module.LoginFloatButton })),
);

function resolveAsset(url: string | undefined): string {
  if (!url) return staticUrls.logo;
  return /^(https?:)?\/\//.test(url) || url.startsWith('data:')
    ? url
    : `${apiBaseUrl()}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function AppHeader() {
  const { t, lang, setLang } = useI18n();
  const profile = useProfile();
  const operator = useOperatorConfig();
  const access = useAccess();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const title = operator['oper.title'] ?? t('app.title');
  const topRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const top = topRef.current;
    if (!top) return;
    const observer = new ResizeObserver(() => setTopHeight(Math.round(top.getBoundingClientRect().height)));
    observer.observe(top);
    return () => observer.disconnect();
  }, []);

  const logout = () => {
    void signOut()
      .then(() => navigate(paths.home, { replace: true }))
      .catch(() => undefined);
  };

  return (
    <div ref={topRef} className={styles.top}>
      <header className={styles.header}>
        <Link to={paths.home} className={styles.brand}>
          <img src={resolveAsset(operator['oper.logosmall'])} alt="" className={styles.logo} />
          <span className={styles.title}>{title}</span>
        </Link>
        <NavMenu />
        <div className={styles.tools}>
          <NoticeTicker />
          {profile && access.seesBasePrice && <MaterialDropdown />}
          {profile && <ModeDropdown />}
          <Tooltip title={t('header.lang')}>
            <Button
              type="text"
              className={styles.iconButton}
              icon={<TranslationOutlined />}
              aria-label={t('header.lang')}
              onClick={() => setLang(lang === 'en' ? 'zh-cn' : 'en')}
            />
          </Tooltip>
          {profile ? (
            <>
              <span className={styles.user}>
                <UserOutlined /> {profile.name}
              </span>
              <Tooltip title={t('header.logout')}>
                <Button
                  type="text"
                  className={styles.iconButton}
                  icon={<LogoutOutlined />}
                  aria-label={t('header.logout')}
                  onClick={logout}
                />
              </Tooltip>
            </>
          ) : (
            <Button type="primary" icon={<WechatOutlined />} onClick={() => openLogin('qr')}>
              {t('login.button')}
            </Button>
          )}
        </div>
      </header>
      {route && route.name !== 'index' && <AppBreadcrumb />}
      {!profile && (
        <Suspense fallback={null}>
          <LoginFloatButton label={t('login.floating')} onClick={() => openLogin('account')} />
        </Suspense>
      )}
    </div>
  );
}
