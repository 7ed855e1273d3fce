import { isImpossibleTimestamp } from './dates.js';

/** What the front-matter reader and writer use of js-yaml 3, the vendor file. */
export interface JsYaml {
  Type: new (tag: string, options: object) => object;
  Schema: new (definition: { include: object[]; implicit: object[] }) => object;
  DEFAULT_SAFE_SCHEMA: { compiledImplicit: YamlType[] };
  /** every scalar a string: what the words of a field read as written */
  FAILSAFE_SCHEMA: object;
  safeLoad(yaml: string, options: { schema: object }): unknown;
  safeDump(data: object, options: { lineWidth: number; flowLevel: number }): string;
}

interface YamlType {
  tag: string;
  resolve(data: string | null): boolean;
  construct(data: string): unknown;
  represent?: unknown;
}

const TIMESTAMP = 'tag:yaml.org,2002:timestamp';

/**
 * js-yaml's safe schema, except that a timestamp whose day the calendar lacks
 * (`2026-02-30`, `2026-02-30T10:00:00Z`) or whose time the clock lacks
 * (`2026-02-28T24:00:00`, minute 60, second 61) is read as the text written, where js-yaml
 * would roll it over to the next month (2026-03-02) or day (2026-03-01T00:00:00Z). Done in
 * the type itself, every spelling YAML takes for a timestamp is covered alike: a quoted
 * key, the value on the next line, an explicit `!!timestamp`, an alias, a flow mapping.
 * Real days and times are js-yaml's own reading, unchanged; the writer is unchanged too
 * (it quotes such text, as any text that would read as a timestamp).
 */
export function dayKeepingSchema(yaml: JsYaml): object {
  const timestamp = yaml.DEFAULT_SAFE_SCHEMA.compiledImplicit.find((type) => type.tag === TIMESTAMP);
  // js-yaml 3 always has one; a parser without it reads no timestamps at all, so nothing
  // rolls over (test/unit/impossible-days.test.ts would say the bundled one changed)
  if (!timestamp) return yaml.DEFAULT_SAFE_SCHEMA;
  const keepImpossible = new yaml.Type(TIMESTAMP, {
    kind: 'scalar',
    resolve: (data: string | null) => timestamp.resolve(data),
    construct: (data: string) => (isImpossibleTimestamp(data) ? data : timestamp.construct(data)),
    instanceOf: Date,
    represent: timestamp.represent,
  });
  // an implicit type with the tag of one in the included schema takes its place, for plain
  // scalars and explicit tags alike (Schema.create would add it for explicit tags only)
  return new yaml.Schema({ include: [yaml.DEFAULT_SAFE_SCHEMA], implicit: [keepImpossible] });
}
