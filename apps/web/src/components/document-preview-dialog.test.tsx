import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer } from '../testing/fake-api-server';
import { renderScreen, resetApiState } from '../testing/render-with-shared-cache';
import { documentPreviewUrl, useDocumentPreview } from './document-preview';

vi.mock('../api/app-client', async () => (await import('../testing/fake-api-server')).fakeAppClientModule);

const PATH = '/biz/qms/inventory/table/preview';
const PAGE =
  '<!DOCTYPE html><html><head><title>报价单</title></head><body><h1>报价单</h1><p>合计 ¥ 1,234.00</p></body></html>';

/** A screen that opens the 报价单 preview and counts its own renders. */
function SheetScreen({ rendered }: { rendered: () => void }) {
  rendered();
  const preview = useDocumentPreview();
  const url = documentPreviewUrl('table', { demander: 'd1', corp: 'corp1', tmpl: 't1', mode: 3, unit: 0, group: 0 });
  return (
    <>
      <button type="button" onClick={() => preview.open('报价单', url)}>
        预览
      </button>
      {preview.dialog}
    </>
  );
}

beforeEach(async () => {
  await resetApiState();
});

describe('useDocumentPreview', () => {
  it('shows the page its check read, asked once, without rendering the screen that opened it again', async () => {
    fakeApiServer.on(PATH, () => PAGE);
    const rendered = vi.fn();
    renderScreen(<SheetScreen rendered={rendered} />);
    const rendersBefore = rendered.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    const frame = (await screen.findByTitle('报价单')) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toContain('<p>合计 ¥ 1,234.00</p>');
    // The page's own URL is its base, so its images and links resolve against the server.
    expect(frame.getAttribute('srcdoc')).toContain(`<base href="${PATH}?`);
    expect(fakeApiServer.paths().filter((path) => path === PATH)).toHaveLength(1);

    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rendered.mock.calls.length).toBe(rendersBefore);
  });

  it('closes without showing anything when the document is refused', async () => {
    fakeApiServer.refuse(PATH, 1020, '您没有查看成本价的权限');
    renderScreen(<SheetScreen rendered={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    await waitFor(() => expect(fakeApiServer.paths()).toContain(PATH));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTitle('报价单')).not.toBeInTheDocument();
  });
});
