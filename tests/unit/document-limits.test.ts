import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checkDocxLimits, checkImageLimits, checkPdfLimits, type DocumentLimits } from "@/lib/oracle/document-limits";
import { DOCUMENT_LIMITS, UPLOAD_MESSAGES } from "@/lib/oracle/upload-rules";
import { makeFlateBombPdf, makeManyPagesPdf, makePixelFloodPng, makeZipBombDocx } from "../fixtures/hostile-documents";
import { makeDocx, makePdf, makeScannedPdf, makeTextPng } from "../fixtures/oracle-documents";

const MIB = 1024 * 1024;
const small: DocumentLimits = { maxPdfPages: 3, maxImagePixels: 10_000, maxPartBytes: 2 * MIB, maxTotalBytes: 3 * MIB, maxArchiveEntries: 5 };

const refusedWith = (message: string) => expect.objectContaining({ code: "unprocessable_entity", message });

describe("[oracle] caps checked before a PDF is read", () => {
  it("lets an ordinary text PDF and a scan through the real caps", async () => {
    await expect(checkPdfLimits(await makePdf([["Rent is due on the first."], ["Signatures."]]))).resolves.toBeUndefined();
    await expect(checkPdfLimits(await makeScannedPdf(["The deposit is held in escrow."]))).resolves.toBeUndefined();
  });

  it("refuses more pages than the cap, and 5000 pages under the real one", async () => {
    await expect(checkPdfLimits(await makePdf([["1"], ["2"], ["3"]]), small)).resolves.toBeUndefined();
    await expect(checkPdfLimits(await makePdf([["1"], ["2"], ["3"], ["4"]]), small)).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.tooManyPages));
    await expect(checkPdfLimits(await makeManyPagesPdf(5000))).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.tooManyPages));
  }, 30_000);

  it("refuses a stream that unpacks past the part cap, and a 1 GB Flate bomb under the real one, without unpacking it all", async () => {
    await expect(checkPdfLimits(await makeFlateBombPdf(MIB), small)).resolves.toBeUndefined();
    await expect(checkPdfLimits(await makeFlateBombPdf(3 * MIB), small)).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.unpacksTooLarge));
    const bomb = await makeFlateBombPdf();
    expect(bomb.length).toBeLessThan(2 * MIB);
    const before = process.memoryUsage.rss();
    await expect(checkPdfLimits(bomb)).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.unpacksTooLarge));
    expect(process.memoryUsage.rss() - before).toBeLessThan(DOCUMENT_LIMITS.maxPartBytes * 2);
  }, 60_000);

  it("refuses streams that together unpack past the total cap", async () => {
    const pdf = await PDFDocument.create();
    for (const bomb of [await makeFlateBombPdf(2 * MIB - 1024), await makeFlateBombPdf(2 * MIB - 1024)]) {
      const [page] = await pdf.copyPages(await PDFDocument.load(bomb), [0]);
      pdf.addPage(page);
    }
    await expect(checkPdfLimits(await pdf.save({ useObjectStreams: false }), small)).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.unpacksTooLarge));
  });

  it("refuses an image inside a PDF larger than the pixel cap", async () => {
    await expect(checkPdfLimits(await makeScannedPdf(["Escrow."]), small)).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.tooManyPixels));
  });
});

describe("[oracle] caps checked before a .docx is read", () => {
  it("lets an ordinary .docx through", async () => {
    await expect(checkDocxLimits(await makeDocx(["The roof was redone in 2021."]))).resolves.toBeUndefined();
  });

  it("refuses a file that declares more than the part cap, and a 1 GB zip bomb under the real one", async () => {
    await expect(checkDocxLimits(await makeZipBombDocx(MIB), small)).resolves.toBeUndefined();
    await expect(checkDocxLimits(await makeZipBombDocx(3 * MIB), small)).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.unpacksTooLarge));
    const bomb = await makeZipBombDocx();
    expect(bomb.length).toBeLessThan(2 * MIB);
    const started = performance.now();
    await expect(checkDocxLimits(bomb)).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.unpacksTooLarge));
    // Refused from the central directory, before anything is unpacked.
    expect(performance.now() - started).toBeLessThan(1000);
  }, 60_000);

  it("refuses, as damaged, a file that unpacks to more than its zip declares", async () => {
    const liar = await makeZipBombDocx(3 * MIB);
    // Declare 1 MB for word/document.xml in its local header and in the central directory.
    const name = Buffer.from("word/document.xml");
    for (let at = liar.indexOf(name); at !== -1; at = liar.indexOf(name, at + 1)) {
      const isCentral = liar.readUInt32LE(at - 46) === 0x02014b50;
      liar.writeUInt32LE(MIB, isCentral ? at - 46 + 24 : at - 30 + 22);
    }
    await expect(checkDocxLimits(liar, small)).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.corrupt));
  });

  it("refuses more files than the entry cap", async () => {
    await expect(checkDocxLimits(await makeDocx(["x"]), { ...small, maxArchiveEntries: 2 })).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.unpacksTooLarge));
  });
});

describe("[oracle] caps checked before an image is read", () => {
  it("lets an ordinary PNG through and refuses a 30000 × 30000 pixel flood from its header", async () => {
    await expect(checkImageLimits(await makeTextPng(["Pool closes at nine"]))).resolves.toBeUndefined();
    await expect(checkImageLimits(await makeTextPng(["Pool closes at nine"]), small)).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.tooManyPixels));
    const flood = await makePixelFloodPng();
    expect(flood.length).toBeLessThan(MIB);
    await expect(checkImageLimits(flood)).rejects.toEqual(refusedWith(UPLOAD_MESSAGES.tooManyPixels));
  }, 30_000);
});
