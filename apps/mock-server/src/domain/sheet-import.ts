/**
 * Reading quotation rows out of decoded uploads (src/decoding turns the files into cells and text): sheets with
 * model, spec, quantity and unit columns (model+spec or quantity+unit may share a column, spec §2), and free text
 * (a text file, a PDF text layer, OCR output). Rows become QuoteLines; a row that names a cable but whose spec
 * cannot be read is kept, marked unparsed, so the batch page can mark it.
 */
import { parseQuoteText, parseSheetRow, type QuoteLine, splitModelScope } from './matching';

export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

export interface ImportedRow extends QuoteLine {
  /** false: the row names something but no spec could be read from it. */
  parsed: boolean;
}

type Role = 'model' | 'spec' | 'quantity' | 'unit' | 'name';

const ROLE_PATTERNS: Record<Role, RegExp> = {
  model: /型号|model|type/i,
  spec: /规格|spec/i,
  quantity: /数量|长度|qty|quantity|count|length/i,
  unit: /单位|unit/i,
  name: /名称|品名|name/i,
};
const HEADER_UNIT = /[(（]\s*(米|m|千米|km|公里)\s*[)）]/i;
const SUMMARY_ROW = /^\s*(合计|总计|小计|total|sum)\b/i;

interface ColumnMap {
  model: number;
  spec: number;
  quantity: number;
  unit: number;
  name: number;
  /** A unit written in the quantity header, e.g. 数量(米). */
  headerUnit: string;
}

/** The header row's columns; null when the row is not a header. */
function columnsOf(cells: readonly string[]): ColumnMap | null {
  const map: ColumnMap = { model: -1, spec: -1, quantity: -1, unit: -1, name: -1, headerUnit: '' };
  cells.forEach((raw, column) => {
    const cell = raw.replace(/\s+/g, '');
    if (!cell || cell.length > 24) return;
    for (const role of ['model', 'spec', 'quantity', 'unit'] as const) {
      if (ROLE_PATTERNS[role].test(cell) && map[role] === -1) map[role] = column;
    }
    if (ROLE_PATTERNS.name.test(cell) && !ROLE_PATTERNS.model.test(cell) && map.name === -1) map.name = column;
    const unit = HEADER_UNIT.exec(cell);
    if (unit && ROLE_PATTERNS.quantity.test(cell)) map.headerUnit = unit[1]!;
  });
  const found = ['model', 'spec', 'quantity', 'unit'].filter((role) => map[role as Role] !== -1).length;
  return found >= 2 ? map : null;
}

/**
 * A merged column is named after either of its parts (型号 holding "YJV 3*240", 数量 holding "200米"), so
 * a sheet needs at least one of model/spec and a quantity column; the cells then tell the rest.
 */
function missingColumns(map: ColumnMap): string[] {
  const missing: string[] = [];
  if (map.model === -1 && map.spec === -1) missing.push('model (型号) and spec (规格)');
  if (map.quantity === -1) missing.push('quantity (数量)');
  return missing;
}

const cellAt = (cells: readonly string[], column: number) => (column >= 0 ? (cells[column] ?? '').trim() : '');

/**
 * Rows of a sheet as QuoteLines. With a header row, its columns decide what each cell is (a column may
 * hold model+spec or quantity+unit); without one, each row is read as one line of text.
 */
export function linesFromSheet(rows: readonly string[][]): ImportedRow[] {
  const headerAt = rows.slice(0, 10).findIndex((cells) => columnsOf(cells) !== null);
  const out: ImportedRow[] = [];
  if (headerAt === -1) {
    for (const cells of rows) {
      const text = cells
        .map((c) => c.trim())
        .filter(Boolean)
        .join(' ');
      if (!text || SUMMARY_ROW.test(text)) continue;
      const parsed = parseQuoteText(text)[0];
      if (parsed) out.push({ ...parsed, index: out.length, parsed: true });
    }
    if (out.length === 0) {
      throw new ImportError(
        'No header row with model (型号), spec (规格), quantity (数量) and unit (单位) columns was found, and no row reads as a cable line',
      );
    }
    return out;
  }
  const map = columnsOf(rows[headerAt]!)!;
  const missing = missingColumns(map);
  if (missing.length > 0) {
    throw new ImportError(
      `The sheet needs model, spec, quantity and unit columns (model and spec, or quantity and unit, may be merged); missing: ${missing.join(', ')}`,
    );
  }
  for (const cells of rows.slice(headerAt + 1)) {
    const model = cellAt(cells, map.model);
    const spec = map.spec === map.model ? '' : cellAt(cells, map.spec);
    const quantity = cellAt(cells, map.quantity);
    const unit = map.unit === map.quantity ? '' : cellAt(cells, map.unit) || map.headerUnit;
    const name = cellAt(cells, map.name);
    if (!model && !spec) continue;
    if (SUMMARY_ROW.test(model) || SUMMARY_ROW.test(spec)) continue;
    const index = out.length;
    const line = parseSheetRow({ model, spec, quantity, unit }, index);
    if (line) {
      out.push({ ...line, raw: [name, line.raw].filter(Boolean).join(' '), parsed: true });
      continue;
    }
    const { model: readModel, scope } = splitModelScope(model || spec);
    out.push({
      index,
      raw: [name, model, spec, quantity, unit].filter(Boolean).join(' '),
      model: readModel || model.slice(0, 32),
      scope,
      spec: spec.slice(0, 64),
      quantity: /^\d+(\.\d+)?$/.test(quantity) ? quantity : '',
      unit,
      parsed: false,
    });
  }
  return out;
}

/** Lines of free text (pasted, a text file, a PDF text layer or OCR output) that read as cable lines. */
export function linesFromText(text: string): ImportedRow[] {
  return parseQuoteText(text).map((line) => ({ ...line, parsed: true }));
}
