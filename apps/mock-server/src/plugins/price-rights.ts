import { PRICE_FIELDS, type PriceField, priceFieldsGranted } from '@cable/contracts/vocabulary';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Session } from '../http/handler';

/**
 * Objects under these keys are prices `{base?, sale?, tax?}` (a quotation item's price and the price it was quoted at,
 * a group's total).
 */
const PRICE_KEYS = new Set(['price', 'total', 'previous']);

/** Permitted fields by grants list: a user's list is replaced, never edited in place, when the store changes it. */
const permittedByGrants = new WeakMap<readonly string[], readonly PriceField[]>();

/** The price fields a user's rights let them see: the one rule behind every answer's price filter and the views. */
export function permittedPriceFields(user: { grants: readonly string[] }): readonly PriceField[] {
  let permitted = permittedByGrants.get(user.grants);
  if (!permitted) {
    permitted = Object.freeze(priceFieldsGranted(user.grants));
    permittedByGrants.set(user.grants, permitted);
  }
  return permitted;
}

function hiddenFieldsOf(grants: readonly string[]): ReadonlySet<PriceField> {
  const shown = permittedPriceFields({ grants });
  return new Set(PRICE_FIELDS.filter((field) => !shown.includes(field)));
}

const GUEST_HIDDEN = hiddenFieldsOf([]);
/** By grants list, as permittedByGrants. */
const hiddenByGrants = new WeakMap<readonly string[], ReadonlySet<PriceField>>();

export function hiddenPriceFields(session: Session | null): ReadonlySet<PriceField> {
  if (!session) return GUEST_HIDDEN;
  const grants = session.user.grants;
  let hidden = hiddenByGrants.get(grants);
  if (!hidden) {
    hidden = hiddenFieldsOf(grants);
    hiddenByGrants.set(grants, hidden);
  }
  return hidden;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/**
 * A copy of `value` without the hidden fields in any price object, however deep. Untouched branches are shared,
 * never mutated: handlers may answer with the store's own objects.
 */
export function withoutHiddenPrices<T>(value: T, hidden: ReadonlySet<PriceField>, underPriceKey = false): T {
  if (hidden.size === 0) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, index) => {
      const filtered = withoutHiddenPrices(item, hidden, false);
      if (filtered !== item) {
        copy ??= [...value];
        copy[index] = filtered;
      }
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, child] of Object.entries(value)) {
    if (underPriceKey && hidden.has(key as PriceField)) {
      copy ??= { ...value };
      delete copy[key];
      continue;
    }
    const filtered = withoutHiddenPrices(child, hidden, PRICE_KEYS.has(key) && isPlainObject(child));
    if (filtered !== child) {
      copy ??= { ...value };
      copy[key] = filtered;
    }
  }
  return (copy ?? value) as T;
}

/**
 * The safety net behind the handlers (which compute only permitted prices): a price the user has no right to see
 * (PriceAuthBase / PriceAuthSale / PriceAuthTax) leaves the server in no answer. Guests hold no price right.
 */
export const priceRightsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint || endpoint.tag === 'control') done(null, payload);
      else done(null, withoutHiddenPrices(payload, hiddenPriceFields(request.session)));
    });
  },
  { name: 'price-rights', dependencies: ['protocol'] },
);
