import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import { FIXTURES } from '../../fixtures/fixture-catalog.js';

const body = { fixtures: FIXTURES.map(({ url, description }) => ({ url, description })) };

export function registerFixturesRoute(app: HttpApp): void {
  app.get(
    '/fixtures',
    {
      schema: {
        summary: 'The fixture URLs test keys answer for',
        description: 'Test keys (pl_test_…) get real analyser output for these URLs from HTML shipped with the service; any other URL answers 400 not_a_fixture. No key needed.',
        tags: ['service'],
        response: { 200: Type.Object({ fixtures: Type.Array(Type.Object({ url: Type.String(), description: Type.String() })) }) },
      },
    },
    async () => body,
  );
}
