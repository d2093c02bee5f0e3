/**
 * The Oracle's evaluation set: questions written by reading the documents in ./documents,
 * as a user would ask them, each with the file and place that answers it.
 *
 * - `answer`: words a right answer contains (every one, case and spacing aside).
 * - `file`, `pages` (PDFs: any of these pages) and `passage` (words of the passage that holds
 *   the answer, or of each passage that does): a right citation names that file (and page) and
 *   its passage holds those words.
 * - `where`: the place in words, for a reader checking the set.
 * Unanswerable questions have none of these: the right reply says the files do not answer.
 */
export type EvalQuestion =
  | { question: string; file: string; pages?: number[]; where: string; passage: string | string[]; answer: string[] }
  | { question: string; unanswerable: true };

export const EVAL_QUESTIONS: EvalQuestion[] = [
  // apache-2.0.txt (plain text, Debian /usr/share/common-licenses/Apache-2.0)
  {
    question: "What share of ownership makes an entity count as controlled under the Apache License?",
    file: "apache-2.0.txt",
    where: "§ 1, definition of Legal Entity",
    passage: "ownership of fifty percent (50%) or more",
    answer: ["fifty percent (50%)"],
  },
  {
    question: "When does my patent license under the Apache License end if I sue someone over patents?",
    file: "apache-2.0.txt",
    where: "§ 3, Grant of Patent License",
    passage: "shall terminate as of the date such litigation is filed",
    answer: ["terminate as of the date such litigation is filed"],
  },
  {
    question: "What do I have to do with files I changed before redistributing an Apache-licensed work?",
    file: "apache-2.0.txt",
    where: "§ 4(b)",
    passage: "carry prominent notices stating that You changed the files",
    answer: ["prominent notices stating that You changed the files"],
  },
  {
    question: "Does the Apache License let me use the licensor's trademarks?",
    file: "apache-2.0.txt",
    where: "§ 6, Trademarks",
    passage: "does not grant permission to use the trade names",
    answer: ["does not grant permission to use the trade names"],
  },
  {
    question: "Am I allowed to charge for warranty or support when I redistribute Apache-licensed software?",
    file: "apache-2.0.txt",
    where: "§ 9, Accepting Warranty or Additional Liability",
    passage: "charge a fee for, acceptance of support, warranty",
    answer: ["charge a fee for, acceptance of support, warranty"],
  },

  // mpl-2.0.txt (plain text, Debian MPL-2.0)
  {
    question: "Who is the license steward of the Mozilla Public License?",
    file: "mpl-2.0.txt",
    where: "§ 10.1, New Versions",
    passage: "Mozilla Foundation is the license steward",
    answer: ["Mozilla Foundation"],
  },
  {
    question: "How many days after being notified of non-compliance do I have to fix it to keep my MPL grants?",
    file: "mpl-2.0.txt",
    where: "§ 5.1",
    passage: "prior to 30 days after Your receipt of the notice",
    answer: ["30 days"],
  },
  {
    question: "Which GNU licenses count as Secondary Licenses under MPL 2.0?",
    file: "mpl-2.0.txt",
    where: "§ 1.12",
    passage: "\"Secondary License\" means either the GNU General Public License, Version 2.0",
    answer: ["General Public License, Version 2.0", "Lesser General Public License, Version 2.1"],
  },
  {
    question: "In which courts can litigation about the Mozilla Public License be brought?",
    file: "mpl-2.0.txt",
    where: "§ 8, Litigation",
    passage: "where the defendant maintains its principal place of business",
    answer: ["where the defendant maintains its principal place of business"],
  },
  {
    question: "Under the MPL, how much can I charge someone for a copy of the source code of an executable I distribute?",
    file: "mpl-2.0.txt",
    where: "§ 3.2(a)",
    passage: "at a charge no more than the cost of distribution",
    answer: ["no more than the cost of distribution"],
  },
  {
    question: "What happens to my rights under the MPL if I start a patent infringement lawsuit against a contributor?",
    file: "mpl-2.0.txt",
    where: "§ 5.2",
    passage: "If You initiate litigation against any entity by asserting a patent infringement claim",
    answer: ["shall terminate"],
  },
  {
    question: "What does section 2.6 of the Mozilla Public License say about fair use?",
    file: "mpl-2.0.txt",
    where: "§ 2.6, Fair Use",
    passage: "not intended to limit any rights You have under applicable copyright doctrines of fair use",
    answer: ["not intended to limit any rights"],
  },

  // artistic-license.txt (plain text, Debian Artistic)
  {
    question: "What counts as a reasonable copying fee in the Artistic License?",
    file: "artistic-license.txt",
    where: "Definitions, \"Reasonable copying fee\"",
    passage: "whatever you can justify on the basis of media cost",
    answer: ["media cost", "duplication charges"],
  },
  {
    question: "Can I sell the Package itself under the Artistic License?",
    file: "artistic-license.txt",
    where: "§ 5",
    passage: "You may not charge a fee for this Package itself",
    answer: ["You may not charge a fee for this Package itself"],
  },
  {
    question: "Which archive site does the Artistic License mention for publishing modifications?",
    file: "artistic-license.txt",
    where: "§ 3(a)",
    passage: "a major archive site such as uunet.uu.net",
    answer: ["uunet.uu.net"],
  },
  {
    question: "Who owns the scripts that the Package's programs produce as output?",
    file: "artistic-license.txt",
    where: "§ 6",
    passage: "belong to whoever generated them",
    answer: ["belong to whoever generated them"],
  },
  {
    question: "If I modify my copy of an Artistic-licensed package, what must each changed file contain?",
    file: "artistic-license.txt",
    where: "§ 3",
    passage: "insert a prominent notice in each changed file",
    answer: ["prominent notice in each changed file stating how and when you changed that file"],
  },

  // cc0-1.0.docx (Debian CC0-1.0, saved as Word 2007 by LibreOffice)
  {
    question: "Does CC0 give up the affirmer's trademark or patent rights?",
    file: "cc0-1.0.docx",
    where: "§ 4(a), Limitations and Disclaimers",
    passage: "No trademark or patent rights held by Affirmer are waived",
    answer: ["No trademark or patent rights held by Affirmer are waived"],
  },
  {
    question: "Which EU directive on the legal protection of databases does CC0 refer to?",
    file: "cc0-1.0.docx",
    where: "§ 1(vi)",
    passage: "Directive 96/9/EC",
    answer: ["Directive 96/9/EC"],
  },
  {
    question: "Is Creative Commons a law firm?",
    file: "cc0-1.0.docx",
    where: "the notice above the Statement of Purpose",
    passage: "CREATIVE COMMONS CORPORATION IS NOT A LAW FIRM",
    answer: ["NOT A LAW FIRM"],
  },
  {
    question: "What happens if a court finds the CC0 waiver invalid?",
    file: "cc0-1.0.docx",
    where: "§ 3, Public License Fallback",
    passage: "Should any part of the Waiver for any reason be judged legally invalid",
    answer: ["preserved to the maximum extent permitted"],
  },

  // lgpl-3.0.docx (Debian LGPL-3, saved as Word 2007 by LibreOffice)
  {
    question: "How long may inline functions from a library header be before the LGPL notice conditions apply to object code?",
    file: "lgpl-3.0.docx",
    where: "§ 3, Object Code Incorporating Material from Library Header Files",
    passage: "ten or fewer lines in length",
    answer: ["ten or fewer lines"],
  },
  {
    question: "What is a Combined Work in the LGPL?",
    file: "lgpl-3.0.docx",
    where: "§ 0, Additional Definitions",
    passage: "A \"Combined Work\" is a work produced by combining or linking an Application with the Library",
    answer: ["combining or linking an Application with the Library"],
  },
  {
    question: "What does the LGPL call the particular version of the Library a Combined Work was made with?",
    file: "lgpl-3.0.docx",
    where: "§ 0, Additional Definitions",
    passage: "also called the \"Linked Version\"",
    answer: ["Linked Version"],
  },
  {
    question: "Is defining a subclass of a class from the Library considered using its interface under the LGPL?",
    file: "lgpl-3.0.docx",
    where: "§ 0, definition of Application",
    passage: "Defining a subclass of a class defined by the Library is deemed a mode of using an interface",
    answer: ["deemed a mode of using an interface"],
  },
  {
    question: "Who may publish new versions of the GNU Lesser General Public License?",
    file: "lgpl-3.0.docx",
    where: "§ 6, Revised Versions",
    passage: "The Free Software Foundation may publish revised and/or new versions of the GNU Lesser General Public License",
    answer: ["Free Software Foundation may publish revised and/or new versions"],
  },

  // gpl-1.0.doc (Debian GPL-1, saved as Word 97 by LibreOffice)
  {
    question: "How long must a written offer to supply source code stay valid under GPL version 1?",
    file: "gpl-1.0.doc",
    where: "§ 3(b)",
    passage: "a written offer, valid for at least three years",
    answer: ["at least three years"],
  },
  {
    question: "Under GPL version 1, what must a modified interactive program display when it starts?",
    file: "gpl-1.0.doc",
    where: "§ 2(c)",
    passage: "If the modified program normally reads commands interactively when run",
    answer: ["announcement including an appropriate copyright notice"],
  },
  {
    question: "What happens if I try to sublicense a GPL version 1 program in a way the license does not allow?",
    file: "gpl-1.0.doc",
    where: "§ 4",
    passage: "Any attempt otherwise to copy, modify, sublicense, distribute or transfer the Program is void",
    answer: ["automatically terminate your rights"],
  },
  {
    question: "Can I charge for the physical act of transferring a copy under GPL version 1?",
    file: "gpl-1.0.doc",
    where: "§ 2(d)",
    passage: "You may charge a fee for the physical act of transferring a copy",
    answer: ["charge a fee for the physical act of transferring a copy"],
  },
  {
    question: "Under GPL version 1, which version may I follow if the program does not specify a version number of the license?",
    file: "gpl-1.0.doc",
    where: "§ 7",
    passage: "If the Program does not specify a version number of the license",
    answer: ["any version ever published"],
  },

  // word-extractor-readme.doc (the README of npm word-extractor 1.0.4, saved as Word 97)
  {
    question: "Which word-extractor method gives me the footnotes of a document?",
    file: "word-extractor-readme.doc",
    where: "Methods, Document#getFootnotes()",
    passage: "Retrieves the footnote text from a Word document",
    answer: ["getFootnotes"],
  },
  {
    question: "Since which version does word-extractor have getFooters?",
    file: "word-extractor-readme.doc",
    where: "Methods, Document#getFooters()",
    passage: "From version 1.0.1",
    answer: ["1.0.1"],
  },
  {
    question: "How do I install word-extractor with yarn?",
    file: "word-extractor-readme.doc",
    where: "How do I install this module?",
    passage: "yarn add word-extractor",
    answer: ["yarn add word-extractor"],
  },
  {
    question: "Do I need Word or Office installed to use word-extractor?",
    file: "word-extractor-readme.doc",
    where: "Why use this module?",
    passage: "you do not need to install Word, Office",
    answer: ["do not need to install Word, Office"],
  },
  {
    question: "What does word-extractor's extract method return?",
    file: "word-extractor-readme.doc",
    where: "How do I use this module? (last paragraph), and Methods, WordExtractor#extract",
    passage: ["Returns a promise which resolves to a `Document`", "The object returned from the `extract()` method is a promise"],
    answer: ["promise", "Document"],
  },
  {
    question: "Who holds the copyright of word-extractor?",
    file: "word-extractor-readme.doc",
    where: "License",
    passage: "Stuart Watt",
    answer: ["Stuart Watt"],
  },

  // shared-mime-info-spec.pdf (Debian shared-mime-info, the freedesktop.org specification)
  {
    question: "Which version of the Shared MIME-info Database specification is this?",
    file: "shared-mime-info-spec.pdf",
    pages: [1],
    where: "page 1, § 1.1 Version",
    passage: "This is version 0.21 of the Shared MIME-info Database specification",
    answer: ["0.21"],
  },
  {
    question: "When was the shared MIME-info specification last updated?",
    file: "shared-mime-info-spec.pdf",
    pages: [1],
    where: "page 1, § 1.1 Version",
    passage: "last updated 2 October 2018",
    answer: ["2 October 2018"],
  },
  {
    question: "Which command must an application run after installing its MIME package XML file?",
    file: "shared-mime-info-spec.pdf",
    pages: [3],
    where: "page 3, § 2.1 Directory layout",
    passage: "the application MUST run the update-mime-database command",
    answer: ["update-mime-database"],
  },
  {
    question: "What is the default priority of treemagic rules, and the maximum?",
    file: "shared-mime-info-spec.pdf",
    pages: [5],
    where: "page 5, § 2.2, treemagic elements",
    passage: "The default priority value is 50, and the maximum is 100",
    answer: ["50", "100"],
  },
  {
    question: "Where should users put their own MIME corrections instead of editing the database?",
    file: "shared-mime-info-spec.pdf",
    pages: [17],
    where: "page 17, § 2.17 User modification",
    passage: "by means of the Override.xml mentioned in Section 2.1",
    answer: ["Override.xml"],
  },
  {
    question: "Which magic string does the binary magic file start with?",
    file: "shared-mime-info-spec.pdf",
    pages: [9],
    where: "page 9, § 2.5 The magic files",
    passage: "The file starts with the magic string \"MIME-Magic",
    answer: ["MIME-Magic"],
  },
  {
    question: "How many bytes of a file should be checked for control characters to tell binary from text?",
    file: "shared-mime-info-spec.pdf",
    pages: [15],
    where: "page 15, § 2.12 Recommended checking order, the note",
    passage: "Checking the first 128 bytes of the file for ASCII control characters",
    answer: ["128 bytes"],
  },
  {
    question: "Which extended attribute can store a file's MIME type?",
    file: "shared-mime-info-spec.pdf",
    pages: [14],
    where: "page 14, § 2.10 Storing the MIME type using Extended Attributes",
    passage: "from the user.mime_type extended attribute",
    answer: ["user.mime_type"],
  },
  {
    question: "Which glob pattern should a file named Data.tar.gz match?",
    file: "shared-mime-info-spec.pdf",
    pages: [7],
    where: "page 7, § 2.4 The glob files",
    passage: "files with multiple extensions (such as Data.tar.gz) MUST match the longest sequence of extensions",
    answer: ["longest sequence of extensions"],
  },

  // libtasn1-manual.pdf (Debian libtasn1-doc, the GNU Libtasn1 manual)
  {
    question: "Which version of GNU Libtasn1 does the manual describe?",
    file: "libtasn1-manual.pdf",
    pages: [1, 2],
    where: "title page, and page 2",
    passage: "version 4.19.0",
    answer: ["4.19.0"],
  },
  {
    question: "What is the name of libtasn1's header file?",
    file: "libtasn1-manual.pdf",
    pages: [7],
    where: "page 7 (manual page 4), § 2.4 Library Notes",
    passage: "The header file of this library is libtasn1.h",
    answer: ["libtasn1.h"],
  },
  {
    question: "Which asn1Parser option checks the syntax only?",
    file: "libtasn1-manual.pdf",
    pages: [8],
    where: "page 8 (manual page 5), § 3.1 Invoking asn1Parser",
    passage: "-c, --check checks the syntax only",
    answer: ["--check"],
  },
  {
    question: "Does libtasn1 handle the REAL type?",
    file: "libtasn1-manual.pdf",
    pages: [6],
    where: "page 6 (manual page 3), § 2.1 ASN.1 syntax",
    passage: "This version doesn’t handle the REAL type",
    answer: ["doesn’t handle the REAL type"],
  },
  {
    question: "Which asn1Decoding option runs a benchmark?",
    file: "libtasn1-manual.pdf",
    pages: [10],
    where: "page 10 (manual page 7), § 3.3 Invoking asn1Decoding",
    passage: "-b, --benchmark perform a benchmark on decoding",
    answer: ["--benchmark"],
  },
  {
    question: "What does asn1_perror do?",
    file: "libtasn1-manual.pdf",
    pages: [25],
    where: "page 25 (manual page 22), § 4.4 Error handling functions",
    passage: "Prints a string to stderr with a description of an error",
    answer: ["Prints a string to stderr"],
  },
  {
    question: "Which comment style is not supported in libtasn1's ASN.1 definitions?",
    file: "libtasn1-manual.pdf",
    pages: [5],
    where: "page 5 (manual page 2), § 2.1 ASN.1 syntax",
    passage: "The C-style /*, */ comments are not supported",
    answer: ["C-style", "not supported"],
  },
  {
    question: "What does asn1_der_decoding_startEnd do?",
    file: "libtasn1-manual.pdf",
    pages: [23, 24],
    where: "pages 23–24 (manual pages 20–21), § 4.3 DER functions",
    passage: "Find the start and end point of an element in a DER encoding string",
    answer: ["start and end point of an element"],
  },
  {
    question: "Where do I report bugs in libtasn1?",
    file: "libtasn1-manual.pdf",
    pages: [8, 9, 10],
    where: "pages 8–10, each utility's help text",
    passage: "Report bugs to: help-libtasn1@gnu.org",
    answer: ["help-libtasn1@gnu.org"],
  },
  {
    question: "Is there a limit on INTEGER and ENUMERATED values in libtasn1?",
    file: "libtasn1-manual.pdf",
    pages: [4],
    where: "page 4 (manual page 1), § 1 Introduction, main features",
    passage: "No limits for INTEGER and ENUMERATED values",
    answer: ["No limits for INTEGER and ENUMERATED values"],
  },

  // bsd-license-scan.png (Debian BSD, printed and scanned at 200 dpi, turned 1.5°, speckled)
  {
    question: "May the name of the University be used to promote products derived from the software?",
    file: "bsd-license-scan.png",
    where: "condition 3",
    passage: "Neither the name of the University nor the names of its contributors",
    answer: ["prior written permission"],
  },
  {
    question: "What must redistributions of source code retain under the BSD licence?",
    file: "bsd-license-scan.png",
    where: "condition 1",
    passage: "Redistributions of source code must retain the above copyright notice",
    answer: ["retain the above copyright notice"],
  },
  {
    question: "Who holds the copyright in the BSD licence text?",
    file: "bsd-license-scan.png",
    where: "first line",
    passage: "Copyright (c) The Regents of the University of California",
    answer: ["Regents of the University of California"],
  },

  // next-license-scan.jpg (the MIT licence of npm next, printed and scanned, turned −1.2°, JPEG)
  {
    question: "Who holds the copyright of the Next.js MIT licence?",
    file: "next-license-scan.jpg",
    where: "copyright line",
    passage: "Copyright (c) 2025 Vercel",
    answer: ["Vercel"],
  },
  {
    question: "Must the copyright notice be included in copies of the software under the MIT licence?",
    file: "next-license-scan.jpg",
    where: "second paragraph",
    passage: "shall be included in all",
    answer: ["shall be included in all"],
  },

  // gpl-2.0-scan.pdf (the first two pages of Debian GPL-2, scanned: page images, no text layer)
  {
    question: "What is the date of GNU GPL version 2?",
    file: "gpl-2.0-scan.pdf",
    pages: [1],
    where: "page 1, title",
    passage: "Version 2, June 1991",
    answer: ["June 1991"],
  },
  {
    question: "According to the GPL version 2 preamble, how must any patent be licensed?",
    file: "gpl-2.0-scan.pdf",
    pages: [2],
    where: "page 2, end of the Preamble",
    passage: "any patent must be licensed for everyone's free use",
    answer: ["licensed for everyone's free use or not licensed at all"],
  },
  {
    question: "Which license covers some other Free Software Foundation software instead of GPL version 2?",
    file: "gpl-2.0-scan.pdf",
    pages: [1],
    where: "page 1, Preamble, first paragraph",
    passage: "covered by the GNU Lesser General Public License instead",
    answer: ["Lesser General Public License"],
  },
  {
    question: "Is running the Program restricted by GPL version 2?",
    file: "gpl-2.0-scan.pdf",
    pages: [2],
    where: "page 2, § 0",
    passage: "The act of running the Program is not restricted",
    answer: ["running the Program is not restricted"],
  },

  // Questions the documents do not answer.
  { question: "How much does a commercial license for Apache software cost?", unanswerable: true },
  { question: "What is the phone number of the Free Software Foundation?", unanswerable: true },
  { question: "Which version of Python does word-extractor need?", unanswerable: true },
  { question: "Can libtasn1 encode ASN.1 structures as JSON?", unanswerable: true },
  { question: "On what date does the Mozilla Public License 2.0 expire?", unanswerable: true },
  { question: "What fine in dollars applies for breaking the Artistic License?", unanswerable: true },
  { question: "Who is the CEO of Vercel?", unanswerable: true },
  { question: "Which MIME type does the specification assign to HEIC photos?", unanswerable: true },
  { question: "How many employees does Creative Commons have?", unanswerable: true },
  { question: "What is the largest file size word-extractor can read?", unanswerable: true },
  { question: "Which port does the libtasn1 server listen on?", unanswerable: true },
  { question: "Which court decides disputes under the BSD licence?", unanswerable: true },
];

