/** Values for the `{slot}` placeholders of the note templates; `{slot:slug}` and `{slot:ko}` pick a variant. */
export interface Filler {
  text: string;
  slug: string;
  ko: string;
}

const plain = (...values: string[]): Filler[] => values.map((v) => ({ text: v, slug: v.toLowerCase(), ko: v }));

export const FILLERS: Record<string, Filler[]> = {
  svc: plain('api', 'web', 'admin', 'worker', 'batch', 'gateway', 'billing', 'notifier', 'search', 'scheduler', 'media', 'report', 'crm', 'partner'),
  env: plain('dev', 'staging', 'qa', 'sandbox', 'demo'),
  client: [
    { text: 'Hanbit Trading', slug: 'hanbit', ko: '한빛상사' },
    { text: 'Nuri Construction', slug: 'nuri', ko: '누리건설' },
    { text: 'Donghae Logistics', slug: 'donghae', ko: '동해물류' },
    { text: 'Sejin Tech', slug: 'sejin', ko: '세진테크' },
    { text: 'Acme', slug: 'acme', ko: 'Acme' },
    { text: 'Bluefin', slug: 'bluefin', ko: 'Bluefin' },
    { text: 'Northwind', slug: 'northwind', ko: 'Northwind' },
    { text: 'Daesung Corp', slug: 'daesung', ko: '대성물산' },
  ],
  loc: [
    { text: 'Japanese', slug: 'ja', ko: '일본어' },
    { text: 'Vietnamese', slug: 'vi', ko: '베트남어' },
    { text: 'Thai', slug: 'th', ko: '태국어' },
    { text: 'Traditional Chinese', slug: 'zh-tw', ko: '중국어 번체' },
    { text: 'German', slug: 'de', ko: '독일어' },
    { text: 'Indonesian', slug: 'id', ko: '인도네시아어' },
  ],
  day: [
    { text: 'Monday', slug: 'mon', ko: '월요일' },
    { text: 'Tuesday', slug: 'tue', ko: '화요일' },
    { text: 'Wednesday', slug: 'wed', ko: '수요일' },
    { text: 'Thursday', slug: 'thu', ko: '목요일' },
  ],
  team: plain('platform', 'growth', 'commerce', 'data', 'mobile', 'infra'),
  db: plain('postgres', 'mysql', 'mongodb', 'redis'),
  tool: plain('jenkins', 'gitlab', 'actions', 'buildkite'),
  region: plain('ap-northeast-2', 'us-east-1', 'eu-west-1'),
  n: plain('2', '3', '4', '5', '6', '7', '8'),
  port: plain('3000', '5432', '6379', '8080', '9200', '5672', '27017'),
  ver: plain('14', '16', '18', '20', '8', '15', '3'),
};
