#!/usr/bin/env bash
# Writes corpus/xls from the corpora's .xlsx files with LibreOffice (Debian's libreoffice-calc-nogui; not needed to
# run the tests, only to write these files again): biff8/<corpus>/<name>.xls saved as "MS Excel 97" (the BIFF8 that
# Excel 97-2003 and WPS save), html/<corpus>/<name>.xls two of them saved as an HTML table under an .xls name (what
# many ERP systems export). The files are committed; LibreOffice's output is not byte for byte the same on every run.
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf corpus/xls/biff8 corpus/xls/html
for dir in corpus/*/; do
  name=$(basename "$dir")
  [ "$name" = xls ] && continue
  compgen -G "$dir*.xlsx" >/dev/null || continue
  mkdir -p "corpus/xls/biff8/$name"
  soffice --headless --calc --convert-to 'xls:MS Excel 97' --outdir "corpus/xls/biff8/$name" "$dir"*.xlsx >/dev/null
done
for file in corpus/inquiries/b-design-institute.xlsx corpus/holdout3/site-requisition.xlsx; do
  out="corpus/xls/html/$(basename "$(dirname "$file")")"
  mkdir -p "$out"
  soffice --headless --calc --convert-to html --outdir "$out" "$file" >/dev/null
  mv "$out/$(basename "$file" .xlsx).html" "$out/$(basename "$file" .xlsx).xls"
done
# An ERP's export is often in the system's code page: the requisition's HTML in GBK, its meta saying so.
requisition=corpus/xls/html/holdout3/site-requisition.xls
sed 's/charset=utf-8/charset=gb2312/' "$requisition" | iconv -f UTF-8 -t GBK >"$requisition.gbk"
mv "$requisition.gbk" "$requisition"
