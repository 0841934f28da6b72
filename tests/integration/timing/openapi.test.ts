// The timing API documents itself from the schemas its handlers parse with.
import { describe, expect, inject, it } from 'vitest';
import { callApi } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown; requestBody?: { content: Record<string, unknown> } }>>;
  components: { schemas: Record<string, { properties: Record<string, { maxItems?: number; format?: string; enum?: string[] }>; required?: string[] }> };
}

describe('GET /api/timing/openapi.json', () => {
  it('describes the three timing routes, their key and their bodies in OpenAPI 3.1', async () => {
    const { status, body } = await callApi<OpenApi>(cloudUrl, '/api/timing/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const reads = body.paths['/api/timing/events/{eventId}/reads']?.post;
    expect(reads?.security).toEqual([{ apiKey: [] }]);
    expect(Object.keys(reads?.requestBody?.content ?? {})).toEqual(['application/json', 'text/csv']);
    expect(body.paths['/api/timing/events/{eventId}/athletes']?.put).toBeDefined();
    expect(body.paths['/api/timing/events/{eventId}/results']?.put).toBeDefined();
    const { Read, StartListEntry } = body.components.schemas;
    expect(Read?.properties.time?.format).toBe('date-time');
    expect(Read?.required).toEqual(['point', 'time']);
    expect(StartListEntry?.properties.rama?.enum).toEqual(['V', 'F', 'M']);
  });
});
