import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.ts';

/** the value at a path of keys in the document, or undefined */
function at(value: unknown, ...keys: (string | number)[]): unknown {
  return keys.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<string | number, unknown>)[key]
        : undefined,
    value,
  );
}

/** the uploads, the download and the streams are documented as what they are, not as JSON */
describe('the OpenAPI document', () => {
  const paths = openApiDocument('test').paths;

  it('documents an upload as a multipart form with its file field, answered with the envelope', () => {
    const upload = at(paths, '/api/knowledge/{id}/documents/upload', 'post');
    expect(at(upload, 'parameters')).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    expect(at(upload, 'requestBody', 'content', 'multipart/form-data', 'schema')).toMatchObject({
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary' },
        // a form field beside the file, not a query parameter
        sameContent: { type: 'string', const: 'allow' },
      },
    });
    expect(
      at(upload, 'responses', '200', 'content', 'application/json', 'schema', 'required'),
    ).toEqual(['code', 'data', 'msg']);
  });

  it('documents the orders export as a CSV file taking the order list’s query', () => {
    const csv = at(paths, '/api/admin/orders.csv', 'get');
    expect(Object.keys(at(csv, 'responses', '200', 'content') ?? {})).toEqual(['text/csv']);
    expect(at(csv, 'parameters')).toContainEqual(expect.objectContaining({ name: 'status' }));
  });

  it('documents a stream as server-sent events, one schema per event', () => {
    const chat = at(paths, '/api/agents/{id}/chat', 'post');
    const events = at(chat, 'responses', '200', 'content', 'text/event-stream', 'schema', 'oneOf');
    expect((events as unknown[]).map((event) => at(event, 'properties', 'event', 'const'))).toEqual(
      ['user', 'assistant', 'delta', 'citation', 'done'],
    );
    expect(at(chat, 'requestBody', 'content', 'application/json', 'schema', 'required')).toContain(
      'message',
    );
  });
});
