import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWatermark, WATERMARK_ATTRIBUTE, watermarkText } from './watermark';

const layers = () => document.body.querySelectorAll(`[${WATERMARK_ATTRIBUTE}]`);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watermark', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    dispose?.();
  });

  it('reads company title + serial + user code, or guest', () => {
    expect(watermarkText({ title: '华缆集团', sno: 'HL001', code: 'u42' })).toBe('华缆集团 HL001 u42');
    expect(watermarkText({ title: '华缆集团', sno: 'HL001' })).toBe('华缆集团 HL001 guest');
  });

  it('covers the page with 520x300 tiles that ignore the pointer', () => {
    dispose = mountWatermark('华缆集团 HL001 guest');
    const layer = layers()[0] as HTMLElement;
    expect(layer.getAttribute(WATERMARK_ATTRIBUTE)).toBe('华缆集团 HL001 guest');
    expect(layer.style.pointerEvents).toBe('none');
    expect(layer.style.backgroundSize).toBe('520px 300px');
  });

  it('comes back when removed', async () => {
    dispose = mountWatermark('x guest');
    layers()[0]?.remove();
    expect(layers()).toHaveLength(0);
    await flush();
    expect(layers()).toHaveLength(1);
  });

  it('comes back when its style is tampered with', async () => {
    dispose = mountWatermark('x guest');
    (layers()[0] as HTMLElement).style.display = 'none';
    await flush();
    expect(layers()).toHaveLength(1);
    expect((layers()[0] as HTMLElement).style.display).toBe('');
  });

  it('shows the tile once the canvas has encoded it, and goes on guarding the layer', async () => {
    const context = {
      translate() {},
      rotate() {},
      fillText() {},
      font: '',
      fillStyle: '',
      textAlign: '',
      textBaseline: '',
    };
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    let encoded: BlobCallback | undefined;
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => {
      encoded = callback;
    });
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:tile';
    const revoked: string[] = [];
    URL.revokeObjectURL = (url) => void revoked.push(url);
    try {
      const stop = mountWatermark('x guest');
      const layer = layers()[0] as HTMLElement;
      expect(layer.style.backgroundImage).toBe('');
      // Drawn when the page is idle, then encoded.
      await flush();
      encoded?.(new Blob(['png'], { type: 'image/png' }));
      expect(layer.style.backgroundImage).toBe('url("blob:tile")');
      await flush();
      expect(layers()[0]).toBe(layer);
      layer.style.display = 'none';
      await flush();
      expect(layers()).toHaveLength(1);
      expect((layers()[0] as HTMLElement).style.backgroundImage).toBe('url("blob:tile")');
      expect((layers()[0] as HTMLElement).style.display).toBe('');
      stop();
      expect(revoked).toEqual(['blob:tile']);
    } finally {
      getContext.mockRestore();
      toBlob.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('is gone for good after dispose', async () => {
    mountWatermark('x guest')();
    await flush();
    expect(layers()).toHaveLength(0);
  });
});
