import { lazy, Suspense, useState } from 'react';
import { closeLogin, type LoginDialog, openLogin, useLoginDialog } from '../../../stores/session-store';

// The dialogs (antd Form, Input and the qrcode library) are not part of the first paint: their code loads
// when one is first opened, and each stays mounted afterwards so that closing keeps antd's close animation.
const QrLoginDialog = lazy(() => import('./qr-login-dialog').then((module) => ({ default: module.QrLoginDialog })));
const AccountLoginDialog = lazy(() =>
  import('./account-login-dialog').then((module) => ({ default: module.AccountLoginDialog })),
);

export function LoginDialogs() {
  const dialog = useLoginDialog();
  const [opened, setOpened] = useState<ReadonlySet<LoginDialog>>(() => new Set());
  if (dialog !== 'none' && !opened.has(dialog)) setOpened(new Set([...opened, dialog]));
  return (
    <>
      {opened.has('qr') && (
        <Suspense fallback={null}>
          <QrLoginDialog open={dialog === 'qr'} onClose={closeLogin} onUseAccount={() => openLogin('account')} />
        </Suspense>
      )}
      {opened.has('account') && (
        <Suspense fallback={null}>
          <AccountLoginDialog open={dialog === 'account'} onClose={closeLogin} onUseQr={() => openLogin('qr')} />
        </Suspense>
      )}
    </>
  );
}
