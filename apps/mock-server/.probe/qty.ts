import { readQuantity } from '@cable/contracts/inquiry';
for (const t of process.argv.slice(2)) console.log(t, JSON.stringify(readQuantity({ main: t, bareNumber: true, ofRow: true, model: 'KVV' })));
