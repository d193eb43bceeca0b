import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { z } from 'zod';

/**
 * Structured data held to schema.org's own vocabulary (release 30.0, cut by test/fixtures/seo/extract.ts
 * to the classes a class page uses and their properties; see the README beside it).
 */
const ref = z.object({ '@id': z.string() });
const refs = z
  .union([ref, z.array(ref)])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).map((r) => r['@id']));
const vocabularySchema = z.object({
  '@graph': z.array(
    z.object({
      '@id': z.string(),
      '@type': z.union([z.string(), z.array(z.string())]).transform((t) => (Array.isArray(t) ? t : [t])),
      'rdfs:subClassOf': refs,
      'schema:domainIncludes': refs,
      'schema:rangeIncludes': refs,
    }),
  ),
});

const graph = vocabularySchema.parse(
  JSON.parse(readFileSync(new URL('../fixtures/seo/schemaorg-subset.json', import.meta.url), 'utf8')),
)['@graph'];
const classes = new Map(
  graph.filter((node) => node['@type'].includes('rdfs:Class')).map((node) => [node['@id'], node['rdfs:subClassOf']]),
);
const properties = new Map(
  graph
    .filter((node) => node['@type'].includes('rdf:Property'))
    .map((node) => [node['@id'], { domain: node['schema:domainIncludes'], range: node['schema:rangeIncludes'] }]),
);

/** A class and every class above it (`rdfs:subClassOf`, followed all the way up). */
function withSupertypes(id: string): Set<string> {
  const found = new Set<string>();
  const visit = (at: string) => {
    if (found.has(at)) return;
    found.add(at);
    for (const parent of classes.get(at) ?? []) visit(parent);
  };
  visit(id);
  return found;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Whether a JSON string fits one of a property's ranges (the data types Text, URL, Date, DateTime…). */
function stringFits(value: string, range: string[]): boolean {
  return range.some((type) => {
    const kinds = withSupertypes(type);
    if (type === 'schema:URL') return URL.canParse(value) && /^https?:/.test(value);
    if (type === 'schema:Date') return isoDate.test(value);
    if (type === 'schema:DateTime') return isoDateTime.test(value);
    return kinds.has('schema:Text');
  });
}

const numberFits = (range: string[]) => range.some((type) => withSupertypes(type).has('schema:Number'));
const booleanFits = (range: string[]) => range.includes('schema:Boolean');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What is wrong with one node (a JSON object with `@type`), its nested nodes included; `at` names its place. */
function nodeProblems(node: { [key: string]: Json }, at: string, expected?: string[]): string[] {
  const type = node['@type'];
  if (typeof type !== 'string') return [`${at}: @type must be one schema.org type name`];
  const id = `schema:${type}`;
  if (!classes.has(id)) return [`${at}: ${type} is not a schema.org type`];
  const types = withSupertypes(id);
  const problems: string[] = [];
  if (expected && !expected.some((range) => types.has(range))) {
    problems.push(`${at}: ${type} is not one of ${expected.map((r) => r.slice(7)).join(', ')}`);
  }
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const property = properties.get(`schema:${key}`);
    const place = `${at}.${key}`;
    if (!property) {
      problems.push(`${place}: not a schema.org property of ${type}`);
      continue;
    }
    if (!property.domain.some((domain) => types.has(domain))) {
      problems.push(`${place}: not a property of ${type} (its domain is ${property.domain.join(', ')})`);
      continue;
    }
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (typeof value === 'string') {
        if (!stringFits(value, property.range)) problems.push(`${place}: "${value}" fits none of its ranges`);
      } else if (typeof value === 'number') {
        if (!numberFits(property.range)) problems.push(`${place}: a number fits none of its ranges`);
      } else if (typeof value === 'boolean') {
        if (!booleanFits(property.range)) problems.push(`${place}: a boolean fits none of its ranges`);
      } else if (value === null || Array.isArray(value)) {
        problems.push(`${place}: null or a nested list`);
      } else {
        problems.push(...nodeProblems(value, place, property.range));
      }
    }
  }
  return problems;
}

/**
 * What is wrong with a `Course` JSON-LD document: its context, any property that is not schema.org's or
 * not of its node's type (or a supertype), any value outside the property's ranges, and Google's required
 * Course fields (name, description, provider) missing. Empty when it is right.
 */
export function courseProblems(jsonLd: unknown): string[] {
  if (typeof jsonLd !== 'object' || jsonLd === null || Array.isArray(jsonLd)) return ['not a JSON object'];
  const doc = jsonLd as { [key: string]: Json };
  const problems: string[] = [];
  if (doc['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  if (doc['@type'] !== 'Course') problems.push('@type is not Course');
  for (const required of ['name', 'description', 'provider']) {
    const value = doc[required];
    if (value === undefined || value === '' || value === null) problems.push(`Course.${required} is required`);
  }
  return [...problems, ...nodeProblems(doc, 'Course')];
}

/** Fails the test unless `jsonLd` is a `Course` that schema.org's vocabulary and Google's required fields accept. */
export function expectValidCourse(jsonLd: unknown): void {
  expect(courseProblems(jsonLd)).toEqual([]);
}
