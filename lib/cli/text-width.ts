/**
 * Columns a string takes in a terminal: Hangul, kana, CJK ideographs and full-width forms
 * take two, everything else one. Tables in Korean line up only when padded by this, not by
 * String length (a Hangul syllable is one UTF-16 unit but two columns).
 */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g;

export function textWidth(text: string): number {
  return text.length + (text.match(WIDE)?.length ?? 0);
}

export function padEndTo(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - textWidth(text)));
}

export function padStartTo(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - textWidth(text))) + text;
}
