/**
 * `npx tsx scripts/make-journey-photo.ts`: the photo the recognition journey uploads (apps/web/e2e/fixtures). It is
 * corpus/images/e-photo-serif.jpg with the quantity of its row 9 (800 米) washed out until it barely shows: that
 * cell is unsure whatever the recogniser reads elsewhere, so the journey shows a flagged cell beside the
 * photo's own pixels. The clean photo is read well enough that none of its cells may stay unsure.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';

const SOURCE = fileURLToPath(new URL('../corpus/images/e-photo-serif.jpg', import.meta.url));
const TARGET = fileURLToPath(new URL('../apps/web/e2e/fixtures/photo-washed-out-quantity.jpg', import.meta.url));

async function main(): Promise<void> {
  const photo = await loadImage(readFileSync(SOURCE));
  const canvas = createCanvas(photo.width, photo.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(photo, 0, 0);
  // The quantity washed out (a wet thumb over the print): its digits (about x 683-717, y 505-527) faded under the
  // paper's colour until they barely show.
  ctx.fillStyle = 'rgba(222, 222, 216, 0.85)';
  ctx.beginPath();
  ctx.ellipse(700, 516, 22, 13, -0.1, 0, 2 * Math.PI);
  ctx.fill();
  writeFileSync(TARGET, canvas.toBuffer('image/jpeg', 88));
  console.log(`wrote ${TARGET}`);
}

void main();
