// @types/negotiator describes 0.6; this is the part of 1.x's API the server uses (its `preferred` option).
declare module "negotiator" {
  type Headers = Record<string, string | string[] | undefined>;
  export default class Negotiator {
    constructor(request: { headers: Headers });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
