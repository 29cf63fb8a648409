// The `tzsb` CLI against Prism: the same `main` the bin runs, in process (the bin itself is run by
// install.test.ts from the packed tarball).
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './cli';
import { catalog } from './generated/catalog';

interface Prism {
  url: string;
  stop(): Promise<void>;
}
const prismModule = new URL('../../../scripts/lib/prism.mjs', import.meta.url).href;

let prism: Prism;
let sessionFile: string;

async function tzsb(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: { TZSB_SESSION_FILE: sessionFile },
  });
  let json: unknown;
  try {
    json = stdout ? JSON.parse(stdout) : undefined;
  } catch {
    json = undefined;
  }
  return { code, stdout, stderr, json: json as Record<string, unknown> & { error?: Record<string, unknown> } };
}

beforeAll(async () => {
  const { startPrism } = (await import(/* @vite-ignore */ prismModule)) as {
    startPrism(o: { quiet: boolean }): Promise<Prism>;
  };
  prism = await startPrism({ quiet: true });
  sessionFile = join(mkdtempSync(join(tmpdir(), 'tzsb-cli-')), 'session.json');
}, 90_000);

afterAll(async () => {
  await prism?.stop();
}, 30_000);

describe('tzsb against Prism', { timeout: 20_000 }, () => {
  it('list-examples prints every named example with its Prefer header, offline', async () => {
    const { code, json } = await tzsb('list-examples', 'uploadAttachment');
    expect(code).toBe(0);
    const examples = json.examples as { name: string; status: number; prefer: string | null }[];
    expect(examples).toContainEqual(
      expect.objectContaining({ name: 'fileTooLarge', status: 200, prefer: 'Prefer: example=fileTooLarge' }),
    );
    expect(examples).toContainEqual(
      expect.objectContaining({ name: 'serverError', status: 500, prefer: 'Prefer: code=500, example=serverError' }),
    );
    expect(examples[0]).toMatchObject({ name: 'ok', prefer: null });
  });

  it('a call before login is a session error (exit 1, JSON error)', async () => {
    const { code, json } = await tzsb('call', 'getCurrentUserInfo', '--base-url', prism.url);
    expect(code).toBe(1);
    expect(json.error).toMatchObject({ kind: 'session', status: 401, operation: 'GET /a/stone/user/info' });
  });

  it('login with --example accountLocked fails with the server message and stores nothing', async () => {
    const { code, json } = await tzsb(
      'login',
      '--base-url',
      prism.url,
      '--username',
      'nbyjzy',
      '--password',
      'Nb@2026yj',
      '--example',
      'accountLocked',
    );
    expect(code).toBe(1);
    expect(json.error).toMatchObject({ kind: 'business' });
    expect(String(json.error?.message)).toMatch(/锁定/);
    expect(
      existsSync(sessionFile) ? JSON.parse(readFileSync(sessionFile, 'utf8')).session.token : undefined,
    ).toBeUndefined();
  });

  it('login saves the session and the base URL in the session file', async () => {
    const { code, json } = await tzsb(
      'login',
      '--base-url',
      prism.url,
      '--username',
      'nbyjzy',
      '--password',
      'Nb@2026yj',
    );
    expect(code).toBe(0);
    expect(json).toMatchObject({ loggedIn: true, user: { loginName: 'nbyjzy', name: '陈建国' } });
    const saved = JSON.parse(readFileSync(sessionFile, 'utf8'));
    expect(saved.baseUrl).toBe(prism.url);
    expect(saved.session.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('call sends --param to the path, query or body as the contract says, with the saved session', async () => {
    const list = await tzsb(
      'call',
      'listEquipment',
      '--param',
      'pageNo=1',
      '--param',
      'pageSize=5',
      '--param',
      'equclacode=3000',
    );
    expect(list.code).toBe(0);
    expect(list.json).toMatchObject({ success: true, data: { pageNo: 1 } });
    const sms = await tzsb(
      'call',
      'sendSmsAuthCode',
      '--param',
      'mobile=13857412368',
      '--param',
      'type=1',
      '--example',
      'tooFrequent',
    );
    expect(sms.code).toBe(1);
    expect(sms.json.error).toMatchObject({
      kind: 'business',
      operation: 'POST /a/stone/common/smsAuthCode/{mobile}/{type}',
    });
  });

  it('call uploads a file part with --param file=@path and triggers its named failure', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tzsb-file-')), '合格证.pdf');
    (await import('node:fs')).writeFileSync(file, '%PDF-1.4');
    const ok = await tzsb(
      'call',
      'uploadAttachment',
      '--param',
      `file=@${file}`,
      '--param',
      'attrefsysid=3c5e7a9b1d2f4e6a8b0c2d4e6f8a0b2c',
    );
    expect(ok.code).toBe(0);
    const tooLarge = await tzsb(
      'call',
      'uploadAttachment',
      '--param',
      `file=@${file}`,
      '--param',
      'attrefsysid=x',
      '--example',
      'fileTooLarge',
    );
    expect(tooLarge.json.error).toMatchObject({ kind: 'business', message: '文件大小超过 20 MB，请压缩后重新上传' });
  });

  it('--code 500 gives the http error of the server-error example', async () => {
    const { code, json } = await tzsb('call', 'listEquipment', '--param', 'pageNo=1', '--code', '500');
    expect(code).toBe(1);
    expect(json.error).toMatchObject({ kind: 'http', status: 500 });
  });

  it('an unknown example or operation is a usage error naming what exists (exit 2, nothing sent)', async () => {
    const example = await tzsb('call', 'uploadAttachment', '--param', 'attrefsysid=x', '--example', 'fileTooBig');
    expect(example.code).toBe(2);
    expect(example.stderr).toContain('fileTooLarge');
    const op = await tzsb('call', 'listEquipmnt');
    expect(op.code).toBe(2);
    expect(op.stderr).toContain('没有接口 listEquipmnt');
  });

  it("--data prints only the envelope's data", async () => {
    const { code, json } = await tzsb(
      'call',
      'listEquipment',
      '--param',
      'pageNo=2',
      '--param',
      'pageSize=5',
      '--data',
    );
    expect(code).toBe(0);
    expect(json).toMatchObject({ count: 14, pageNo: 2, pageSize: 5 });
    expect(json).not.toHaveProperty('success');
    expect((json.list as unknown[]).length).toBe(5);
  });

  it('list covers the catalogue; an unknown tag is a usage error naming the tags', async () => {
    const list = await tzsb('list', '--tag', 'session');
    expect((list.json as unknown as { operationId: string }[]).map((o) => o.operationId)).toContain('login');
    expect(Object.keys(catalog).length).toBeGreaterThan(100);
    const nope = await tzsb('list', '--tag', 'nope');
    expect(nope).toMatchObject({ code: 2, stdout: '' });
    expect(nope.stderr).toContain('没有领域 nope');
    expect(nope.stderr).toContain('equipment');
  });

  it('whoami and logout use the session file; logout keeps the base URL for the next login', async () => {
    expect((await tzsb('whoami')).json).toMatchObject({ loggedIn: true, baseUrl: prism.url });
    expect((await tzsb('logout')).json).toEqual({ loggedIn: false, baseUrl: prism.url });
    expect((await tzsb('whoami')).json).toMatchObject({ loggedIn: false, baseUrl: prism.url, user: null });
    expect(JSON.parse(readFileSync(sessionFile, 'utf8')).session).toEqual({});
    // No --base-url: the saved one.
    const again = await tzsb('login', '--username', 'nbyjzy', '--password', 'Nb@2026yj');
    expect(again).toMatchObject({ code: 0, json: { loggedIn: true } });
  });
});

describe('tzsb usage', () => {
  it('--help, -h and help print the usage on stdout and exit 0; no command is a usage error', async () => {
    for (const argv of [['--help'], ['-h'], ['help']]) {
      const { code, stdout, stderr } = await tzsb(...argv);
      expect([code, stderr], argv.join(' ')).toEqual([0, '']);
      expect(stdout).toContain('用法：tzsb <命令>');
    }
    const none = await tzsb();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('用法：tzsb <命令>');
  });

  it('each command has its own help', async () => {
    for (const command of ['login', 'logout', 'whoami', 'call', 'list', 'list-examples']) {
      const { code, stdout } = await tzsb(command, '--help');
      expect(code, command).toBe(0);
      expect(stdout, command).toContain(`用法：tzsb ${command}`);
    }
    expect((await tzsb('help', 'call')).stdout).toContain('--data');
    expect(await tzsb('help', 'nope')).toMatchObject({ code: 2 });
  });

  it('an unknown command lists the commands and exits 2', async () => {
    const { code, stdout, stderr } = await tzsb('frobnicate');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^未知命令 frobnicate\n/);
    for (const command of ['login', 'logout', 'whoami', 'call <operationId>', 'list', 'list-examples <operationId>'])
      expect(stderr).toContain(`  ${command} `);
  });

  it('--version prints the package version', async () => {
    const { code, stdout } = await tzsb('--version');
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version);
  });

  it('--timeout must be milliseconds', async () => {
    const { code, stderr } = await tzsb(
      'call',
      'getCurrentUserUnit',
      '--base-url',
      'http://127.0.0.1:9',
      '--timeout',
      '5s',
    );
    expect(code).toBe(2);
    expect(stderr).toContain('--timeout');
  });
});
