/**
 * Small but valid documents written by hand for the seeded file libraries: a one-page PDF, a Word
 * document and an Excel workbook (the last two are zip archives of a few XML parts, stored uncompressed).
 * They open in real viewers, so a downloaded seed file behaves like a school's.
 *
 * PDF body text stays ASCII (the standard Helvetica font has no Chinese glyphs); the zh title goes into
 * the document information as UTF-16, where viewers show it.
 */

import { crc32 } from 'node:zlib';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** A PDF string literal for ASCII text. */
const pdfText = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')})`;
/** A PDF text string in UTF-16BE with its byte-order mark, as hex (any script). */
const pdfUnicode = (text: string) => {
  const bytes = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${bytes.toString('hex').toUpperCase()}>`;
};

/** One A4 page of ASCII lines; `title` (any language) becomes the document's Title. */
export function makePdf(title: string, lines: readonly string[]): Uint8Array {
  const stream = [
    'BT',
    '/F1 20 Tf',
    '72 770 Td',
    pdfText(lines[0] ?? '') + ' Tj',
    '/F1 12 Tf',
    ...lines.slice(1).flatMap((line) => ['0 -24 Td', `${pdfText(line)} Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title ${pdfUnicode(title)} /Producer (Campus portal sandbox) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** A zip archive with its entries stored (no compression): enough for Office Open XML. */
export function makeZip(entries: readonly { name: string; data: Buffer }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = utf8(entry.name);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0x00210000, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const xml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const rootRels = (target: string) =>
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`;

/** A Word document of plain paragraphs (the first one bold, as a title). */
export function makeDocx(paragraphs: readonly string[]): Uint8Array {
  const body = paragraphs
    .map((text, index) => `<w:p><w:r>${index === 0 ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`)
    .join('');
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: utf8(
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      ),
    },
    { name: '_rels/.rels', data: utf8(rootRels('word/document.xml')) },
    {
      name: 'word/document.xml',
      data: utf8(`${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
    },
  ]);
}

/** An Excel workbook with one sheet of text rows (inline strings: no shared-strings part needed). */
export function makeXlsx(sheetName: string, rows: readonly (readonly string[])[]): Uint8Array {
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetRows = rows
    .map(
      (cells, r) => `<row r="${r + 1}">${cells.map((text, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${xml(text)}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: utf8(
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    { name: '_rels/.rels', data: utf8(rootRels('xl/workbook.xml')) },
    {
      name: 'xl/workbook.xml',
      data: utf8(
        `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: utf8(
        `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: utf8(`${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`),
    },
  ]);
}

/** A seed document by its file name's extension: what the seed lists say, turned into bytes. */
export function makeSeedDocument(fileName: string, title: string, englishLines: readonly string[]): Uint8Array {
  if (fileName.endsWith('.pdf')) return makePdf(title, englishLines);
  if (fileName.endsWith('.docx')) return makeDocx([title, ...englishLines]);
  if (fileName.endsWith('.xlsx')) return makeXlsx('Sheet1', [[title], ...englishLines.map((line) => [line])]);
  throw new Error(`no seed document kind for ${fileName}`);
}
