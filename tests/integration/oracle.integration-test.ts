import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { oracleChunks, oracleFiles, oracleMessages } from "@/db/schema";
import { startChat, type ChatEvent } from "@/lib/oracle/chat";
import { citationLabel, citedSentences, OCR_TRUSTED_CONFIDENCE } from "@/lib/oracle/citations";
import { getConversation, listConversations, renameConversation, deleteConversation } from "@/lib/oracle/conversations";
import { CLOSEST_OPENING, NOTHING_RELATED } from "@/lib/oracle/extractive-answer";
import { embedFilePassages } from "@/lib/oracle/embed-passages";
import { deleteOwnFile } from "@/lib/oracle/files";
import { getOwnFile, parseQueuedFile, storeUpload } from "@/lib/oracle/ingest-file";
import type { LlmConfig } from "@/lib/oracle/llm-answer";
import { readInChild } from "@/lib/oracle/parse-in-child";
import { withReaderTurn } from "@/lib/oracle/reader-turns";
import { ORACLE_ERROR_REPLY } from "@/lib/oracle/replies";
import { searchPassages } from "@/lib/oracle/retrieve";
import { DOCUMENT_LIMITS, INLINE_PARSE_MAX_BYTES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "@/lib/oracle/upload-rules";
import { GIB, makeFlateBombPdf, makeManyPagesPdf } from "../fixtures/hostile-documents";
import { APACHE_LICENCE_LINES, makeDoc, makeDocx, makeEncryptedPdf, makeNoisyScan, makePdf, makeScannedPdf, makeScannedPdfOfImages, makeTextPng } from "../fixtures/oracle-documents";
import { createAgent } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();

// Every upload here is read in a child process, which takes seconds to start on a loaded 2-core
// machine (load average 12-24 took the OCR tests past 90 s, and one took 237 s at 20-40): a
// budget that holds there.
vi.setConfig({ testTimeout: 600_000 });

const neverQueued = async () => {
  throw new Error("small files are read during the upload");
};

/**
 * The embedding job as pg-boss runs it: on its own, after the file is ready (a test needing the
 * vectors polls the rows for them); each is over before the database connections close.
 */
const embeddingJobs: Promise<number>[] = [];
afterAll(() => Promise.all(embeddingJobs));
const runEmbeddingJob = async (fileId: string) => void embeddingJobs.push(embedFilePassages(db, fileId));

const upload = (userId: string, name: string, bytes: Buffer) => storeUpload(db, { userId, name, bytes, enqueue: neverQueued, enqueueEmbedding: runEmbeddingJob });

const neverRequeued = async () => {
  throw new Error("the test's file finds a reader free");
};

async function collect(events: AsyncGenerator<ChatEvent>) {
  const all: ChatEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

async function ask(userId: string, message: string, files: { id: string; name: string; type: string }[], llm: LlmConfig | null = null, conversationId?: string) {
  const { conversationId: id, events } = await startChat(db, { userId, message, files, llm, conversationId });
  const all = await collect(events);
  const done = all.find((event) => event.type === "done");
  return { conversationId: id, events: all, message: done?.type === "done" ? done.message : undefined };
}

const leasePages = [
  ["Residential lease for 12 Elm Street.", "This lease is made between the owner and the tenant."],
  ["Rent is due on the first day of each month.", "Late fees apply after five days."],
  ["Maintenance history of the unit.", "The water heater was replaced in March 2019 by Bay Plumbing."],
  ["Signatures of both parties."],
];

describe("[oracle] reading files and answering with sources", () => {
  it("answers a question whose answer is on page 3 of a PDF, citing page 3", async () => {
    const user = await createAgent(db);
    const file = await upload(user.id, "lease.pdf", await makePdf(leasePages));
    expect(file).toMatchObject({ name: "lease.pdf", type: "pdf", status: "ready", pageCount: 4 });

    const { message, events } = await ask(user.id, "When was the water heater replaced?", [file]);
    expect(events[0]).toMatchObject({ type: "start" });
    // The quote alone: how answers are made is said once, by the interface, not in every answer.
    expect(message).toMatchObject({ content: "“The water heater was replaced in March 2019 by Bay Plumbing.” [1]", model: null });
    expect(message?.citations[0]).toMatchObject({ marker: 1, fileName: "lease.pdf", page: 3 });
    expect(message?.citations[0]).not.toHaveProperty("ocrConfidence");
    expect(message?.citations[0].passage).toContain("water heater was replaced");
  });

  it("reads a .docx, a .doc and a text file by paragraph", async () => {
    const user = await createAgent(db);
    const docx = await upload(user.id, "inspection.docx", await makeDocx(["General condition is good.", "The roof membrane was redone in 2021."]));
    const doc = await upload(user.id, "gate.doc", makeDoc(["Welcome to the building.", "The garage gate code is 4471."]));
    const txt = await upload(user.id, "notes.txt", Buffer.from("Parking is on the street.\n\nThe mailbox key is with the manager.\n"));
    expect([docx.type, doc.type, txt.type]).toEqual(["docx", "doc", "txt"]);

    const roof = await ask(user.id, "When was the roof membrane redone?", [docx, doc, txt]);
    expect(roof.message?.citations[0]).toMatchObject({ fileName: "inspection.docx", page: null, paragraph: 2 });
    const gate = await ask(user.id, "What is the garage gate code?", [], null, roof.conversationId);
    expect(gate.message?.citations[0]).toMatchObject({ fileName: "gate.doc", paragraph: 2 });
    expect(gate.message?.content).toContain("4471");
    const mailbox = await ask(user.id, "Who has the mailbox key?", [], null, roof.conversationId);
    expect(mailbox.message?.citations[0]).toMatchObject({ fileName: "notes.txt", paragraph: 2 });
  });

  it("finds the printed text of a PNG and of a scanned PDF page by OCR", async () => {
    const user = await createAgent(db);
    const png = await upload(user.id, "sign.png", await makeTextPng(["Open house on Saturday", "Pool closes at nine"]));
    const scan = await upload(user.id, "scan.pdf", await makeScannedPdf(["The security deposit is held in escrow."]));
    expect(png.type).toBe("png");

    const pool = await ask(user.id, "When does the pool close?", [png, scan]);
    expect(pool.message?.citations[0]).toMatchObject({ fileName: "sign.png" });
    expect(pool.message?.content.toLowerCase()).toContain("pool closes at nine");
    const deposit = await ask(user.id, "Where is the security deposit held?", [], null, pool.conversationId);
    expect(deposit.message?.citations[0]).toMatchObject({ fileName: "scan.pdf", page: 1 });
    expect(deposit.message?.content).toContain("escrow");
  });

  it("keeps each scanned PDF page's number, so a citation opens that page's text, and stores the OCR's confidence", async () => {
    const user = await createAgent(db);
    const pdf = await makeScannedPdfOfImages([
      await makeTextPng(["Residential lease for 12 Elm Street.", "Rent is due on the first day of each month."]),
      // The licence's first 20 lines: its title and first heading, enough to cite, and enough
      // lines for the skew to be measured (on 8 it was not, and nothing was read).
      await makeNoisyScan(APACHE_LICENCE_LINES.slice(0, 20), 1.5),
    ]);
    const file = await upload(user.id, "scanned-lease.pdf", pdf);
    expect(file).toMatchObject({ status: "ready", pageCount: 2 });
    expect(file.ocrConfidence).toBeGreaterThan(0);
    expect(file.ocrConfidence).toBeLessThanOrEqual(100);

    const chunks = await db.select().from(oracleChunks).where(eq(oracleChunks.fileId, file.id));
    expect(chunks.find((chunk) => chunk.text.includes("Rent is due"))?.page).toBe(1);
    expect(chunks.find((chunk) => chunk.text.includes("TERMS AND CONDITIONS"))?.page).toBe(2);

    // Each page keeps what OCR was sure of it; the noisy page's citation says it was read by OCR, with its confidence.
    const noisy = chunks.find((chunk) => chunk.text.includes("TERMS AND CONDITIONS"))!;
    expect(noisy.ocrConfidence).toBeLessThan(OCR_TRUSTED_CONFIDENCE);
    const { message } = await ask(user.id, "Which version of the Apache License is it?", [file]);
    expect(message?.citations[0]).toMatchObject({ fileName: "scanned-lease.pdf", page: 2, ocrConfidence: noisy.ocrConfidence });
    expect(citationLabel(message!.citations[0])).toBe(`scanned-lease.pdf, page 2 · read by OCR, confidence ${noisy.ocrConfidence} %`);
    expect(message?.citations[0].passage).toContain("Version 2.0");
  });
});

describe("[oracle] finding the passage", () => {
  const specText = [
    "1.1. Version",
    "This is version 0.21 of the specification, last updated 2 October 2018.",
    "Drafts 0 to 21 were discussed by the group over many meetings. Each draft had a version.",
    "2.17. User modification",
    "Users should never edit the database. They should make corrections by means of the Override.xml file.",
    "The override list is written in xml by the tools.",
  ].join("\n\n");
  const leaseText = "Rent is due on the first day of each month.\n\nThe landlord is Jane Roe, who keeps the keys.";
  const petText = "The pet deposit is 500 dollars.\n\nThe pet deposit is refunded when the tenant moves out.";

  it("matches versions, decimals and file names whole and quotes only the sentence that answers, from one file", async () => {
    const user = await createAgent(db);
    const spec = await upload(user.id, "spec.txt", Buffer.from(specText));
    const lease = await upload(user.id, "lease.txt", Buffer.from(leaseText));
    const pets = await upload(user.id, "pets.txt", Buffer.from(petText));

    const version = await ask(user.id, "Which version of the specification is this?", [spec, lease, pets]);
    // The heading over the sentence is not quoted; the passage keeps it, on a line of its own.
    expect(version.message?.content).toBe("“This is version 0.21 of the specification, last updated 2 October 2018.” [1]");
    expect(version.message?.citations).toHaveLength(1);
    expect(version.message?.citations[0]).toMatchObject({
      fileName: "spec.txt",
      paragraph: 1,
      passage: "1.1. Version\nThis is version 0.21 of the specification, last updated 2 October 2018.",
      quote: "This is version 0.21 of the specification, last updated 2 October 2018.",
    });

    const file = await ask(user.id, "In which file should users make their corrections?", [], null, version.conversationId);
    // "They" points back to the sentence before, which says who they are.
    expect(file.message?.content).toBe("“Users should never edit the database. They should make corrections by means of the Override.xml file.” [1]");
    expect(file.message?.citations.map((citation) => citation.fileName)).toEqual(["spec.txt"]);

    const decimal = await searchPassages(db, { userId: user.id, fileIds: [spec.id], question: "What changed in 0.21?" });
    expect(decimal[0].text).toContain("version 0.21");
    // "0.21" is not read as 0 and 21: the drafts' passage holds no word of the question (the encoder may still rank it, below).
    const drafts = decimal.findIndex((passage) => passage.text.startsWith("Drafts 0 to 21"));
    expect(drafts === -1 || (drafts > 0 && decimal[drafts].coverage === 0)).toBe(true);
  });

  it("keeps numbers, versions, section numbers, file names and identifiers whole in the question and the text", async () => {
    const user = await createAgent(db);
    const notes = await upload(
      user.id,
      "notes.txt",
      Buffer.from(
        [
          "The footers method came in version 1.0.1 of the module.",
          "The annotations method came in version 1.0.2 of the module.",
          "Section 2.6 is about fair use.",
          "Section 2.7 lists the conditions.",
          "The header file of this library is libtasn1.h.",
          "The libtasn1 library has no global variables.",
          "Read the type from user.mime_type when it is set.",
        ].join("\n\n"),
      ),
    );
    const first = async (question: string) => (await searchPassages(db, { userId: user.id, fileIds: [notes.id], question }))[0]?.text;
    expect(await first("What came in version 1.0.1?")).toBe("The footers method came in version 1.0.1 of the module.");
    expect(await first("What came in 1.0.2?")).toBe("The annotations method came in version 1.0.2 of the module.");
    expect(await first("What does section 2.7 say?")).toBe("Section 2.7 lists the conditions.");
    expect(await first("Where is libtasn1.h mentioned?")).toBe("The header file of this library is libtasn1.h.");
    expect(await first("Which attribute is user.mime_type?")).toBe("Read the type from user.mime_type when it is set.");
  });

  it("writes out an abbreviation the files do not hold as the files say it, and gives up on one they never explain", async () => {
    const user = await createAgent(db);
    const rights = await upload(
      user.id,
      "rights.txt",
      Buffer.from(
        [
          "Database rights arise under Directive 96/9/EC of the European Parliament on the legal protection of databases.",
          "Write to the Free Software Foundation for permission; its office is at 51 Franklin Street.",
          "The licence may be changed by its steward only.",
        ].join("\n\n"),
      ),
    );
    const directive = await ask(user.id, "Which EU directive protects databases?", [rights]);
    expect(directive.message?.content).toContain("Directive 96/9/EC");
    const office = await ask(user.id, "Where is the office of the FSF?", [], null, directive.conversationId);
    expect(office.message?.content).toContain("51 Franklin Street");
    // Not answered, but the passage on the steward is shown as the closest.
    const salary = await ask(user.id, "Who is the CEO of the steward?", [], null, directive.conversationId);
    expect(salary.message?.content).toBe(`${CLOSEST_OPENING}\n\n“The licence may be changed by its steward only.” [1]`);
    expect(salary.message?.citations).toMatchObject([{ marker: 1, fileName: "rights.txt", paragraph: 3 }]);
  });

  it("goes on into the next passage when the quote ends its passage on what leads into it", async () => {
    const user = await createAgent(db);
    const manual = await upload(
      user.id,
      "manual.txt",
      Buffer.from(
        [
          "asn1_perror prints a description of an error to standard error.",
          "asn1_strerror [Function] const char * asn1_strerror (int error) error: is an error returned by a function.",
          "Returns a string with a description of an error. Since: 1.6",
        ].join("\n\n"),
      ),
    );
    const asked = await ask(user.id, "What does asn1_strerror return?", [manual]);
    expect(asked.message?.content).toContain("error: is an error returned by a function. Returns a string with a description of an error.” [1]");
    expect(asked.message?.citations[0]).toMatchObject({ fileName: "manual.txt", paragraph: 2 });
    expect(asked.message?.citations[0].passage).toContain("Returns a string with a description of an error.");
  });

  it("searches only the conversation's files, even when another of the user's files answers better", async () => {
    const user = await createAgent(db);
    const lease = await upload(user.id, "lease.txt", Buffer.from(leaseText));
    await upload(user.id, "pets.txt", Buffer.from(petText));
    const passages = await searchPassages(db, { userId: user.id, fileIds: [lease.id], question: "How much is the pet deposit?" });
    expect(passages.every((passage) => passage.fileName === "lease.txt")).toBe(true);
    const asked = await ask(user.id, "How much is the pet deposit?", [lease]);
    expect(asked.message?.content).not.toContain("500");
    expect(asked.message?.citations.every((citation) => citation.fileName === "lease.txt")).toBe(true);
  });

  it("says first that it could not find the answer, then shows the closest passages, and declines outright only when nothing is related", async () => {
    const user = await createAgent(db);
    const lease = await upload(user.id, "lease.txt", Buffer.from(leaseText));
    const asked = await ask(user.id, "What is the landlord's phone number?", [lease]);
    expect(asked.message?.content).toBe(`${CLOSEST_OPENING}\n\n“The landlord is Jane Roe, who keeps the keys.” [1]`);
    expect(asked.message?.citations).toMatchObject([{ marker: 1, fileName: "lease.txt", paragraph: 2 }]);
    const unrelated = await ask(user.id, "Which telescope photographed the comet?", [], null, asked.conversationId);
    expect(unrelated.message).toMatchObject({ content: NOTHING_RELATED, citations: [] });
  });

  const vectorLengths = (fileId: string) =>
    db
      .select({ embedding: oracleChunks.embedding })
      .from(oracleChunks)
      .where(eq(oracleChunks.fileId, fileId))
      .orderBy(oracleChunks.position)
      .then((rows) => rows.map((row) => row.embedding?.byteLength ?? null));
  const coveredLease = "The tenant may cure any default within thirty days after written notice.\n\nParking is on the street.";

  it("stores the sentence encoder's vector beside each passage after a file is read, and finds a passage saying the question in other words", async () => {
    const user = await createAgent(db);
    const lease = await upload(user.id, "lease.txt", Buffer.from(coveredLease));
    // The embedding job runs after the file is ready: its vectors are waited for.
    await expect.poll(() => vectorLengths(lease.id), { timeout: 300_000, interval: 100 }).toEqual([512, 512]);
    // No word of the question is in the file: only the encoder finds the passage.
    const [first] = await searchPassages(db, { userId: user.id, fileIds: [lease.id], question: "How long do I have to fix a violation?" });
    expect(first?.text).toContain("cure any default");
    // "fix" is in no file: the question is not declined for it, and the passage is shown.
    const asked = await ask(user.id, "Within how many days may the tenant fix a default?", [lease]);
    expect(asked.message?.content).not.toBe(NOTHING_RELATED);
    expect(asked.message?.citations[0]).toMatchObject({ fileName: "lease.txt", paragraph: 1 });
  });

  it("makes a file ready before its passages have vectors, answers from the full-text search meanwhile, then the embedding job fills them in once", async () => {
    const user = await createAgent(db);
    const queued: string[] = [];
    const lease = await storeUpload(db, { userId: user.id, name: "lease.txt", bytes: Buffer.from(coveredLease), enqueue: neverQueued, enqueueEmbedding: async (id) => void queued.push(id) });
    expect(lease).toMatchObject({ status: "ready", progress: 100 });
    expect(queued).toEqual([lease.id]);
    expect(await vectorLengths(lease.id)).toEqual([null, null]);

    const [first] = await searchPassages(db, { userId: user.id, fileIds: [lease.id], question: "Where is the parking?" });
    expect(first).toMatchObject({ paragraph: 2, features: { similarity: null } });
    const asked = await ask(user.id, "Where is the parking?", [lease]);
    expect(asked.message?.citations[0]).toMatchObject({ fileName: "lease.txt", paragraph: 2 });

    expect(await embedFilePassages(db, lease.id)).toBe(2);
    expect(await vectorLengths(lease.id)).toEqual([512, 512]);
    const [near] = await searchPassages(db, { userId: user.id, fileIds: [lease.id], question: "Where is the parking?" });
    expect(near.features?.similarity).toBeGreaterThan(0);
    // Run again (pg-boss's retry), or after the file was deleted: nothing left to write.
    expect(await embedFilePassages(db, lease.id)).toBe(0);
    await deleteOwnFile(db, user.id, lease.id);
    expect(await embedFilePassages(db, lease.id)).toBe(0);
  });

  it("keeps a file ready when its embedding job cannot be queued", async () => {
    const user = await createAgent(db);
    const file = await storeUpload(db, {
      userId: user.id,
      name: "notes.txt",
      bytes: Buffer.from("The mailbox key is with the manager."),
      enqueue: neverQueued,
      enqueueEmbedding: async () => Promise.reject(new Error("queue down")),
    });
    expect(await getOwnFile(db, user.id, file.id)).toMatchObject({ status: "ready" });
    expect(await vectorLengths(file.id)).toEqual([null]);
  });
});

describe("[oracle] refused uploads leave nothing behind", () => {
  const cases: [string, () => Promise<Buffer> | Buffer, number | string, string][] = [
    ["a renamed executable", () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)]), "unprocessable_entity", UPLOAD_MESSAGES.unsupported],
    ["a Windows program named .pdf", () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512)]), "unprocessable_entity", UPLOAD_MESSAGES.unsupported],
    ["an empty file", () => Buffer.alloc(0), "bad_request", UPLOAD_MESSAGES.empty],
    ["a file over 20 MB", () => Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x41), "payload_too_large", UPLOAD_MESSAGES.tooLarge],
    ["an encrypted PDF", makeEncryptedPdf, "unprocessable_entity", UPLOAD_MESSAGES.encrypted],
    ["a corrupt PDF", () => Buffer.from("%PDF-1.4\n1 0 obj << broken"), "unprocessable_entity", UPLOAD_MESSAGES.corrupt],
  ];
  for (const [label, make, code, message] of cases) {
    it(`refuses ${label} with a clear 4xx`, async () => {
      const user = await createAgent(db);
      await expect(upload(user.id, "contract.pdf", await make())).rejects.toMatchObject({ code, message });
      expect(await db.select().from(oracleFiles).where(eq(oracleFiles.userId, user.id))).toEqual([]);
    });
  }

  it("refuses a text file that is not text, and a .doc that is not a Word file", async () => {
    const user = await createAgent(db);
    await expect(upload(user.id, "notes.txt", Buffer.from([0x00, 0x01, 0x02, 0xff]))).rejects.toMatchObject({ code: "unprocessable_entity" });
    const notWord = makeDoc(["x"]);
    // The WordDocument stream starts after the header, FAT and directory sectors: spoil its magic number.
    notWord.writeUInt16LE(0x1234, 3 * 512);
    await expect(upload(user.id, "fake.doc", notWord)).rejects.toMatchObject({ code: "unprocessable_entity", message: UPLOAD_MESSAGES.corrupt });
    expect(await db.select().from(oracleFiles).where(eq(oracleFiles.userId, user.id))).toEqual([]);
  });
});

