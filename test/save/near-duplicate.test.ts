import { describe, expect, it } from 'vitest';
import { findNearDuplicates, SIMILARITY_THRESHOLD } from '../../lib/save/near-duplicate.js';
import { diceSimilarity, numbersConflict, sameText } from '../../lib/save/similarity.js';

describe('diceSimilarity', () => {
  it.each([
    // rewordings of one fact: at or above the threshold
    ['Docker 실행 중 브랜치 전환 금지', 'docker 실행중 브랜치전환 금지!', 1],
    ['patent 검토 시 항상 high 모드', 'patent 검토할 때 항상 high 모드', 0.84],
    ['Docker 실행 중 브랜치 전환 시 403 발생', 'Docker 실행 중에 브랜치 전환하면 403 발생', 0.8],
    ['Switching branches while Docker runs gives 403', 'Switching branches while docker is running gives a 403', 0.83],
    ['this client always wants PDF output', 'this client always wants PDF output, A4', 0.96],
  ])('%j ~ %j ≥ %s', (a, b, atLeast) => {
    expect(diceSimilarity(a, b)).toBeGreaterThanOrEqual(atLeast);
    expect(diceSimilarity(a, b)).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
  });

  it.each([
    // different facts sharing a topic: well below
    ['docker build cache', 'docker compose ports'],
    ['Switching branches while Docker runs gives 403', 'Docker compose needs the .env file'],
    ['patent 검토 시 항상 high 모드', 'chorus 검토 시 항상 low 모드'],
    ['this client always wants PDF output', 'that client always wants Word output'],
  ])('%j and %j stay under the threshold', (a, b) => {
    expect(diceSimilarity(a, b)).toBeLessThan(SIMILARITY_THRESHOLD);
  });

  it('is symmetric and bounded', () => {
    const a = '브랜치 전환 금지';
    const b = '브랜치 전환 주의';
    expect(diceSimilarity(a, b)).toBe(diceSimilarity(b, a));
    expect(diceSimilarity(a, a)).toBe(1);
    expect(diceSimilarity(a, '')).toBe(0);
    expect(diceSimilarity('x', 'y')).toBe(0);
  });

  it.each([
    // a bigram counts as often as both texts have it: abab has ab twice, ab once
    ['abab', 'ab', 0.5],
    ['aaaa', 'aa', 0.5],
    ['abcd', 'dcba', 0],
    ['abcab', 'cabca', 0.75],
    // bigrams of code points, not of UTF-16 halves: 𠀀 is one point
    ['a𠀀b', 'a𠀀c', 0.5],
    ['검토 시 항상', '검토시항상!', 1],
    ['검토항상', '항상검토', 2 / 3],
  ])('%j ~ %j is exactly %s', (a, b, score) => {
    expect(diceSimilarity(a, b)).toBe(score);
    expect(diceSimilarity(b, a)).toBe(score);
  });
});

describe('sameText and numbersConflict', () => {
  it.each([
    ['Docker Branch Switch', 'docker  branch switch', true],
    ['브랜치 전환', '브랜치전환', true],
    ['abc', 'abd', false],
    ['', '', false],
  ])('sameText(%j, %j) is %s', (a, b, expected) => {
    expect(sameText(a, b)).toBe(expected);
  });

  it.each([
    ['fails on node 18', 'fails on node 20', true],
    ['port 3000 busy', 'port 3000 busy with 5432', false],
    ['wants PDF', 'wants PDF A4', false],
    ['v1.2.3 broke it', 'v1.2.4 broke it', true],
  ])('numbersConflict(%j, %j) is %s', (a, b, expected) => {
    expect(numbersConflict(a, b)).toBe(expected);
  });
});

