import { readFileSync } from 'node:fs';
import { readInquiryTable } from '@cable/contracts/inquiry';
import { decodeXlsx } from '../src/decoding/xlsx';
const doc: any = await decodeXlsx(readFileSync(process.argv[2]!));
console.log(Object.keys(doc), doc.sheets?.length);
const only = process.argv[3] ? Number(process.argv[3]) : -1;
for (const sheet of doc.sheets ?? [doc]) {
  console.log('sheet', sheet.name, sheet.rows.length);
  const rows = readInquiryTable(sheet);
  for (const r of rows) if (only < 0 || r.line === only) console.log(r.line, r.model, r.spec, r.scope, r.count, r.unit, r.metres, r.reasons.join(','));
}
