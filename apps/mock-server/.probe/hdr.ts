import { readFileSync } from 'node:fs';
import { headerAt } from '@cable/contracts/inquiry';
import { decodeXlsx } from '../src/decoding/xlsx';
const doc: any = await decodeXlsx(readFileSync(process.argv[2]!));
const sheet = (doc.sheets ?? [doc])[0];
const rows = sheet.rows.map((r: string[]) => [...r]);
for (const m of sheet.merges) for (let r = m.top; r <= m.bottom; r++) for (let c = m.left; c <= m.right; c++) { rows[r] ??= []; rows[r][c] = sheet.rows[m.top][m.left]; }
const at = Number(process.argv[3]) - 1;
console.log(JSON.stringify(rows[at]), JSON.stringify(rows[at + 1]));
console.log(JSON.stringify(headerAt(rows, at)));
