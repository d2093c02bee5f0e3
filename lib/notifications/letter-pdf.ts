import { PDFDocument, StandardFonts } from "pdf-lib";

const PAGE = { width: 612, height: 792, margin: 72 };
const FONT_SIZE = 11;
const LINE_HEIGHT = 16;

/** The mailed notice: the stored notice text laid out on US-letter pages. */
export async function renderLetterPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const maxWidth = PAGE.width - 2 * PAGE.margin;

  const lines = text.split("\n").flatMap((paragraph) => {
    if (!paragraph) return [""];
    const wrapped: string[] = [];
    let line = "";
    for (const word of paragraph.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, FONT_SIZE) > maxWidth && line) {
        wrapped.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    wrapped.push(line);
    return wrapped;
  });

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    if (y < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    // Standard fonts only encode WinAnsi; replace what they cannot draw.
    page.drawText(line.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, "-"), { x: PAGE.margin, y, size: FONT_SIZE, font });
    y -= LINE_HEIGHT;
  }
  return pdf.save();
}
