import { readFileSync } from 'node:fs';
import { readInquiryText } from '@cable/contracts/inquiry';
const text = process.argv[2] === '-f' ? readFileSync(process.argv[3]!, 'utf8') : process.argv.slice(2).join('\n');
for (const r of readInquiryText(text)) console.log(r.line, JSON.stringify({ m: r.model, s: r.spec, v: r.scope, c: r.count, u: r.unit, mt: r.metres, why: r.reasons, raw: r.raw }));
