import { readFileSync } from 'node:fs';
import { readInquiryText } from '@cable/contracts/inquiry';
const text = readFileSync(process.argv[2]!, 'utf8');
for (const r of readInquiryText(text)) console.log(r.line, r.model, r.spec, r.scope, r.count, r.unit, r.metres, r.reasons.join(','));
