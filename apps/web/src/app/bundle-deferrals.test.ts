import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_DEFERRALS, deferralOf, deferredPartCode } from './bundle-deferrals';

const require = createRequire(import.meta.url);
// The package's es folder (beside lib, whose index require resolves), which the build's ESM imports load.
const esOf = (name: string) => join(dirname(require.resolve(name)), '..', 'es');
const PICKER_ES = esOf('@rc-component/picker');
const SELECT_ES = esOf('@rc-component/select');

describe('bundle deferrals', () => {
  it('match the imports they are written for, in the installed package', () => {
    expect(deferralOf('../../PickerPanel', join(PICKER_ES, 'PickerInput/Popup/PopupPanel.js'))?.name).toBe(
      'picker-panel',
    );
    expect(deferralOf('./PickerPanel', join(PICKER_ES, 'index.js'))?.name).toBe('picker-panel-export');
    expect(deferralOf('./OptionList', join(SELECT_ES, 'Select.js'))?.name).toBe('select-option-list');
  });

  it('leave every other import alone', () => {
    expect(deferralOf('../../PickerPanel/context', join(PICKER_ES, 'PickerInput/Popup/PopupPanel.js'))).toBeUndefined();
    expect(deferralOf('./PickerPanel', join(PICKER_ES, 'PickerInput/index.js'))).toBeUndefined();
    expect(deferralOf('./OptionList', join(SELECT_ES, 'BaseSelect/index.js'))).toBeUndefined();
    expect(deferralOf('./PickerPanel', undefined)).toBeUndefined();
  });

  it('each deferred import is still written so in the installed package (an upgrade that moves it fails here)', async () => {
    const { readFile } = await import('node:fs/promises');
    const importers = [
      join(PICKER_ES, 'PickerInput/Popup/PopupPanel.js'),
      join(PICKER_ES, 'index.js'),
      join(SELECT_ES, 'Select.js'),
    ];
    for (const deferral of BUNDLE_DEFERRALS) {
      const importer = importers.find((path) => deferral.importer.test(path));
      expect(importer, deferral.name).toBeDefined();
      expect(await readFile(importer as string, 'utf8')).toContain(`from "${deferral.source}"`);
    }
  });

  it('stand in with a component that loads the part when it first renders', () => {
    const code = deferredPartCode('/deps/PickerPanel/index.js');
    expect(code).toContain('lazy(() => import("/deps/PickerPanel/index.js"))');
    expect(code).toContain('export default function DeferredPart(props)');
  });
});
