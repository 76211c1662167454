import { Button, Divider, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useMutation } from '../../../api/mutation';
import { isLocal, isTest } from '../../../config/env';
import { useI18n } from '../../../i18n/i18n-provider';
import { signInWithKey, signInWithMobile } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';

export function AccountLoginDialog({
  open,
  onClose,
  onUseQr,
}: {
  open: boolean;
  onClose: () => void;
  onUseQr: () => void;
}) {
  const { t } = useI18n();
  const completeLogin = useCompleteLogin();
  const [key, setKey] = useState('');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const signing = useMutation(
    async (signIn: () => Promise<{ user?: Parameters<typeof completeLogin>[0] } | undefined>) => {
      const data = await signIn();
      if (data?.user) await completeLogin(data.user);
      return data;
    },
  );
  const busy = signing.pending;
  const ready = key.trim() !== '' && password !== '';
  const run = signing.trigger;

  const submitAccount = () => {
    if (ready && !busy) void run(() => signInWithKey(key.trim(), password));
  };
  const submitMobile = () => {
    if (mobile.trim() && !busy) void run(() => signInWithMobile(mobile.trim()));
  };

  return (
    <Modal
      open={open}
      title={t('login.account.title')}
      footer={null}
      onCancel={onClose}
      width={400}
      centered
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submitAccount}>
        <Form.Item label={t('login.account.user')} htmlFor="login-account-key">
          <Input
            id="login-account-key"
            value={key}
            onChange={(event) => setKey(event.target.value)}
            autoComplete="username"
            autoFocus
          />
        </Form.Item>
        <Form.Item label={t('login.account.password')} htmlFor="login-account-password">
          <Input.Password
            id="login-account-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={!ready} loading={busy} data-testid="account-submit">
          {t('login.account.submit')}
        </Button>
      </Form>
      {(isTest || isLocal) && (
        <>
          <Divider plain>{t('login.account.mobile')}</Divider>
          <Space.Compact block>
            <Input
              value={mobile}
              onChange={(event) => setMobile(event.target.value)}
              onPressEnter={submitMobile}
              inputMode="tel"
              aria-label={t('login.account.mobile')}
            />
            <Button onClick={submitMobile} disabled={!mobile.trim()} loading={busy}>
              {t('login.account.mobileSubmit')}
            </Button>
          </Space.Compact>
        </>
      )}
      <Button type="link" block onClick={onUseQr} style={{ marginTop: 8 }}>
        {t('login.account.useQr')}
      </Button>
    </Modal>
  );
}
