import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import {
  appChunksOf,
  type BundleChunk,
  cssOfChunks,
  routeChunksOf,
  routeModulesOf,
  routePreloadScript,
} from './route-preload';
import { releaseRoutePreload } from './route-preload-release';

describe('route preload (index.html asks for the opened route code while startup runs)', () => {
  it('reads every route of routes.ts with the module its load imports', () => {
    const modules = routeModulesOf(
      readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'routes.ts'), 'utf8'),
      paths,
    );
    expect(modules.get(paths.realQuotation)).toBe('src/features/real/routes/real-quotation-page.tsx');
    expect(modules.get(paths.home)).toBe('src/features/home/routes/home-page.tsx');
    expect(modules.size).toBeGreaterThanOrEqual(18);
  });

  it('lists the chunks a route needs beyond the entry, and the script preloads those of the opened path only', () => {
    const bundle: BundleChunk[] = [
      { type: 'chunk', fileName: 'assets/index.js', isEntry: true, imports: ['assets/react.js'] },
      { type: 'chunk', fileName: 'assets/react.js', imports: [] },
      {
        type: 'chunk',
        fileName: 'assets/page.js',
        facadeModuleId: '/repo/apps/web/src/features/real/routes/real-quotation-page.tsx',
        imports: ['assets/react.js', 'assets/table.js'],
      },
      { type: 'chunk', fileName: 'assets/table.js', imports: ['assets/react.js'] },
      { type: 'asset', fileName: 'assets/index.css' },
    ];
    const chunks = routeChunksOf(
      bundle,
      new Map([[paths.realQuotation, 'src/features/real/routes/real-quotation-page.tsx']]),
    );
    expect(chunks.get(paths.realQuotation)).toEqual(['assets/page.js', 'assets/table.js']);

    const added: string[] = [];
    const page = {
      location: { pathname: paths.realQuotation },
      document: {
        createElement: () => ({ rel: '', href: '' }),
        head: {
          appendChild: (link: { rel: string; href: string; fetchPriority?: string }) =>
            added.push(`${link.rel} ${link.href}${link.fetchPriority ? ` ${link.fetchPriority}` : ''}`),
        },
      },
    };
    new Function('location', 'document', routePreloadScript(chunks))(page.location, page.document);
    expect(added).toEqual(['modulepreload /assets/page.js', 'modulepreload /assets/table.js']);

    added.length = 0;
    new Function('location', 'document', routePreloadScript(chunks))({ pathname: '/' }, page.document);
    expect(added).toEqual([]);
  });

  it("preloads the app's chunks (the entry imports them after startup) on every path, before the route's", () => {
    const bundle: BundleChunk[] = [
      { type: 'chunk', fileName: 'assets/index.js', isEntry: true, imports: ['assets/storage.js'] },
      { type: 'chunk', fileName: 'assets/storage.js', imports: [] },
      {
        type: 'chunk',
        fileName: 'assets/mount-app.js',
        facadeModuleId: '/repo/apps/web/src/app/mount-app.tsx',
        imports: ['assets/react.js', 'assets/storage.js'],
        viteMetadata: { importedCss: new Set(['assets/mount-app.css']) },
      },
      { type: 'chunk', fileName: 'assets/react.js', imports: [] },
      {
        type: 'chunk',
        fileName: 'assets/page.js',
        facadeModuleId: '/repo/apps/web/src/features/real/routes/real-quotation-page.tsx',
        imports: ['assets/react.js', 'assets/table.js'],
      },
      { type: 'chunk', fileName: 'assets/table.js', imports: ['assets/react.js'] },
    ];
    const app = appChunksOf(bundle);
    expect(app).toEqual(['assets/mount-app.js', 'assets/react.js']);
    expect(cssOfChunks(bundle, app)).toEqual(['assets/mount-app.css']);
    const chunks = routeChunksOf(
      bundle,
      new Map([[paths.realQuotation, 'src/features/real/routes/real-quotation-page.tsx']]),
      app,
    );
    expect(chunks.get(paths.realQuotation)).toEqual(['assets/page.js', 'assets/table.js']);

    const added: string[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => added.push(link.href) },
    };
    const run = (pathname: string, deferred: string[] = []) => {
      const window: Record<string, unknown> = {};
      new Function('location', 'document', 'window', routePreloadScript(chunks, '/', app, deferred))(
        { pathname },
        document,
        window,
      );
      return window;
    };
    run(paths.realQuotation);
    expect(added).toEqual(['/assets/mount-app.js', '/assets/react.js', '/assets/page.js', '/assets/table.js']);
    added.length = 0;
    run('/');
    expect(added).toEqual(['/assets/mount-app.js', '/assets/react.js']);

    // A deferred path: its route's code waits for releaseRoutePreload, which adds it once.
    added.length = 0;
    const page = run(paths.realQuotation, [paths.realQuotation]);
    expect(added).toEqual(['/assets/mount-app.js', '/assets/react.js']);
    releaseRoutePreload(page);
    releaseRoutePreload(page);
    expect(added).toEqual(['/assets/mount-app.js', '/assets/react.js', '/assets/page.js', '/assets/table.js']);
    // Nothing waits on another path; the release does nothing there.
    added.length = 0;
    const other = run(paths.home, [paths.realQuotation]);
    releaseRoutePreload(other);
    expect(added).toEqual(['/assets/mount-app.js', '/assets/react.js']);
  });
});
