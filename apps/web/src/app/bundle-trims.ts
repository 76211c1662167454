/**
 * Parts of antd that its components import for features this app does not use. The build (vite.config.ts) resolves
 * each such import to a stub that fails loudly if it is ever rendered, so the part's code and the libraries behind it
 * stay out of every chunk. bundle-trims.test.ts checks that the app still does not use them.
 */
export interface BundleTrim {
  name: string;
  /** The antd module that imports the part. */
  importer: RegExp;
  /** The import specifier, as that module writes it. */
  source: string;
  /** What the app would have to use to need the part. */
  feature: string;
  /** Named functions the importer takes from the part besides its default export; they throw as well. */
  namedExports?: readonly string[];
  /**
   * A module of the app (its path under src/app) that the import resolves to instead of the thrower: for a part that
   * runs for every user of the importer, doing what the part does when the feature is not used.
   */
  standIn?: string;
}

export const BUNDLE_TRIMS: readonly BundleTrim[] = [
  {
    // Table renders its filter dropdown (with a Tree for filterMode 'tree', checkboxes, a menu, a search input) only for
    // a column with filters or filterDropdown; the dropdown and @rc-component/tree otherwise rode along with every
    // table, about 16 KB gzip.
    name: 'table-filter-dropdown',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    feature: 'a table column with filters or filterDropdown',
    namedExports: ['flattenKeys'],
  },
  {
    // Typography renders its text editor (a TextArea) only for the editable prop; the editor and @rc-component/textarea
    // otherwise rode along with every Typography.Text.
    name: 'typography-editable',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    source: '../Editable',
    feature: 'an editable Typography (the editable prop)',
  },
  {
    // Typography.Text, Paragraph, Title and Link render Typography's Base, whose code (about 4 KB gzip) is mostly for
    // ellipsis (measuring, tooltips, expanding), copying and editing; no Typography of the app uses them, and without
    // them Base renders the typography element with its classes around the text, as its stand-in does.
    name: 'typography-base',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]typography[\\/](Text|Paragraph|Title|Link)\.js$/,
    source: './Base',
    feature: 'a Typography with ellipsis, copyable or editable',
    standIn: 'bundle-stand-ins/typography-without-ellipsis.tsx',
  },
  {
    // Card renders Tabs only for its tabList prop; the tabs (and @rc-component/tabs) otherwise rode along with every
    // card, on screens that show no tabs.
    name: 'card-tabs',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    source: '../tabs',
    feature: 'a Card with tabs (the tabList prop)',
  },
  // Table's row selection renders checkboxes or radios, a selections menu and checks a tree of rows only for a table
  // with rowSelection; otherwise they rode along with every table.
  ...(
    [
      ['table-selection-checkbox', '../../checkbox', []],
      ['table-selection-radio', '../../radio', []],
      ['table-selection-menu', '../../dropdown', []],
      ['table-selection-tree', '@rc-component/tree', ['arrAdd', 'arrDel', 'conductCheck', 'convertDataToEntities']],
    ] as const
  ).map(([name, source, namedExports]) => ({
    name,
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source,
    feature: 'a table with rowSelection',
    namedExports,
  })),
  {
    // The row selection hook runs for every table: with rowSelection it builds the selection column and tracks the
    // selected rows (its code, about 1.9 KB gzip, rode along with every table); without it, it only drops the
    // SELECTION_COLUMN placeholder from the columns and selects nothing, and so does its stand-in.
    name: 'table-selection-hook',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    source: './hooks/useSelection',
    feature: 'a table with rowSelection',
    standIn: 'bundle-stand-ins/table-without-selection.ts',
  },
  {
    // Pagination renders a Select only as its page-size changer (showSizeChanger); every table and pagination of the app
    // turns it off, yet the select (antd's and @rc-component/select with its virtual list, about 38 KB gzip) rode along
    // with every paginated table, on screens that show no select.
    name: 'pagination-size-changer',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/,
    source: '../select',
    feature: "a pagination's page-size changer (showSizeChanger)",
  },
  {
    // Table renders @rc-component/table's virtual table (and its virtual list) only for the virtual prop; no table of the
    // app is virtual (the long quotation list is virtualised by the app itself).
    name: 'table-virtual',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    source: './RcTable/VirtualTable',
    feature: 'a virtual Table (the virtual prop)',
  },
  {
    // @rc-component/table's index builds its virtual table at load (export default genVirtualTable()), which kept it in
    // every table chunk; with antd's virtual table trimmed above nothing calls genVirtualTable.
    name: 'rc-table-virtual',
    importer: /[\\/]node_modules[\\/]@rc-component[\\/]table[\\/]es[\\/]index\.js$/,
    source: './VirtualTable',
    feature: 'a virtual Table (the virtual prop)',
    namedExports: ['genVirtualTable'],
  },
  {
    // @rc-component/table renders its sticky scroll bar only for a sticky table (the sticky prop); no table of the app is
    // sticky (the quotation list's header sticks by its own CSS).
    name: 'table-sticky-scroll-bar',
    importer: /[\\/]node_modules[\\/]@rc-component[\\/]table[\\/]es[\\/]Table\.js$/,
    source: './stickyScrollBar',
    feature: 'a sticky Table (the sticky prop)',
  },
  {
    // antd makes DatePicker and its month, week, quarter, year and time pickers from @rc-component/picker's single-date
    // picker; the app shows only DatePicker.RangePicker, made from the range picker, so the single one (and its
    // selector) rode along with /historical's range for nothing.
    name: 'picker-single',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]date-picker[\\/]generatePicker[\\/]generateSinglePicker\.js$/,
    source: '@rc-component/picker',
    feature: 'a single-date picker (DatePicker, TimePicker or a month, week, quarter or year picker)',
  },
  {
    // Input carries its one-time-password input as Input.OTP, which the app never shows.
    name: 'input-otp',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]input[\\/]index\.js$/,
    source: './OTP',
    feature: 'Input.OTP',
  },
  {
    // Space carries its addon box as Space.Addon, which the app never shows (antd's InputNumber imports the addon
    // itself, not through Space, and keeps it); the addon and its styles otherwise rode along with every Space.
    name: 'space-addon',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]space[\\/]index\.js$/,
    source: './Addon',
    feature: 'Space.Addon',
  },
  {
    // Tag carries its group of checkable tags as Tag.CheckableTagGroup, which the app never shows (/realquotes' catalogue
    // lays its Tag.CheckableTag out itself).
    name: 'tag-checkable-group',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]tag[\\/]index\.js$/,
    source: './CheckableTagGroup',
    feature: 'Tag.CheckableTagGroup',
  },
];

/** The module that stands in for a trimmed part: a component that throws when rendered. */
export function trimStubCode(trim: BundleTrim): string {
  const message = JSON.stringify(`${trim.feature} is left out of the build (apps/web/src/app/bundle-trims.ts)`);
  const named = (trim.namedExports ?? []).map(
    (name) => `export function ${name}() {\n  throw new Error(${message});\n}\n`,
  );
  return [`export default function TrimmedPart() {\n  throw new Error(${message});\n}\n`, ...named].join('');
}

export function trimOf(source: string, importer: string | undefined): BundleTrim | undefined {
  if (!importer) return undefined;
  return BUNDLE_TRIMS.find((trim) => trim.source === source && trim.importer.test(importer));
}
