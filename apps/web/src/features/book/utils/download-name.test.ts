import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name';

describe('Book download file names', () => {
  it('gives the document name the extension of its file, without characters a file name cannot hold', () => {
    expect(downloadName('YJV-0.6/1kV 型式试验报告', '/files/docs/report-yjv.pdf')).toBe('YJV-0.6-1kV 型式试验报告.pdf');
    expect(downloadName('BV-450/750V 检验报告', 'http://127.0.0.1:8080/files/docs/report-bv.PDF?v=2')).toBe(
      'BV-450-750V 检验报告.pdf',
    );
  });

  it('does not repeat an extension the name already has, and falls back to the file name', () => {
    expect(downloadName('报价单.pdf', '/files/docs/quotation-sample.pdf')).toBe('报价单.pdf');
    expect(downloadName('  ', '/files/docs/report-kvv.pdf')).toBe('report-kvv.pdf');
  });
});