/**
 * The held-out part: written later by reading the same documents, before the ranking rules
 * that followed were changed, and never used to choose them. Its score is reported on its own,
 * so a rule that only fits the questions above shows as a gap between the two.
 */
export const HELD_OUT_QUESTIONS: EvalQuestion[] = [
  // apache-2.0.txt
  {
    question: "What do I have to give other recipients when I redistribute a work under the Apache License?",
    file: "apache-2.0.txt",
    where: "§ 4(a)",
    passage: "You must give any other recipients of the Work or Derivative Works a copy of this License",
    answer: ["a copy of this License"],
  },
  {
    question: "Which text file's attribution notices must my Derivative Works include under the Apache License?",
    file: "apache-2.0.txt",
    where: "§ 4(d)",
    passage: "If the Work includes a \"NOTICE\" text file as part of its distribution",
    answer: ["NOTICE"],
  },

  // mpl-2.0.txt
  {
    question: "How long does a contributor have to notify me of non-compliance after I become compliant again under the MPL?",
    file: "mpl-2.0.txt",
    where: "§ 5.1",
    passage: "prior to 60 days after You have come back into compliance",
    answer: ["60 days"],
  },
  {
    question: "If a statute keeps me from complying with the MPL, where must I describe the limitations?",
    file: "mpl-2.0.txt",
    where: "§ 4, Inability to Comply Due to Statute or Regulation",
    passage: "Such description must be placed in a text file included with all distributions",
    answer: ["text file included with all distributions"],
  },

  // artistic-license.txt
  {
    question: "May I use a modified Artistic-licensed package only inside my own company instead of publishing the changes?",
    file: "artistic-license.txt",
    where: "§ 3(b)",
    passage: "use the modified Package only within your corporation or organization",
    answer: ["only within your corporation or organization"],
  },
  {
    question: "Can I link the Package's interpreter into an executable of my own under the Artistic License?",
    file: "artistic-license.txt",
    where: "§ 5, last sentence",
    passage: "You may embed this Package's interpreter within an executable of yours",
    answer: ["embed this Package's interpreter within an executable of yours"],
  },

  // cc0-1.0.docx
  {
    question: "Who is the Affirmer in CC0?",
    file: "cc0-1.0.docx",
    where: "Statement of Purpose, last paragraph",
    passage: "the person associating CC0 with a Work (the \"Affirmer\")",
    answer: ["the person associating CC0 with a Work"],
  },
  {
    question: "Is Creative Commons a party to the CC0 document?",
    file: "cc0-1.0.docx",
    where: "§ 4(d)",
    passage: "Creative Commons is not a party to this document",
    answer: ["not a party to this document"],
  },

  // lgpl-3.0.docx
  {
    question: "What does the LGPL mean by an Application?",
    file: "lgpl-3.0.docx",
    where: "§ 0, Additional Definitions",
    passage: "An \"Application\" is any work that makes use of an interface provided by the Library",
    answer: ["makes use of an interface provided by the Library"],
  },
  {
    question: "Under the LGPL, what must accompany object code that incorporates material from a Library header file?",
    file: "lgpl-3.0.docx",
    where: "§ 3(a) and (b)",
    passage: ["Give prominent notice with each copy of the object code", "Accompany the object code with a copy of the GNU GPL"],
    answer: ["copy of the GNU GPL and this license document"],
  },

  // gpl-1.0.doc
  {
    question: "Under GPL version 1, whom do I ask for permission to put parts of the program into free programs with different distribution conditions?",
    file: "gpl-1.0.doc",
    where: "§ 8",
    passage: "write to the author to ask for permission",
    answer: ["write to the author to ask for permission"],
  },
  {
    question: "When was version 1 of the GNU General Public License published?",
    file: "gpl-1.0.doc",
    where: "title",
    passage: "Version 1, February 1989",
    answer: ["February 1989"],
  },

  // word-extractor-readme.doc
  {
    question: "Which file formats can word-extractor read?",
    file: "word-extractor-readme.doc",
    where: "first line, and Why use this module? (last paragraph)",
    passage: ["Read data from a Word document (.doc or .docx)", "this module supports both traditional, OLE-based, Word files (usually .doc)"],
    answer: [".doc", ".docx"],
  },
  {
    question: "How do I get only the headers, without the footers, from word-extractor?",
    file: "word-extractor-readme.doc",
    where: "Methods, the note under Document#getHeaders",
    passage: "getHeaders({includeFooters: false})",
    answer: ["includeFooters: false"],
  },

  // shared-mime-info-spec.pdf
  {
    question: "Which MIME type should be used for binary data when no magic rule matches?",
    file: "shared-mime-info-spec.pdf",
    pages: [15],
    where: "page 15, § 2.12 Recommended checking order",
    passage: "use the default type of application/octet-stream for binary data",
    answer: ["application/octet-stream"],
  },
  {
    question: "Can an application trust a file because of its MIME type?",
    file: "shared-mime-info-spec.pdf",
    pages: [16],
    where: "page 16, § 2.16 Security implications",
    passage: "an application MUST NOT trust a file based simply on its MIME type",
    answer: ["MUST NOT trust a file based simply on its MIME type"],
  },
  {
    question: "What alias does audio/midi have?",
    file: "shared-mime-info-spec.pdf",
    pages: [5],
    where: "page 5, § 2.2, alias elements",
    passage: "audio/midi has an alias of audio/x-midi",
    answer: ["audio/x-midi"],
  },

  // libtasn1-manual.pdf
  {
    question: "What does DER stand for in libtasn1?",
    file: "libtasn1-manual.pdf",
    pages: [2, 4],
    where: "page 2, and page 4 (manual page 1), § 1 Introduction",
    passage: "Distinguished Encoding Rules (DER",
    answer: ["Distinguished Encoding Rules"],
  },
  {
    question: "What does asn1_delete_structure do?",
    file: "libtasn1-manual.pdf",
    pages: [12],
    where: "page 12 (manual page 9), § 4.2 ASN.1 field functions",
    passage: "Deletes the structure * structure",
    answer: ["Deletes the structure"],
  },
  {
    question: "Which asn1Decoding option turns on strict DER decoding?",
    file: "libtasn1-manual.pdf",
    pages: [10],
    where: "page 10 (manual page 7), § 3.3 Invoking asn1Decoding",
    passage: "-s, --strict use strict DER decoding",
    answer: ["--strict"],
  },
  {
    question: "Is libtasn1 thread-safe?",
    file: "libtasn1-manual.pdf",
    pages: [4],
    where: "page 4 (manual page 1), § 1 Introduction, main features",
    passage: "No global variables are used",
    answer: ["No global variables are used"],
  },

  // bsd-license-scan.png
  {
    question: "What must redistributions in binary form reproduce under the BSD licence?",
    file: "bsd-license-scan.png",
    where: "condition 2",
    passage: "Redistributions in binary form must reproduce the above copyright",
    answer: ["reproduce the above copyright"],
  },

  // next-license-scan.jpg
  {
    question: "Does the Next.js MIT licence give any warranty?",
    file: "next-license-scan.jpg",
    where: "third paragraph",
    passage: "WITHOUT WARRANTY OF ANY KIND",
    answer: ["WITHOUT WARRANTY OF ANY KIND"],
  },

  // gpl-2.0-scan.pdf
  {
    question: "Can I charge a fee for transferring a copy under GPL version 2?",
    file: "gpl-2.0-scan.pdf",
    pages: [2],
    where: "page 2, § 1, last paragraph",
    passage: "You may charge a fee for the physical act of transferring a copy",
    answer: ["charge a fee for the physical act of transferring a copy"],
  },
  {
    question: "What postal address of the Free Software Foundation does GPL version 2 give?",
    file: "gpl-2.0-scan.pdf",
    pages: [1],
    where: "page 1, under the title",
    passage: "51 Franklin Street, Fifth Floor",
    answer: ["51 Franklin Street, Fifth Floor, Boston"],
  },

  // Questions the documents do not answer.
  { question: "What interest does the MPL charge on late royalty payments?", unanswerable: true },
  { question: "How much memory does libtasn1 need to decode a certificate?", unanswerable: true },
  { question: "Who wrote the Artistic License?", unanswerable: true },
  { question: "In which year was CC0 1.0 Universal first published?", unanswerable: true },
  { question: "What does the BSD licence say about patents?", unanswerable: true },
];

/**
 * A second held-out part, written from the documents alone after the first held-out part
 * had been used to choose ranking rules, and committed before any further change: the
 * honest figure of how the answerer generalises. Never tune a rule on these.
 */
export const FRESH_HELD_OUT_QUESTIONS: EvalQuestion[] = [
  // apache-2.0.txt
  {
    question: "Under the Apache License, on what terms is a contribution I submit to the Licensor made unless I say otherwise?",
    file: "apache-2.0.txt",
    where: "§ 5, Submission of Contributions",
    passage: "by You to the Licensor shall be under the terms and conditions of",
    answer: ["without any additional terms or conditions"],
  },
  {
    question: "How can a copyright owner mark a communication so that the Apache License does not treat it as a Contribution?",
    file: "apache-2.0.txt",
    where: "§ 1, definition of Contribution, last sentence",
    passage: "designated in writing by the copyright owner as \"Not a Contribution.\"",
    answer: ["Not a Contribution"],
  },

  // mpl-2.0.txt
  {
    question: "When do the MPL licenses for a Contribution become effective?",
    file: "mpl-2.0.txt",
    where: "§ 2.2, Effective Date",
    passage: "become effective for each Contribution on the date the Contributor first",
    answer: ["on the date the Contributor first", "distributes such Contribution"],
  },
  {
    question: "Does the Mozilla Public License give me any rights in a contributor's logos?",
    file: "mpl-2.0.txt",
    where: "§ 2.3, last paragraph",
    passage: "This License does not grant any rights in the trademarks, service marks,",
    answer: ["does not grant any rights in the trademarks, service marks"],
  },

  // artistic-license.txt
  {
    question: "Are C subroutines that I link into the Package counted as part of it under the Artistic License?",
    file: "artistic-license.txt",
    where: "§ 7",
    passage: "shall not be considered part of this Package",
    answer: ["shall not be considered part of this Package"],
  },
  {
    question: "When may the Artistic-licensed Package be aggregated with a commercial distribution?",
    file: "artistic-license.txt",
    where: "§ 8",
    passage: "Aggregation of this Package with a commercial distribution is always",
    answer: ["provided that the use of this Package is embedded"],
  },

  // cc0-1.0.docx
  {
    question: "Who is responsible under CC0 for clearing the rights other persons may have in the Work?",
    file: "cc0-1.0.docx",
    where: "§ 4(c)",
    passage: "Affirmer disclaims responsibility for clearing rights of other persons",
    answer: ["disclaims responsibility for clearing rights of other persons"],
  },

  // lgpl-3.0.docx
  {
    question: "Under the LGPL, which copyright notice must a Combined Work that shows copyright notices while running include?",
    file: "lgpl-3.0.docx",
    where: "§ 4(c)",
    passage: "For a Combined Work that displays copyright notices during execution",
    answer: ["the copyright notice for the Library"],
  },
  {
    question: "Which section of the GNU GPL does the LGPL let me convey a covered work without being bound by?",
    file: "lgpl-3.0.docx",
    where: "§ 1, Exception to Section 3 of the GNU GPL",
    passage: "You may convey a covered work under sections 3 and 4 of this License",
    answer: ["section 3 of the GNU GPL"],
  },

  // gpl-1.0.doc
  {
    question: "Under GPL version 1, does putting another independent work on the same storage medium as the Program bring it under the license?",
    file: "gpl-1.0.doc",
    where: "§ 2, paragraph after d)",
    passage: "Mere aggregation of another independent work with the Program",
    answer: ["does not bring the other work under the scope of these terms"],
  },
  {
    question: "Which modules may complete source code of an executable leave out under GPL version 1?",
    file: "gpl-1.0.doc",
    where: "§ 3, paragraph after c)",
    passage: "Source code for a work means the preferred form of the work",
    answer: ["standard libraries that accompany the operating system"],
  },

  // word-extractor-readme.doc
  {
    question: "What text does word-extractor's getAnnotations method retrieve?",
    file: "word-extractor-readme.doc",
    where: "Methods, Document#getAnnotations()",
    passage: "Retrieves the comment bubble text from a Word document",
    answer: ["comment bubble text"],
  },
  {
    question: "Which getTextboxes option leaves out the text boxes of headers and footers in word-extractor?",
    file: "word-extractor-readme.doc",
    where: "Methods, note after Document#getTextboxes()",
    passage: "includeHeadersAndFooters",
    answer: ["includeHeadersAndFooters"],
  },

  // shared-mime-info-spec.pdf
  {
    question: "How large is the base package of source XML files of the shared MIME-info database?",
    file: "shared-mime-info-spec.pdf",
    pages: [3],
    where: "§ 2.3, why the database is compiled",
    passage: "the base package alone is over 700K",
    answer: ["over 700K"],
  },
  {
    question: "In which byte order are the numbers of the mime.cache file stored?",
    file: "shared-mime-info-spec.pdf",
    pages: [13],
    where: "§ 2.11, cache file format, after the tables",
    passage: "All numbers are in network (big-endian) order",
    answer: ["network (big-endian) order"],
  },
  {
    question: "How can a program tell that a directory is a mount point?",
    file: "shared-mime-info-spec.pdf",
    pages: [16],
    where: "§ 2.13, Non-regular files",
    passage: "Mounted directories can be detected by comparing",
    answer: ["st_dev"],
  },

  // libtasn1-manual.pdf
  {
    question: "Which ITU-T recommendation specifies the ASN.1 that libtasn1 parses?",
    file: "libtasn1-manual.pdf",
    pages: [4],
    where: "chapter 1, Introduction",
    passage: "as specified by the X.680 ITU-T recommendation",
    answer: ["X.680"],
  },
  {
    question: "Does libtasn1 check SIZE constraints?",
    file: "libtasn1-manual.pdf",
    pages: [6],
    where: "§ 2.1, after the list of types",
    passage: "The SIZE constraints are allowed, but no check is done on them",
    answer: ["no check is done on them"],
  },
  {
    question: "What does asn1_strerror return?",
    file: "libtasn1-manual.pdf",
    pages: [25, 26],
    where: "§ 4.4, asn1_strerror",
    passage: "Returns a string with a description of an error",
    answer: ["a string with a description of an error"],
  },

  // bsd-license-scan.png
  {
    question: "Does the BSD licence disclaim the implied warranty of fitness for a particular purpose?",
    file: "bsd-license-scan.png",
    where: "disclaimer, first sentence",
    passage: "FITNESS FOR A PARTICULAR PURPOSE",
    answer: ["disclaimed"],
  },

  // next-license-scan.jpg
  {
    question: "Which rights in the Software does the Next.js MIT licence grant?",
    file: "next-license-scan.jpg",
    where: "second paragraph",
    passage: "Permission is hereby granted, free of charge",
    answer: ["merge, publish, distribute, sublicense"],
  },

  // gpl-2.0-scan.pdf
  {
    question: "In which years did the Free Software Foundation copyright GPL version 2?",
    file: "gpl-2.0-scan.pdf",
    pages: [1],
    where: "page 1, heading",
    passage: "1989, 1991",
    answer: ["1989, 1991"],
  },
  {
    question: "How does GPL version 2 address each licensee?",
    file: "gpl-2.0-scan.pdf",
    pages: [2],
    where: "page 2, § 0, first paragraph",
    passage: "Each licensee is addressed as",
    answer: ["addressed as"],
  },

  // Questions the documents do not answer.
  { question: "Which Node.js version does word-extractor require?", unanswerable: true },
  { question: "In which country is the Apache Software Foundation incorporated?", unanswerable: true },
  { question: "How much does the Free Software Foundation charge for a printed copy of GPL version 1?", unanswerable: true },
  { question: "What is the maximum number of MIME types the shared MIME-info database can hold?", unanswerable: true },
  { question: "When does the MIT licence of Next.js expire?", unanswerable: true },
];

