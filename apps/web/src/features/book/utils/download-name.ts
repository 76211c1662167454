/**
 * The file name a download is saved under: the document's name with the extension of its file (a report named
 * "YJV-0.6/1kV 型式试验报告" at /files/docs/report-yjv.pdf is saved as "YJV-0.6-1kV 型式试验报告.pdf"). Characters
 * that file systems refuse become hyphens.
 */
export function downloadName(name: string, addr: string): string {
  const path = addr.split(/[?#]/)[0] ?? '';
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  const extension = dot > 0 ? file.slice(dot).toLowerCase() : '';
  const base = name.replace(/[\\/:*?"<>|]+/g, '-').trim() || file.slice(0, dot > 0 ? dot : undefined) || 'document';
  return extension && !base.toLowerCase().endsWith(extension) ? `${base}${extension}` : base;
}
