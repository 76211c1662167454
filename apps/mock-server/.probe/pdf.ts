import { readFileSync } from 'node:fs';
import { decodePdf } from '../src/decoding/pdf';
const doc = await decodePdf(readFileSync(process.argv[2]!));
const items = doc.pages[0]!.items;
const ys = [...new Set(items.map((i) => Math.round(i.y)))].sort((a, b) => a - b);
for (const y of ys) console.log(y, items.filter((i) => Math.round(i.y) === y).map((i) => `${i.text}@${i.x.toFixed(0)}-${(i.x + i.width).toFixed(0)}`).join('  '));
