/**
 * Which cells made a recognised row text-unclear, and where they are in the file as uploaded, so the client can show
 * that part of its own picture beside the text read. The columns come from the one rule of the inquiry parser
 * (unclearColumns); the places from the table's geometry (ocr-table), turned back from upright to the file's frame.
 */
import { type InquiryRow, inquiryTables, unclearColumns } from '@cable/contracts/inquiry';
import type { UnclearCell } from '@cable/contracts/schemas/batch';
import type { CellPlace, tableOfBoxes } from './ocr-table';

/** A page as recognised: its size upright (the frame of the boxes) and the quarter turns clockwise that made it so. */
export interface RecognisedPage {
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
}

export type RecognisedTable = ReturnType<typeof tableOfBoxes>;

/** A row read from a picture, with its unsure cells when it has any. */
export type PictureRow = InquiryRow & { unclear?: UnclearCell[] };

/** A box of the upright page in the page's frame as uploaded (before the turn), whole pixels or units, inside it. */
export function uploadedBox(place: Omit<CellPlace, 'page'>, page: RecognisedPage): UnclearCell['box'] {
  const { x: u, y: v, width: w, height: h } = place;
  const turned = page.rotation === 90 || page.rotation === 270;
  // The page's size as uploaded.
  const w0 = turned ? page.height : page.width;
  const h0 = turned ? page.width : page.height;
  const box =
    page.rotation === 90
      ? { x: v, y: h0 - u - w, width: h, height: w }
      : page.rotation === 180
        ? { x: w0 - u - w, y: h0 - v - h, width: w, height: h }
        : page.rotation === 270
          ? { x: w0 - v - h, y: u, width: h, height: w }
          : { x: u, y: v, width: w, height: h };
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const right = Math.min(Math.ceil(w0), Math.ceil(box.x + box.width));
  const bottom = Math.min(Math.ceil(h0), Math.ceil(box.y + box.height));
  return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * The rows with, on each text-unclear one, the cells read below their column's confidence: the text read, the
 * confidence, the page (1-based) and the box in the file as uploaded (the row's line for a cell read empty).
 */
export function withUnclearCells(
  rows: readonly InquiryRow[],
  table: RecognisedTable,
  pages: readonly RecognisedPage[],
): PictureRow[] {
  const tables = inquiryTables(table);
  if (!tables) return [...rows];
  return rows.map((row) => {
    if (!row.reasons.includes('text-unclear')) return row;
    // A row's line is its table row, 1-based; its cells are the columns of its own table (of those side by side).
    const r = row.line - 1;
    const part = tables.find((each) => each.from === (row.column ?? 0) && each.start <= r && r < each.end);
    if (!part) return row;
    const confidence = table.confidence[r]?.slice(part.from, part.to);
    const cells = unclearColumns(confidence, part.map).flatMap((own): UnclearCell[] => {
      const role = part.map.roles[own];
      const column = part.from + own;
      const place = table.places[r]?.[column] ?? table.lines[r];
      const page = place ? pages[place.page] : undefined;
      if (!role || !place || !page) return [];
      return [
        {
          column: role,
          text: (table.rows[r]?.[column] ?? '').slice(0, 256),
          confidence: Math.min(1, Math.max(0, table.confidence[r]?.[column] ?? 0)),
          page: place.page + 1,
          box: uploadedBox(place, page),
          rotation: page.rotation,
        },
      ];
    });
    return cells.length > 0 ? { ...row, unclear: cells.slice(0, 8) } : row;
  });
}
