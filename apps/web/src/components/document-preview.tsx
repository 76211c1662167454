import { ExportOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import { type ReactElement, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
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
  /** The quote's number (rno/generate): every document of one quotation sheet prints the same one. */
  number?: string;
  /** Freight typed on the quotation sheet; above 0 it is the freight of its documents. */
  fee?: number;
  /** A history record, or else the group whose items are shown. */
  history?: string;
  group?: number;
  /** The cable of a test report. */
  cable?: string;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
const feeOf = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);

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
        rno: source.number || undefined,
        fee: feeOf(source.fee),
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
        rno: source.number || undefined,
        fee: feeOf(source.fee),
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
        mode: source.mode,
        unit: source.unit,
        rno: source.number || undefined,
        fee: feeOf(source.fee),
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

/** The page's text with `markup` as the first element of its head. */
function atHeadStart(page: string, markup: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(page);
  if (head) return page.slice(0, head.index + head[0].length) + markup + page.slice(head.index + head[0].length);
  return markup + page;
}

/**
 * The page's text with its own URL as the base of its relative links and images: shown from text (srcdoc), it would
 * otherwise resolve them against the app's page.
 */
export function withBase(page: string, url: string): string {
  return atHeadStart(page, `<base href="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`);
}

/** Rows of each table body that a page shows in its first paint: a first screen of any quotation's lines. */
export const FIRST_PAINT_ROWS = 40;
const FIRST_PAINT_STYLE_ID = 'preview-first-paint';

/**
 * The page with the rows of its table bodies past the first FIRST_PAINT_ROWS left out of its first paint; the frame
 * shows them once that paint is made (PageFrame). A table's columns are as wide as its widest cells, so laying out a
 * 1,000-line quotation measures every cell before anything shows (150-500 ms in traces); its first screen needs 40.
 */
export function withFirstPaintRows(page: string): string {
  return atHeadStart(
    page,
    `<style id="${FIRST_PAINT_STYLE_ID}">tbody > tr:nth-child(n+${FIRST_PAINT_ROWS + 1}) { display: none; }</style>`,
  );
}

/**
 * An HTML page shown from its text: the first paint holds the top of the page and the first rows of its tables, and
 * the remaining rows are laid out right after that paint, once the page is parsed. Until then the frame's document is
 * the initial empty one, or the page still loading. One page per mount (keyed by its URL).
 */
function PageFrame({ title, page, url }: { title: string; page: string; url: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const srcDoc = useMemo(() => withBase(withFirstPaintRows(page), url), [page, url]);
  useEffect(() => {
    let frameRequest = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitForPage = () => {
      const document = frame.current?.contentDocument;
      if (document?.URL === 'about:srcdoc' && document.readyState !== 'loading') {
        // An animation frame callback runs before the paint of its frame: the rows follow that paint.
        timer = setTimeout(() => document.getElementById(FIRST_PAINT_STYLE_ID)?.remove());
      } else {
        frameRequest = requestAnimationFrame(waitForPage);
      }
    };
    frameRequest = requestAnimationFrame(waitForPage);
    return () => {
      cancelAnimationFrame(frameRequest);
      clearTimeout(timer);
    };
  }, []);
  return <iframe ref={frame} title={title} srcDoc={srcDoc} style={FRAME_STYLE} />;
}

const FRAME_STYLE = { width: '100%', height: '72vh', border: 0 } as const;

/** Checks started by a click before the preview renders (startDocumentCheck), each taken once by its preview. */
const startedChecks = new Map<string, Promise<string | undefined>>();

/**
 * Starts the document's check (and so its making on the server) at once, where the user asked for it: the preview
 * takes this answer instead of asking when it has rendered, so the request does not wait for the dialog's first
 * render (its mount and styles).
 */
function startDocumentCheck(url: string): void {
  if (startedChecks.has(url)) return;
  const check = api().checkDocument(url);
  // The preview reports a refusal (it closes); until it takes the check, nobody else awaits it.
  check.catch(() => undefined);
  startedChecks.set(url, check);
}

function takeDocumentCheck(url: string): Promise<string | undefined> {
  const started = startedChecks.get(url);
  startedChecks.delete(url);
  return started ?? api().checkDocument(url);
}

const messages = defineMessages(
  { newWindow: '新窗口打开', close: '关闭' },
  { newWindow: 'Open in a new window', close: 'Close' },
);

/**
 * A document preview in an iframe, with a way out to a new window. The URL is asked first: a refusal (no right to
 * the price mode, an unknown record...) goes through the error catalogue in the UI language and the preview closes,
 * so the frame only ever shows a document.
 */
function DocumentPreviewModal({
  title,
  url,
  onClose,
}: {
  title: string;
  url: string | undefined;
  onClose: () => void;
}) {
  const t = useFeatureText(messages);
  const [checked, setChecked] = useState<{ url: string; page: string | undefined }>();
  // Screens pass a fresh onClose on every render; the check runs once per URL and closes through the latest one.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (url === undefined) return;
    let current = true;
    takeDocumentCheck(url).then(
      (page) => current && setChecked({ url, page }),
      () => current && close.current(),
    );
    return () => {
      current = false;
    };
  }, [url]);
  const ready = url !== undefined && checked?.url === url;
  return (
    <Modal
      open={url !== undefined}
      title={title}
      onCancel={onClose}
      width="80%"
      style={{ top: 24, maxWidth: 1600 }}
      destroyOnHidden
      // Shown at once, without antd's zoom and fade: a document that arrives while the dialog zooms in from opacity 0
      // is painted invisible, and Chrome does not count that paint as the frame's first content (nor, for a frame, the
      // paints the animation makes on the compositor): the preview's first paint came only with a later repaint.
      transitionName=""
      maskTransitionName=""
      footer={[
        <Button
          key="window"
          icon={<ExportOutlined />}
          disabled={!ready}
          onClick={() => url && window.open(url, '_blank', 'noopener')}
        >
          {t('newWindow')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      {ready ? (
        // An HTML page shows the text the check read (the server made it once); another document loads from its URL.
        checked.page === undefined ? (
          <iframe title={title} src={url} style={FRAME_STYLE} />
        ) : (
          <PageFrame key={url} title={title} page={checked.page} url={url} />
        )
      ) : (
        <Spin style={{ display: 'block', padding: 48 }} />
      )}
    </Modal>
  );
}

/** Which document a preview dialog shows, kept outside React so that opening it renders the dialog alone. */
function previewState() {
  let shown: { title: string; url: string } | undefined;
  const listeners = new Set<() => void>();
  const show = (next: typeof shown) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  return {
    current: () => shown,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    open: (title: string, url: string) => {
      startDocumentCheck(url);
      show({ title, url });
    },
    close: () => show(undefined),
  };
}

function PreviewDialog({ state }: { state: ReturnType<typeof previewState> }) {
  const shown = useSyncExternalStore(state.subscribe, state.current);
  return <DocumentPreviewModal title={shown?.title ?? ''} url={shown?.url} onClose={state.close} />;
}

/**
 * A document preview for a screen: `open` starts the document's check at once and shows the dialog; `dialog` is the
 * element to render. The dialog keeps what it shows to itself, so opening and closing it render the dialog alone, not
 * the screen that opened it (the quotation sheet re-rendered its form and item table on every preview, on the main
 * thread while the document was being made).
 */
export function useDocumentPreview(): { open: (title: string, url: string) => void; dialog: ReactElement } {
  const [state] = useState(previewState);
  const dialog = useMemo(() => <PreviewDialog state={state} />, [state]);
  return { open: state.open, dialog };
}
