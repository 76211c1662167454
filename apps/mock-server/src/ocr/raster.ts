/**
 * Images in memory as the OCR engine reads them: 8-bit RGB, rows top to bottom. Decoding goes through
 * @napi-rs/canvas (PNG, JPEG, WebP, GIF, BMP; the package pdf.js also renders with); turning and scaling are plain
 * loops over the pixels.
 */

export interface Raster {
  width: number;
  height: number;
  /** 3 bytes a pixel (R, G, B). */
  data: Uint8Array;
}

/** The grey level (0-255, Rec. 601 luma) of the pixel at byte offset `at` of RGB data. */
export const greyAt = (data: Uint8Array, at: number): number =>
  (data[at]! * 299 + data[at + 1]! * 587 + data[at + 2]! * 114) / 1000;

/** Quarter turns clockwise. */
export type Rotation = 0 | 90 | 180 | 270;

/** RGB out of RGBA pixels (a canvas's image data), alpha dropped over white. */
export function rasterFromRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Raster {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    const alpha = rgba[i + 3]! / 255;
    const white = 255 * (1 - alpha);
    data[j] = rgba[i]! * alpha + white;
    data[j + 1] = rgba[i + 1]! * alpha + white;
    data[j + 2] = rgba[i + 2]! * alpha + white;
  }
  return { width, height, data };
}

/** Decodes an image file; throws on bytes that are not an image the canvas library reads. */
export async function decodeRaster(bytes: Uint8Array): Promise<Raster> {
  // Loaded on first use: the native canvas library is only needed when an image is recognised.
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  return rasterFromRgba(pixels.data, image.width, image.height);
}

/** The raster turned clockwise by a quarter turn, half turn or three quarters. */
export function turnRaster(raster: Raster, rotation: Rotation): Raster {
  if (rotation === 0) return raster;
  const { width, height, data } = raster;
  const across = rotation === 180;
  const out = new Uint8Array(data.length);
  const newWidth = across ? width : height;
  const newHeight = across ? height : width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let nx: number;
      let ny: number;
      if (rotation === 90) {
        nx = height - 1 - y;
        ny = x;
      } else if (rotation === 180) {
        nx = width - 1 - x;
        ny = height - 1 - y;
      } else {
        nx = y;
        ny = width - 1 - x;
      }
      const from = (y * width + x) * 3;
      const to = (ny * newWidth + nx) * 3;
      out[to] = data[from]!;
      out[to + 1] = data[from + 1]!;
      out[to + 2] = data[from + 2]!;
    }
  }
  return { width: newWidth, height: newHeight, data: out };
}

/**
 * The raster at another size: each output pixel averages the input pixels it covers (no aliasing when shrinking),
 * bilinear when enlarging.
 */
export function scaleRaster(raster: Raster, width: number, height: number): Raster {
  if (width === raster.width && height === raster.height) return raster;
  const out = new Uint8Array(width * height * 3);
  const sx = raster.width / width;
  const sy = raster.height / height;
  const src = raster.data;
  const W = raster.width;
  if (sx <= 1 && sy <= 1) {
    // Bilinear, as `sample` computes it, with each column's neighbours and weight worked out once.
    const H = raster.height;
    const left = new Int32Array(width);
    const right = new Int32Array(width);
    const weight = new Float64Array(width);
    for (let x = 0; x < width; x++) {
      const at = (x + 0.5) * sx - 0.5;
      const x0 = Math.floor(at);
      weight[x] = at - x0;
      left[x] = Math.min(W - 1, Math.max(0, x0)) * 3;
      right[x] = Math.min(W - 1, Math.max(0, x0 + 1)) * 3;
    }
    for (let y = 0; y < height; y++) {
      const at = (y + 0.5) * sy - 0.5;
      const y0 = Math.floor(at);
      const fy = at - y0;
      const top = Math.min(H - 1, Math.max(0, y0)) * W * 3;
      const bottom = Math.min(H - 1, Math.max(0, y0 + 1)) * W * 3;
      for (let x = 0; x < width; x++) {
        const fx = weight[x]!;
        const a = top + left[x]!;
        const b = top + right[x]!;
        const c = bottom + left[x]!;
        const d = bottom + right[x]!;
        const o = (y * width + x) * 3;
        const gx = 1 - fx;
        const gy = 1 - fy;
        out[o] = (src[a]! * gx + src[b]! * fx) * gy + (src[c]! * gx + src[d]! * fx) * fy;
        out[o + 1] = (src[a + 1]! * gx + src[b + 1]! * fx) * gy + (src[c + 1]! * gx + src[d + 1]! * fx) * fy;
        out[o + 2] = (src[a + 2]! * gx + src[b + 2]! * fx) * gy + (src[c + 2]! * gx + src[d + 2]! * fx) * fy;
      }
    }
    return { width, height, data: out };
  }
  const sum = new Float64Array(3);
  for (let y = 0; y < height; y++) {
    const y0 = y * sy;
    const y1 = Math.min(raster.height, y0 + sy);
    for (let x = 0; x < width; x++) {
      const x0 = x * sx;
      const x1 = Math.min(W, x0 + sx);
      sum.fill(0);
      let area = 0;
      for (let py = Math.floor(y0); py < y1; py++) {
        const wy = Math.min(py + 1, y1) - Math.max(py, y0);
        for (let px = Math.floor(x0); px < x1; px++) {
          const w = wy * (Math.min(px + 1, x1) - Math.max(px, x0));
          const at = (py * W + px) * 3;
          sum[0]! += src[at]! * w;
          sum[1]! += src[at + 1]! * w;
          sum[2]! += src[at + 2]! * w;
          area += w;
        }
      }
      const at = (y * width + x) * 3;
      out[at] = sum[0]! / area;
      out[at + 1] = sum[1]! / area;
      out[at + 2] = sum[2]! / area;
    }
  }
  return { width, height, data: out };
}

/** Bilinear sample of the raster at (x, y) in pixel centres, edges repeated, written to out[at..at+2]. */
export function sample(raster: Raster, x: number, y: number, out: Uint8Array, at: number): void {
  const { width, height, data } = raster;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const left = Math.min(width - 1, Math.max(0, x0));
  const right = Math.min(width - 1, Math.max(0, x0 + 1));
  const top = Math.min(height - 1, Math.max(0, y0));
  const bottom = Math.min(height - 1, Math.max(0, y0 + 1));
  const a = (top * width + left) * 3;
  const b = (top * width + right) * 3;
  const c = (bottom * width + left) * 3;
  const d = (bottom * width + right) * 3;
  for (let k = 0; k < 3; k++) {
    out[at + k] =
      (data[a + k]! * (1 - fx) + data[b + k]! * fx) * (1 - fy) + (data[c + k]! * (1 - fx) + data[d + k]! * fx) * fy;
  }
}