/**
 * A third held-out part, written from the documents alone (every file, scans included) on
 * 25 Nov after the fresh held-out part had been scored, and committed before any rule change
 * that followed: the honest figure of generalisation from then on. Its unanswerable questions
 * include near misses: a number, version or date the text does not give, about a thing it does
 * talk of. Never tune a rule on these.
 */
export const HELD_OUT_3_QUESTIONS: EvalQuestion[] = [
  // apache-2.0.txt
  {
    question: "How long does the copyright license granted by the Apache License last?",
    file: "apache-2.0.txt",
    where: "§ 2, Grant of Copyright License",
    passage: "each Contributor hereby grants to You a perpetual, worldwide, non-exclusive, no-charge, royalty-free, irrevocable copyright license",
    answer: ["perpetual"],
  },
  {
    question: "What does Source form mean in the Apache License?",
    file: "apache-2.0.txt",
    where: "§ 1, definition of Source form",
    passage: "\"Source\" form shall mean the preferred form for making modifications",
    answer: ["preferred form for making modifications"],
  },
  {
    question: "When can a Contributor be liable to me for damages under the Apache License?",
    file: "apache-2.0.txt",
    where: "§ 8, Limitation of Liability",
    passage: "unless required by applicable law (such as deliberate and grossly negligent acts) or agreed to in writing",
    answer: ["deliberate and grossly negligent acts"],
  },
  {
    question: "If I offer warranty for Apache-licensed software, on whose behalf may I act?",
    file: "apache-2.0.txt",
    where: "§ 9, Accepting Warranty or Additional Liability",
    passage: "You may act only on Your own behalf and on Your sole responsibility",
    answer: ["only on Your own behalf"],
  },
  {
    question: "Which fields of the Apache License's boilerplate notice do I replace with my own information?",
    file: "apache-2.0.txt",
    where: "Appendix, How to apply the Apache License to your work",
    passage: "with the fields enclosed by brackets \"[]\" replaced with your own identifying information",
    answer: ["fields enclosed by brackets"],
  },

  // mpl-2.0.txt
  {
    question: "What does the MPL call the form of the work preferred for making modifications?",
    file: "mpl-2.0.txt",
    where: "§ 1.13",
    passage: "\"Source Code Form\" means the form of the work preferred for making modifications",
    answer: ["Source Code Form"],
  },
  {
    question: "Under the Mozilla Public License, may I distribute a Larger Work under terms I choose?",
    file: "mpl-2.0.txt",
    where: "§ 3.3, Distribution of a Larger Work",
    passage: "You may create and distribute a Larger Work under terms of Your choice",
    answer: ["under terms of Your choice"],
  },
  {
    question: "Which notice must be attached when I distribute Source Code Form that is Incompatible With Secondary Licenses under the MPL?",
    file: "mpl-2.0.txt",
    where: "§ 10.4",
    passage: "the notice described in Exhibit B of this License must be attached",
    answer: ["Exhibit B"],
  },

  // artistic-license.txt
  {
    question: "What does Freely Available mean in the Artistic License?",
    file: "artistic-license.txt",
    where: "Definitions, \"Freely Available\"",
    passage: "\"Freely Available\" means that no fee is charged for the item itself",
    answer: ["no fee is charged for the item itself"],
  },
  {
    question: "Is a Package with bug fixes from the Copyright Holder still the Standard Version under the Artistic License?",
    file: "artistic-license.txt",
    where: "§ 2",
    passage: "A Package modified in such a way shall still be considered the Standard Version",
    answer: ["still be considered the Standard Version"],
  },
  {
    question: "What must I provide for each non-standard executable when I rename executables of an Artistic-licensed package?",
    file: "artistic-license.txt",
    where: "§ 3(c)",
    passage: "provide a separate manual page for each non-standard executable",
    answer: ["separate manual page"],
  },

  // cc0-1.0.docx
  {
    question: "From what date is the CC0 fallback License effective?",
    file: "cc0-1.0.docx",
    where: "§ 3, Public License Fallback",
    passage: "The License shall be deemed effective as of the date CC0 was applied by Affirmer to the Work",
    answer: ["as of the date CC0 was applied"],
  },
  {
    question: "Can I transfer the license that CC0's public license fallback grants me?",
    file: "cc0-1.0.docx",
    where: "§ 3, Public License Fallback",
    passage: "royalty-free, non transferable, non sublicensable",
    answer: ["non transferable"],
  },
  {
    question: "Does the Affirmer make any warranties about the Work under CC0?",
    file: "cc0-1.0.docx",
    where: "§ 4(b)",
    passage: "Affirmer offers the Work as-is and makes no representations or warranties of any kind",
    answer: ["makes no representations or warranties"],
  },

  // lgpl-3.0.docx
  {
    question: "What is the Minimal Corresponding Source of a Combined Work under the LGPL?",
    file: "lgpl-3.0.docx",
    where: "§ 0, Additional Definitions",
    passage: "The \"Minimal Corresponding Source\" for a Combined Work means the Corresponding Source for the Combined Work",
    answer: ["Corresponding Source for the Combined Work, excluding any source code"],
  },
  {
    question: "Under the LGPL, what effort must I make when a modified Library's facility relies on data an Application supplies?",
    file: "lgpl-3.0.docx",
    where: "§ 2(a), Conveying Modified Versions",
    passage: "provided that you make a good faith effort to ensure that, in the event an Application does not supply the function or data",
    answer: ["good faith effort"],
  },

  // gpl-1.0.doc
  {
    question: "Under GPL version 1, what may I offer in exchange for a fee besides transferring a copy?",
    file: "gpl-1.0.doc",
    where: "§ 2(d)",
    passage: "you may at your option offer warranty protection in exchange for a fee",
    answer: ["warranty protection in exchange for a fee"],
  },
  {
    question: "Why is there no warranty for a program under GPL version 1?",
    file: "gpl-1.0.doc",
    where: "§ 9, NO WARRANTY",
    passage: "BECAUSE THE PROGRAM IS LICENSED FREE OF CHARGE, THERE IS NO WARRANTY FOR THE PROGRAM",
    answer: ["LICENSED FREE OF CHARGE"],
  },

  // word-extractor-readme.doc
  {
    question: "What does word-extractor's extract method do when it is given a Buffer instead of a filename?",
    file: "word-extractor-readme.doc",
    where: "Methods, WordExtractor#extract",
    passage: "If a Buffer is passed instead of a filename, then the buffer is used directly",
    answer: ["the buffer is used directly"],
  },
  {
    question: "Under which license is word-extractor released?",
    file: "word-extractor-readme.doc",
    where: "License",
    passage: "Licensed under the MIT License",
    answer: ["MIT License"],
  },
  {
    question: "What is the default of the includeBody option of word-extractor's getTextboxes?",
    file: "word-extractor-readme.doc",
    where: "Methods, Document#getTextboxes, the note after it",
    passage: "`includeBody` (also defaults to true)",
    answer: ["defaults to true"],
  },

  // shared-mime-info-spec.pdf
  {
    question: "Who wrote the Shared MIME-info Database specification?",
    file: "shared-mime-info-spec.pdf",
    pages: [1],
    where: "title page",
    passage: "Thomas Leonard",
    answer: ["Thomas Leonard"],
  },
  {
    question: "Which type are all text/* types subclasses of in the shared MIME-info database?",
    file: "shared-mime-info-spec.pdf",
    pages: [14],
    where: "§ 2.11, Subclassing",
    passage: "All text/* types are subclasses of text/plain",
    answer: ["subclasses of text/plain"],
  },
  {
    question: "Must applications match MIME glob patterns case-sensitively?",
    file: "shared-mime-info-spec.pdf",
    pages: [7],
    where: "§ 2.4, The glob files",
    passage: "Applications MUST match globs case-insensitively",
    answer: ["case-insensitively"],
  },
  {
    question: "Which pattern stands for a glob-deleteall element in the globs2 file?",
    file: "shared-mime-info-spec.pdf",
    pages: [8],
    where: "§ 2.4, The glob files",
    passage: "is written out into the globs2 file using __NOGLOBS__ as the pattern",
    answer: ["__NOGLOBS__"],
  },
  {
    question: "What does range-length default to in a line of the magic file?",
    file: "shared-mime-info-spec.pdf",
    pages: [9],
    where: "§ 2.5, The magic files",
    passage: "indent defaults to 0, range-length to 1",
    answer: ["range-length to 1"],
  },
  {
    question: "How must mime.cache files be written so that clients do not read corrupt data?",
    file: "shared-mime-info-spec.pdf",
    pages: [13],
    where: "§ 2.9, The mime.cache files",
    passage: "Cache files have to be written atomically",
    answer: ["written atomically"],
  },
  {
    question: "Which mime-type does an application handling the URI scheme foo handle?",
    file: "shared-mime-info-spec.pdf",
    pages: [16],
    where: "§ 2.15, URI scheme handlers",
    passage: "applications handling the x-scheme-handler/foo mime-type",
    answer: ["x-scheme-handler/foo"],
  },

  // libtasn1-manual.pdf
  {
    question: "Under which license may I use and redistribute the libtasn1 library?",
    file: "libtasn1-manual.pdf",
    pages: [4],
    where: "§ 1, Introduction, main features",
    passage: "under the terms of the GNU Lesser General Public License version 2.1 or later",
    answer: ["Lesser General Public License version 2.1 or later"],
  },
  {
    question: "To which systems should the libtasn1 library itself be portable?",
    file: "libtasn1-manual.pdf",
    pages: [4],
    where: "§ 1, Introduction, Portability",
    passage: "The library itself should be portable to any C89 system",
    answer: ["any C89 system"],
  },
  {
    question: "Since which libtasn1 version can the ider parameters of asn1_der_decoding_startEnd be omitted?",
    file: "libtasn1-manual.pdf",
    pages: [24],
    where: "§ 4.3, asn1_der_decoding_startEnd",
    passage: "since libtasn1 3.7 the ider and ider_len parameters can be omitted",
    answer: ["3.7"],
  },
  {
    question: "What does asn1_find_node return when it does not find the element?",
    file: "libtasn1-manual.pdf",
    pages: [26],
    where: "§ 4.5, asn1_find_node",
    passage: "Returns: the search result, or NULL if not found",
    answer: ["NULL if not found"],
  },
  {
    question: "What is the main type used in libtasn1's header file?",
    file: "libtasn1-manual.pdf",
    pages: [7],
    where: "§ 2.4, Library Notes",
    passage: "The main type used in it is asn1_node",
    answer: ["asn1_node"],
  },
  {
    question: "What does the ASN1_DECODE_FLAG_ALLOW_PADDING flag make asn1_der_decoding2 do?",
    file: "libtasn1-manual.pdf",
    pages: [22],
    where: "§ 4.3, asn1_der_decoding2",
    passage: "the function will ignore padding after the decoded DER data",
    answer: ["ignore padding after the decoded DER data"],
  },

  // bsd-license-scan.png
  {
    question: "Can the Regents or contributors be held liable for damages under the BSD licence?",
    file: "bsd-license-scan.png",
    where: "the disclaimer, second sentence",
    passage: "IN NO EVENT SHALL THE REGENTS OR CONTRIBUTORS BE LIABLE",
    answer: ["IN NO EVENT SHALL THE REGENTS OR CONTRIBUTORS BE LIABLE"],
  },

  // next-license-scan.jpg
  {
    question: "Does the Next.js MIT licence cost anything to obtain?",
    file: "next-license-scan.jpg",
    where: "the grant",
    passage: "Permission is hereby granted, free of charge",
    answer: ["free of charge"],
  },

  // gpl-2.0-scan.pdf
  {
    question: "Which two steps does GPL version 2 take to protect my rights?",
    file: "gpl-2.0-scan.pdf",
    pages: [1],
    where: "Preamble",
    passage: "We protect your rights with two steps",
    answer: ["copyright the software", "offer you this license"],
  },
  {
    question: "When is the output from a program covered by GPL version 2?",
    file: "gpl-2.0-scan.pdf",
    pages: [2],
    where: "§ 0",
    passage: "the output from the Program is covered only if its contents constitute a work based on the Program",
    answer: ["only if its contents constitute a work based on the Program"],
  },

  // Questions the files do not answer, several about things they do talk of.
  { question: "How many days does the Apache License give me to cure a breach before my license ends?", unanswerable: true },
  { question: "What is the value of ASN1_MAX_NAME_SIZE in libtasn1?", unanswerable: true },
  { question: "Which version of the shared MIME-info specification introduced the globs2 file?", unanswerable: true },
  { question: "What is the maximum length of a glob pattern in the globs2 file?", unanswerable: true },
  { question: "In which year did the Regents of the University of California copyright the BSD licence?", unanswerable: true },
  { question: "How many clauses does the BSD licence have in version 4 of the text?", unanswerable: true },
  { question: "How much does the Mozilla Foundation charge for a license to use the MPL?", unanswerable: true },
  { question: "What is the email address of Creative Commons?", unanswerable: true },
  { question: "How long does update-mime-database take to run on a large database?", unanswerable: true },
  { question: "How many days' notice must I give the Copyright Holder before distributing an Artistic-licensed package?", unanswerable: true },
  { question: "In which city is Vercel headquartered?", unanswerable: true },
];

/**
 * A fourth held-out part, written on 25 Nov 2026 by two developers who had not seen the
 * answerer's code, its misses or any benchmark figure, from the documents alone (each half
 * from six of the twelve files), and committed before any rule change that followed. Its
 * unanswerable questions are half near misses. Never tune a rule on it.
 */
