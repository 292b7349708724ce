// jsdom ships no types and @types/jsdom is not installed: the one constructor server/rich-text.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