/** The lease PDF stored as a large upload is: with its bytes, queued for the parse job. */
async function queueLeasePdf(userId: string) {
  const pdf = await makePdf(leasePages);
  const [file] = await db.insert(oracleFiles).values({ userId, name: "big.pdf", type: "pdf", sizeBytes: pdf.length, content: pdf }).returning();
  return file;
}

describe("[oracle] large files go through the parse job", () => {
  it("stores the bytes, queues the file, then the job stores chunks with progress and drops the bytes", async () => {
    const user = await createAgent(db);
    const file = await queueLeasePdf(user.id);
    expect((await getOwnFile(db, user.id, file.id)).status).toBe("queued");

    const embedding: string[] = [];
    const queueEmbedding = async (id: string) => void embedding.push(id);
    await parseQueuedFile(db, file.id, neverRequeued, queueEmbedding);
    const [parsed] = await db.select().from(oracleFiles).where(eq(oracleFiles.id, file.id));
    expect(parsed).toMatchObject({ status: "ready", progress: 100, pageCount: 4, content: null });
    const chunks = await db.select().from(oracleChunks).where(eq(oracleChunks.fileId, file.id));
    expect(chunks.map((chunk) => chunk.page).sort()).toEqual([1, 2, 3, 4]);
    expect(embedding).toEqual([file.id]);

    await parseQueuedFile(db, file.id, neverRequeued, queueEmbedding);
    expect(await db.select().from(oracleChunks).where(eq(oracleChunks.fileId, file.id))).toHaveLength(4);
    expect(embedding).toEqual([file.id]);
  });

  it("marks a queued file that cannot be read as failed, with the reason", async () => {
    const user = await createAgent(db);
    const encrypted = await makeEncryptedPdf();
    const [file] = await db
      .insert(oracleFiles)
      .values({ userId: user.id, name: "locked.pdf", type: "pdf", sizeBytes: encrypted.length, content: encrypted })
      .returning();
    await parseQueuedFile(db, file.id, neverRequeued, runEmbeddingJob);
    expect(await getOwnFile(db, user.id, file.id)).toMatchObject({ status: "failed", error: UPLOAD_MESSAGES.encrypted });
  });

  it("deletes the stored bytes when the job cannot be queued", async () => {
    const user = await createAgent(db);
    const big = Buffer.concat([Buffer.from("Line of text for a large file.\n\n".repeat(40_000))]);
    await expect(
      storeUpload(db, { userId: user.id, name: "big.txt", bytes: big, enqueue: async () => Promise.reject(new Error("queue down")), enqueueEmbedding: runEmbeddingJob }),
    ).rejects.toThrow("queue down");
    expect(await db.select().from(oracleFiles).where(eq(oracleFiles.userId, user.id))).toEqual([]);
  });
});

