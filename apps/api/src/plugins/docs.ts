import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The parts of an upload (multipart calls declare no body schema: the handler reads the parts). */
const multipartBody = {
  type: 'object',
  properties: {
    image: { type: 'string', format: 'binary' },
    data: { type: 'string', description: 'JSON text' },
  },
  required: ['image'],
};

/** The zod schemas as JSON Schema; a multipart call gets its parts documented, so clients and tests see them. */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes;
  if (consumes?.includes('multipart/form-data') && !out.schema.body) {
    return { ...out, schema: { ...out.schema, body: multipartBody } };
  }
  return out;
}

/** The OpenAPI document (generated from the route schemas) at /api/docs/json and its viewer at /api/docs. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sefer API',
        description: 'Find businesses, products and places around a location in Ethiopia.',
        version,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
