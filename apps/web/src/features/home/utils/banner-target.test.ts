import { describe, expect, it } from 'vitest';
import { articleIdOf, bannerTarget } from './banner-target';

describe('banner targets', () => {
  it('an article banner storing the article call opens /article with the bare id (not the encoded call)', () => {
    expect(bannerTarget({ type: 'article', param: '/biz/cms/article/detail?id=1' })).toEqual({
      kind: 'page',
      path: '/article?id=1',
      public: false,
    });
    expect(articleIdOf('42')).toBe('42');
    expect(articleIdOf('/biz/cms/article/detail')).toBeUndefined();
    expect(articleIdOf('')).toBeUndefined();
  });

  it('an app address opens that page, marked public when a logged-out visitor may see it', () => {
    expect(bannerTarget({ type: 'url', param: '/book' })).toEqual({ kind: 'page', path: '/book', public: true });
    expect(bannerTarget({ type: 'url', param: '/real' })).toEqual({ kind: 'page', path: '/real', public: false });
    expect(bannerTarget({ type: 'url', param: '/nowhere' })).toBeUndefined();
  });

  it('an outside address opens in a new window; none and empty actions lead nowhere', () => {
    expect(bannerTarget({ type: 'url', param: 'https://example.com/a' })).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(bannerTarget({ type: 'url', param: '//evil.example' })).toBeUndefined();
    expect(bannerTarget({ type: 'none', param: '' })).toBeUndefined();
    expect(bannerTarget({ type: 'article', param: '' })).toBeUndefined();
  });
});
