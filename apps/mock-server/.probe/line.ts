import { readCable, readInquiryLine } from '@cable/contracts/inquiry';
for (const l of process.argv.slice(2)) { console.log(JSON.stringify(readInquiryLine(l, 1))); const c = readCable(l); console.log('  cable', c.model, c.spec, c.scope, '|', c.rest); }
