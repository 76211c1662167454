import { type Static, Type } from '@sinclair/typebox';
import { Closed, IdSchema, UnixSecondsSchema } from './common';

export const BannerTagSchema = Type.String({ title: 'BannerTag', minLength: 1, maxLength: 30 });
export type BannerTag = Static<typeof BannerTagSchema>;

/** Banner (spec section 3); the home carousel shows tag WEB_INDEX_1. */
export const BannerSchema = Closed(
  {
    title: Type.String({ maxLength: 50 }),
    image: Type.String({ minLength: 1, maxLength: 2048 }),
    sort: Type.Integer(),
    tag: BannerTagSchema,
    visit: Type.Integer({ minimum: 0 }),
    action: Closed(
      {
        type: Type.String({ maxLength: 32, description: 'What a click does, e.g. none, url, article' }),
        param: Type.String({ maxLength: 2048 }),
      },
      { title: 'BannerAction' },
    ),
  },
  { title: 'Banner' },
);
export type Banner = Static<typeof BannerSchema>;

export const CmsCataSchema = Closed(
  { id: IdSchema, code: Type.String({ maxLength: 64 }), name: Type.String({ maxLength: 64 }) },
  { title: 'CmsCata' },
);
export type CmsCata = Static<typeof CmsCataSchema>;

/** Article (spec section 3). */
export const ArticleSchema = Closed(
  {
    id: IdSchema,
    title: Type.String({ minLength: 1, maxLength: 128 }),
    sub: Type.String({ maxLength: 256, description: 'Subtitle' }),
    author: Type.String({ maxLength: 64 }),
    cover: Type.String({ maxLength: 256 }),
    memo: Type.String({ maxLength: 512 }),
    info: Type.String({ description: 'Body (HTML)' }),
    publish: UnixSecondsSchema,
    show: Type.Boolean(),
    sort: Type.Integer(),
    top: Type.Boolean(),
    visit: Type.Integer({ minimum: 0 }),
    source: Closed(
      { name: Type.String({ maxLength: 64 }), link: Type.String({ maxLength: 256 }) },
      { title: 'ArticleSource' },
    ),
    files: Type.Array(
      Closed(
        {
          id: IdSchema,
          name: Type.String({ maxLength: 128 }),
          type: Type.String({ maxLength: 64 }),
          url: Type.String({ maxLength: 2048 }),
        },
        { title: 'ArticleFile' },
      ),
    ),
    cata: CmsCataSchema,
    create: Closed({ time: UnixSecondsSchema }, { title: 'ArticleCreate' }),
  },
  { title: 'Article' },
);
export type Article = Static<typeof ArticleSchema>;

/**
 * Document category of doc/file/data. The qualification page shows categories as cards with a
 * cover, a page count and an update time, so those travel here too (our design; not shown).
 */
export const DocCataSchema = Closed(
  {
    code: Type.String({ maxLength: 64 }),
    name: Type.String({ maxLength: 64 }),
    cover: Type.Optional(Type.String({ maxLength: 2048 })),
    count: Type.Optional(Type.Integer({ minimum: 0, description: 'Pages (documents) in the category' })),
    update: Type.Optional(UnixSecondsSchema),
  },
  { title: 'DocCata' },
);
export type DocCata = Static<typeof DocCataSchema>;

export const DocFileSchema = Closed(
  {
    id: IdSchema,
    name: Type.String({ maxLength: 128 }),
    cata: Type.String({ maxLength: 64, description: 'Category code' }),
    publish: UnixSecondsSchema,
    addr: Type.String({ maxLength: 2048, description: 'File URL (a PDF or an image)' }),
  },
  { title: 'DocFile' },
);
export type DocFile = Static<typeof DocFileSchema>;

export const ProductSchema = Closed(
  {
    id: IdSchema,
    name: Type.String({ minLength: 1, maxLength: 128 }),
    images: Type.Array(Type.String({ maxLength: 2048 })),
    cata: Type.String({ maxLength: 64, description: 'Category id' }),
  },
  { title: 'Product' },
);
export type Product = Static<typeof ProductSchema>;

export const NoticeSchema = Closed(
  { id: IdSchema, title: Type.String({ minLength: 1, maxLength: 256 }) },
  { title: 'Notice' },
);
export type Notice = Static<typeof NoticeSchema>;
