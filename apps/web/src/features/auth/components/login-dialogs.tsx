import { closeLogin, openLogin, useLoginDialog } from '../../../stores/session-store';
import { AccountLoginDialog } from './account-login-dialog';
import { QrLoginDialog } from './qr-login-dialog';

export function LoginDialogs() {
  const dialog = useLoginDialog();
  return (
    <>
      <QrLoginDialog open={dialog === 'qr'} onClose={closeLogin} onUseAccount={() => openLogin('account')} />
      <AccountLoginDialog open={dialog === 'account'} onClose={closeLogin} onUseQr={() => openLogin('qr')} />
    </>
  );
}
