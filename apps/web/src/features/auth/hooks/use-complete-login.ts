import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { completeSignIn } from '../../../api/session';
import type { UserProfile } from '../../../api/types';
import { useI18n } from '../../../i18n/i18n-provider';
import { takeAfterLogin } from '../../../stores/session-store';

/** On Pass (spec section 4): 登录成功, dialogs close, profile stored, data reloaded, remembered route opened. */
export function useCompleteLogin(): (profile: UserProfile) => Promise<void> {
  const { message } = App.useApp();
  const { t } = useI18n();
  const navigate = useNavigate();
  return useCallback(
    async (profile: UserProfile) => {
      void message.success(t('login.success'));
      const target = takeAfterLogin();
      await completeSignIn(profile);
      if (target) navigate(target);
    },
    [message, navigate, t],
  );
}