export const HELD_OUT_4_QUESTIONS: EvalQuestion[] = [
  // libtasn1-manual.pdf (36 pages, GNU Libtasn1 4.19.0 manual)
  {
    question: "What licence covers libtasn1's command line tools and self-tests?",
    file: "libtasn1-manual.pdf",
    pages: [4],
    where: "§ 1 Introduction, list of main features (Free Software)",
    passage: "The command line tools, self-tests and build infrastructure",
    answer: ["GNU General Public License version 3.0 or later"],
  },
  {
    question: "How do I choose the name of the C array that asn1Parser generates?",
    file: "libtasn1-manual.pdf",
    pages: [8],
    where: "§ 3.1 Invoking asn1Parser, options",
    passage: "-n, --name=NAME array name",
    answer: ["--name=NAME"],
  },
  {
    question: "In the libtasn1 manual, which flag stops asn1_der_decoding2 from accepting BER-encoded elements?",
    file: "libtasn1-manual.pdf",
    pages: [22],
    where: "§ 4.3 DER functions, asn1_der_decoding2",
    passage: "will not decode any BER-encoded elements",
    answer: ["ASN1_DECODE_FLAG_STRICT_DER"],
  },
  {
    question: "What value does asn1_get_length_der give back when the length is indefinite?",
    file: "libtasn1-manual.pdf",
    pages: [21],
    where: "§ 4.3 DER functions, asn1_get_length_der, Returns",
    passage: "Return the decoded length value, or -1 on indefinite length",
    answer: ["-1 on indefinite length"],
  },
  {
    question: "Should new code still call asn1_der_decoding_element?",
    file: "libtasn1-manual.pdf",
    pages: [23],
    where: "§ 4.3 DER functions, asn1_der_decoding_element",
    passage: "This function is deprecated and may just be an alias",
    answer: ["deprecated", "Use asn1_der_decoding() instead"],
  },
  {
    question: "How can I remove an OPTIONAL element from a structure with asn1_write_value?",
    file: "libtasn1-manual.pdf",
    pages: [14],
    where: "§ 4.2 ASN.1 field functions, asn1_write_value",
    passage: "If an element is OPTIONAL and you want to delete it",
    answer: ["value=NULL and len=0"],
  },
  {
    question: "What happens if I pass NULL to asn1_check_version?",
    file: "libtasn1-manual.pdf",
    pages: [26],
    where: "§ 4.5 Auxilliary functions, asn1_check_version",
    passage: "If a NULL is passed to this function",
    answer: ["no check is done", "version string is simply returned"],
  },
  {
    question: "Under the documentation licence printed in the libtasn1 manual, how long can a Front-Cover Text be?",
    file: "libtasn1-manual.pdf",
    pages: [28],
    where: "Appendix A.1 GFDL § 1, definition of Cover Texts",
    passage: "A Front-Cover Text may be at most 5 words",
    answer: ["at most 5 words"],
  },
  {
    question: "If I stop violating the GNU Free Documentation License of the libtasn1 manual and the copyright holder never tells me about it, when is my licence permanently reinstated?",
    file: "libtasn1-manual.pdf",
    pages: [32],
    where: "Appendix A.1 GFDL § 9, Termination",
    passage: "fails to notify you of the violation by some reasonable means",
    answer: ["60 days after the cessation"],
  },
  {
    question: "Which example ASN.1 file comes with libtasn1 to show the syntax?",
    file: "libtasn1-manual.pdf",
    pages: [5],
    where: "§ 2.1 ASN.1 syntax",
    passage: "check the pkix.asn file distributed with the library",
    answer: ["pkix.asn"],
  },

  // apache-2.0.txt (plain text, Apache License 2.0)
  {
    question: "If my program only links to the interfaces of an Apache-licensed library, is it a Derivative Work?",
    file: "apache-2.0.txt",
    where: "§ 1, definition of Derivative Works",
    passage: "Derivative Works shall not include works that remain separable",
    answer: ["shall not include", "merely link"],
  },
  {
    question: "Can I license my own modifications of Apache 2.0 code under different terms?",
    file: "apache-2.0.txt",
    where: "§ 4, last paragraph (after 4(d))",
    passage: "You may add Your own copyright statement to Your modifications",
    answer: ["additional or different license terms"],
  },
  {
    question: "Under the Apache License, who has to decide whether it is appropriate to use or redistribute the Work?",
    file: "apache-2.0.txt",
    where: "§ 7, Disclaimer of Warranty",
    passage: "determining the appropriateness of using or redistributing the Work",
    answer: ["You are solely responsible"],
  },
  {
    question: "What does the Apache License appendix recommend putting on the same printed page as the copyright notice?",
    file: "apache-2.0.txt",
    where: "Appendix: How to apply the Apache License",
    passage: "on the same \"printed page\" as the copyright notice",
    answer: ["file or class name and description of purpose"],
  },
  {
    question: "When was version 2.0 of the Apache License released?",
    file: "apache-2.0.txt",
    where: "heading",
    passage: "Apache License Version 2.0, January 2004",
    answer: ["January 2004"],
  },

  // gpl-1.0.doc (Word 97 document, GNU GPL version 1)
  {
    question: "Besides saying that I changed them, what must my modified files state under GPL version 1?",
    file: "gpl-1.0.doc",
    where: "§ 2(a)",
    passage: "carry prominent notices stating that you changed the files",
    answer: ["the date of any change"],
  },
  {
    question: "Under GPL version 1, when am I allowed to ship an executable with just the information on where to get the source?",
    file: "gpl-1.0.doc",
    where: "§ 3(c)",
    passage: "This alternative is allowed only for noncommercial distribution",
    answer: ["only for noncommercial distribution"],
  },
  {
    question: "When I redistribute a GPL v1 program, from whom does the recipient get their license?",
    file: "gpl-1.0.doc",
    where: "§ 6",
    passage: "the recipient automatically receives a license",
    answer: ["from the original licensor"],
  },
  {
    question: "What does the GPL version 1 appendix suggest getting my employer or school to sign?",
    file: "gpl-1.0.doc",
    where: "Appendix, copyright disclaimer",
    passage: "You should also get your employer (if you work as a programmer)",
    answer: ["copyright disclaimer"],
  },

  // cc0-1.0.docx (Word document, CC0 1.0 Universal)
  {
    question: "For whose benefit is the CC0 waiver made?",
    file: "cc0-1.0.docx",
    where: "§ 2, Waiver",
    passage: "Affirmer makes the Waiver for the benefit of",
    answer: ["each member of the public at large"],
  },
  {
    question: "Are an author's moral rights part of the rights CC0 covers?",
    file: "cc0-1.0.docx",
    where: "§ 1, Copyright and Related Rights, item ii",
    passage: "moral rights retained by the original author(s)",
    answer: ["moral rights retained by the original author(s)"],
  },
  {
    question: "According to the CC0 statement of purpose, why would owners give up their rights in a work?",
    file: "cc0-1.0.docx",
    where: "Statement of Purpose, second paragraph",
    passage: "Certain owners wish to permanently relinquish those rights",
    answer: ["contributing to a commons of creative, cultural and scientific works"],
  },

  // word-extractor-readme.doc (Word 97 document, word-extractor README)
  {
    question: "How does word-extractor read Word files faster than other npm packages?",
    file: "word-extractor-readme.doc",
    where: "Why use this module?",
    passage: "This module is intended to provide a much faster way",
    answer: ["without leaving the Node.js environment"],
  },
  {
    question: "What does getHeaders() return in word-extractor if I give it no options?",
    file: "word-extractor-readme.doc",
    where: "Methods, note after Document#getHeaders",
    passage: "Note that by default, `getHeaders()` returns one string",
    answer: ["one string, containing all headers and footers"],
  },

  // next-license-scan.jpg (OCR of a scanned image of the Next.js MIT licence)
  {
    question: "Does the Next.js licence also apply to the documentation that comes with the software?",
    file: "next-license-scan.jpg",
    where: "permission paragraph",
    passage: "copy of this software and associated documentation files",
    answer: ["associated documentation files"],
  },
  {
    question: "Who cannot be held liable for damages under the Next.js licence?",
    file: "next-license-scan.jpg",
    where: "warranty and liability paragraph",
    passage: "IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE",
    answer: ["AUTHORS OR COPYRIGHT HOLDERS"],
  },

  // Unanswerable: near misses (the documents talk of the subject but do not give this)
  { question: "What is the value of ASN1_MAX_LENGTH_SIZE in libtasn1?", unanswerable: true },
  { question: "In which year did word-extractor release version 1.0?", unanswerable: true },
  { question: "When was version 1.1 of the Apache License published?", unanswerable: true },
  { question: "How many dollars is the nominal charge for sending source code under GPL version 1?", unanswerable: true },
  // Unanswerable: no document answers
  { question: "What is the SPDX identifier for CC0?", unanswerable: true },
  { question: "Which React version does Next.js require?", unanswerable: true },
  { question: "How do I file a DMCA takedown request?", unanswerable: true },
  { question: "Does the European Union Public Licence allow relicensing under the GPL?", unanswerable: true },
  // shared-mime-info-spec.pdf (Debian shared-mime-info, the freedesktop.org specification)
  {
    question: "Whose MIME databases is the shared MIME-info spec trying to merge?",
    file: "shared-mime-info-spec.pdf",
    pages: [1],
    where: "§ 1.2, What is this spec?",
    passage: "unify the MIME database systems currently in use by GNOME",
    answer: ["GNOME", "KDE", "ROX"],
  },
  {
    question: "In the MIME-info specification, where are words like MUST and SHOULD defined?",
    file: "shared-mime-info-spec.pdf",
    pages: [2],
    where: "§ 1.3, Language used in this specification",
    passage: "are to be interpreted as described in RFC 2119",
    answer: ["RFC 2119"],
  },
  {
    question: "Is there anything special about the first glob listed for a MIME type?",
    file: "shared-mime-info-spec.pdf",
    pages: [4],
    where: "§ 2.2, glob elements",
    passage: "The first glob element represents the \"main\" extension",
    answer: ["\"main\" extension"],
  },
  {
    question: "If video/ogg has no generic-icon element, what generic icon name do I get?",
    file: "shared-mime-info-spec.pdf",
    pages: [5],
    where: "§ 2.2, generic-icon elements",
    passage: "appending \"-x-generic\"",
    answer: ["video-x-generic"],
  },
  {
    question: "Which kind of glob pattern has to be tried first, before any wildcard pattern?",
    file: "shared-mime-info-spec.pdf",
    pages: [7],
    where: "§ 2.4, The glob files",
    passage: "must be matched before all others",
    answer: ["Literal patterns"],
  },
  {
    question: "What character encoding is the globs2 file written in?",
    file: "shared-mime-info-spec.pdf",
    pages: [8],
    where: "§ 2.4, The glob files",
    passage: "The file is in the UTF-8 encoding",
    answer: ["UTF-8"],
  },
  {
    question: "Since the magic file carries no version number, how will an incompatible format change be rolled out?",
    file: "shared-mime-info-spec.pdf",
    pages: [9],
    where: "§ 2.5, The magic files",
    passage: "Incompatible changes will be handled by creating both the current",
    answer: ["magic2"],
  },
  {
    question: "Is a gzip-compressed PostScript file treated as a subclass of application/postscript?",
    file: "shared-mime-info-spec.pdf",
    pages: [14],
    where: "§ 2.11, Subclassing",
    passage: "does not inherit from application/postscript",
    answer: ["does not inherit"],
  },
  {
    question: "Why does the recommended checking order in the shared MIME-info database spec look at the file name before sniffing the contents?",
    file: "shared-mime-info-spec.pdf",
    pages: [15],
    where: "§ 2.12, Recommended checking order",
    passage: "doing magic sniffing is very expensive",
    answer: ["very expensive"],
  },

  // mpl-2.0.txt (plain text, Debian MPL-2.0)
  {
    question: "What does Executable Form mean in the Mozilla Public License?",
    file: "mpl-2.0.txt",
    where: "§ 1.6",
    passage: "\"Executable Form\" means any form of the work other than Source Code Form",
    answer: ["other than Source Code Form"],
  },
  {
    question: "If I ship MPL-covered code as a compiled binary, can the binary go out under a different license?",
    file: "mpl-2.0.txt",
    where: "§ 3.2(b), Distribution of Executable Form",
    passage: "You may distribute such Executable Form under the terms of this License",
    answer: ["sublicense it under different terms"],
  },
  {
    question: "My MPL rights were terminated. What happens to the end user licenses I already granted?",
    file: "mpl-2.0.txt",
    where: "§ 5.3",
    passage: "prior to termination shall survive termination",
    answer: ["shall survive termination"],
  },
  {
    question: "Under the MPL, who pays for servicing or repair when the software proves defective?",
    file: "mpl-2.0.txt",
    where: "§ 6, Disclaimer of Warranty",
    passage: "(not any Contributor) assume the cost of any necessary servicing",
    answer: ["assume the cost"],
  },
  {
    question: "May I adapt the Mozilla Public License text into a new license for my own software, and what must I change?",
    file: "mpl-2.0.txt",
    where: "§ 10.3, Modified Versions",
    passage: "you may create and use a modified version of this License",
    answer: ["rename the license"],
  },
  {
    question: "Does the MPL's limitation of liability also cover death or personal injury caused by negligence?",
    file: "mpl-2.0.txt",
    where: "§ 7, Limitation of Liability",
    passage: "limitation of liability shall not apply to liability for death or",
    answer: ["shall not apply"],
  },

  // lgpl-3.0.docx (Debian LGPL-3, saved as Word 2007 by LibreOffice)
  {
    question: "What is the release date of LGPL version 3?",
    file: "lgpl-3.0.docx",
    where: "title block",
    passage: "Version 3, 29 June 2007",
    answer: ["29 June 2007"],
  },
  {
    question: "Under the LGPL, what is left out of the Corresponding Application Code?",
    file: "lgpl-3.0.docx",
    where: "§ 0, definition of Corresponding Application Code",
    passage: "but excluding the System Libraries of the Combined Work",
    answer: ["System Libraries"],
  },
  {
    question: "If I go the shared library route for a Combined Work under the GNU Lesser GPL, what makes the mechanism suitable?",
    file: "lgpl-3.0.docx",
    where: "§ 4(d)(1)",
    passage: "A suitable mechanism is one that (a) uses at run time a copy of the Library",
    answer: ["already present on the user's computer system", "interface-compatible"],
  },
  {
    question: "What does it mean under the LGPL if a proxy publicly accepts a version of the license?",
    file: "lgpl-3.0.docx",
    where: "§ 6, Revised Versions, last paragraph",
    passage: "proxy's public statement of acceptance of any version",
    answer: ["permanent authorization"],
  },

  // artistic-license.txt (plain text, Debian Artistic)
  {
    question: "Can I use the Copyright Holder's name to promote something I built from an Artistic-licensed package?",
    file: "artistic-license.txt",
    where: "§ 9",
    passage: "The name of the Copyright Holder may not be used to endorse or promote",
    answer: ["may not be used", "prior written permission"],
  },
  {
    question: "How much am I allowed to charge for support of an Artistic License package?",
    file: "artistic-license.txt",
    where: "§ 5",
    passage: "You may charge any fee you choose for support",
    answer: ["any fee you choose"],
  },
  {
    question: "What do I have to keep when I give away verbatim copies of the Standard Version under the Artistic License?",
    file: "artistic-license.txt",
    where: "§ 1",
    passage: "provided that you duplicate all of the original copyright notices",
    answer: ["original copyright notices and associated disclaimers"],
  },
  {
    question: "Who is the Copyright Holder in the Artistic License?",
    file: "artistic-license.txt",
    where: "Definitions",
    passage: "\"Copyright Holder\" is whoever is named in the copyright",
    answer: ["whoever is named in the copyright"],
  },

  // gpl-2.0-scan.pdf (the first two pages of Debian GPL-2, scanned: page images, no text layer)
  {
    question: "When GPL version 2 speaks of free software, does it mean free of cost?",
    file: "gpl-2.0-scan.pdf",
    pages: [1],
    where: "Preamble, second paragraph",
    passage: "When we speak of free software, we are referring to freedom",
    answer: ["freedom, not price"],
  },
  {
    question: "Under GPL v2, besides saying that I changed them, what must the notices in my modified files state?",
    file: "gpl-2.0-scan.pdf",
    pages: [2],
    where: "§ 2(a)",
    passage: "prominent notices stating that you changed the files",
    answer: ["the date of any change"],
  },

  // bsd-license-scan.png (Debian BSD, printed and scanned at 200 dpi, turned 1.5°, speckled)
  {
    question: "Am I allowed to redistribute modified versions of software under the BSD licence?",
    file: "bsd-license-scan.png",
    where: "opening permission sentence",
    passage: "Redistribution and use in source and binary forms",
    answer: ["with or without modification"],
  },

  // Questions the documents do not answer: near misses first, then questions no document touches.
  { question: "On what date was version 2.0 of the Mozilla Public License published?", unanswerable: true },
  { question: "Which minimum version of update-mime-database does the shared MIME-info specification require?", unanswerable: true },
  { question: "What is the deepest indent level a rule may have in the shared MIME-info magic file?", unanswerable: true },
  { question: "For how many years must I keep the Minimal Corresponding Source available under the LGPL?", unanswerable: true },
  { question: "What is the SPDX identifier of the Mozilla Public License 2.0?", unanswerable: true },
  { question: "Is the LGPL version 3 compatible with the Apache License 2.0?", unanswerable: true },
  { question: "How do I report a security vulnerability in shared-mime-info?", unanswerable: true },
  { question: "Which Linux distributions ship the shared MIME-info database by default?", unanswerable: true },
];

/**
 * A fifth held-out part, written on 25 Nov 2026 by two more developers who had seen neither the
 * answerer's code, its misses nor any benchmark figure, from the documents alone, while the
 * fourth part was being used to choose rules; the developer choosing them did not read these
 * questions or their results until the final measurement. Never tune a rule on it.
 */
