import ExcelJS from 'exceljs';

/** Every non-empty cell of every sheet of an .xlsx, as text (rich text and formulas by their shown value). */
export async function workbookTexts(path: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const texts: string[] = [];
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const text = cell.text?.trim();
        if (text) texts.push(text);
      });
    });
  });
  return texts;
}
