/**
 * Reading customers' inquiry lists: one parser for sheets, PDFs, text and image recognition, and the search box.
 * Free of TypeBox and Node APIs so the browser loads it as it is.
 */
export { BUILDING_WIRES, type CableText, PROPS, type ReadCableOptions, readCable } from './cable';
export { type ColumnMap, type ColumnRole, DESCRIBING_ROLES, headerAt, roleOf } from './columns';
export { keywordsOfRow, type RowKeywords } from './keywords';
export {
  coilMetres,
  colourCount,
  continuesQuantity,
  LONE_QUANTITY,
  QUANTITY_NUMBER,
  QUANTITY_UNIT,
  type QuantityReading,
  type QuantitySources,
  readQuantity,
  unitInHeader,
} from './quantity';
export { REVIEW_REASONS, type ReviewReason, ROW_STATUSES, type RowStatus } from './reasons';
export {
  type CellNote,
  type CellRange,
  type InquiryRow,
  type InquiryTable,
  inquiryHeader,
  inquiryTables,
  type PdfPage,
  type PdfTextItem,
  readInquiryLine,
  readInquiryLines,
  readInquiryPdf,
  readInquiryTable,
  readInquiryText,
  type SheetTable,
  SURE_READING,
  unclearColumns,
} from './rows';
export {
  type ConductorGroup,
  findStructure,
  formatStructure,
  parseStructure,
  STANDARD_AREAS,
  StructureParseError,
  structPattern,
  totalConductorArea,
  totalCores,
  tryParseStructure,
} from './structure';
export { comparableText, normaliseText } from './text';
export { metresPerUnit, roundMetres, type UnitKind, unitKind } from './units';
export { findVoltages, formatVoltage, parseVoltage, sameVoltage, type VoltageLevel } from './voltage';