export const HELD_OUT_5_QUESTIONS: EvalQuestion[] = [
  // shared-mime-info-spec.pdf (Debian shared-mime-info, the freedesktop.org specification)
  {
    question: "Why was the old globs file deprecated in favour of globs2?",
    file: "shared-mime-info-spec.pdf",
    pages: [7],
    where: "§ 2.4, The glob files",
    passage: "deprecated in favour of the globs2 file",
    answer: ["weight of the glob rule"],
  },
  {
    question: "What character separates the weight, MIME type and pattern on each line of globs2?",
    file: "shared-mime-info-spec.pdf",
    pages: [7],
    where: "§ 2.4, The glob files (globs2 format)",
    passage: "containing weight, MIME type and pattern, separated by a colon",
    answer: ["colon"],
  },
  {
    question: "Which flags are defined so far for the optional fourth field of a globs2 line?",
    file: "shared-mime-info-spec.pdf",
    pages: [8],
    where: "§ 2.4, The glob files (fourth field)",
    passage: "The flags currently defined are",
    answer: ["cs (for case-sensitive)"],
  },
  {
    question: "In the binary mime.cache, how is a case-sensitive glob marked?",
    file: "shared-mime-info-spec.pdf",
    pages: [12],
    where: "§ 2.9, The mime.cache files (GlobEntry flags)",
    passage: "WEIGHT in lower 8 bits FLAGS in rest",
    answer: ["0x100"],
  },
  {
    question:
      "If an extension like .ogg is claimed by two different MIME types, how is a program supposed to decide which one the file really is?",
    file: "shared-mime-info-spec.pdf",
    pages: [8],
    where: "§ 2.4, The glob files (patterns provided by several types)",
    passage: "They are instead supposed to use magic data",
    answer: ["use magic data"],
  },
  {
    question: "Which elements get stripped out when update-mime-database writes the per-type MEDIA/SUBTYPE.xml files?",
    file: "shared-mime-info-spec.pdf",
    pages: [6],
    where: "§ 2.3, The MEDIA/SUBTYPE.xml files",
    passage: "The magic, glob and root-XML elements will have been removed",
    answer: ["magic, glob and root-XML elements"],
  },
  {
    question: "The server already tells me the type in a Content-Type header. Should I still sniff the file?",
    file: "shared-mime-info-spec.pdf",
    pages: [15],
    where: "§ 2.12, Recommended checking order (first step)",
    passage: "If a MIME type is provided explicitly",
    answer: ["should be used instead of guessing"],
  },
  {
    question: "What media type does the spec use for things like directories, sockets and device files?",
    file: "shared-mime-info-spec.pdf",
    pages: [15],
    where: "§ 2.13, Non-regular files",
    passage: "is provided for this purpose",
    answer: ["inode"],
  },
  {
    question: "Which type family is meant for describing what is on a mounted volume, such as a blank CD or a camera card?",
    file: "shared-mime-info-spec.pdf",
    pages: [16],
    where: "§ 2.14, Content types for volumes",
    passage: "The x-content type has been introduced for this purpose",
    answer: ["x-content"],
  },

  // mpl-2.0.txt (plain text, Debian MPL-2.0)
  {
    question: "For the MPL's definition of You, how big a stake in another company means I control it?",
    file: "mpl-2.0.txt",
    where: "§ 1.14, definition of You",
    passage: "ownership of more than fifty percent (50%) of the outstanding shares",
    answer: ["more than fifty percent (50%)"],
  },
  {
    question: "Which older MPL versions can make code Incompatible With Secondary Licenses even without the Exhibit B notice?",
    file: "mpl-2.0.txt",
    where: "§ 1.5(b), definition of Incompatible With Secondary Licenses",
    passage: "made available under the terms of version 1.1 or earlier",
    answer: ["version 1.1 or earlier"],
  },
  {
    question: "Where does the MPL's standard file header tell people to get a copy of the licence?",
    file: "mpl-2.0.txt",
    where: "Exhibit A, Source Code Form License Notice",
    passage: "You can obtain one at",
    answer: ["http://mozilla.org/MPL/2.0/"],
  },
  {
    question:
      "I can't put the Mozilla Public License header into some of my files (generated JSON, for instance). Where else can the notice go?",
    file: "mpl-2.0.txt",
    where: "Exhibit A, note after the notice",
    passage: "If it is not possible or desirable to put the notice",
    answer: ["LICENSE file"],
  },
  {
    question: "Am I ever allowed to edit the licence notices in MPL-covered source files?",
    file: "mpl-2.0.txt",
    where: "§ 3.4, Notices",
    passage: "You may not remove or alter the substance of any license notices",
    answer: ["remedy known factual inaccuracies"],
  },
  {
    question: "Under MPL 2.0, if I sell a support contract for the software, what do I owe the contributors?",
    file: "mpl-2.0.txt",
    where: "§ 3.5, Application of Additional Terms",
    passage: "You hereby agree to indemnify every Contributor",
    answer: ["indemnify every Contributor"],
  },

  // lgpl-3.0.docx (Debian LGPL-3, saved as Word 2007 by LibreOffice)
  {
    question: "What does a Combined Work's licence have to leave open to users under the LGPL?",
    file: "lgpl-3.0.docx",
    where: "§ 4, Combined Works (opening)",
    passage: "effectively do not restrict modification of the portions of the Library",
    answer: ["reverse engineering for debugging such modifications"],
  },
  {
    question:
      "I changed an LGPL library so it calls a hook that the application must supply, and I don't want to keep it working without the hook. What other licence can I release my modified version under?",
    file: "lgpl-3.0.docx",
    where: "§ 2(b), Conveying Modified Versions",
    passage: "with none of the additional permissions of this License",
    answer: ["under the GNU GPL"],
  },
  {
    question:
      "If I put LGPL library code side by side with other facilities in one combined library, what must I ship along with it?",
    file: "lgpl-3.0.docx",
    where: "§ 5(a), Combined Libraries",
    passage: "Accompany the combined library with a copy of the same work",
    answer: ["uncombined with any other library facilities"],
  },
  {
    question: "The library I'm using says it's under the LGPL but gives no version number. Which version can I follow?",
    file: "lgpl-3.0.docx",
    where: "§ 6, Revised Versions",
    passage: "does not specify a version number of the GNU Lesser General Public License",
    answer: ["any version", "ever published"],
  },

  // artistic-license.txt (plain text, Debian Artistic)
  {
    question: "According to its preamble, what is the Artistic License trying to let the Copyright Holder keep?",
    file: "artistic-license.txt",
    where: "Preamble",
    passage: "The intent of this document is to state the conditions",
    answer: ["semblance of artistic control"],
  },
  {
    question: "What exactly does the word Package cover in the Artistic License?",
    file: "artistic-license.txt",
    where: "Definitions, Package",
    passage: "\"Package\" refers to the collection of files",
    answer: ["collection of files distributed by the Copyright Holder"],
  },
  {
    question:
      "When I bundle an Artistic-licensed package into my commercial software distribution, is there anything I must not claim about it?",
    file: "artistic-license.txt",
    where: "§ 5",
    passage: "provided that you do not advertise this Package as a product of your own",
    answer: ["do not advertise this Package as a product of your own"],
  },
  {
    question: "If I build a binary with scripts folded in via undump or unexec, does shipping it count as distributing the Package under the Artistic License?",
    file: "artistic-license.txt",
    where: "§ 6",
    passage: "methods of producing a binary executable image",
    answer: ["neither be construed as a distribution of this Package"],
  },

  // gpl-2.0-scan.pdf (the first two pages of Debian GPL-2, scanned: page images, no text layer)
  {
    question: "If I pass on copies of a GPL v2 program, whether free or paid, what do the people I give them to get?",
    file: "gpl-2.0-scan.pdf",
    pages: [1],
    where: "Preamble",
    passage: "whether gratis or for a fee, you must give the recipients",
    answer: ["all the rights that you have"],
  },
  {
    question: "Does GPL version 2 cover things other than copying, distributing and modifying?",
    file: "gpl-2.0-scan.pdf",
    pages: [2],
    where: "§ 0",
    passage: "Activities other than copying, distribution and modification are not covered",
    answer: ["outside its scope"],
  },

  // bsd-license-scan.png (Debian BSD, printed and scanned at 200 dpi, turned 1.5°, speckled)
  {
    question: "Does the BSD licence's liability disclaimer still hold if the Regents had been told such damage might happen?",
    file: "bsd-license-scan.png",
    where: "disclaimer of liability (end)",
    passage: "ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE",
    answer: ["EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE"],
  },

  // Questions the documents do not answer: near misses first, then questions no document touches.
  { question: "Which version number does the Artistic License text give for itself?", unanswerable: true },
  { question: "In which year was the first version of the Shared MIME-info Database specification published?", unanswerable: true },
  { question: "What email address does the Mozilla Foundation give for questions about the MPL?", unanswerable: true },
  { question: "Which version of the XDG Base Directory Specification does the shared MIME-info spec require?", unanswerable: true },
  { question: "What is the default port of a PostgreSQL server?", unanswerable: true },
  { question: "How do I turn a scanned PDF into searchable text?", unanswerable: true },
  { question: "Does the Unlicense require me to keep a copyright notice?", unanswerable: true },
  { question: "What is the current main interest rate of the European Central Bank?", unanswerable: true },
  // libtasn1-manual.pdf (36 pages, GNU Libtasn1 4.19.0 manual)
  {
    question: "Who are the authors of the GNU Libtasn1 manual?",
    file: "libtasn1-manual.pdf",
    pages: [1],
    where: "title page",
    passage: "Fabio Fiorina Simon Josefsson Nikos Mavrogiannopoulos",
    answer: ["Fabio Fiorina", "Simon Josefsson", "Nikos Mavrogiannopoulos"],
  },
  {
    question: "Does letter case matter in the ASN.1 definitions that libtasn1 reads?",
    file: "libtasn1-manual.pdf",
    pages: [5],
    where: "§ 2.1, ASN.1 syntax",
    passage: "The parser is case sensitive",
    answer: ["case sensitive"],
  },
  {
    question: "In libtasn1 element names, how do I refer to the last element of a SET OF?",
    file: "libtasn1-manual.pdf",
    pages: [6],
    where: "§ 2.2, Naming",
    passage: "The ?LAST name indicates the last element",
    answer: ["?LAST"],
  },
  {
    question: "What does the constant ASN1_MAX_NAME_SIZE stand for in libtasn1?",
    file: "libtasn1-manual.pdf",
    pages: [7],
    where: "§ 2.4, Library Notes",
    passage: "ASN1_MAX_NAME_SIZE is the maximum number of characters",
    answer: ["maximum number of characters"],
  },
  {
    question: "I want asn1Decoding to be strict about DER everywhere except in time fields. Which option does that?",
    file: "libtasn1-manual.pdf",
    pages: [10],
    where: "§ 3.3, Invoking asn1Decoding",
    passage: "use strict DER decoding but not in time fields",
    answer: ["--no-time-strict"],
  },
  {
    question: "How do I append another element to a SEQUENCE OF with asn1_write_value?",
    file: "libtasn1-manual.pdf",
    pages: [15],
    where: "§ 4.2, asn1_write_value, SEQUENCE OF",
    passage: "SEQUENCE OF: VALUE must be the null terminated string",
    answer: ["NEW"],
  },
  {
    question: "What should I pass as the flags argument of asn1_object_id_der?",
    file: "libtasn1-manual.pdf",
    pages: [20],
    where: "§ 4.3, asn1_object_id_der",
    passage: "flags: must be zero",
    answer: ["must be zero"],
  },
  {
    question: "Can asn1_decode_simple_ber decode any BER-encoded type?",
    file: "libtasn1-manual.pdf",
    pages: [25],
    where: "§ 4.3, asn1_decode_simple_ber",
    passage: "This decodes BER STRINGS only",
    answer: ["BER STRINGS only"],
  },
  {
    question: "Under the documentation licence in the libtasn1 manual, if I hand out Opaque copies in quantity and give a download location instead, how long must the Transparent copy stay available there?",
    file: "libtasn1-manual.pdf",
    pages: [29],
    where: "Appendix A.1, GFDL § 3, Copying in quantity",
    passage: "will remain thus accessible at the stated location until",
    answer: ["one year after the last time"],
  },
  {
    question: "By what date could the operator of a wiki republish an eligible MMC under CC-BY-SA, per the FDL printed in the libtasn1 manual?",
    file: "libtasn1-manual.pdf",
    pages: [33],
    where: "Appendix A.1, GFDL § 11, Relicensing",
    passage: "on the same site at any time before",
    answer: ["August 1, 2009"],
  },

  // apache-2.0.txt (plain text, Apache License 2.0)
  {
    question: "What counts as Object form in the Apache License?",
    file: "apache-2.0.txt",
    where: "§ 1, definition of Object form",
    passage: "any form resulting from mechanical transformation or translation of a Source form",
    answer: ["mechanical transformation or translation"],
  },
  {
    question: "Which of a contributor's patent claims are covered by the Apache 2.0 patent grant?",
    file: "apache-2.0.txt",
    where: "§ 3, Grant of Patent License",
    passage: "patent claims licensable by such Contributor",
    answer: ["necessarily infringed by their Contribution(s)"],
  },
  {
    question: "When I ship the source of a derivative of an Apache-licensed project, which of the original notices have to stay in it?",
    file: "apache-2.0.txt",
    where: "§ 4(c)",
    passage: "You must retain, in the Source form of any Derivative Works",
    answer: ["copyright, patent, trademark, and attribution notices"],
  },
  {
    question: "Can what is written in a NOTICE file change the terms of the Apache License?",
    file: "apache-2.0.txt",
    where: "§ 4(d)",
    passage: "The contents of the NOTICE file are for informational purposes only",
    answer: ["do not modify the License"],
  },

  // gpl-1.0.doc (Word 97 document, GNU GPL version 1)
  {
    question: "How does GPL version 1 define the source code of a work?",
    file: "gpl-1.0.doc",
    where: "§ 3, paragraph after 3(c)",
    passage: "Source code for a work means the preferred form",
    answer: ["preferred form of the work for making modifications"],
  },
  {
    question: "May I put extra restrictions on people who get a GPL v1 program from me?",
    file: "gpl-1.0.doc",
    where: "§ 6",
    passage: "You may not impose any further restrictions",
    answer: ["may not impose any further restrictions"],
  },
  {
    question: "If my rights under GPL version 1 are terminated, do the people I already passed copies to lose their licences as well?",
    file: "gpl-1.0.doc",
    where: "§ 4",
    passage: "parties who have received copies, or rights to use copies, from you",
    answer: ["not have their licenses terminated", "full compliance"],
  },
  {
    question: "According to the GPL version 1 appendix, where is it safest to put the licence notices in my program?",
    file: "gpl-1.0.doc",
    where: "Appendix: How to Apply These Terms to Your New Programs",
    passage: "It is safest to attach them to the start of each source file",
    answer: ["start of each source file"],
  },

  // cc0-1.0.docx (Word document, CC0 1.0 Universal)
  {
    question: "Does CC0 deal with publicity and privacy rights in a person's likeness shown in a work?",
    file: "cc0-1.0.docx",
    where: "§ 1, Copyright and Related Rights, item iii",
    passage: "publicity and privacy rights pertaining to a person's image",
    answer: ["publicity and privacy rights"],
  },
  {
    question: "If a court strikes down part of CC0's fallback license, does the rest of that license still hold?",
    file: "cc0-1.0.docx",
    where: "§ 3, Public License Fallback, second paragraph",
    passage: "Should any part of the License for any reason be judged",
    answer: ["shall not invalidate the remainder of the License"],
  },
  {
    question: "Can a work released under CC0 be used in advertising?",
    file: "cc0-1.0.docx",
    where: "§ 2, Waiver (and § 3, the fallback License)",
    passage: "for any purpose whatsoever, including without limitation commercial",
    answer: ["commercial, advertising or promotional purposes"],
  },

  // word-extractor-readme.doc (Word 97 document, word-extractor README)
  {
    question: "Which word-extractor method gives me the endnotes of a document?",
    file: "word-extractor-readme.doc",
    where: "Methods, Document#getEndnotes()",
    passage: "Retrieves the endnote text from a Word document",
    answer: ["getEndnotes"],
  },
  {
    question: "Will accented or non-Latin characters come through properly when I get the body text with word-extractor?",
    file: "word-extractor-readme.doc",
    where: "Methods, Document#getBody()",
    passage: "Retrieves the content text from a Word document",
    answer: ["handle UNICODE characters correctly"],
  },
  {
    question: "What is the trouble with the other npm packages for reading .doc files, according to the word-extractor readme?",
    file: "word-extractor-readme.doc",
    where: "Why use this module?",
    passage: "they often appear to require some external helper program",
    answer: ["external helper program"],
  },

  // next-license-scan.jpg (OCR of a scanned image of the Next.js MIT licence)
  {
    question: "What year is on the copyright line of the Next.js licence?",
    file: "next-license-scan.jpg",
    where: "heading, copyright line",
    passage: "Copyright (c) 2025 Vercel, Inc.",
    answer: ["2025"],
  },
  {
    question: "Under the Next.js licence, may I allow the people I give the software to to do the same things with it?",
    file: "next-license-scan.jpg",
    where: "permission paragraph",
    passage: "to permit persons to whom the Software is furnished to do so",
    answer: ["permit persons to whom the Software is furnished"],
  },

  // Unanswerable: near misses (the documents talk of the subject but do not give this)
  { question: "In which libtasn1 version was asn1_der_decoding2 introduced?", unanswerable: true },
  { question: "Which version of word-extractor added the getTextboxes method?", unanswerable: true },
  { question: "How many days do I get to fix a violation of GPL version 1 before my licence is terminated?", unanswerable: true },
  { question: "Which email address should I use to report bugs in word-extractor?", unanswerable: true },
  // Unanswerable: no document answers
  { question: "Does the Boost Software License require attribution in binary distributions?", unanswerable: true },
  { question: "Can I ship an app that uses a GPL-3.0 library in the iOS App Store?", unanswerable: true },
  { question: "How many years does copyright last in the United States?", unanswerable: true },
  { question: "How do I convert a PEM certificate to DER with OpenSSL?", unanswerable: true },
];

/**
 * A sixth held-out part, written on 28 Nov 2026 from the documents alone by a developer who had
 * not seen the answerer's code, its rules or any part's misses, and committed before any change
 * that followed. Never to be used to choose rules.
 */
