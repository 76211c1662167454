import { ReloadOutlined } from '@ant-design/icons';
import { Button, Modal, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QR_POLL_MS, QR_SIZE } from '../../../config/constants';
import { useI18n } from '../../../i18n/i18n-provider';
import { fetchLoginState, requestLoginQr } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { qrDeadline } from '../utils/qr-expiry';
import styles from './login.module.css';

type QrStatus = 'loading' | 'Wait' | 'Scan' | 'Expire' | 'Error';

interface QrTicket {
  tag: string;
  url: string;
  deadline: number;
}

export function QrLoginPanel({ onUseAccount }: { onUseAccount: () => void }) {
  const { t } = useI18n();
  const completeLogin = useCompleteLogin();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [ticket, setTicket] = useState<QrTicket>();
  const [status, setStatus] = useState<QrStatus>('loading');

  const latestRequest = useRef(0);

  const refresh = useCallback(async () => {
    // Only the newest QR request may set the ticket: an older answer arriving late would show a stale code.
    const request = ++latestRequest.current;
    setStatus('loading');
    setTicket(undefined);
    try {
      const { qr } = await requestLoginQr();
      if (request !== latestRequest.current) return;
      setTicket({ tag: qr.tag, url: qr.url, deadline: qrDeadline(qr.expire, Date.now()) });
      setStatus('Wait');
    } catch {
      if (request === latestRequest.current) setStatus('Error');
    }
  }, []);

  useEffect(() => {
    void refresh();
    return () => {
      latestRequest.current += 1;
    };
  }, [refresh]);

  useEffect(() => {
    if (ticket && canvasRef.current) {
      drawQr(canvasRef.current, ticket.url).catch(() => setStatus('Error'));
    }
  }, [ticket]);

  useEffect(() => {
    if (!ticket) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (Date.now() > ticket.deadline) {
        setStatus('Expire');
        return;
      }
      try {
        const { state, user } = await fetchLoginState(ticket.tag, controller.signal);
        if (controller.signal.aborted) return;
        if (state === 'Pass' && user) {
          await completeLogin(user);
          return;
        }
        if (state === 'Expire') {
          setStatus('Expire');
          return;
        }
        setStatus(state === 'Scan' ? 'Scan' : state === 'Error' ? 'Error' : 'Wait');
      } catch {
        if (controller.signal.aborted) return;
      }
      timer = setTimeout(poll, QR_POLL_MS);
    };
    timer = setTimeout(poll, QR_POLL_MS);
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ticket, completeLogin]);

  const statusText =
    status === 'Scan'
      ? t('login.qr.scanned')
      : status === 'Expire'
        ? t('login.qr.expired')
        : status === 'Error'
          ? t('login.qr.error')
          : t('login.qr.hint');

  return (
    <div className={styles.qrPanel}>
      <div className={styles.qrBox} style={{ width: QR_SIZE, height: QR_SIZE }}>
        <canvas ref={canvasRef} width={QR_SIZE} height={QR_SIZE} data-testid="login-qr" data-qr-tag={ticket?.tag} />
        {status === 'loading' && (
          <div className={styles.qrOverlay}>
            <Spin />
          </div>
        )}
        {(status === 'Expire' || status === 'Error') && (
          <button type="button" className={styles.qrOverlay} onClick={() => void refresh()}>
            <ReloadOutlined className={styles.refreshIcon} />
            <span>{t('login.qr.refresh')}</span>
          </button>
        )}
      </div>
      <Typography.Text type={status === 'Expire' || status === 'Error' ? 'danger' : 'secondary'} role="status">
        {statusText}
      </Typography.Text>
      <Button type="link" onClick={onUseAccount}>
        {t('login.qr.useAccount')}
      </Button>
    </div>
  );
}

export function QrLoginDialog({
  open,
  onClose,
  onUseAccount,
}: {
  open: boolean;
  onClose: () => void;
  onUseAccount: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      title={t('login.qr.title')}
      footer={null}
      onCancel={onClose}
      width={360}
      centered
      destroyOnHidden
    >
      <QrLoginPanel onUseAccount={onUseAccount} />
    </Modal>
  );
}

/**
 * Draws the QR of `url` on `canvas` at exactly QR_SIZE px (spec section 9). qrcode gives every module whole pixels, so
 * its own drawing is a pixel or more smaller whenever the module count does not divide the size (a longer address, a
 * namespace in it): that drawing is centred on a white square of the spec's size.
 */
async function drawQr(canvas: HTMLCanvasElement, url: string): Promise<void> {
  const drawn = document.createElement('canvas');
  await QRCode.toCanvas(drawn, url, { width: QR_SIZE, margin: 1 });
  canvas.width = QR_SIZE;
  canvas.height = QR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, QR_SIZE, QR_SIZE);
  const offset = Math.floor((QR_SIZE - drawn.width) / 2);
  context.drawImage(drawn, offset, offset);
}
