import { readFileSync } from 'node:fs';
import { inquiryTables } from '@cable/contracts/inquiry';
import { decodeXlsx } from '../src/decoding/xlsx';
const doc: any = await decodeXlsx(readFileSync(process.argv[2]!));
const sheet = (doc.sheets ?? [doc])[0];
console.log(JSON.stringify(inquiryTables(sheet)));