describe('findNearDuplicates', () => {
  const existing = [
    {
      name: 'docker-branch',
      path: '/m/_global/docker-branch.md',
      title: 'Docker 실행 중 브랜치 전환 금지',
      description: 'Docker 실행 중 브랜치 전환 시 403 발생',
    },
    { name: 'pdf', path: '/m/_global/pdf.md', title: 'PDF output', description: 'this client always wants PDF output' },
    { name: 'node18', path: '/m/_global/node18.md', title: 'npm ci fails on node 18', description: 'npm ci fails on node 18 with EBADENGINE' },
    { name: 'broken', path: '/m/_global/broken.md' },
  ];

  it('finds the same title regardless of case and spacing', () => {
    const found = findNearDuplicates({ title: 'docker 실행중 브랜치 전환 금지', description: 'something else entirely' }, existing);
    expect(found).toEqual([{ name: 'docker-branch', path: '/m/_global/docker-branch.md', basis: { kind: 'same-title' } }]);
  });

  it('finds a very similar description under a different title', () => {
    const found = findNearDuplicates({ title: 'Client format', description: 'This client always wants PDF output!' }, existing);
    expect(found.map((d) => d.name)).toEqual(['pdf']);
    expect(found[0]?.basis).toMatchObject({ kind: 'similar', field: 'description' });
    expect(found[0]?.basis.kind === 'similar' && found[0].basis.percent).toBeGreaterThanOrEqual(80);
  });

  it('reads Korean words without their particles and endings: one fact said twice is found, two facts stay apart', () => {
    const memories = [
      { name: 'no-friday-deploys', path: '/m/no-friday-deploys.md', title: '금요일 배포 금지', description: '배포는 금요일에 하지 않는다' },
      { name: 'staging-reset', path: '/m/staging-reset.md', title: '스테이징 초기화', description: '스테이징 DB 월요일마다 초기화' },
    ];
    const friday = findNearDuplicates({ title: '금요일에는 배포 금지', description: 'x' }, memories);
    expect(friday.map((d) => [d.name, d.basis])).toEqual([['no-friday-deploys', { kind: 'similar', field: 'title', percent: 99 }]]);
    // 엔 and 에선, what 에는 and 에서는 are said as
    for (const title of ['금요일엔 배포 금지', '금요일에선 배포 금지']) {
      expect(findNearDuplicates({ title, description: 'x' }, memories).map((d) => d.name)).toEqual(['no-friday-deploys']);
    }
    const monday = findNearDuplicates({ title: 'x', description: '스테이징 DB가 월요일마다 초기화' }, memories);
    expect(monday.map((d) => d.name)).toEqual(['staging-reset']);
    expect(findNearDuplicates({ title: '금요일 배포 허용', description: 'x' }, memories)).toEqual([]);
    // a particle that carries meaning stays: until and from, only and also
    expect(findNearDuplicates({ title: 'x', description: '스테이징 DB 월요일부터 초기화' }, memories)).toEqual([]);
  });

  it('finds a similar title, in Korean too', () => {
    const found = findNearDuplicates({ title: 'Docker 실행 중에 브랜치 전환 금지', description: 'x' }, existing);
    expect(found.map((d) => d.name)).toEqual(['docker-branch']);
    expect(found[0]?.basis).toMatchObject({ kind: 'similar', field: 'title' });
    expect(found[0]?.basis.kind === 'similar' && found[0].basis.percent).toBeLessThan(100);
  });

  it("finds a title that says what another memory's description says, and the other way round", () => {
    const payment = [
      { name: 'payment-sandbox-cutoff', path: '/m/p.md', title: 'Payment sandbox cut-off', description: 'The payment sandbox rejects cards after 5pm' },
    ];
    const found = findNearDuplicates({ title: 'Payment sandbox rejects cards after 5pm', description: 'Payment sandbox cards fail after 5pm' }, payment);
    expect(found.map((d) => [d.name, d.basis.kind === 'similar' && d.basis.field])).toEqual([['payment-sandbox-cutoff', 'crossed']]);
    expect(findNearDuplicates({ title: 'Sandbox hours', description: 'Payment sandbox cut-off' }, payment).map((d) => d.name)).toEqual([
      'payment-sandbox-cutoff',
    ]);
    // another fact on the topic stays apart
    expect(findNearDuplicates({ title: 'Payment sandbox needs a VPN', description: 'the sandbox is reached over the office VPN' }, payment)).toEqual([]);
  });

  it('tells apart notes that differ only in a version number', () => {
    expect(findNearDuplicates({ title: 'npm ci fails on node 20', description: 'npm ci fails on node 20 with EBADENGINE' }, existing)).toEqual([]);
  });

  it('finds a name one plural apart with a description alike, worded otherwise; not names a version or a word apart', () => {
    const staging = [
      {
        name: 'staging-db-resets',
        path: '/m/shop/staging-db-resets.md',
        title: 'Staging database resets',
        description: 'The staging DB resets on Mondays at 06:00 UTC',
      },
      { name: 'build-caches', path: '/m/shop/build-caches.md', title: 'Build caches', description: 'CI keeps the build caches for a week' },
      { name: 'deploy-v1', path: '/m/shop/deploy-v1.md', title: 'Deploy v1', description: 'by hand' },
      { name: 'class-fixes', path: '/m/shop/class-fixes.md', title: 'Class fixes', description: 'class fixes go in order' },
      { name: 'npm-proxies', path: '/m/shop/npm-proxies.md', title: 'npm proxies', description: 'Proxies for npm are set in .npmrc' },
      { name: 'news-feed', path: '/m/shop/news-feed.md', title: 'News feed', description: 'The news feed caches for 5 min' },
    ];
    const said = (name: string, description = 'y') => findNearDuplicates({ title: 'x', description, name }, staging).map((d) => d.name);
    expect(findNearDuplicates({ title: 'Staging DB reset', description: 'staging db is reset mondays', name: 'staging-db-reset' }, staging)).toEqual([
      { name: 'staging-db-resets', path: '/m/shop/staging-db-resets.md', basis: { kind: 'plural-name' } },
    ]);
    expect(said('build-cache', 'the build cache is kept a week by CI')).toEqual(['build-caches']);
    expect(said('class-fix', 'class fixes go in order, always')).toEqual(['class-fixes']);
    expect(said('npm-proxy', 'The npm proxy is set in .npmrc')).toEqual(['npm-proxies']);
    // a plural apart by name alone: `new` is no singular of `news`
    expect(said('new-feed', 'New users get a trial')).toEqual([]);
    // alike descriptions, but words whose s-form is no plural, or an -es after a letter that takes none
    const alike = (name: string, other: string) =>
      findNearDuplicates({ title: 'x', description: 'Set the proxy in .npmrc for the build', name }, [
        { name: other, path: `/m/shop/${other}.md`, title: 'y', description: 'Set the proxy in the .npmrc file for builds' },
      ]).filter((d) => d.basis.kind === 'plural-name').length;
    expect(alike('http-proxy', 'https-proxy')).toBe(0);
    expect(alike('new-feed', 'news-feed')).toBe(0);
    expect(alike('dark-mod', 'dark-modes')).toBe(0);
    expect(alike('not', 'notes')).toBe(0);
    expect(alike('npm-proxy', 'npm-proxies')).toBe(1);
    expect(alike('npm-proxy', 'NPM-Proxy')).toBe(0);
    expect(said('deploy-v2', 'needs the release branch')).toEqual([]);
    expect(said('staging-resets', 'staging db is reset mondays')).toEqual([]);
  });

  it('ignores unrelated memories and files without front matter', () => {
    expect(findNearDuplicates({ title: 'Use pnpm in the monorepo', description: 'npm install breaks workspace links' }, existing)).toEqual([]);
  });
});
