import { readFileSync } from 'node:fs';
import { headerAt } from '@cable/contracts/inquiry';
import { decodeXlsx } from '../src/decoding/xlsx';
const doc: any = await decodeXlsx(readFileSync(process.argv[2]!));
for (const sheet of doc.sheets ?? [doc]) {
  sheet.rows.slice(0, Number(process.argv[3] ?? 8)).forEach((r: string[], i: number) => console.log(i + 1, JSON.stringify(r), JSON.stringify(headerAt(sheet.rows, i)?.roles ?? null)));
  console.log('merges', JSON.stringify(sheet.merges.slice(0, 12)));
}
