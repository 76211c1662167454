/**
 * Cable spec strings such as "3*240+1*120" list conductor groups: count × cross-section (mm²).
 * Sheets typed by people also use "×", "x" or "X" for the multiplication and stray spaces.
 */

export interface ConductorGroup {
  count: number;
  /** Cross-section of one conductor, mm². */
  area: number;
}

export class StructureParseError extends Error {
  constructor(
    readonly spec: string,
    reason: string,
  ) {
    super(`Invalid cable spec "${spec}": ${reason}`);
    this.name = 'StructureParseError';
  }
}

const GROUP_PATTERN = /^(\d{1,3})[*×xX](\d{1,4}(?:\.\d{1,2})?)$/;
const MAX_CORES = 61;
const MAX_AREA_MM2 = 2000;

export function parseStructure(spec: string): ConductorGroup[] {
  const compact = spec.replace(/\s+/g, '');
  if (compact === '') throw new StructureParseError(spec, 'it is empty');
  return compact.split('+').map((part) => {
    const match = GROUP_PATTERN.exec(part);
    if (!match) throw new StructureParseError(spec, `"${part}" is not of the form count*area, e.g. 3*240`);
    const count = Number(match[1]);
    const area = Number(match[2]);
    if (count < 1 || count > MAX_CORES)
      throw new StructureParseError(spec, `core count ${count} is outside 1..${MAX_CORES}`);
    if (area <= 0 || area > MAX_AREA_MM2)
      throw new StructureParseError(spec, `area ${area} is outside (0, ${MAX_AREA_MM2}] mm²`);
    return { count, area };
  });
}

export function tryParseStructure(spec: string): ConductorGroup[] | null {
  try {
    return parseStructure(spec);
  } catch {
    return null;
  }
}

/** Canonical text of a structure: "3*240+1*120" whatever separators the input used. */
export function formatStructure(groups: readonly ConductorGroup[]): string {
  return groups.map((g) => `${g.count}*${g.area}`).join('+');
}

/** Core pattern used by the catalogue's struct filter: "3*240+1*120" -> "3+1", "1*400" -> "1". */
export function structPattern(groups: readonly ConductorGroup[]): string {
  return groups.map((g) => String(g.count)).join('+');
}

export function totalCores(groups: readonly ConductorGroup[]): number {
  return groups.reduce((sum, g) => sum + g.count, 0);
}

/** Sum of count × area, the copper (or aluminium) cross-section per metre of cable, mm². */
export function totalConductorArea(groups: readonly ConductorGroup[]): number {
  return groups.reduce((sum, g) => sum + g.count * g.area, 0);
}
