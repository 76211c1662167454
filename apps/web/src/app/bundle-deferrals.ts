/**
 * Parts of antd's components that show only after a user's action, loaded on that action instead of with the screen.
 * The build (vite.config.ts) resolves the import of such a part to a stand-in that loads the part when it first
 * renders (React.lazy) and renders nothing until it has arrived, so the part's code is not in the screen's chunks.
 */
export interface BundleDeferral {
  name: string;
  /** The module that imports the part. */
  importer: RegExp;
  /** The import specifier, as that module writes it; the part is its default export. */
  source: string;
  /** When the part renders: the action it waits for. */
  shownOn: string;
}

// A date picker's calendars (the date, month, year, decade and time panels, about 7 KB gzip) render only in its popup;
// /historical shows a range picker in its search bar, and the panels came with the screen. The popup imports them,
// and so does the package's index (which exports them as PickerPanel, for antd's Calendar).
const PICKER = String.raw`[\\/]node_modules[\\/]@rc-component[\\/]picker[\\/]es[\\/]`;

export const BUNDLE_DEFERRALS: readonly BundleDeferral[] = [
  {
    // A select's option list (and the virtual list it scrolls with, about 6 KB gzip) renders only in its dropdown; the
    // price type and unit selects of /realquotes and /real/quotation brought it with the screen. The select reaches
    // the list through a ref it calls with ?. (keys, scrolling), so the list is not needed before it shows.
    name: 'select-option-list',
    importer: /[\\/]node_modules[\\/]@rc-component[\\/]select[\\/]es[\\/]Select\.js$/,
    source: './OptionList',
    shownOn: "opening a select's dropdown",
  },
  {
    name: 'picker-panel',
    importer: new RegExp(String.raw`${PICKER}PickerInput[\\/]Popup[\\/]PopupPanel\.js$`),
    source: '../../PickerPanel',
    shownOn: "opening a date picker's popup",
  },
  {
    name: 'picker-panel-export',
    importer: new RegExp(String.raw`${PICKER}index\.js$`),
    source: './PickerPanel',
    shownOn: "opening a date picker's popup (or showing antd's Calendar)",
  },
];

export function deferralOf(source: string, importer: string | undefined): BundleDeferral | undefined {
  if (!importer) return undefined;
  return BUNDLE_DEFERRALS.find((deferral) => deferral.source === source && deferral.importer.test(importer));
}

/** The stand-in module: a component that loads the part (given by its resolved id) when it first renders. */
export function deferredPartCode(partId: string): string {
  return [
    "import { createElement, lazy, Suspense } from 'react';",
    `const Part = lazy(() => import(${JSON.stringify(partId)}));`,
    'export default function DeferredPart(props) {',
    '  return createElement(Suspense, { fallback: null }, createElement(Part, props));',
    '}',
    '',
  ].join('\n');
}
