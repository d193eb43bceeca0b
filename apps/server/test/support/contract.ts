import { type OpenApiDocument, openApiDocument } from '@quanta/api';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * The contract tests: every answer a test receives from a REST path is held to the API reference
 * (`/api/openapi.json`, made by `openApiDocument()`): its status must be one the operation documents, and a
 * 200's `result` must match the operation's schema under JSON Schema 2020-12 (ajv), a field the schema does
 * not name included. A breach fails the call that received it.
 */

const documentId = 'https://quanta.test/openapi.json';

interface Operation {
  pattern: RegExp;
  method: string;
  operationId: string;
  statuses: Set<number>;
  result: ValidateFunction;
}

let operations: Operation[] | undefined;

/** Every operation of the document, with its path as a pattern and its `result` validator (made once per worker). */
function operationsOf(doc: OpenApiDocument): Operation[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: documentId, components: doc.components });
  const out: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
    for (const [method, op] of Object.entries(byMethod ?? {})) {
      const ok = op.responses['200'] as { content: { 'application/json'?: { schema: JsonEnvelope } } };
      // The calendar feed answers iCalendar text, not the envelope: its tests read it with a parser.
      const json = ok.content['application/json'];
      if (!json) continue;
      const ref = json.schema.properties.result.$ref;
      out.push({
        pattern,
        method: method.toUpperCase(),
        operationId: op.operationId,
        statuses: new Set(Object.keys(op.responses).map(Number)),
        result: ajv.compile({ $ref: `${documentId}${ref}` }),
      });
    }
  }
  return out;
}

interface JsonEnvelope {
  properties: { result: { $ref: string } };
}

/** The document's operation for a request, if the path is one of the route table's. */
export function operationFor(method: string, url: string): Operation | undefined {
  operations ??= operationsOf(openApiDocument());
  const path = url.split('?')[0] as string;
  return operations.find((op) => op.method === method.toUpperCase() && op.pattern.test(path));
}

/** What is wrong with an answer, by the document; empty when it keeps the contract. */
export function contractBreaches(method: string, url: string, status: number, body: unknown): string[] {
  const op = operationFor(method, url);
  if (!op) return [];
  if (!op.statuses.has(status)) return [`${op.operationId} answered ${status}, which its documentation does not list`];
  const envelope = body as { code?: unknown; msg?: unknown; result?: unknown };
  if (status === 304) return [];
  if (status !== 200) {
    const refusal = envelope?.code === status && typeof envelope.msg === 'string' && envelope.result === null;
    return refusal ? [] : [`${op.operationId}: its ${status} is not a {code, msg, result: null} envelope`];
  }
  if (envelope?.code !== 200 || typeof envelope.msg !== 'string' || !('result' in envelope)) {
    return [`${op.operationId}: the answer is not a {code, msg, result} envelope`];
  }
  if (op.result(envelope.result)) return [];
  return (op.result.errors ?? []).slice(0, 5).map((e) => {
    const where = `result${e.instancePath.replaceAll('/', '.')}`;
    const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    return `${op.operationId}: ${where} ${e.message}${extra}`;
  });
}

/** Throws when an answer breaks the contract: the test that received it fails, naming the field. */
export function holdToContract(method: string, url: string, status: number, body: unknown): void {
  const breaches = contractBreaches(method, url, status, body);
  if (breaches.length) throw new Error(`Contract: ${method} ${url.split('?')[0]}: ${breaches.join('; ')}`);
}
