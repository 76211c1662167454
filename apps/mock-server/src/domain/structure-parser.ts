/**
 * Conductor structures ("3*240+1*120") have one home, the inquiry parser of the contracts; the pricing, catalogue and
 * documents code of this server reads them from there.
 */
export {
  type ConductorGroup,
  formatStructure,
  parseStructure,
  StructureParseError,
  structPattern,
  totalConductorArea,
  totalCores,
  tryParseStructure,
} from '@cable/contracts/inquiry';