describe("[oracle] document readers: one at a time per user, a few per instance", () => {
  /** Holds a reader's turn for a PNG of `userId` until the returned release is called. */
  async function holdTurn(userId: string, slots?: number) {
    let started = () => {};
    let release = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const turn = withReaderTurn(db, { userId, type: "png" }, () => (started(), released), slots);
    await Promise.race([running, turn]);
    return { release: async () => (release(), turn) };
  }
  const png = (userId: string) => ({ userId, type: "png" as const });

  it("gives a user a second turn only once the first is over, and no turn at all while every slot is taken", async () => {
    const [first, second] = [await createAgent(db), await createAgent(db)];
    const held = await holdTurn(first.id, 2);
    expect(await withReaderTurn(db, png(first.id), async () => "read", 2)).toEqual({ ran: false });
    expect(await withReaderTurn(db, png(second.id), async () => "read", 2)).toEqual({ ran: true, value: "read" });
    // One slot, taken by the first user: nobody else reads a document either; a text file is read all the same.
    expect(await withReaderTurn(db, png(second.id), async () => "read", 1)).toEqual({ ran: false });
    expect(await withReaderTurn(db, { userId: second.id, type: "txt" }, async () => "read", 1)).toEqual({ ran: true, value: "read" });
    expect(await held.release()).toEqual({ ran: true, value: undefined });
    expect(await withReaderTurn(db, png(first.id), async () => "read", 1)).toEqual({ ran: true, value: "read" });
  });

  it("queues a user's upload while another of theirs is being read, and the job reads it once that is over", async () => {
    const user = await createAgent(db);
    const held = await holdTurn(user.id);
    const queued: string[] = [];
    const sign = await makeTextPng(["The mailbox key is with the manager."]);
    const file = await storeUpload(db, { userId: user.id, name: "sign.png", bytes: sign, enqueue: async (id) => void queued.push(id), enqueueEmbedding: runEmbeddingJob });
    expect(file.status).toBe("queued");
    expect(queued).toEqual([file.id]);
    // The job finds the reader still busy: the file goes back to the queue, untouched.
    const requeued: string[] = [];
    await parseQueuedFile(db, file.id, async (id) => void requeued.push(id), runEmbeddingJob);
    expect(requeued).toEqual([file.id]);
    expect(await getOwnFile(db, user.id, file.id)).toMatchObject({ status: "queued", progress: 0 });

    await held.release();
    await parseQueuedFile(db, file.id, neverRequeued, runEmbeddingJob);
    expect(await getOwnFile(db, user.id, file.id)).toMatchObject({ status: "ready", progress: 100 });
  });
});

