/** Where JSON.parse stopped in a file, and the parser's own words (they stay as the engine wrote them). */
export interface JsonErrorAt {
  line?: number;
  column?: number;
  detail: string;
}
