export type Lang = 'ko' | 'en';

export function parseLang(value: string | undefined): Lang | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (v === 'en' || v.startsWith('en-') || v.startsWith('en_')) return 'en';
  if (v === 'ko' || v.startsWith('ko-') || v.startsWith('ko_')) return 'ko';
  return undefined;
}