describe("[oracle] hostile files are read in a child process, within limits", () => {
  it("refuses a large Flate-bomb PDF during the upload, before storing or queueing it", async () => {
    const user = await createAgent(db);
    const bomb = await makeFlateBombPdf(1.5 * GIB);
    expect(bomb.length).toBeGreaterThan(INLINE_PARSE_MAX_BYTES);
    await expect(upload(user.id, "bomb.pdf", bomb)).rejects.toMatchObject({ code: "unprocessable_entity", message: UPLOAD_MESSAGES.unpacksTooLarge });
    expect(await db.select().from(oracleFiles).where(eq(oracleFiles.userId, user.id))).toEqual([]);
  });

  it("marks a queued file over a cap as failed with the reason, and ends the job normally so it is not retried", async () => {
    const user = await createAgent(db);
    const pages = await makeManyPagesPdf(600);
    const [file] = await db
      .insert(oracleFiles)
      .values({ userId: user.id, name: "archive.pdf", type: "pdf", sizeBytes: pages.length, content: pages })
      .returning();
    await expect(parseQueuedFile(db, file.id, neverRequeued, runEmbeddingJob)).resolves.toBeUndefined();
    const [failed] = await db.select().from(oracleFiles).where(eq(oracleFiles.id, file.id));
    expect(failed).toMatchObject({ status: "failed", error: UPLOAD_MESSAGES.tooManyPages, content: null });
  });

  it("reads a text file at once while other users' scans take every document reader", async () => {
    const text = Buffer.from("The pool closes at nine.\n\nThe gym opens at six.");
    await readInChild("txt", text);
    const scans = await Promise.all([makeNoisyScan(APACHE_LICENCE_LINES, 1.5), makeNoisyScan(APACHE_LICENCE_LINES, -1.2)]);
    let scansRead = 0;
    const reading = scans.map((scan) => readInChild("png", scan).finally(() => scansRead++));
    const read = await readInChild("txt", text);
    expect(read.chunks.map((chunk) => chunk.text)).toEqual(["The pool closes at nine.", "The gym opens at six."]);
    expect(scansRead).toBe(0);
    await Promise.all(reading);
  }, 180_000);

  it("reads a 49-megapixel scan of a few KB within three quarters of a reader's memory (768 MB, below the 830 MB a full-size read took): the page is scaled down before OCR", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="7000" height="7000"><rect width="100%" height="100%" fill="white"/><text x="200" y="600" font-family="DejaVu Sans, sans-serif" font-size="300">Open house on Saturday</text></svg>`;
    const png = await sharp(Buffer.from(svg)).greyscale().png({ palette: true, colours: 2 }).toBuffer();
    expect(png.length).toBeLessThan(64 * 1024);
    // Read at its full size, such a page took 830 MB.
    const read = await readInChild("png", png, { limits: { ...DOCUMENT_LIMITS, memoryMb: (DOCUMENT_LIMITS.memoryMb * 3) / 4 } });
    expect(read.chunks.map((chunk) => chunk.text).join(" ")).toContain("Open house on Saturday");
  });

  it("kills the reading process past its time or its memory, with a message for each", async () => {
    const png = await makeTextPng(["Open house on Saturday"]);
    await expect(readInChild("png", png, { limits: { ...DOCUMENT_LIMITS, timeMs: 300 } })).rejects.toMatchObject({
      code: "unprocessable_entity",
      message: UPLOAD_MESSAGES.tooSlow,
    });
    // Node alone takes more than this: the watch kills the reader at its first look.
    await expect(readInChild("png", png, { limits: { ...DOCUMENT_LIMITS, memoryMb: 20 } })).rejects.toMatchObject({
      code: "unprocessable_entity",
      message: UPLOAD_MESSAGES.tooMuchMemory,
    });
  });
});

describe("[oracle] everything belongs to its user", () => {
  it("another user can neither read, rename nor delete a conversation, nor ask about or search a file", async () => {
    const owner = await createAgent(db);
    const other = await createAgent(db);
    const file = await upload(owner.id, "lease.pdf", await makePdf(leasePages));
    const { conversationId } = await ask(owner.id, "When was the water heater replaced?", [file]);

    await expect(getConversation(db, { userId: other.id, id: conversationId })).rejects.toMatchObject({ code: "not_found" });
    await expect(renameConversation(db, { userId: other.id, id: conversationId, title: "Mine" })).rejects.toMatchObject({ code: "not_found" });
    await expect(deleteConversation(db, { userId: other.id, id: conversationId })).rejects.toMatchObject({ code: "not_found" });
    await expect(getOwnFile(db, other.id, file.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(startChat(db, { userId: other.id, message: "Water heater?", files: [file], llm: null })).rejects.toMatchObject({ code: "not_found" });
    await expect(startChat(db, { userId: other.id, message: "Water heater?", files: [], llm: null, conversationId })).rejects.toMatchObject({ code: "not_found" });
    expect(await searchPassages(db, { userId: other.id, fileIds: [file.id], question: "water heater" })).toEqual([]);
    expect(await listConversations(db, other.id)).toEqual([]);

    const own = await getConversation(db, { userId: owner.id, id: conversationId });
    expect(own.messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(own.files).toEqual([{ id: file.id, name: "lease.pdf", type: "pdf" }]);
  });

  it("cancels reading a queued file: it is deleted, the job then finds nothing, and another user cannot delete it", async () => {
    const owner = await createAgent(db);
    const other = await createAgent(db);
    const file = await queueLeasePdf(owner.id);
    await expect(deleteOwnFile(db, other.id, file.id)).rejects.toMatchObject({ code: "not_found" });
    await deleteOwnFile(db, owner.id, file.id);
    await expect(getOwnFile(db, owner.id, file.id)).rejects.toMatchObject({ code: "not_found" });
    await parseQueuedFile(db, file.id, neverRequeued, runEmbeddingJob);
    expect(await db.select().from(oracleChunks).where(eq(oracleChunks.fileId, file.id))).toEqual([]);
  });

  it("renames and deletes the owner's conversation", async () => {
    const owner = await createAgent(db);
    const { conversationId } = await ask(owner.id, "Anything?", []);
    await renameConversation(db, { userId: owner.id, id: conversationId, title: "Lease questions" });
    expect((await listConversations(db, owner.id)).map((conversation) => conversation.title)).toEqual(["Lease questions"]);
    await deleteConversation(db, { userId: owner.id, id: conversationId });
    expect(await listConversations(db, owner.id)).toEqual([]);
  });
});

type FakeLlm = { url: string; bodies: Record<string, unknown>[]; close: () => Promise<void> };

/**
 * How the fake model answers: `status` other than 200 refuses; `headersAfterMs` holds the answer
 * back (a timeout); after `cutAfter` pieces the connection is cut, or (`stallAfter`) nothing more
 * is sent. A whole answer ends as real servers end it: a piece saying why it finished, then [DONE].
 */
type FakeLlmOptions = { status?: number; headersAfterMs?: number; cutAfter?: number; stallAfter?: number };

/** An OpenAI-compatible chat endpoint that streams `pieces` as server-sent events. */
async function startFakeLlm(pieces: string[], { status = 200, headersAfterMs = 0, cutAfter, stallAfter }: FakeLlmOptions = {}): Promise<FakeLlm> {
  const bodies: Record<string, unknown>[] = [];
  const event = (choice: Record<string, unknown>) => `data: ${JSON.stringify({ choices: [{ index: 0, ...choice }] })}\n\n`;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", async () => {
      bodies.push({ ...JSON.parse(raw), path: req.url, authorization: req.headers.authorization });
      if (headersAfterMs) await new Promise((resolve) => setTimeout(resolve, headersAfterMs));
      if (res.destroyed) return;
      if (status !== 200) {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "model overloaded" } }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const [index, piece] of pieces.entries()) {
        if (index === cutAfter) return res.destroy();
        if (index === stallAfter) return;
        res.write(event({ delta: { content: piece }, finish_reason: null }));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      res.write(event({ delta: {}, finish_reason: "stop" }));
      res.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    bodies,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The answer's stream ended with the spec's error text, and only the question was stored. */
async function expectNoAnswerStored(conversationId: string, events: ChatEvent[]) {
  expect(events.at(-1)).toEqual({ type: "error", error: ORACLE_ERROR_REPLY });
  expect(events.some((event) => event.type === "done")).toBe(false);
  const stored = await db.select().from(oracleMessages).where(eq(oracleMessages.conversationId, conversationId));
  expect(stored.map((row) => row.role)).toEqual(["user"]);
}

const deltas = (events: ChatEvent[]) => events.flatMap((event) => (event.type === "delta" ? [event.text] : []));

describe("[oracle] answers from an OpenAI-compatible model", () => {
  it("sends the retrieved passages numbered, streams the answer as it arrives and cites what the model cites", async () => {
    const fake = await startFakeLlm(["The water heater ", "was replaced in ", "March 2019 [1]."]);
    try {
      const user = await createAgent(db);
      const file = await upload(user.id, "lease.pdf", await makePdf(leasePages));
      const llm = { baseUrl: fake.url, apiKey: "sk-test", model: "test-model" };
      const { events, message } = await ask(user.id, "When was the water heater replaced?", [file], llm);

      expect(deltas(events)).toEqual(["The water heater ", "was replaced in ", "March 2019 [1]."]);
      expect(message).toMatchObject({ content: "The water heater was replaced in March 2019 [1].", model: "test-model" });
      expect(message?.citations).toHaveLength(1);
      expect(message?.citations[0]).toMatchObject({ marker: 1, fileName: "lease.pdf", page: 3 });
      expect(citedSentences(message!.content, message!.citations)).toEqual([{ text: "The water heater was replaced in March 2019 [1].", paragraph: 0, cited: true }]);

      const request = fake.bodies[0] as { path: string; authorization: string; model: string; stream: boolean; messages: { role: string; content: string }[] };
      expect(request).toMatchObject({ path: "/v1/chat/completions", authorization: "Bearer sk-test", model: "test-model", stream: true });
      expect(request.messages[0]).toMatchObject({ role: "system" });
      expect(request.messages[0].content).toContain("cite only the numbers given");
      const prompt = request.messages.at(-1)!.content;
      expect(prompt).toContain("[1] (lease.pdf, page 3)");
      expect(prompt).toContain("The water heater was replaced in March 2019");
    } finally {
      await fake.close();
    }
  });

  it("maps the model's markers to the passages it was given; a passage it was not given, or no citation, leaves a sentence uncited", async () => {
    const fake = await startFakeLlm(["Rent is due on the first [2]. ", "Late fees are 50 dollars [9]."]);
    const silent = await startFakeLlm(["Late fees are paid by the tenant."]);
    try {
      const user = await createAgent(db);
      const lease = await upload(user.id, "lease.pdf", await makePdf(leasePages));
      const notes = await upload(user.id, "notes.txt", Buffer.from("Rent is paid by bank transfer.\n\nThe landlord lives upstairs."));
      const { message } = await ask(user.id, "When is rent due and what are the late fees?", [lease, notes], { baseUrl: fake.url, model: "m" });
      const prompt = (fake.bodies[0] as { messages: { content: string }[] }).messages.at(-1)!.content;
      const given = prompt.match(/^\[\d+\] \(/gm) ?? [];
      expect(given.length).toBeLessThan(9);
      const second = prompt.match(/\[2\] \(([^)]+)\)\n([^\n]+)/);
      expect(message?.citations).toHaveLength(1);
      expect(message?.citations[0]).toMatchObject({ marker: 2, passage: second?.[2] });
      expect(citationLabel(message!.citations[0])).toBe(second?.[1]);
      // "[9]" names no passage the model was given: that sentence is not shown as what the files say.
      expect(citedSentences(message!.content, message!.citations)).toEqual([
        { text: "Rent is due on the first [2].", paragraph: 0, cited: true },
        { text: "Late fees are 50 dollars [9].", paragraph: 0, cited: false },
      ]);

      const uncited = await ask(user.id, "Who pays the late fees?", [lease], { baseUrl: silent.url, model: "m" });
      expect(uncited.message).toMatchObject({ content: "Late fees are paid by the tenant.", citations: [], model: "m" });
      expect(citedSentences(uncited.message!.content, uncited.message!.citations).every((sentence) => !sentence.cited)).toBe(true);
    } finally {
      await fake.close();
      await silent.close();
    }
  });

  it("replies with the spec's error text and stores no answer when the model fails", async () => {
    const fake = await startFakeLlm([], { status: 503 });
    try {
      const user = await createAgent(db);
      const file = await upload(user.id, "lease.pdf", await makePdf(leasePages));
      const { conversationId, events } = await ask(user.id, "Rent due date?", [file], { baseUrl: fake.url, model: "m" });
      // The official client retries a refused request twice before giving up.
      expect(fake.bodies).toHaveLength(3);
      await expectNoAnswerStored(conversationId, events);
    } finally {
      await fake.close();
    }
  });

  it("stores no half answer when the stream is cut in the middle, whether the connection drops or the model stops sending", async () => {
    const cut = await startFakeLlm(["Rent is due ", "on the first ", "day [1]."], { cutAfter: 2 });
    const stalled = await startFakeLlm(["Rent is due ", "on the first ", "day [1]."], { stallAfter: 1 });
    try {
      const user = await createAgent(db);
      const file = await upload(user.id, "lease.pdf", await makePdf(leasePages));
      const dropped = await ask(user.id, "When is rent due?", [file], { baseUrl: cut.url, model: "m" });
      expect(deltas(dropped.events)).toEqual(["Rent is due ", "on the first "]);
      await expectNoAnswerStored(dropped.conversationId, dropped.events);

      const silent = await ask(user.id, "When is rent due?", [file], { baseUrl: stalled.url, model: "m", timeoutMs: 300 });
      expect(deltas(silent.events)).toEqual(["Rent is due "]);
      await expectNoAnswerStored(silent.conversationId, silent.events);
    } finally {
      await cut.close();
      await stalled.close();
    }
  });

  it("gives up on a model that does not start answering within the timeout, after the client's two retries", async () => {
    const slow = await startFakeLlm(["Too late [1]."], { headersAfterMs: 5_000 });
    try {
      const user = await createAgent(db);
      const file = await upload(user.id, "lease.pdf", await makePdf(leasePages));
      const { conversationId, events } = await ask(user.id, "When is rent due?", [file], { baseUrl: slow.url, model: "m", timeoutMs: 300 });
      expect(slow.bodies).toHaveLength(3);
      await expectNoAnswerStored(conversationId, events);
    } finally {
      await slow.close();
    }
  }, 30_000);
});
