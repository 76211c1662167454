import { type Static, Type } from '@sinclair/typebox';
import { Closed } from './common';

const num = (description?: string) => Type.Optional(Type.Number(description ? { description } : {}));
const did = Type.Optional(Type.String({ maxLength: 64, description: 'Id of the cable (structure) being changed' }));

/** Wire-processing parameter set one (auxiliary materials), spec section 3. */
export const AuxiliaryParamsSchema = Closed(
  {
    did,
    density: num(),
    count: num(),
    thickness: num(),
    jc1: num(),
    jc2: num(),
    jcdia: num(),
    rb1: num(),
    rb2: num(),
    rbdia: num(),
    dia: num(),
    overlap: num(),
    weight: num(),
    consume: num(),
    strand: num(),
    price: num(),
    bzmd: num(),
  },
  { title: 'AuxiliaryParams' },
);
export type AuxiliaryParams = Static<typeof AuxiliaryParamsSchema>;

/** Wire-processing parameter set two (catalogue level), spec section 3. */
export const CataParamsSchema = Closed(
  { did, nht: num(), bzmd: num(), djbzmd: num(), kylx: num() },
  { title: 'CataParams' },
);
export type CataParams = Static<typeof CataParamsSchema>;

/** Wire-processing parameter set three (conductor), spec section 3. */
export const ConductorParamsSchema = Closed(
  { did, density: num(), outer: num(), area: num(), weight: num(), consume: num(), strand: num(), price: num() },
  { title: 'ConductorParams' },
);
export type ConductorParams = Static<typeof ConductorParamsSchema>;
