import { useEffect } from 'react';
import { mountWatermark, watermarkText } from '../../lib/watermark';

export function useWatermark(parts: { title?: string; sno?: string; code?: string }): void {
  const text = watermarkText(parts);
  useEffect(() => mountWatermark(text), [text]);
}
