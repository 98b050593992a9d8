/**
 * The OpenAPI 3.1 document of the main service, generated from the endpoint registry: JSON
 * calls, and the uploads (multipart), the download (a file) and the event streams
 * (text/event-stream, one schema per named event) by their `transport`.
 */
import { z } from 'zod';
import { type Endpoint, endpoints } from './endpoints.ts';
import { apiErrorSchema } from './envelope.ts';
import { PROVIDER_HEADERS } from './provider.ts';

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' });

/** the 200 answer of an endpoint: the envelope around its output, a file, or the events */
function success(definition: Endpoint) {
  const { transport } = definition;
  if (transport?.kind === 'download') {
    return {
      description: 'the file, as an attachment',
      content: { [transport.type]: { schema: { type: 'string' } } },
    };
  }
  if (transport?.kind === 'events') {
    const events = Object.entries(transport.events).map(([event, schema]) => ({
      type: 'object',
      required: ['event', 'data'],
      properties: {
        event: { const: event },
        data: z.toJSONSchema(schema, { unrepresentable: 'any' }),
      },
    }));
    return {
      description: 'server-sent events: an `event:` line with the name, a `data:` line of JSON',
      content: { 'text/event-stream': { schema: { oneOf: events } } },
    };
  }
  const envelope = {
    type: 'object',
    required: ['code', 'data', 'msg'],
    properties: {
      code: { type: 'integer', const: 0 },
      data: z.toJSONSchema(definition.output, { unrepresentable: 'any' }),
      msg: { type: 'string' },
    },
  };
  return {
    description: 'code 0 on success',
    content: { 'application/json': { schema: envelope } },
  };
}

function operation(name: string, definition: Endpoint) {
  const upload = definition.transport?.kind === 'upload' ? definition.transport : null;
  // an upload's input is its path and form fields; the file goes in the multipart body beside them
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(definition.method) && !upload;
  const input = jsonSchema(definition.input) as {
    properties?: Record<string, object>;
    required?: string[];
  };
  const inPath = new Set([...definition.path.matchAll(/:(\w+)/g)].map((match) => match[1]));
  const parameters = Object.entries(input.properties ?? {})
    .filter(([param]) => !(takesBody || upload) || inPath.has(param))
    .map(([param, schema]) => ({
      name: param,
      in: inPath.has(param) ? 'path' : 'query',
      required: inPath.has(param) || (input.required?.includes(param) ?? false),
      schema,
    }));
  if (takesBody && input.properties) {
    for (const param of inPath) if (param) delete input.properties[param];
    input.required = input.required?.filter((name) => !inPath.has(name));
  }
  const failure = { content: { 'application/json': { schema: jsonSchema(apiErrorSchema) } } };
  return {
    operationId: name,
    summary: definition.summary,
    ...(definition.access === 'public' ? { security: [] } : {}),
    ...(definition.access === 'host'
      ? { security: [{ hostAppId: [], hostSignature: [], hostTimestamp: [] }] }
      : {}),
    ...(definition.access === 'key' ? { security: [{ personalKey: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(takesBody
      ? { requestBody: { required: true, content: { 'application/json': { schema: input } } } }
      : {}),
    ...(upload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [
                    upload.field,
                    ...(input.required ?? []).filter((name) => !inPath.has(name)),
                  ],
                  properties: {
                    [upload.field]: { type: 'string', format: 'binary' },
                    ...Object.fromEntries(
                      Object.entries(input.properties ?? {}).filter(([name]) => !inPath.has(name)),
                    ),
                  },
                },
              },
            },
          },
        }
      : {}),
    responses: {
      '200': success(definition),
      '400': { description: 'validation failed', ...failure },
      ...(definition.access === 'public'
        ? {}
        : {
            '401': {
              description:
                definition.access === 'host'
                  ? 'invalid signature'
                  : definition.access === 'key'
                    ? 'no valid API key'
                    : 'not signed in',
              ...failure,
            },
            '403': { description: 'not allowed', ...failure },
          }),
      '429': { description: 'too many attempts', ...failure },
    },
  };
}

export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, definition] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = definition.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[definition.method.toLowerCase()] = operation(
      name,
      definition,
    );
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Legion main service', version },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        // a person's API key, sent as the bearer by the tools they already use
        personalKey: { type: 'http', scheme: 'bearer', description: "a person's API key" },
        // the host app's calls: signed like the provider's service calls (provider.ts)
        hostAppId: { type: 'apiKey', in: 'header', name: PROVIDER_HEADERS.appId },
        hostSignature: { type: 'apiKey', in: 'header', name: PROVIDER_HEADERS.signature },
        hostTimestamp: { type: 'apiKey', in: 'header', name: PROVIDER_HEADERS.timestamp },
      },
    },
    paths,
  };
}
