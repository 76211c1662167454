/** Every route URL of the app (spec section 2). Paths have no parameters. */
export const paths = {
  home: '/',
  login: '/login',
  real: '/real',
  realQuotation: '/real/quotation',
  realQuotes: '/realquotes',
  realQuotesImgCropper: '/realquotes/common/imgcorpper',
  realQuotesDosage: '/realquotes/common/dosage',
  realQuotesManualSelection: '/realquotes/manualselection',
  realQuotesIdentifyFiles: '/realquotes/identifyfiles',
  realQuotesBatchQuotation: '/realquotes/batchquotation',
  historical: '/historical',
  setting: '/setting',
  settingIndexGeshi: '/setting/index geshi',
  batch: '/batch',
  batchQuotation: '/batch/quotation',
  book: '/book',
  hualification: '/hualification',
  loadFail: '/load-fail',
  /** Not a route of the spec's table: the article and product content pages reached from banners. */
  article: '/article',
  product: '/product',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Static resources loaded at startup (spec section 7, "Static"). */
export const staticUrls = {
  apiMapping: '/assets/api-mapping.json',
  wasm: '/static/script/wasm/main.wasm',
  logo: '/static/image/logo.svg',
} as const;
