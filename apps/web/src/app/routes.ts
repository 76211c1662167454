import type { RouteModuleCode } from '@cable/contracts';
import type { ComponentType } from 'react';
import { type AppPath, paths } from '../config/paths';
// Part of the entry on purpose: a lazy chunk for it queued behind the route's own chunks and the reads left late.
import { prefetchHome } from '../features/home/utils/home-prefetch';
import { prefetchQuotationList } from '../features/real/utils/quotation-prefetch';
import { routePathOf } from './route-path';

type PageModule = { default: ComponentType };

/** One entry of the declarative route tree; the menu, breadcrumb, guard and router all read it. */
export interface AppRoute {
  /** Route name of spec section 2; breadcrumb parts are its hyphen-separated parts. */
  name: string;
  path: AppPath;
  load: () => Promise<PageModule>;
  /** Locale key of the menu label and page title. */
  titleKey: `menu.${string}`;
  /** Hidden routes never appear in the top menu, even when granted. */
  hidden: boolean;
  /** The module code that grants the route (menu filtering). */
  module?: RouteModuleCode;
  /** Menu entry highlighted while this route is open (spec section 2, "Active highlight"). */
  activeMenu?: string;
  /** Reachable without a token (spec section 2, guard step 4). */
  public?: boolean;
  /** Rendered without the header and watermark frame. */
  bare?: boolean;
  /**
   * Reads to start while the route's code loads, on the page's first navigation (the SWR cache is empty then): for a
   * public route whoever opens it, for another one a signed-in user it is granted to.
   */
  prefetch?: () => Promise<unknown>;
}

export const appRoutes: readonly AppRoute[] = [
  {
    name: 'index',
    path: paths.home,
    load: () => import('../features/home/routes/home-page'),
    prefetch: prefetchHome,
    titleKey: 'menu.index',
    hidden: false,
    module: 'index',
    public: true,
  },
  {
    name: 'login',
    path: paths.login,
    load: () => import('../features/auth/routes/login-page'),
    titleKey: 'menu.login',
    hidden: true,
    public: true,
  },
  {
    name: 'Real',
    path: paths.real,
    load: () => import('../features/real/routes/real-page'),
    titleKey: 'menu.Real',
    hidden: false,
    module: 'Real',
  },
  {
    name: 'Real-quotation',
    path: paths.realQuotation,
    load: () => import('../features/real/routes/real-quotation-page'),
    prefetch: prefetchQuotationList,
    titleKey: 'menu.Real-quotation',
    hidden: true,
    module: 'Real-quotation',
    activeMenu: 'Real',
  },
  {
    name: 'realQuotes',
    path: paths.realQuotes,
    load: () => import('../features/real/routes/real-quotes-page'),
    // Same menu entry as Real under a second module code (spec section 2), so it shares Real's label.
    titleKey: 'menu.Real',
    hidden: false,
    module: 'realQuotes',
  },
  {
    name: 'realQuotes-common-ImgCorpper',
    path: paths.realQuotesImgCropper,
    load: () => import('../features/batch/routes/image-cropper-page'),
    titleKey: 'menu.realQuotes',
    hidden: true,
    activeMenu: 'realQuotes',
  },
  {
    name: 'realQuotes-common-dosage',
    path: paths.realQuotesDosage,
    load: () => import('../features/real/routes/dosage-page'),
    titleKey: 'menu.realQuotes',
    hidden: true,
    activeMenu: 'realQuotes',
  },
  {
    name: 'realQuotes-manualSelection',
    path: paths.realQuotesManualSelection,
    load: () => import('../features/batch/routes/manual-selection-page'),
    titleKey: 'menu.realQuotes',
    hidden: true,
    activeMenu: 'realQuotes',
  },
  {
    name: 'realQuotes-identifyFiles',
    path: paths.realQuotesIdentifyFiles,
    load: () => import('../features/batch/routes/identify-files-page'),
    titleKey: 'menu.realQuotes',
    hidden: true,
    activeMenu: 'realQuotes',
  },
  {
    name: 'realQuotes-batchQuotation',
    path: paths.realQuotesBatchQuotation,
    load: () => import('../features/batch/routes/real-quotes-batch-page'),
    titleKey: 'menu.realQuotes',
    hidden: true,
    activeMenu: 'realQuotes',
  },
  {
    name: 'Historical',
    path: paths.historical,
    load: () => import('../features/historical/routes/historical-page'),
    titleKey: 'menu.Historical',
    hidden: false,
    module: 'Historical',
  },
  {
    name: 'Setting',
    path: paths.setting,
    load: () => import('../features/setting/routes/setting-page'),
    titleKey: 'menu.Setting',
    hidden: false,
    module: 'Setting',
  },
  {
    name: 'Setting-index geshi',
    path: paths.settingIndexGeshi,
    load: () => import('../features/setting/routes/setting-index-geshi-page'),
    titleKey: 'menu.Setting',
    hidden: true,
    activeMenu: 'Setting',
  },
  {
    name: 'Batch',
    path: paths.batch,
    load: () => import('../features/batch/routes/batch-page'),
    titleKey: 'menu.Batch',
    hidden: false,
    module: 'Batch',
  },
  {
    name: 'Batch-quotation',
    path: paths.batchQuotation,
    load: () => import('../features/batch/routes/batch-quotation-page'),
    titleKey: 'menu.Batch-quotation',
    hidden: true,
    module: 'Batch-quotation',
    activeMenu: 'Batch',
  },
  {
    name: 'Book',
    path: paths.book,
    load: () => import('../features/book/routes/book-page'),
    titleKey: 'menu.Book',
    hidden: true,
    module: 'Book',
    activeMenu: 'index',
    public: true,
  },
  {
    name: 'Hualification',
    path: paths.hualification,
    load: () => import('../features/hualification/routes/hualification-page'),
    titleKey: 'menu.Hualification',
    hidden: true,
    module: 'Hualification',
    activeMenu: 'index',
    public: true,
  },
  {
    name: 'load-fail',
    path: paths.loadFail,
    load: () => import('./pages/load-fail-page'),
    titleKey: 'menu.load-fail',
    hidden: true,
    public: true,
    bare: true,
  },
  {
    name: 'article',
    path: paths.article,
    load: () => import('../features/article/routes/article-page'),
    titleKey: 'menu.article',
    hidden: true,
    activeMenu: 'index',
  },
  {
    name: 'product',
    path: paths.product,
    load: () => import('../features/product/routes/product-page'),
    titleKey: 'menu.product',
    hidden: true,
    activeMenu: 'index',
  },
];

export function findRoute(pathname: string): AppRoute | undefined {
  const path = routePathOf(pathname);
  return appRoutes.find((route) => route.path.toLowerCase() === path);
}

export function findRouteByName(name: string): AppRoute | undefined {
  return appRoutes.find((route) => route.name === name);
}
