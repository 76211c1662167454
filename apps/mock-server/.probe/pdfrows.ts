import { readFileSync } from 'node:fs';
import { readInquiryPdf } from '@cable/contracts/inquiry';
import { decodePdf } from '../src/decoding/pdf';
const doc: any = await decodePdf(readFileSync(process.argv[2]!));
for (const r of readInquiryPdf(doc.pages)) console.log(r.line, r.model, r.spec, r.scope, r.count, r.unit, r.metres, r.reasons.join(','), '|', r.raw);
