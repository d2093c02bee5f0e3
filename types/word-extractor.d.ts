// word-extractor ships no types; this is the part of its API the Oracle uses.
declare module "word-extractor" {
  type WordDocument = { getBody(): string };
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
