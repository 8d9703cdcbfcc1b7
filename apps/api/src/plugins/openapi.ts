import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document's options. An operation that can answer 401 (its responses include
 * `SIGNED_IN_PROBLEMS`) is behind sign-in: the document says so, as a bearer token it requires.
 */
export const openApiOptions: SwaggerOptions = {
  openapi: {
    info: { title: 'Pathwise API', version: '1.0.0' },
    components: {
      securitySchemes: {
        signIn: {
          type: 'http',
          scheme: 'bearer',
          description: 'A Firebase Authentication ID token of the person asking.',
        },
      },
    },
  },
  transform: (route) => {
    const transformed = jsonSchemaTransform(route);
    const responses = route.schema?.response as Record<string, unknown> | undefined;
    return responses && '401' in responses
      ? { ...transformed, schema: { ...transformed.schema, security: [{ signIn: [] }] } }
      : transformed;
  },
};
