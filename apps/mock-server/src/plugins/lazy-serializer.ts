import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled on its route's first answer rather than
 * all 81 at start: compiling them was most of the server's start-up time, and a route that is never called never
 * pays for it. Same output as the default, including dropping fields the response schema lacks.
 */
export const lazySerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= compile(route);
      return serialize(data);
    };
  };
};
