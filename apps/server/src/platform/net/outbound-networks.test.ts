import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';

const env = (extra: Record<string, string>) => ({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hookline-outbound-')),
  ...extra,
});

describe('OUTBOUND_ALLOWED_NETWORKS', () => {
  it('allows no private network by default', () => {
    expect(loadConfig(env({})).outbound).toEqual({ allowedNetworks: [] });
  });

  it('reads comma-separated ranges and addresses', () => {
    const config = loadConfig(env({ OUTBOUND_ALLOWED_NETWORKS: ' 10.20.0.0/16, fd00::/8,192.168.1.5 ' }));
    expect(config.outbound.allowedNetworks).toEqual(['10.20.0.0/16', 'fd00::/8', '192.168.1.5']);
  });

  it('stops start-up on a value that is not a network, naming it', () => {
    expect(() => loadConfig(env({ OUTBOUND_ALLOWED_NETWORKS: '10.0.0.0/8,chat.internal' }))).toThrow(
      ConfigError,
    );
    expect(() => loadConfig(env({ OUTBOUND_ALLOWED_NETWORKS: '10.0.0.0/40' }))).toThrow(
      /OUTBOUND_ALLOWED_NETWORKS: "10.0.0.0\/40" is not a CIDR range or an IP address/,
    );
  });
});
