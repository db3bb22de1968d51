/** The CSV reader of the report tests. */

/**
 * The rows of a CSV file after its byte-order mark (RFC 4180: quoted cells may hold commas,
 * quotes and line breaks; rows end in CRLF). A blank line is a row of one empty cell.
 */
export function csvRows(file: Buffer): string[][] {
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A CSV cell read back: empty is nothing, plain numbers are numbers. */
export function csvFigure(text: unknown): string | number | null {
  const value = String(text);
  if (value === '') return null;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}