export const HELD_OUT_6_QUESTIONS: EvalQuestion[] = [
  // libtasn1-manual.pdf (Debian libtasn1-doc, the GNU Libtasn1 manual)
  {
    question: "When was libtasn1 4.19.0, the version the manual covers, released?",
    file: "libtasn1-manual.pdf",
    pages: [1, 2],
    where: "title page and copyright page",
    passage: "version 4.19.0, 18 August 2022",
    answer: ["18 August 2022"],
  },
  {
    question: "Which ITU-T recommendation does libtasn1 follow for DER encoding and decoding?",
    file: "libtasn1-manual.pdf",
    pages: [4],
    where: "§ 1, Introduction",
    passage: "Distinguished Encoding Rules (DER, as per X.690)",
    answer: ["X.690"],
  },
  {
    question: "Why does the libtasn1 parser reject a declaration written as Version ::=INTEGER?",
    file: "libtasn1-manual.pdf",
    pages: [5],
    where: "§ 2.1, ASN.1 syntax",
    passage: "The ::= token must be separate from other elements",
    answer: ["must be separate from other elements"],
  },
  {
    question: "Can I use the AUTOMATIC TAGS option in the ASN.1 modules I give libtasn1?",
    file: "libtasn1-manual.pdf",
    pages: [6],
    where: "§ 2.1, ASN.1 syntax (what this version does not handle)",
    passage: "It doesn’t support the AUTOMATIC TAGS option",
    answer: ["doesn’t support the AUTOMATIC TAGS option"],
  },
  {
    question: "What names does libtasn1 give to the elements of a structured type that its definition leaves unnamed?",
    file: "libtasn1-manual.pdf",
    pages: [6],
    where: "§ 2.2, Naming",
    passage: "Elements of structured types unnamed by the respective definition",
    answer: ["?1, ?2"],
  },
  {
    question: "How large must the buffer be that I pass as errorDescription to libtasn1 functions?",
    file: "libtasn1-manual.pdf",
    pages: [7],
    where: "§ 2.4, Library Notes",
    passage: "pointing to a pre-allocated buffer of at least",
    answer: ["ASN1_MAX_ERROR_DESCRIPTION_SIZE"],
  },
  {
    question: "How can I find out how many bytes the DER encoding of a length will take before I encode it with asn1_length_der?",
    file: "libtasn1-manual.pdf",
    pages: [19],
    where: "§ 4.3, asn1_length_der",
    passage: "To know the size of the DER encoding",
    answer: ["NULL value for der"],
  },
  {
    question: "Since which libtasn1 version has asn1_get_length_ber been available?",
    file: "libtasn1-manual.pdf",
    pages: [21],
    where: "§ 4.3, asn1_get_length_ber",
    passage: "or negative value when the value was too big",
    answer: ["2.0"],
  },
  {
    question: "Why is the element argument of asn1_der_decoding a pointer?",
    file: "libtasn1-manual.pdf",
    pages: [23],
    where: "§ 4.3, asn1_der_decoding",
    passage: "is provided as a pointer for historical reasons",
    answer: ["historical reasons"],
  },
  {
    question: "Which tag classes can asn1_read_tag report?",
    file: "libtasn1-manual.pdf",
    pages: [18],
    where: "§ 4.2, asn1_read_tag",
    passage: "CLASS can have one of these constants",
    answer: ["ASN1_CLASS_UNIVERSAL", "ASN1_CLASS_CONTEXT_SPECIFIC"],
  },
  {
    question: "Under the documentation licence in the libtasn1 manual, what happens if a translation and the original disagree?",
    file: "libtasn1-manual.pdf",
    pages: [32],
    where: "Appendix A, GNU FDL § 8, Translation",
    passage: "In case of a disagreement between the translation",
    answer: ["the original version will prevail"],
  },

  // shared-mime-info-spec.pdf (Debian shared-mime-info, the freedesktop.org specification)
  {
    question: "Which specification decides the directories under which the shared MIME-info database is stored?",
    file: "shared-mime-info-spec.pdf",
    pages: [2],
    where: "§ 2.1, Directory layout",
    passage: "uses the XDG Base Directory Specification",
    answer: ["XDG Base Directory Specification"],
  },
  {
    question: "When package files in two of the MIME directories conflict, which one wins?",
    file: "shared-mime-info-spec.pdf",
    pages: [3],
    where: "§ 2.1, Directory layout",
    passage: "information from directories lower in the list takes precedence",
    answer: ["lower in the list takes precedence"],
  },
  {
    question: "What namespace URI must the document element of a MIME package XML file have?",
    file: "shared-mime-info-spec.pdf",
    pages: [4],
    where: "§ 2.2, The source XML files",
    passage: "whose namespace URI is",
    answer: ["http://www.freedesktop.org/standards/shared-mime-info"],
  },
  {
    question: "If a glob element has no weight attribute, what weight does it get, and how high can a weight go?",
    file: "shared-mime-info-spec.pdf",
    pages: [4],
    where: "§ 2.2, glob elements",
    passage: "The default weight value is 50",
    answer: ["50", "100"],
  },
  {
    question: "Going by the examples in the shared MIME-info spec, what does the acronym GEDCOM expand to?",
    file: "shared-mime-info-spec.pdf",
    pages: [5],
    where: "§ 2.2, expanded-acronym elements",
    passage: "expanded-acronym elements are the expanded versions",
    answer: ["GEnealogical Data COMmunication"],
  },
  {
    question: "How are the lines of an XMLnamespaces file sorted?",
    file: "shared-mime-info-spec.pdf",
    pages: [10],
    where: "§ 2.6, The XMLnamespaces files",
    passage: "The lines are sorted (using strcmp in the C locale)",
    answer: ["strcmp in the C locale"],
  },
  {
    question: "What type is inode/mount-point a subclass of?",
    file: "shared-mime-info-spec.pdf",
    pages: [16],
    where: "§ 2.13, Non-regular files",
    passage: "An inode/mount-point is a subclass of inode/directory",
    answer: ["inode/directory"],
  },
  {
    question: "Why might two programs that both use the shared MIME-info system still give the same file different types?",
    file: "shared-mime-info-spec.pdf",
    pages: [17],
    where: "§ 2.16, Security implications",
    passage: "The spec allows some leeway in implementation",
    answer: ["different versions of the spec"],
  },

  // mpl-2.0.txt (plain text, Debian MPL-2.0)
  {
    question: "Is a brand-new source file that includes some MPL-covered code counted as a Modification?",
    file: "mpl-2.0.txt",
    where: "§ 1.10(b), definition of Modifications",
    passage: "any new file in Source Code Form that contains",
    answer: ["any new file in Source Code Form"],
  },
  {
    question: "If a contributor has taken some of its code out of the software, does its patent grant under the Mozilla Public License still cover that code?",
    file: "mpl-2.0.txt",
    where: "§ 2.3(a), Limitations on Grant Scope",
    passage: "no patent license is granted by a Contributor",
    answer: ["code that a Contributor has removed"],
  },
  {
    question: "Which sections of MPL 2.0 are conditions of the licences granted in section 2.1?",
    file: "mpl-2.0.txt",
    where: "§ 2.7, Conditions",
    passage: "are conditions of the licenses granted in Section 2.1",
    answer: ["Sections 3.1, 3.2, 3.3, and 3.4"],
  },
  {
    question: "What happens if a court finds one clause of the Mozilla Public License unenforceable?",
    file: "mpl-2.0.txt",
    where: "§ 9, Miscellaneous",
    passage: "provision of this License is held to be unenforceable",
    answer: ["reformed only to the extent necessary to make it enforceable"],
  },
  {
    question: "I can't put the MPL source header into one particular file. Where else may the notice go?",
    file: "mpl-2.0.txt",
    where: "Exhibit A, Source Code Form License Notice",
    passage: "not possible or desirable to put the notice",
    answer: ["LICENSE file in a relevant directory"],
  },
  {
    question: "Under the Mozilla Public License, what does each contributor represent about what it contributes?",
    file: "mpl-2.0.txt",
    where: "§ 2.5, Representation",
    passage: "Each Contributor represents that the Contributor believes",
    answer: ["original creation(s)"],
  },

  // gpl-1.0.doc (Word 97, Debian GPL-1)
  {
    question: "Under GPL version 1, what counts as accepting the license?",
    file: "gpl-1.0.doc",
    where: "§ 5",
    passage: "you indicate your acceptance of this license",
    answer: ["By copying, distributing or modifying the Program"],
  },
  {
    question: "Will later versions of the GPL be very different from version 1?",
    file: "gpl-1.0.doc",
    where: "§ 7",
    passage: "Such new versions will be similar in spirit",
    answer: ["similar in spirit to the present version"],
  },
  {
    question: "When the Free Software Foundation considers an exception for GPL version 1 software, what guides its decision?",
    file: "gpl-1.0.doc",
    where: "§ 8",
    passage: "Our decision will be guided by the two goals",
    answer: ["preserving the free status of all derivatives"],
  },
  {
    question: "In the sample start-up notice of the GPL version 1 appendix, what does the user type to see the warranty details?",
    file: "gpl-1.0.doc",
    where: "Appendix, notice for interactive programs",
    passage: "Gnomovision comes with ABSOLUTELY NO WARRANTY",
    answer: ["show w"],
  },
  {
    question: "What date is on the sample copyright disclaimer at the end of GPL version 1?",
    file: "gpl-1.0.doc",
    where: "Appendix, sample copyright disclaimer",
    passage: "1 April 1989 Ty Coon, President of Vice",
    answer: ["1 April 1989"],
  },

  // apache-2.0.txt (plain text, Debian Apache-2.0)
  {
    question: "Where can I get a copy of the Apache License on the web?",
    file: "apache-2.0.txt",
    where: "Appendix, boilerplate notice",
    passage: "You may obtain a copy of the License at",
    answer: ["http://www.apache.org/licenses/LICENSE-2.0"],
  },
  {
    question: "Which sections make up \"the License\" as the Apache License defines it?",
    file: "apache-2.0.txt",
    where: "§ 1, definition of License",
    passage: "as defined by Sections 1 through 9 of this document",
    answer: ["Sections 1 through 9"],
  },
  {
    question: "I signed a separate contributor agreement with the Licensor. Does section 5 of the Apache License override it?",
    file: "apache-2.0.txt",
    where: "§ 5, Submission of Contributions",
    passage: "supersede or modify the terms of any separate license agreement",
    answer: ["nothing herein shall supersede or modify"],
  },
  {
    question: "Under the Apache License, can a contributor be held liable for my loss of goodwill?",
    file: "apache-2.0.txt",
    where: "§ 8, Limitation of Liability",
    passage: "damages for loss of goodwill, work stoppage",
    answer: ["loss of goodwill"],
  },
  {
    question: "Who counts as a Contributor in the Apache License?",
    file: "apache-2.0.txt",
    where: "§ 1, definition of Contributor",
    passage: "\"Contributor\" shall mean Licensor and any individual",
    answer: ["Licensor and any individual or Legal Entity"],
  },

  // lgpl-3.0.docx (Word 2007, Debian LGPL-3)
  {
    question: "Which licence does LGPL version 3 build on?",
    file: "lgpl-3.0.docx",
    where: "opening paragraph",
    passage: "incorporates the terms and conditions of version 3",
    answer: ["version 3 of the GNU General Public License"],
  },
  {
    question: "If I modify an LGPL library so that a facility needs data from the application, may I release my version under the plain GPL instead?",
    file: "lgpl-3.0.docx",
    where: "§ 2(b), Conveying Modified Versions",
    passage: "under the GNU GPL, with none of the additional permissions",
    answer: ["none of the additional permissions"],
  },
  {
    question: "When I put LGPL library facilities together with other facilities in one combined library, what must I ship alongside it?",
    file: "lgpl-3.0.docx",
    where: "§ 5(a), Combined Libraries",
    passage: "Accompany the combined library with a copy",
    answer: ["uncombined with any other library facilities"],
  },
  {
    question: "Under the Lesser GPL, if I take option 4d0, what must the Installation Information accompany?",
    file: "lgpl-3.0.docx",
    where: "§ 4(e), Combined Works",
    passage: "If you use option 4d0",
    answer: ["Minimal Corresponding Source and Corresponding Application Code"],
  },

  // artistic-license.txt (plain text, Debian Artistic)
  {
    question: "To whom do I have to justify my copying fee under the Artistic License?",
    file: "artistic-license.txt",
    where: "Definitions, Reasonable copying fee",
    passage: "but only to the computing community at large",
    answer: ["computing community at large"],
  },
  {
    question: "If I distribute executables of an Artistic-licensed package, can I meet the licence by shipping the source with my changes?",
    file: "artistic-license.txt",
    where: "§ 4(b)",
    passage: "accompany the distribution with the machine-readable source",
    answer: ["machine-readable source of the Package with your modifications"],
  },
  {
    question: "May I sell the Package as part of a bigger commercial software bundle?",
    file: "artistic-license.txt",
    where: "§ 5",
    passage: "distribute this Package in aggregate with other (possibly commercial) programs",
    answer: ["do not advertise this Package as a product of your own"],
  },

  // cc0-1.0.docx (Word 2007, Debian CC0-1.0)
  {
    question: "What does CC0 mean by a Work?",
    file: "cc0-1.0.docx",
    where: "Statement of Purpose",
    passage: "an original work of authorship and/or a database",
    answer: ["original work of authorship", "database"],
  },
  {
    question: "Does handing someone the CC0 text make Creative Commons their lawyer?",
    file: "cc0-1.0.docx",
    where: "heading disclaimer",
    passage: "DOES NOT CREATE AN ATTORNEY-CLIENT RELATIONSHIP",
    answer: ["DOES NOT CREATE AN ATTORNEY-CLIENT RELATIONSHIP"],
  },

  // word-extractor-readme.doc (Word 97, README of npm word-extractor 1.0.4)
  {
    question: "Which method gives me the main text of a Word document?",
    file: "word-extractor-readme.doc",
    where: "Methods, Document#getBody()",
    passage: "Retrieves the content text from a Word document",
    answer: ["getBody"],
  },
  {
    question: "Which years does the word-extractor copyright notice cover?",
    file: "word-extractor-readme.doc",
    where: "License",
    passage: "Copyright (c) 2016-2021. Stuart Watt.",
    answer: ["2016-2021"],
  },

  // bsd-license-scan.png (OCR of a scanned image of the Debian BSD licence)
  {
    question: "For a binary release of BSD-licensed software, where do I have to reproduce the copyright notice and conditions?",
    file: "bsd-license-scan.png",
    where: "condition 2",
    passage: "in the documentation and/or other materials provided with the distribution",
    answer: ["documentation and/or other materials"],
  },
  {
    question: "Could I hold the Regents liable in tort, say for negligence, under the BSD licence?",
    file: "bsd-license-scan.png",
    where: "disclaimer of liability",
    passage: "OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE)",
    answer: ["TORT (INCLUDING NEGLIGENCE OR OTHERWISE)"],
  },

  // next-license-scan.jpg (OCR of a scanned image of the Next.js MIT licence)
  {
    question: "Which licence is Next.js released under?",
    file: "next-license-scan.jpg",
    where: "heading",
    passage: "The MIT License (MIT)",
    answer: ["MIT License"],
  },
  {
    question: "Does the Next.js licence promise that the software infringes nobody's rights?",
    file: "next-license-scan.jpg",
    where: "warranty disclaimer",
    passage: "FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT",
    answer: ["NONINFRINGEMENT"],
  },

  // gpl-2.0-scan.pdf (OCR of the first two pages of Debian GPL-2, scanned)
  {
    question: "Am I allowed to edit the text of the GNU GPL version 2 itself?",
    file: "gpl-2.0-scan.pdf",
    pages: [1],
    where: "heading, below the copyright line",
    passage: "but changing it is not allowed",
    answer: ["changing it is not allowed"],
  },
  {
    question: "According to the GPL version 2 preamble, what is the danger of redistributors getting patent licences one by one?",
    file: "gpl-2.0-scan.pdf",
    pages: [2],
    where: "Preamble, on patents",
    passage: "redistributors of a free program will individually obtain patent licenses",
    answer: ["making the program proprietary"],
  },

  // Unanswerable: near misses (the documents talk of the subject but do not give this)
  { question: "How many days does the Artistic License give me to cure a breach before my rights end?", unanswerable: true },
  { question: "Which court has jurisdiction over disputes under GPL version 1?", unanswerable: true },
  { question: "Which country's law governs the Apache License 2.0?", unanswerable: true },
  { question: "Which versions of Windows has libtasn1 been tested on?", unanswerable: true },
  { question: "How many times faster than other npm packages is word-extractor?", unanswerable: true },
  { question: "Which MIME type does the shared MIME-info specification give for MP3 files?", unanswerable: true },
  { question: "Under GPL version 2, how many years must a written offer to supply the source code stay valid?", unanswerable: true },
  { question: "What penalty does LGPL version 3 set for not providing Installation Information?", unanswerable: true },
  { question: "When was version 1.2 of the GNU Free Documentation License released?", unanswerable: true },
  { question: "What postal address does the BSD licence give for the Regents of the University of California?", unanswerable: true },
  { question: "Which MIME type does the shared MIME-info spec assign to Microsoft Excel spreadsheets?", unanswerable: true },
  { question: "How many days before publishing a new version of the MPL must the Mozilla Foundation announce it?", unanswerable: true },
  // Unanswerable: no document answers
  { question: "How do I turn on image optimization in a Next.js app?", unanswerable: true },
  { question: "What is the capital of Australia?", unanswerable: true },
  { question: "How do I set up two-factor authentication on a GitHub account?", unanswerable: true },
  { question: "What is the recommended daily intake of vitamin D for adults?", unanswerable: true },
];

/**
 * Held-out part 7, written on 28 Nov by a developer who has never read the answerer's code,
 * its rules or any part's misses, from six new documents (one of each accepted type) and
 * some of the older ones, and committed before any change that followed. Never tune a rule on it.
 */
