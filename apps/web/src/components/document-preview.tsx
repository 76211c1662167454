import { ExportOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { api } from '../api/app-client';
import { defineMessages, useFeatureText } from '../i18n/define-messages';

export type DocumentKind = 'table' | 'contract' | 'report' | 'outbill' | 'cert' | 'authorization';

const DOCUMENT_PATHS = {
  table: '/biz/qms/inventory/table/preview',
  contract: '/biz/qms/inventory/contract/preview',
  report: '/biz/qms/inventory/report/preview',
  outbill: '/biz/qms/inventory/outbill/preview',
  cert: '/biz/qms/inventory/cert/preview',
  authorization: '/biz/qms/inventory/authorization/preview',
} as const;

/** What a quotation's documents are made from; each document takes the parameters the spec lists for it. */
export interface DocumentSource {
  demander: string;
  corp: string;
  tmpl: string;
  mode?: 1 | 2 | 3;
  unit?: 0 | 1 | 2;
  memo?: string;
  name?: string;
  mobile?: string;
  /** Print the quotation number / the prices (table, out bill, certificate). */
  rno?: boolean;
  isquote?: boolean;
  /** A history record, or else the group whose items are shown. */
  history?: string;
  group?: number;
  /** The cable of a test report. */
  cable?: string;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** The GET preview URL of a document, token in the query (the shell's preview-URL builder adds it). */
export function documentPreviewUrl(kind: DocumentKind, source: DocumentSource): string {
  const scope = source.history ? { history: source.history } : { group: source.group };
  switch (kind) {
    case 'table':
      return api().documentUrl(DOCUMENT_PATHS.table, {
        demander: source.demander,
        mode: source.mode,
        memo: source.memo || undefined,
        tmpl: source.tmpl,
        corp: source.corp,
        name: source.name || undefined,
        mobile: source.mobile || undefined,
        f_rno: flag(source.rno),
        f_isquote: flag(source.isquote),
        unit: source.unit,
        ...scope,
      });
    case 'contract':
      return api().documentUrl(DOCUMENT_PATHS.contract, {
        demander: source.demander,
        mode: source.mode,
        tmpl: source.tmpl,
        memo1: source.memo || undefined,
        corp: source.corp,
        name: source.name || undefined,
        mobile: source.mobile || undefined,
        unit: source.unit,
        ...scope,
      });
    case 'report':
      return api().documentUrl(DOCUMENT_PATHS.report, {
        corp: source.corp,
        tmpl: source.tmpl,
        id: source.cable,
        name: source.name || undefined,
      });
    case 'outbill':
    case 'cert':
      return api().documentUrl(DOCUMENT_PATHS[kind], {
        corp: source.corp,
        demander: source.demander,
        tmpl: source.tmpl,
        f_rno: flag(source.rno),
        f_isquote: flag(source.isquote),
        f_time: 1,
        ...scope,
      });
    case 'authorization':
      return api().documentUrl(DOCUMENT_PATHS.authorization, {
        corp: source.corp,
        demander: source.demander,
        tmpl: source.tmpl,
        name: source.name || undefined,
        f_time: 1,
      });
  }
}

const messages = defineMessages(
  { newWindow: '新窗口打开', close: '关闭' },
  { newWindow: 'Open in a new window', close: 'Close' },
);

/** A document preview in an iframe, with a way out to a new window (previews skip the envelope check). */
export function DocumentPreviewModal({
  title,
  url,
  onClose,
}: {
  title: string;
  url: string | undefined;
  onClose: () => void;
}) {
  const t = useFeatureText(messages);
  return (
    <Modal
      open={url !== undefined}
      title={title}
      onCancel={onClose}
      width="80%"
      style={{ top: 24, maxWidth: 1600 }}
      destroyOnHidden
      footer={[
        <Button key="window" icon={<ExportOutlined />} onClick={() => url && window.open(url, '_blank', 'noopener')}>
          {t('newWindow')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      {url ? <iframe title={title} src={url} style={{ width: '100%', height: '72vh', border: 0 }} /> : null}
    </Modal>
  );
}
