import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Repositories } from '../store/repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** The repositories over the app's state, registered once; handlers get them as ctx.repos. */
    repos: Repositories;
  }
}

/** Decorates the app with its repositories: the one place plugins, routes and the control API get them from. */
export const repositoriesPlugin = fp(
  async (app: FastifyInstance, options: { repos: Repositories }) => {
    app.decorate('repos', options.repos);
  },
  { name: 'repositories' },
);