export const HELD_OUT_7_QUESTIONS: EvalQuestion[] = [
  // dpkg-triggers-spec.txt (plain text, Debian dpkg-dev /usr/share/doc/dpkg/spec/triggers.txt)
  {
    question: "In what form does a package's postinst receive the names of the triggers it has to handle?",
    file: "dpkg-triggers-spec.txt",
    where: "Details - triggered package",
    passage: "by passing a space-separated list of <trigger-name>s as the second argument",
    answer: ["space-separated list", "second argument"],
  },
  {
    question: "If my postinst falls over while it is processing triggers, what state is the package left in?",
    file: "dpkg-triggers-spec.txt",
    where: "Details - triggered package, after the postinst invocation",
    passage: "run fails the package goes to",
    answer: ["config-failed"],
  },
  {
    question: "Can I count on a file trigger to catch every edit someone makes to a configuration file?",
    file: "dpkg-triggers-spec.txt",
    where: "File triggers, third paragraph",
    passage: "dpkg triggers are not a general mechanism for filesystem monitoring",
    answer: ["not a general mechanism for filesystem monitoring"],
  },
  {
    question: "Is there a fixed sequence in which pending triggers get run?",
    file: "dpkg-triggers-spec.txt",
    where: "Timing guarantees, races, etc., third paragraph",
    passage: "It is not defined in what order triggers will run",
    answer: ["not defined in what order triggers will run"],
  },
  {
    question: "Do I have to spell out the full path when I declare interest in a directory as a trigger?",
    file: "dpkg-triggers-spec.txt",
    where: "File triggers, first paragraph",
    passage: "The pathname must be absolute",
    answer: ["must be absolute"],
  },
  {
    question: "Is it a good idea to give an explicit trigger exactly my package's name?",
    file: "dpkg-triggers-spec.txt",
    where: "Explicit triggers, first paragraph",
    passage: "normally be named identically to a package",
    answer: ["normally be named identically to a package"],
  },
  {
    question: "When a trigger fires because of a file, does the interested package learn which file it was?",
    file: "dpkg-triggers-spec.txt",
    where: "DISCUSSION, first paragraph",
    passage: "file triggers do not inform the package of the filename",
    answer: ["do not inform the package of the filename"],
  },
  {
    question: "Right after upgrading to a dpkg that knows about triggers, what command actually runs the ones that were switched on?",
    file: "dpkg-triggers-spec.txt",
    where: "TRANSITION PLAN, Old dpkg to new dpkg",
    passage: "and not other dpkg operations) will run the triggers",
    answer: ["dpkg --configure --pending"],
  },
  {
    question: "How does dpkg notice two packages endlessly setting off each other's triggers?",
    file: "dpkg-triggers-spec.txt",
    where: "Cycle detection, second paragraph",
    passage: "Trigger cycles are detected using the usual hare-and-tortoise",
    answer: ["hare-and-tortoise"],
  },

  // apt-preferences-manual.pdf (text PDF, 10 pages: the manual page apt_preferences(5) of Debian apt 2.6.1)
  {
    question: "What priority does apt give a package version that's already on my machine?",
    file: "apt-preferences-manual.pdf",
    pages: [2],
    where: "APT's Default Priority Assignments, the list of priorities",
    passage: "to the version that is already installed (if any)",
    answer: ["100"],
  },
  {
    question: "How high does a pin have to go before apt will install an older version over a newer one?",
    file: "apt-preferences-manual.pdf",
    pages: [2],
    where: "APT's Default Priority Assignments, the first rule of precedence",
    passage: "Never downgrade unless the priority of an available version exceeds 1000",
    answer: ["exceeds 1000"],
  },
  {
    question: "Two candidate versions end up with the same priority; which one does apt pick?",
    file: "apt-preferences-manual.pdf",
    pages: [2],
    where: "APT's Default Priority Assignments, the third rule of precedence",
    passage: "install the most recent one",
    answer: ["most recent"],
  },
  {
    question: "How can I make a fleet of servers all get the same phased updates at the same time?",
    file: "apt-preferences-manual.pdf",
    pages: [3],
    where: "Phased Updates, last paragraph",
    passage: "you can set APT::Machine-ID to a UUID",
    answer: ["APT::Machine-ID"],
  },
  {
    question: "What happens to a version whose pin is below zero?",
    file: "apt-preferences-manual.pdf",
    pages: [5],
    where: "How APT Interprets Priorities, P < 0",
    passage: "prevents the version from being installed",
    answer: ["prevents the version from being installed"],
  },
  {
    question: "Can I set a pin of exactly 0?",
    file: "apt-preferences-manual.pdf",
    pages: [5],
    where: "How APT Interprets Priorities, P = 0",
    passage: "has undefined behaviour, do not use it",
    answer: ["undefined behaviour"],
  },
  {
    question: "In which order are the files under /etc/apt/preferences.d read?",
    file: "apt-preferences-manual.pdf",
    pages: [1],
    where: "DESCRIPTION, last paragraph",
    passage: "parsed in alphanumeric ascending order",
    answer: ["alphanumeric ascending order"],
  },
  {
    question: "My pin doesn't seem to touch the i386 copy of a package. How do I make it cover every architecture?",
    file: "apt-preferences-manual.pdf",
    pages: [4],
    where: "Matching packages in the Package field, second paragraph",
    passage: "add the :any suffix to the package name",
    answer: [":any"],
  },
  {
    question: "If I set a default release, does it win over pins I wrote for individual packages?",
    file: "apt-preferences-manual.pdf",
    pages: [1],
    where: "APT's Default Priority Assignments, first paragraph",
    passage: "but not over specifically pinned packages",
    answer: ["not over specifically pinned packages"],
  },
  {
    question: "Can I leave a note in a pinning record saying why it's there?",
    file: "apt-preferences-manual.pdf",
    pages: [7],
    where: "Optional Lines in an APT Preferences Record",
    passage: "one or more lines beginning with the word Explanation",
    answer: ["Explanation"],
  },

  // valgrind-faq.docx (Word 2007: the Valgrind FAQ of Debian valgrind 3.19, links and navigation removed)
  {
    question: "What is Valgrind actually named after?",
    file: "valgrind-faq.docx",
    where: "1.2, where the name comes from",
    passage: "Valgrind is the name of the main entrance to Valhalla",
    answer: ["main entrance to Valhalla"],
  },
  {
    question: "Compiling the tool stops with the linker saying it can't find -lc. What's missing?",
    file: "valgrind-faq.docx",
    where: "2.2",
    passage: "You need to install the glibc-static-devel package",
    answer: ["glibc-static-devel"],
  },
  {
    question: "Under Valgrind my program crashes while exiting, somewhere in __libc_freeres. Is there a workaround?",
    file: "valgrind-faq.docx",
    where: "3.1",
    passage: "use the --run-libc-freeres=no option",
    answer: ["--run-libc-freeres=no"],
  },
  {
    question: "My program has a JIT that overwrites code it generated earlier, and things go wrong under Valgrind. What should I try?",
    file: "valgrind-faq.docx",
    where: "3.4, Java and just-in-time compilers",
    passage: "You should try running with --smc-check=all in this case",
    answer: ["--smc-check=all"],
  },
  {
    question: "The call stacks in Memcheck's reports are cut too short. How do I get deeper ones?",
    file: "valgrind-faq.docx",
    where: "4.2, unhelpful stack traces",
    passage: "use --num-callers to make them longer",
    answer: ["--num-callers"],
  },
  {
    question: "Memcheck finds nothing in the processes my program forks off. How do I get them checked too?",
    file: "valgrind-faq.docx",
    where: "4.5, no errors reported",
    passage: "To trace child processes, use the --trace-children=yes option",
    answer: ["--trace-children=yes"],
  },
  {
    question: "Why does nothing complain when I write one element past the end of a local array?",
    file: "valgrind-faq.docx",
    where: "4.6, array overruns",
    passage: "doesn't do bounds checking on global or stack arrays",
    answer: ["bounds checking on global or stack arrays"],
  },
  {
    question: "Can I start checking a process that is already up and running?",
    file: "valgrind-faq.docx",
    where: "5.4, attaching to a running program",
    passage: "Therefore Valgrind has to have full control from the very start",
    answer: ["full control from the very start"],
  },
  {
    question: "How do I find out where an uninitialised value first came from?",
    file: "valgrind-faq.docx",
    where: "5.3, uninitialised value errors",
    passage: "try using the --track-origins=yes option",
    answer: ["--track-origins=yes"],
  },
  {
    question: "With a current GCC, which environment variable makes the C++ library stop pooling memory so the leak report is clean?",
    file: "valgrind-faq.docx",
    where: "4.1, still reachable memory with the C++ STL",
    passage: "that variable has changed name to GLIBCXX_FORCE_NEW",
    answer: ["GLIBCXX_FORCE_NEW"],
  },

  // fstab-manual.doc (Word 97: the manual page fstab(5) of util-linux 2.38.1, one paragraph a line)
  {
    question: "What number should my root partition get in the last column so it is checked first at boot?",
    file: "fstab-manual.doc",
    where: "The sixth field (fs_passno)",
    passage: "The root filesystem should be specified with a fs_passno of 1",
    answer: ["fs_passno of 1"],
  },
  {
    question: "What options does writing defaults in the options column give me?",
    file: "fstab-manual.doc",
    where: "The fourth field (fs_mntops), defaults",
    passage: "use default options: rw, suid, dev, exec, auto, nouser, and async",
    answer: ["rw, suid, dev, exec, auto, nouser, and async"],
  },
  {
    question: "The folder I mount onto has a space in its name. How do I write that in the table?",
    file: "fstab-manual.doc",
    where: "The second field (fs_file)",
    passage: "If the name of the mount point contains spaces or tabs these can be escaped as",
    answer: ["\\040"],
  },
  {
    question: "How do I keep an external disk that's often unplugged from causing errors when it's missing?",
    file: "fstab-manual.doc",
    where: "The fourth field (fs_mntops), nofail",
    passage: "do not report errors for this device if it does not exist",
    answer: ["do not report errors for this device"],
  },
  {
    question: "Why is it better to refer to disks by label or UUID than by /dev/sdb1 and the like?",
    file: "fstab-manual.doc",
    where: "The first field (fs_spec), third paragraph",
    passage: "device names are often a coincidence of hardware detection order",
    answer: ["hardware detection order"],
  },
  {
    question: "What do I put as the mount point of a swap partition?",
    file: "fstab-manual.doc",
    where: "The second field (fs_file)",
    passage: "For swap partitions, this field should be specified as",
    answer: ["none"],
  },
  {
    question: "If I leave out the column that dump looks at, what value is assumed?",
    file: "fstab-manual.doc",
    where: "The fifth field (fs_freq)",
    passage: "which filesystems need to be dumped",
    answer: ["zero"],
  },
  {
    question: "Where did this file format originally come from?",
    file: "fstab-manual.doc",
    where: "HISTORY",
    passage: "The ancestor of this fstab file format appeared in 4.0BSD",
    answer: ["4.0BSD"],
  },

  // util-linux-release-schedule-scan.png (scan, PNG: util-linux's release-schedule.txt from Debian util-linux)
  {
    question: "How often does a new util-linux minor release come out?",
    file: "util-linux-release-schedule-scan.png",
    where: "first paragraph",
    passage: "The minor version is incremented roughly twice per year",
    answer: ["twice per year"],
  },
  {
    question: "How many release candidates does util-linux normally go through?",
    file: "util-linux-release-schedule-scan.png",
    where: "second paragraph",
    passage: "Usually there are two release candidates",
    answer: ["two release candidates"],
  },
  {
    question: "What kind of changes are still taken during the second rc?",
    file: "util-linux-release-schedule-scan.png",
    where: "the table of release candidates, rc2",
    passage: "translations, fatal/trivial bug fixes",
    answer: ["translations"],
  },
  {
    question: "What do the util-linux people call the time between a release and the following rc?",
    file: "util-linux-release-schedule-scan.png",
    where: "paragraph after the table",
    passage: "The period between a release and the next release candidate",
    answer: ["merge window"],
  },
  {
    question: "Which make target produces the util-linux release tarball?",
    file: "util-linux-release-schedule-scan.png",
    where: "paragraph after the table",
    passage: "The release tarball is generated by",
    answer: ["make distcheck"],
  },
  {
    question: "Is a working uClibc build a hard requirement for a util-linux release?",
    file: "util-linux-release-schedule-scan.png",
    where: "Release criteria, last item",
    passage: "a build with uClibc works",
    answer: ["ideally"],
  },

  // faillock-conf-scan.pdf (scanned PDF, 2 pages: the manual page faillock.conf(5) of Debian libpam-modules 1.5.2)
  {
    question: "Can failed logins for user names that don't exist at all be written to the system log?",
    file: "faillock-conf-scan.pdf",
    pages: [1],
    where: "OPTIONS, audit",
    passage: "Will log the user name into the system log if the user is not",
    answer: ["log the user name into the system log"],
  },
  {
    question: "Once an account is locked, how long until it lets the user in again by itself?",
    file: "faillock-conf-scan.pdf",
    pages: [2],
    where: "OPTIONS, unlock_time=n",
    passage: "The access will be re-enabled after n seconds after the lock out",
    answer: ["600"],
  },
  {
    question: "Within how long do the failed attempts have to happen to count towards a lockout?",
    file: "faillock-conf-scan.pdf",
    pages: [2],
    where: "OPTIONS, fail_interval=n",
    passage: "authentication failures must happen for the user account lock out",
    answer: ["900"],
  },
  {
    question: "Where does pam_faillock keep its records of failed logins unless told otherwise?",
    file: "faillock-conf-scan.pdf",
    pages: [1],
    where: "OPTIONS, dir=",
    passage: "The directory where the user files with the failure records are",
    answer: ["/var/run/faillock"],
  },
  {
    question: "Can the root account be locked out by failed logins as well?",
    file: "faillock-conf-scan.pdf",
    pages: [2],
    where: "OPTIONS, even_deny_root",
    passage: "Root account can become locked as well as regular accounts",
    answer: ["as well as regular accounts"],
  },
  {
    question: "Does restarting the machine clear a lockout?",
    file: "faillock-conf-scan.pdf",
    pages: [2],
    where: "OPTIONS, unlock_time=n, second paragraph",
    passage: "cleared on system boot so the access will be also re-enabled",
    answer: ["after system reboot"],
  },
  {
    question: "I only want lockouts for accounts in /etc/passwd, not for our LDAP users. Is there a setting for that?",
    file: "faillock-conf-scan.pdf",
    pages: [1],
    where: "OPTIONS, local_users_only",
    passage: "Only track failed user authentications attempts for local users",
    answer: ["local users"],
  },

  // Older documents, on passages no earlier part asks about.
  {
    question: "When I paste the Apache boilerplate notice at the top of a source file, how should it be written?",
    file: "apache-2.0.txt",
    where: "APPENDIX: How to apply the Apache License to your work",
    passage: "The text should be enclosed in the appropriate comment syntax for the file format",
    answer: ["comment syntax"],
  },
  {
    question: "Can I add a warranty disclaimer of my own for a particular country to MPL-licensed code?",
    file: "mpl-2.0.txt",
    where: "§ 3.5, Application of Additional Terms",
    passage: "You may include additional disclaimers of warranty and limitations of liability specific to any",
    answer: ["specific to any jurisdiction"],
  },
  {
    question: "Does the MPL's clause about which court hears disputes stop me from filing a counter-claim?",
    file: "mpl-2.0.txt",
    where: "§ 8, Litigation",
    passage: "Nothing in this Section shall prevent a party's ability to bring",
    answer: ["cross-claims or counter-claims"],
  },
  {
    question: "If I only apply fixes that came from the package's author, is my copy of an Artistic-licensed package still the original release?",
    file: "artistic-license.txt",
    where: "clause 2",
    passage: "You may apply bug fixes, portability fixes and other modifications",
    answer: ["still be considered the Standard Version"],
  },
  {
    question: "Are the rights that stop others copying data out of a work among those given up under CC0?",
    file: "cc0-1.0.docx",
    where: "§ 1, Copyright and Related Rights, item v",
    passage: "rights protecting the extraction, dissemination, use and reuse of data in a Work",
    answer: ["extraction, dissemination, use and reuse of data"],
  },
  {
    question: "Is linking dynamically against an LGPL library one way of meeting its conditions for a combined program?",
    file: "lgpl-3.0.docx",
    where: "§ 4(d)(1), Combined Works",
    passage: "Use a suitable shared library mechanism for linking with the Library",
    answer: ["suitable shared library mechanism"],
  },
  {
    question: "Under version 1 of the GPL, what counts as the complete source code of an executable?",
    file: "gpl-1.0.doc",
    where: "§ 3, last paragraph",
    passage: "For an executable file, complete source code means all the source code for all modules it contains",
    answer: ["all the source code for all modules it contains"],
  },
  {
    question: "Can word-extractor read a Word document I already hold in memory rather than a file on disk?",
    file: "word-extractor-readme.doc",
    where: "Why use this module?, last paragraph",
    passage: "It can be used both with files and with file contents in a Node.js Buffer",
    answer: ["Node.js Buffer"],
  },
  {
    question: "How can an editing tool make sure the user's own MIME type changes win over what installed packages define?",
    file: "shared-mime-info-spec.pdf",
    pages: [3],
    where: "the packages directories and update-mime-database",
    passage: "Any file named Override.xml takes precedence over all other files in the same packages directory",
    answer: ["Override.xml"],
  },
  {
    question: "What kind of file does libtasn1's asn1Coding tool write out?",
    file: "libtasn1-manual.pdf",
    pages: [8],
    where: "§ 3.2, Invoking asn1Coding",
    passage: "The output file is a binary file with the DER encoding",
    answer: ["DER encoding"],
  },

  // Questions the documents do not answer; the first twelve are near misses.
  { question: "Which dpkg version was the first to support triggers?", unanswerable: true },
  { question: "Since which apt release are phased updates taken into account?", unanswerable: true },
  { question: "What is the highest Pin-Priority value apt will accept?", unanswerable: true },
  { question: "From which Valgrind version on can I use --keep-debuginfo=yes?", unanswerable: true },
  { question: "By what factor does --smc-check=all slow my program down?", unanswerable: true },
  { question: "What is the largest pass number fsck accepts in the sixth column of fstab?", unanswerable: true },
  { question: "Since which util-linux version can fstab name partitions by PARTUUID?", unanswerable: true },
  { question: "On what date is the next util-linux release planned?", unanswerable: true },
  { question: "How many weeks does the util-linux merge window last?", unanswerable: true },
  { question: "What is the highest value I can give deny in faillock.conf?", unanswerable: true },
  { question: "How many seconds does pam_faillock wait after a failed login when nodelay is not set?", unanswerable: true },
  { question: "What number is ASN1_MAX_NAME_SIZE defined as in libtasn1?", unanswerable: true },
  { question: "How do I give a Debian machine a static IP address with NetworkManager?", unanswerable: true },
  { question: "How do I profile GPU memory use with NVIDIA Nsight?", unanswerable: true },
  { question: "Who won the 2018 FIFA World Cup?", unanswerable: true },
];

/**
 * Held-out part 8, written on 28 Nov by a developer who has never read the answerer's code,
 * its rules or any part's misses, from six new documents (one of each accepted type) and
 * some of the older ones, and committed before any change that followed. Never tune a rule on it.
 */
