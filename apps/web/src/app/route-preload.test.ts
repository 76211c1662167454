import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { type BundleChunk, routeChunksOf, routeModulesOf, routePreloadScript } from './route-preload';

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
        head: { appendChild: (link: { rel: string; href: string }) => added.push(`${link.rel} ${link.href}`) },
      },
    };
    new Function('location', 'document', routePreloadScript(chunks))(page.location, page.document);
    expect(added).toEqual(['modulepreload /assets/page.js', 'modulepreload /assets/table.js']);

    added.length = 0;
    new Function('location', 'document', routePreloadScript(chunks))({ pathname: '/' }, page.document);
    expect(added).toEqual([]);
  });
});
