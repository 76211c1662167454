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
}

export const BUNDLE_TRIMS: readonly BundleTrim[] = [
  {
    // Table's filter dropdown renders a Tree only for a column with filterMode 'tree'; the Tree (and @rc-component/tree)
    // otherwise rode along with every table, about 14 KB gzip.
    name: 'table-filter-tree',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    source: '../../../tree',
    feature: "a table column with filterMode 'tree'",
  },
  {
    // Typography renders its text editor (a TextArea) only for the editable prop; the editor and @rc-component/textarea
    // otherwise rode along with every Typography.Text.
    name: 'typography-editable',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    source: '../Editable',
    feature: 'an editable Typography (the editable prop)',
  },
];

/** The module that stands in for a trimmed part: a component that throws when rendered. */
export function trimStubCode(trim: BundleTrim): string {
  const message = `${trim.feature} is left out of the build (apps/web/src/app/bundle-trims.ts)`;
  return `export default function TrimmedPart() {\n  throw new Error(${JSON.stringify(message)});\n}\n`;
}

export function trimOf(source: string, importer: string | undefined): BundleTrim | undefined {
  if (!importer) return undefined;
  return BUNDLE_TRIMS.find((trim) => trim.source === source && trim.importer.test(importer));
}