export const HELD_OUT_8_QUESTIONS: EvalQuestion[] = [
  // git-subtree-manual.txt (plain text, Debian git /usr/share/doc/git/contrib/subtree/git-subtree.txt)
  {
    question: "Is there a flag I have to pass to git subtree every single time, whatever I'm doing with it?",
    file: "git-subtree-manual.txt",
    where: "OPTIONS FOR ALL COMMANDS, -P <prefix>",
    passage: "This option is mandatory for all commands",
    answer: ["prefix"],
  },
  {
    question: "Once a subtree split goes through, what does it print out?",
    file: "git-subtree-manual.txt",
    where: "COMMANDS, split",
    passage: "After splitting successfully, a single commit ID is printed to stdout",
    answer: ["single commit ID"],
  },
  {
    question: "If I split off the very same history a second time, will the commit hashes match the first run?",
    file: "git-subtree-manual.txt",
    where: "COMMANDS, split, second paragraph",
    passage: "Repeated splits of exactly the same history are guaranteed to be identical",
    answer: ["identical"],
  },
  {
    question: "What do I lose by leaving out --squash when I first bring a vendor library in as a subtree?",
    file: "git-subtree-manual.txt",
    where: "EXAMPLE 1, 'add' command",
    passage: "You can omit the '--squash' flag, but doing so will increase the number",
    answer: ["increase the number of commits"],
  },
  {
    question: "Any drawback to merging the synthetic history back into my main project right after splitting?",
    file: "git-subtree-manual.txt",
    where: "OPTIONS FOR 'split', --rejoin, third paragraph",
    passage: "showing an extra copy of every new commit that was created",
    answer: ["extra copy of every new commit"],
  },
  {
    question: "The library was imported into our repo by hand, not with git subtree; how can split be made to follow its earlier history?",
    file: "git-subtree-manual.txt",
    where: "OPTIONS FOR 'split', --onto",
    passage: "you can specify the commit ID <onto> that corresponds to the",
    answer: ["--onto"],
  },
  {
    question: "When split puts the new history on a branch for me, is it OK if that branch is already there?",
    file: "git-subtree-manual.txt",
    where: "OPTIONS FOR 'split', -b <branch>",
    passage: "<branch> must not already exist",
    answer: ["must not already exist"],
  },
  {
    question: "Does putting a + in front of the ref force my subtree push?",
    file: "git-subtree-manual.txt",
    where: "COMMANDS, push",
    passage: "The optional leading '+' is ignored",
    answer: ["ignored"],
  },
  {
    question: "I've got one change that touches both the library folder and the app itself. How should I commit it?",
    file: "git-subtree-manual.txt",
    where: "DESCRIPTION, TIP",
    passage: "affects both the library and the main application, commit it in",
    answer: ["two pieces"],
  },

  // logrotate-manual.pdf (text PDF, 11 pages: the manual page logrotate(8) of Debian logrotate 3.21.0)
  {
    question: "What exit status does logrotate give when another run is already holding the lock on its status file?",
    file: "logrotate-manual.pdf",
    pages: [1],
    where: "OPTIONS, -s, --state",
    passage: "if it cannot be acquired logrotate will exit with value 3",
    answer: ["3"],
  },
  {
    question: "Where does logrotate remember when each log was last rotated, unless told otherwise?",
    file: "logrotate-manual.pdf",
    pages: [1],
    where: "OPTIONS, -s, --state",
    passage: "The default state file is /var/lib/logrotate/status",
    answer: ["/var/lib/logrotate/status"],
  },
  {
    question: "If I give rotate a count of -1, do my old logs ever get deleted?",
    file: "logrotate-manual.pdf",
    pages: [4],
    where: "CONFIGURATION FILE DIRECTIVES, Rotation, rotate count",
    passage: "old logs are not removed at all, except they are affected by maxage",
    answer: ["not removed", "maxage"],
  },
  {
    question: "Could some lines go missing if logrotate copies the log and then empties the original in place?",
    file: "logrotate-manual.pdf",
    pages: [6],
    where: "Files and Folders, copytruncate",
    passage: "so some logging data might be lost",
    answer: ["some logging data might be lost"],
  },
  {
    question: "What option is handed to gzip when logrotate compresses old logs and I haven't set any?",
    file: "logrotate-manual.pdf",
    pages: [7],
    where: "Compression, compressoptions",
    passage: "The default, for gzip(1), is \"-6\"",
    answer: ["-6"],
  },
  {
    question: "Will logrotate read an included config file that any user on the box can write to?",
    file: "logrotate-manual.pdf",
    pages: [9],
    where: "Additional config files, include",
    passage: "For security reasons configuration files must not be group",
    answer: ["world-writable"],
  },
  {
    question: "Which shell runs the commands I put between postrotate and endscript?",
    file: "logrotate-manual.pdf",
    pages: [10],
    where: "SCRIPTS",
    passage: "(using /bin/sh)",
    answer: ["/bin/sh"],
  },
  {
    question: "If a log's block uses su, do its rotation scripts run as that user too?",
    file: "logrotate-manual.pdf",
    pages: [11],
    where: "SCRIPTS",
    passage: "Scripts are run as the invoking user and group, irrespective of any su directive",
    answer: ["invoking user"],
  },
  {
    question: "Can I name dated archives day-month-year, like 01/12/2001?",
    file: "logrotate-manual.pdf",
    pages: [8],
    where: "Filenames, dateformat",
    passage: "must be lexically sortable",
    answer: ["lexically sortable"],
  },
  {
    question: "Why won't logrotate touch logs under /etc when it runs from its systemd unit?",
    file: "logrotate-manual.pdf",
    pages: [3],
    where: "CONFIGURATION FILE, before the list of directives",
    passage: "ProtectSystem=full is set in the logrotate.service file",
    answer: ["ProtectSystem=full"],
  },

  // resolv-conf-manual.docx (Word 2007: the manual page resolv.conf(5) of Debian manpages 6.03, one paragraph a line)
  {
    question: "How many DNS servers will the resolver actually take from /etc/resolv.conf?",
    file: "resolv-conf-manual.docx",
    where: "nameserver",
    passage: "Up to MAXNS (currently 3, see <resolv.h>) name servers may be listed",
    answer: ["3"],
  },
  {
    question: "Somehow my resolv.conf ended up with two search lines. Which one is used?",
    file: "resolv-conf-manual.docx",
    where: "search, third paragraph",
    passage: "only the search list from the last instance is used",
    answer: ["last"],
  },
  {
    question: "Out of the box, what's the wait on one name server before the resolver moves on to the next?",
    file: "resolv-conf-manual.docx",
    where: "options, timeout:n",
    passage: "the default is RES_TIMEOUT (currently 5, see <resolv.h>)",
    answer: ["5"],
  },
  {
    question: "If I put timeout:60 in the options line, does the resolver really wait a whole minute?",
    file: "resolv-conf-manual.docx",
    where: "options, timeout:n",
    passage: "The value for this option is silently capped to 30",
    answer: ["30"],
  },
  {
    question: "Can I get clients to spread their queries over all the listed DNS servers instead of always hitting the first?",
    file: "resolv-conf-manual.docx",
    where: "options, rotate",
    passage: "which causes round-robin selection of name servers",
    answer: ["rotate"],
  },
  {
    question: "Can I make name lookups go over TCP instead of UDP?",
    file: "resolv-conf-manual.docx",
    where: "options, use-vc",
    passage: "This option forces the use of TCP for DNS resolutions",
    answer: ["use-vc"],
  },
  {
    question: "Can one program get a different domain search list without me editing the system file?",
    file: "resolv-conf-manual.docx",
    where: "the paragraphs after the options",
    passage: "can be overridden on a per-process basis by setting the environment variable LOCALDOMAIN",
    answer: ["LOCALDOMAIN"],
  },
  {
    question: "What happens to DNS lookups on a box that has no resolv.conf at all?",
    file: "resolv-conf-manual.docx",
    where: "DESCRIPTION, second paragraph",
    passage: "If this file does not exist, only the name server on the local machine will be queried",
    answer: ["local machine"],
  },
  {
    question: "Apart from #, is there another character that turns a resolv.conf line into a comment?",
    file: "resolv-conf-manual.docx",
    where: "the last paragraph before FILES",
    passage: "Lines that contain a semicolon (;) or hash character (#) in the first column are treated as comments",
    answer: ["semicolon"],
  },

  // login-defs-manual.doc (Word 97: the manual page login.defs(5) of Debian login 4.13, one paragraph a line)
  {
    question: "I shortened the password expiry limit in login.defs; do accounts that already exist pick that up?",
    file: "login-defs-manual.doc",
    where: "PASS_MAX_DAYS, PASS_MIN_DAYS and PASS_WARN_AGE, last paragraph",
    passage: "Any changes to these settings won't affect existing accounts",
    answer: ["won't affect existing accounts"],
  },
  {
    question: "Out of what range do ordinary new accounts get their user IDs by default?",
    file: "login-defs-manual.doc",
    where: "UID_MAX, UID_MIN",
    passage: "The default value for UID_MIN (resp. UID_MAX) is 1000 (resp. 60000)",
    answer: ["1000", "60000"],
  },
  {
    question: "If the SHA rounds settings are missing, how many rounds does password hashing use?",
    file: "login-defs-manual.doc",
    where: "SHA_CRYPT_MIN_ROUNDS, SHA_CRYPT_MAX_ROUNDS",
    passage: "the libc will choose the default number of rounds (5000)",
    answer: ["5000"],
  },
  {
    question: "What file creation mask do users start with when UMASK isn't set?",
    file: "login-defs-manual.doc",
    where: "UMASK",
    passage: "the mask will be initialized to 022",
    answer: ["022"],
  },
  {
    question: "How many subordinate user IDs does useradd hand each new account unless I change it?",
    file: "login-defs-manual.doc",
    where: "SUB_UID_MIN, SUB_UID_MAX, SUB_UID_COUNT",
    passage: "The default values for SUB_UID_MIN, SUB_UID_MAX, SUB_UID_COUNT are respectively",
    answer: ["65536"],
  },
  {
    question: "Our NIS group lines keep getting too long; what cap on members per line does the manual suggest?",
    file: "login-defs-manual.doc",
    where: "MAX_MEMBERS_PER_GROUP",
    passage: "If you need to enforce such limit, you can use 25",
    answer: ["25"],
  },
  {
    question: "Does ENCRYPT_METHOD decide how ordinary users' passwords get hashed?",
    file: "login-defs-manual.doc",
    where: "ENCRYPT_METHOD, last note",
    passage: "The generation of user passwords is done by PAM",
    answer: ["PAM"],
  },
  {
    question: "If the clean-up script I run when deleting a user exits with an error, does that matter?",
    file: "login-defs-manual.doc",
    where: "USERDEL_CMD",
    passage: "The return code of the script is not taken into account",
    answer: ["not taken into account"],
  },
  {
    question: "If I set the password expiry warning to zero, are users warned at all?",
    file: "login-defs-manual.doc",
    where: "PASS_WARN_AGE",
    passage: "A zero means warning is given only upon the day of expiration",
    answer: ["only upon the day of expiration"],
  },

  // e2scrub-manual-scan.jpg (scan, JPEG: the manual page e2scrub(8) of Debian e2fsprogs 1.47.0)
  {
    question: "How much free room does my LVM volume group need before e2scrub will look at a volume?",
    file: "e2scrub-manual-scan.jpg",
    where: "DESCRIPTION, second paragraph",
    passage: "have at least 256MiB of unallocated space",
    answer: ["256MiB"],
  },
  {
    question: "Will e2scrub mend the damage it finds on a mounted ext4 file system?",
    file: "e2scrub-manual-scan.jpg",
    where: "DESCRIPTION, third paragraph",
    passage: "because e2scrub does not fix corruptions",
    answer: ["does not fix corruptions"],
  },
  {
    question: "What is the temporary LVM snapshot that e2scrub makes called?",
    file: "e2scrub-manual-scan.jpg",
    where: "DESCRIPTION, second paragraph",
    passage: "lvname.e2scrub and udev will not create symbolic links",
    answer: ["lvname.e2scrub"],
  },
  {
    question: "Can I run e2scrub's show-me-the-commands mode without being root?",
    file: "e2scrub-manual-scan.jpg",
    where: "OPTIONS, -n",
    passage: "needs to be run as root",
    answer: ["root"],
  },
  {
    question: "How do I clear away a leftover e2scrub snapshot without checking anything?",
    file: "e2scrub-manual-scan.jpg",
    where: "OPTIONS, -r",
    passage: "Remove the e2scrub snapshot and exit",
    answer: ["-r"],
  },
  {
    question: "Where can I look up what e2scrub's exit status means?",
    file: "e2scrub-manual-scan.jpg",
    where: "EXIT CODE",
    passage: "The exit codes are the same as in e2fsck(8)",
    answer: ["e2fsck"],
  },
  {
    question: "If I never repair what e2scrub reported, what happens the next time the file system is mounted?",
    file: "e2scrub-manual-scan.jpg",
    where: "DESCRIPTION, third paragraph",
    passage: "If the file system is not repaired, e2fsck will be run before",
    answer: ["e2fsck", "next mount"],
  },

  // hosts-manual-scan.pdf (scanned PDF, 2 pages: the manual page hosts(5) of Debian manpages 6.03)
  {
    question: "Which characters can I use in a host name in /etc/hosts?",
    file: "hosts-manual-scan.pdf",
    pages: [1],
    where: "DESCRIPTION, second paragraph",
    passage: "Host names may contain only alphanumeric characters",
    answer: ["alphanumeric", "minus signs", "periods"],
  },
  {
    question: "Can the same machine show up twice in the hosts file, once for each IP version?",
    file: "hosts-manual-scan.pdf",
    pages: [1],
    where: "DESCRIPTION, second paragraph",
    passage: "a host may have two separate entries in this file",
    answer: ["two separate entries"],
  },
  {
    question: "Do I need to restart anything for edits to /etc/hosts to be picked up?",
    file: "hosts-manual-scan.pdf",
    pages: [2],
    where: "NOTES",
    passage: "Modifications to this file normally take effect immediately",
    answer: ["immediately"],
  },
  {
    question: "Which RFC first laid down the format of the host table?",
    file: "hosts-manual-scan.pdf",
    pages: [2],
    where: "NOTES, Historical notes",
    passage: "gave the original format for the host table",
    answer: ["952"],
  },
  {
    question: "What loopback address do people usually point the machine's own fully qualified name at?",
    file: "hosts-manual-scan.pdf",
    pages: [2],
    where: "EXAMPLES",
    passage: "is often used for the FQDN of the machine",
    answer: ["127.0.1.1"],
  },
  {
    question: "Do the columns of the hosts file have to be separated by tabs?",
    file: "hosts-manual-scan.pdf",
    pages: [1],
    where: "DESCRIPTION, second paragraph",
    passage: "entry are separated by any number of blanks",
    answer: ["any number of blanks"],
  },
  {
    question: "Before DNS, who kept the official database that hosts files were made from?",
    file: "hosts-manual-scan.pdf",
    pages: [2],
    where: "NOTES, Historical notes",
    passage: "Network Information Control Center (NIC)",
    answer: ["Network Information Control Center"],
  },

  // Passages of the older documents that no earlier part asks about.
  {
    question: "Memcheck tells me no leaks are possible, yet my statically linked program definitely calls malloc. What can I do?",
    file: "valgrind-faq.docx",
    where: "4.5, the second cause",
    passage: "The workaround is to use the option --soname-synonyms=somalloc=NONE",
    answer: ["--soname-synonyms=somalloc=NONE"],
  },
  {
    question: "Why does Valgrind's stack trace show bcmp where my code called memcmp?",
    file: "valgrind-faq.docx",
    where: "4.3, wrong function names",
    passage: "This is caused by glibc using aliases to effectively give one function two names",
    answer: ["aliases"],
  },
  {
    question: "Can Valgrind write the suppression entries for me rather than me typing them by hand?",
    file: "valgrind-faq.docx",
    where: "5.1, writing suppressions",
    passage: "Use the --gen-suppressions=yes feature to spit out suppressions automatically for you",
    answer: ["--gen-suppressions=yes"],
  },
  {
    question: "I refer to a FAT partition by its UUID in fstab; lower-case or capital letters?",
    file: "fstab-manual.doc",
    where: "The first field (fs_spec), on UUIDs",
    passage: "But when specifying the volume ID of FAT or NTFS file systems upper case characters are used",
    answer: ["upper case"],
  },
  {
    question: "Can I still put ignore as the filesystem type in fstab?",
    file: "fstab-manual.doc",
    where: "NOTES",
    passage: "is no longer supported by the pure libmount based mount utility",
    answer: ["no longer supported", "2.22"],
  },
  {
    question: "At boot, are filesystems that sit on separate disks checked one after the other?",
    file: "fstab-manual.doc",
    where: "The sixth field (fs_passno)",
    passage: "filesystems on different drives will be checked at the same time",
    answer: ["at the same time"],
  },
  {
    question: "When I pin by origin in apt, is that the vendor name written in a Release file?",
    file: "apt-preferences-manual.pdf",
    pages: [3],
    where: "The Effect of APT Preferences, the note of caution on origin",
    passage: "This should not be confused with the Origin of a distribution as specified in a Release file",
    answer: ["hostname"],
  },
  {
    question: "Can a package that was removed but kept its config files still be waiting on trigger processing?",
    file: "dpkg-triggers-spec.txt",
    where: "Details - triggering package, last paragraph",
    passage: "do not await triggers",
    answer: ["do not await triggers"],
  },
  {
    question: "Which error code comes out of libtasn1 if it can't open my file of ASN.1 definitions?",
    file: "libtasn1-manual.pdf",
    pages: [11],
    where: "§ 4.1, asn1_parser2tree and asn1_parser2array",
    passage: ["ASN1_FILE_NOT_FOUND if an error occurred while opening file", "ASN1_FILE_NOT_FOUND if an error occurred while opening inputFileName"],
    answer: ["ASN1_FILE_NOT_FOUND"],
  },

  // Questions the documents do not answer; the first twelve are near misses.
  { question: "Which git release started shipping the subtree command?", unanswerable: true },
  { question: "How many passes does shred make over an old log when logrotate's shredcycles is left unset?", unanswerable: true },
  { question: "In which logrotate version did --wait-for-state-lock appear?", unanswerable: true },
  { question: "What compression level does logrotate pass to xz by default?", unanswerable: true },
  { question: "What's the biggest count logrotate's rotate directive will take?", unanswerable: true },
  { question: "What is LOGIN_TIMEOUT set to when login.defs doesn't mention it?", unanswerable: true },
  { question: "How many seconds is FAIL_DELAY by default?", unanswerable: true },
  { question: "Since which glibc release does resolv.conf understand the rotate option?", unanswerable: true },
  { question: "In which glibc version did the domain keyword of resolv.conf become obsolete?", unanswerable: true },
  { question: "Which e2fsprogs release first included e2scrub?", unanswerable: true },
  { question: "How many aliases at most can one line of /etc/hosts carry?", unanswerable: true },
  { question: "What is the longest host name /etc/hosts accepts?", unanswerable: true },
  { question: "Can my Android phone share its mobile data as a Wi-Fi hotspot?", unanswerable: true },
  { question: "How long should sourdough bread proof before baking?", unanswerable: true },
  { question: "Who painted the ceiling of the Sistine Chapel?", unanswerable: true },
];
