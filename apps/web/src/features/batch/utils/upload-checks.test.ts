import { describe, expect, it } from 'vitest';
import { ACCEPT, checkUpload, MAX_UPLOAD_BYTES } from './upload-checks';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('the upload checks before a file is sent', () => {
  it('takes a quotation sheet as .xlsx, old .xls or .csv, whatever the case of its name', () => {
    expect(ACCEPT.sheet.split(',')).toEqual(['.xlsx', '.xls', '.csv']);
    for (const name of ['询价单.xlsx', '询价单.xls', 'ERP导出.XLS', 'list.csv'])
      expect(checkUpload(file(name), 'sheet')).toBeUndefined();
  });

  it('refuses another kind of file, and one over the body limit', () => {
    expect(checkUpload(file('询价函.doc'), 'sheet')).toBe('wrongType');
    expect(checkUpload(file('清单.xlsm'), 'sheet')).toBe('wrongType');
    expect(checkUpload(file('询价单.xls', MAX_UPLOAD_BYTES + 1), 'sheet')).toBe('tooLarge');
    expect(checkUpload(file('photo', 10, 'image/jpeg'), 'image')).toBeUndefined();
  });
});
