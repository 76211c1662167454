import { type Static, type TNumber, type TOptional, Type } from '@sinclair/typebox';
import {
  APPROVAL_FIELD_TERMS,
  APPROVAL_SET_FIELDS,
  type ApprovalFieldOf,
  type ApprovalSetName,
  approvalFieldCaption,
} from '../vocabulary/approval-fields';
import { Closed } from './common';

const did = Type.Optional(Type.String({ maxLength: 64, description: 'Id of the cable (structure) being changed' }));

/** An optional number of a parameter set (exported so that declarations of the schemas built from it can name it). */
export type ApprovalParamSchema = TOptional<TNumber>;
export type ApprovalParamProperties<Set extends ApprovalSetName> = {
  [Field in ApprovalFieldOf<Set>]: ApprovalParamSchema;
};

/** The optional numbers of one set, each described by its label and unit from the vocabulary. */
function paramProperties<Set extends ApprovalSetName>(set: Set): ApprovalParamProperties<Set> {
  const properties: Record<string, ApprovalParamSchema> = {};
  for (const field of APPROVAL_SET_FIELDS[set] as readonly ApprovalFieldOf<Set>[]) {
    const description = `${approvalFieldCaption(field, 'en')}, ${approvalFieldCaption(field, 'zh-cn')}`;
    // A whole-number field (a number of wires, a code) stays a number with multipleOf 1.
    const whole = APPROVAL_FIELD_TERMS[field].whole ? { multipleOf: 1 } : {};
    properties[field] = Type.Optional(Type.Number({ description, ...whole }));
  }
  return properties as ApprovalParamProperties<Set>;
}

/** Wire-processing parameter set one (an auxiliary-material layer), spec section 3. */
export const AuxiliaryParamsSchema = Closed({ did, ...paramProperties('auxiliary') }, { title: 'AuxiliaryParams' });
export type AuxiliaryParams = Static<typeof AuxiliaryParamsSchema>;

/** Wire-processing parameter set two (catalogue level), spec section 3. */
export const CataParamsSchema = Closed({ did, ...paramProperties('cata') }, { title: 'CataParams' });
export type CataParams = Static<typeof CataParamsSchema>;

/** Wire-processing parameter set three (conductor), spec section 3. */
export const ConductorParamsSchema = Closed({ did, ...paramProperties('conductor') }, { title: 'ConductorParams' });
export type ConductorParams = Static<typeof ConductorParamsSchema>;

/**
 * The values a cable's approval forms start from (cable/info/detail answers them to users with the approval
 * capability, qms.approve): per set, what was last submitted for the cable, and for the quantities the pricing works
 * with, the value it uses now. A field without a known value is absent.
 */
export const CableApprovalParamsSchema = Closed(
  {
    auxiliary: Closed(paramProperties('auxiliary'), { title: 'AuxiliaryParamValues' }),
    cata: Closed(paramProperties('cata'), { title: 'CataParamValues' }),
    conductor: Closed(paramProperties('conductor'), { title: 'ConductorParamValues' }),
  },
  {
    title: 'CableApprovalParams',
    description:
      "The cable's current wire-processing parameters; cable/info/detail answers them only to users with qms.approve",
  },
);
export type CableApprovalParams = Static<typeof CableApprovalParamsSchema>;
