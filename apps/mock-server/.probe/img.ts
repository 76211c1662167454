import { readFileSync } from 'node:fs';
import { decodeImage, textOfBoxes } from '../src/decoding/image';
import { rowsOfDecoded } from '../src/domain/sheet-import';
const data = readFileSync(process.argv[2]!);
const decoded: any = await decodeImage({ format: 'image', data, image: { type: process.argv[2]!.endsWith('.jpg') ? 'image/jpeg' : 'image/png' } } as any);
console.log(decoded.text);
for (const r of rowsOfDecoded(decoded)) console.log(r.line, r.model, r.spec, r.count, r.unit, r.metres, r.reasons.join(','));
process.exit(0);
