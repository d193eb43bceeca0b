/** §5: the batch import takes only Excel workbooks. */
export const isExcelFile = (file: File) => /\.xlsx$/i.test(file.name);
