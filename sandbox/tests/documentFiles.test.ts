/** The hand-written seed documents are what they claim: a PDF with a correct xref, zips whose entries check out. */
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniffFileKind } from '../attachments/fileTypes.ts';
import { makeDocx, makePdf, makeXlsx } from '../seed/documentFiles.ts';

/** The zip's entries by name, read through its central directory. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const data = Buffer.from(bytes);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(data.readUInt32LE(at)).toBe(0x02014b50);
    const method = data.readUInt16LE(at + 10);
    const size = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const offset = data.readUInt32LE(at + 42);
    const name = data.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = offset + 30 + data.readUInt16LE(offset + 26) + data.readUInt16LE(offset + 28);
    const body = data.subarray(start, start + size);
    entries.set(name, (method === 0 ? body : inflateRawSync(body)).toString('utf8'));
    at += 46 + nameLength;
  }
  return entries;
}

describe('seed documents', () => {
  it('a PDF: header, every xref offset pointing at its object, trailer and EOF', () => {
    const pdf = Buffer.from(makePdf('本科教学手册', ['Undergraduate Handbook', 'Demo University (2026)']));
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
    expect(text).toContain('(Demo University \\(2026\\)) Tj');
    expect(sniffFileKind(pdf, 'a.pdf')?.type).toBe('application/pdf');
  });

  it('a Word document and a workbook: Office Open XML parts with the texts, accepted as what they are', () => {
    const docx = makeDocx(['请假申请表', '姓名：<张三>']);
    const parts = unzip(docx);
    expect([...parts.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(parts.get('word/document.xml')).toContain('姓名：&lt;张三&gt;');
    expect(sniffFileKind(docx, 'a.docx')?.extension).toBe('docx');
    const xlsx = makeXlsx('Sheet1', [
      ['姓名', '学号'],
      ['张三', '2023001'],
    ]);
    expect(unzip(xlsx).get('xl/worksheets/sheet1.xml')).toContain('<c r="B2" t="inlineStr"><is><t>2023001</t></is></c>');
    expect(sniffFileKind(xlsx, 'a.xlsx')?.extension).toBe('xlsx');
  });
});
