import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { readConfig } from '../src/config';
import { startServer } from '../src/server';

describe('the API server', () => {
  it('keeps its data in an embedded database under DATA_DIR by default, across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-api-'));
    const config = readConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    });
    try {
      const first = await startServer(config);
      expect(first.database.kind).toBe('pglite');
      expect(await (await fetch(`${first.address}/readyz`)).json()).toEqual({
        status: 'ready',
        database: 'up',
      });
      await first.app.close();
      const second = await startServer(config);
      expect((await fetch(`${second.address}/healthz`)).status).toBe(200);
      await second.app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses PostgreSQL when DATABASE_URL is set', async () => {
    const config = readConfig({
      PORT: '0',
      DATABASE_URL: inject('postgresUrl'),
      LOG_LEVEL: 'silent',
    });
    const server = await startServer(config);
    expect(server.database.kind).toBe('postgres');
    await server.app.close();
  });

  it('refuses a bad configuration with the variable named', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
