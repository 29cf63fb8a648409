// Files (desktop and phone uploads, stored and downloaded byte for byte, names kept inside the data
// folder, the size limit) and money (the fee trial, paying an accepted declaration, its invoice).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { amountInWords } from './resources/money.ts';
import { cleanup, client, runSandbox, type Client, type Running } from './test-kit.ts';

let run: Running;
// Room for a file just over the 10 MB attachment limit inside the body limit.
beforeAll(async () => {
  run = await runSandbox({ maxBodyBytes: 12 * 1024 * 1024 });
});
afterAll(async () => {
  await run.stop();
  cleanup(run.dir);
});

const example = (operationId: string, name: string) =>
  run.sandbox.app.contract.example(run.sandbox.app.contract.byId.get(operationId)!, name)!.value;
type Data<T> = { data: T };
const hex32 = () => crypto.randomUUID().replace(/-/g, '');

/** A periodic declaration of the first device due that is in no flow; committed when asked. */
async function declare(c: Client, extra: Record<string, string> = {}, commit = false) {
  const wait = (
    await c.form('/a/stone/appOnline/findWaitInspectEquList', { pageNo: 1, pageSize: 50, excludeInFlow: 'true' })
  ).json.data.list as Record<string, string>[];
  const device = wait[0]!;
  expect(device).toBeTruthy();
  const body = {
    inspectioncategory: '1',
    equclacode: device.equclacode,
    oidnos: device.oidno,
    contactName: '陈立群',
    contactPhone: '13805746677',
    attrefsysid: hex32(),
    inspAddress: '宁波市鄞州区测试路 5 号',
    ...extra,
  };
  return c.form('/a/stone/appOnline/save', body, commit ? { query: { isCommit: 'true' } } : {});
}

async function upload(
  c: Client,
  attrefsysid: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  type = 'application/pdf',
) {
  const fd = new FormData();
  fd.set('file', new Blob([bytes], { type }), name);
  fd.set('attrefsysid', attrefsysid);
  fd.set('attType', 'license');
  const res = await fetch(`${run.url}/a/stone/common/attachment/upload?__ajax=json&__sid=${c.sid}`, {
    method: 'POST',
    headers: { 'x-sandbox-tenant': c.tenant },
    body: fd,
  });
  return { status: res.status, json: await res.json() };
}

const listFiles = async (c: Client, attrefsysid: string) =>
  (await c.form('/a/stone/common/attachment/list', { attrefsysid })).json.data as {
    attsysid: string;
    fileName: string;
    fileSize: number;
  }[];

function tree(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tree(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describe('attachments', () => {
  test('an upload is listed under its reference id and downloads with the same bytes and name', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const ref = hex32();
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31 + 7) % 256);
    const up = await upload(c, ref, '营业执照 副本.pdf', bytes);
    expect(up.status).toBe(200);
    expect(up.json.success).toBe(true);
    const files = await listFiles(c, ref);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ fileName: '营业执照 副本.pdf', fileSize: bytes.length });
    expect(await listFiles(c, hex32())).toEqual([]);
    const down = await c.get(`/a/stone/common/attachment/download/${files[0]!.attsysid}`);
    expect(down.status).toBe(200);
    expect(Buffer.compare(down.bytes, Buffer.from(bytes))).toBe(0);
    const disposition = down.headers.get('content-disposition')!;
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe('营业执照 副本.pdf');
    // Another tenant does not see it.
    const other = client(run.url);
    await other.login('qiye01');
    expect(await listFiles(other, ref)).toEqual([]);
    expect((await other.get(`/a/stone/common/attachment/download/${files[0]!.attsysid}`)).status).toBe(404);
  });

  test('a name that climbs out of the folder is kept to its last segment and nothing is written outside', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const ref = hex32();
    const before = new Set(readdirSync(tmpdir()));
    for (const name of ['../../etc/passwd.txt', '..\\..\\windows\\win.ini.txt', '/tmp/evil.pdf']) {
      expect((await upload(c, ref, name, new TextEncoder().encode('root:x:0:0'), 'text/plain')).json.success).toBe(
        true,
      );
    }
    expect((await listFiles(c, ref)).map((f) => f.fileName)).toEqual(['passwd.txt', 'win.ini.txt', 'evil.pdf']);
    for (const escaped of [
      resolve(run.dir, '../../etc/passwd.txt'),
      resolve(run.dir, '../etc/passwd.txt'),
      '/tmp/evil.pdf',
      join(tmpdir(), 'passwd.txt'),
    ])
      expect(existsSync(escaped)).toBe(false);
    expect(tree(run.dir).filter((f) => /passwd|win\.ini|evil/.test(f))).toEqual([]);
    expect([...readdirSync(tmpdir())].filter((n) => !before.has(n) && /passwd|evil|win/.test(n))).toEqual([]);
  });

  test("a file over 10 MB gets the contract's fileTooLarge answer; a body over the limit a 413", async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const ref = hex32();
    const tooLarge = await upload(c, ref, 'scan.pdf', new Uint8Array(10 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(200);
    expect(tooLarge.json).toEqual(example('uploadAttachment', 'fileTooLarge'));
    const overBody = await upload(c, ref, 'scan.pdf', new Uint8Array(13 * 1024 * 1024));
    expect(overBody.status).toBe(413);
    expect(overBody.json.errorMsg).toMatch(/上限/);
    expect(await listFiles(c, ref)).toEqual([]);
    expect((await upload(c, ref, 'small.pdf', new Uint8Array(10))).json.success).toBe(true);
  });

  test('the phone page: the QR call yields a token that checks, uploads and lists; the desktop sees the file', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const ref = hex32();
    const qr = await c.get('/a/stone/common/attachment/qrcode', { attrefsysid: ref, attType: 'license' });
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect(qr.bytes.subarray(1, 4).toString()).toBe('PNG');
    const link = new URL(qr.headers.get('x-upload-url')!);
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('id')).toBe(ref);
    expect(link.searchParams.get('tenant')).toBe(c.tenant);
    // Behind a proxy (the web server, nginx) the link opens where the pages are served.
    const proxied = await c.get(
      '/a/stone/common/attachment/qrcode',
      { attrefsysid: ref },
      { 'x-forwarded-host': 'tzsb.example.cn', 'x-forwarded-proto': 'https' },
    );
    expect(new URL(proxied.headers.get('x-upload-url')!).origin).toBe('https://tzsb.example.cn');
    // A phone has no header and no cookie: the link's own query names the tenant.
    const phoneCheck = await fetch(
      `${run.url}${link.pathname.replace('/attachmentUploadMobile', '/api/mobileUpload/check')}${link.search}`,
    );
    expect(await phoneCheck.json()).toMatchObject({ data: { valid: true, attrefsysid: ref } });
    const phone = client(run.url, c.tenant);
    const check = await phone.get('/api/mobileUpload/check', { token, id: ref });
    expect(check.json.data).toMatchObject({ valid: true, attrefsysid: ref });
    expect((await phone.get('/api/mobileUpload/check', { token: `${token}x`, id: ref })).json).toEqual(
      example('checkMobileUploadToken', 'tokenExpired'),
    );
    const fd = new FormData();
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
    fd.set('file', new Blob([photo], { type: 'image/jpeg' }), '现场照片.jpg');
    const sent = await fetch(`${run.url}/api/mobileUpload/upload?${new URLSearchParams({ token, id: ref })}`, {
      method: 'POST',
      headers: { 'x-sandbox-tenant': c.tenant },
      body: fd,
    });
    expect(await sent.json()).toMatchObject({ isSuccess: true, data: { fileName: '现场照片.jpg', attrefsysid: ref } });
    expect(
      (await phone.get('/api/mobileUpload/list', { token, id: ref })).json.data.map(
        (f: { fileName: string }) => f.fileName,
      ),
    ).toEqual(['现场照片.jpg']);
    const desk = await listFiles(c, ref);
    expect(desk.map((f) => f.fileName)).toEqual(['现场照片.jpg']);
    expect(
      Buffer.compare(
        (await c.get(`/a/stone/common/attachment/download/${desk[0]!.attsysid}`)).bytes,
        Buffer.from(photo),
      ),
    ).toBe(0);
    // The token ends after 30 minutes of tenant time.
    await c.admin('POST', '/clock', { advance: 'PT31M' });
    expect((await phone.get('/api/mobileUpload/check', { token, id: ref })).json).toEqual(
      example('checkMobileUploadToken', 'tokenExpired'),
    );
  });
  test('the files a seeded record names are stored: listed under it and downloadable', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    // A returned stop application: its detail names two files; the page that edits it lists the store.
    const stop = '882c3ee8fc40f6d13bfe7e4899cc6004';
    const detail = (
      (await c.get(`/a/stone/pemEqmRlvBasic/detail/${stop}`)).json as Data<{
        attachments: { attsysid: string; fileName: string }[];
      }>
    ).data;
    expect(detail.attachments.map((a) => a.fileName)).toContain('2号客梯停用情况说明.docx');
    const listed = await listFiles(c, stop);
    expect(listed.map((f) => f.attsysid).sort()).toEqual(detail.attachments.map((a) => a.attsysid).sort());
    const down = await c.get(`/a/stone/common/attachment/download/${listed[0]!.attsysid}`);
    expect(down.status).toBe(200);
    // A registration change's files, as its own attachment call lists them.
    const change = await c.get('/a/stone/useManage/attachments', { id: 'ea44558b0cf7460f803ac3fc23525728' });
    expect((change.json as Data<{ fileName: string }[]>).data.map((f) => f.fileName)).toContain(
      '1号客梯曳引机及控制柜改造合同.pdf',
    );
  });
});

describe('money', () => {
  test('a slip writes its amount in capital numerals', () => {
    expect(amountInWords(532)).toBe('伍佰叁拾贰元整');
    expect(amountInWords(1200)).toBe('壹仟贰佰元整');
    expect(amountInWords(1005)).toBe('壹仟零伍元整');
    expect(amountInWords(10200)).toBe('壹万零贰佰元整');
    expect(amountInWords(100000)).toBe('壹拾万元整');
    expect(amountInWords(190.5)).toBe('壹佰玖拾元伍角整');
    expect(amountInWords(266.08)).toBe('贰佰陆拾陆元零捌分');
  });

  async function devices(c: Client) {
    const rows = (await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 50, useStatus: '1' })).json.data
      .list as Record<string, any>[];
    const elevator = rows.find((r) => r.equclacode === '3000')!;
    const other = rows.find((r) => r.equclacode !== '3000')!;
    expect(elevator && other).toBeTruthy();
    return { elevator, other };
  }

  test('the fee trial follows the chosen devices and the relief policy', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const { elevator, other } = await devices(c);
    const fee = async (body: Record<string, string>) => {
      const r = await c.form('/a/stone/appOnline/getChargeInspectionFee', { inspectioncategory: '1', ...body });
      expect(r.json.success).toBe(true);
      return r.json.data;
    };
    const one = await fee({ oidnos: elevator.oidno });
    expect(one.items).toHaveLength(1);
    expect(one.items[0].oidno).toBe(elevator.oidno);
    expect(one).toMatchObject({ relief: 0, reliefPolicyId: null });
    expect(one.total).toBe(one.amount);
    const two = await fee({ oidnos: `${elevator.oidno},${other.oidno}` });
    expect(two.items.map((i: { oidno: string }) => i.oidno)).toEqual([elevator.oidno, other.oidno]);
    expect(two.amount).toBe(two.items[0].amount + two.items[1].amount);
    expect(two.amount).toBeGreaterThan(one.amount);
    // 老旧住宅加装电梯: half the elevator's fee, nothing off the other device.
    const policy = (
      example('listChargeReliefPolicies', 'ok') as {
        data: { id: string; rate: number; applicableEquclacodes: string | null }[];
      }
    ).data.find((p) => p.applicableEquclacodes === '3000')!;
    const relieved = await fee({ oidnos: `${elevator.oidno},${other.oidno}`, reliefPolicyId: policy.id });
    expect(relieved.reliefPolicyId).toBe(policy.id);
    expect(relieved.items[0].relief).toBe((relieved.items[0].amount * policy.rate) / 100);
    expect(relieved.items[1].relief).toBe(0);
    expect(relieved.relief).toBe(relieved.items[0].relief);
    expect(relieved.total).toBe(relieved.amount - relieved.relief);
  });

  test('an accepted declaration is paid: toPay makes a 未支付 slip; paying it makes it 已支付 with an invoice', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const saved = await declare(
      c,
      // 公益性单位检验费减免 (20 %, every class).
      { reliefPolicyId: '5d8cd9817ef53e2356ff8f365b1f641b' },
      true,
    );
    expect(saved.json.errorMsg ?? null).toBeNull();
    expect(saved.json.success).toBe(true);
    const id: string = typeof saved.json.data === 'string' ? saved.json.data : saved.json.data.id;
    const opened = await c.get(`/a/stone/appOnline/detail/${id}`, { __ajax: 'json' });
    expect(opened.json).toMatchObject({ success: true });
    const apply = opened.json.data;
    expect(apply.status).toBe('1');
    expect(apply.reliefPolicyName).toBe('公益性单位检验费减免');
    expect(apply.fee ?? null).toBeNull();
    const toPay = () => c.form(`/a/stone/appOnline/toPay/${apply.onlinelsh}/2`);
    expect((await toPay()).json).toEqual(example('payOnlineApply', 'notAccepted'));
    expect((await c.admin('POST', `/applications/onlineApply/${id}/accept`)).status).toBe(200);
    // Accepted, the fee is settled with the relief chosen: what the slip asks for.
    const accepted = (await c.get(`/a/stone/appOnline/detail/${id}`, { __ajax: 'json' })).json.data;
    expect(accepted.fee).toMatchObject({ reliefPolicyName: '公益性单位检验费减免', reliefRate: 20 });
    expect(accepted.fee.relief).toBeGreaterThan(0);
    expect(accepted.total).toBe(accepted.fee.total);
    const order = await toPay();
    expect(order.json.success).toBe(true);
    const chargesysid: string = order.json.data.chargesysid;
    const slipAnswer = await c.get('/api/chamain/charge/detail', { chargesysid });
    const slip = slipAnswer.json.data;
    expect(slip).toMatchObject({ chargesysid, onlinelsh: apply.onlinelsh, payStatus: '0', payStatusName: '未支付' });
    expect(slip.total).toBe(order.json.data.amount);
    expect(slip.total).toBe(accepted.total);
    const note = await c.get('/api/chamain/paymentNote', { chargesysid });
    expect(note.json.errorMsg ?? null).toBeNull();
    expect(note.json.data).toMatchObject({
      chargesysid,
      total: slip.total,
      amountInWords: expect.stringMatching(/元/),
    });
    expect((await c.admin('GET', '/payments')).json.items.map((p: { chargesysid: string }) => p.chargesysid)).toContain(
      chargesysid,
    );
    const invoicesBefore = (
      await c.form('/api/chamain/invoice/list', { pageNo: 1, pageSize: 50, onlinelsh: apply.onlinelsh })
    ).json.data.count;
    expect(invoicesBefore).toBe(0);

    const paid = await c.admin('POST', `/payments/${encodeURIComponent(chargesysid)}/pay`);
    expect(paid.status).toBe(200);
    // The company is told, in its message centre, with the slip to open.
    const told = (await c.form('/a/stone/message/list', { pageNo: 1, pageSize: 100, readFlag: '0' })).json.data.list;
    expect(told.find((m: { bizId: string }) => m.bizId === chargesysid)).toMatchObject({
      msgType: 'payment',
      bizType: 'charge',
      bizNo: apply.onlinelsh,
    });
    expect((await c.admin('POST', `/payments/${encodeURIComponent(chargesysid)}/pay`)).status).toBe(409);
    expect((await c.get('/api/chamain/charge/detail', { chargesysid })).json.data).toMatchObject({
      payStatus: '1',
      payStatusName: '已支付',
    });
    const invoiceList = await c.form('/api/chamain/invoice/list', {
      pageNo: 1,
      pageSize: 50,
      onlinelsh: apply.onlinelsh,
    });
    expect(invoiceList.json.errorMsg ?? null).toBeNull();
    const invoices = invoiceList.json.data;
    expect(invoices.count).toBe(1);
    expect(invoices.list[0]).toMatchObject({ id: paid.json.invoiceId, amount: slip.total });
    expect((await c.get('/api/chamain/invoice/detail', { id: paid.json.invoiceId })).json.data.id).toBe(
      paid.json.invoiceId,
    );
    expect((await toPay()).json).toEqual(example('payOnlineApply', 'alreadyPaid'));

    // Cancelled while accepted (the contract allows it for 已提交 and 受理中): 已撤销, and the fee
    // paid goes back, on the application and on its slip.
    const cancelled = await c.form('/a/stone/appOnline/cancelApply', { id, reason: '设备已停用，暂不检验' });
    expect(cancelled.json.errorMsg ?? null).toBeNull();
    expect((await c.get(`/a/stone/appOnline/detail/${id}`, { __ajax: 'json' })).json.data).toMatchObject({
      status: '5',
      payStatus: '2',
      payStatusName: '已退款',
    });
    expect((await c.get('/api/chamain/charge/detail', { chargesysid })).json.data).toMatchObject({
      payStatus: '2',
      payStatusName: '已退款',
    });
  });

  test('an accepted declaration cancelled before its slip is paid: the slip is withdrawn', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const unpaid = async () => (await c.form('/a/stone/index/getTodoCounts', {})).json.data.unpaidSlips as number;
    const saved = await declare(c, {}, true);
    const id: string = typeof saved.json.data === 'string' ? saved.json.data : saved.json.data.id;
    expect((await c.admin('POST', `/applications/onlineApply/${id}/accept`)).status).toBe(200);
    const { onlinelsh } = (await c.get(`/a/stone/appOnline/detail/${id}`, { __ajax: 'json' })).json.data;
    const before = await unpaid();
    const order = await c.form(`/a/stone/appOnline/toPay/${onlinelsh}/2`);
    const chargesysid: string = order.json.data.chargesysid;
    expect(await unpaid()).toBe(before + 1);

    const cancelled = await c.form('/a/stone/appOnline/cancelApply', { id, reason: '设备已停用，暂不检验' });
    expect(cancelled.json.errorMsg ?? null).toBeNull();
    expect((await c.get(`/a/stone/appOnline/detail/${id}`, { __ajax: 'json' })).json.data).toMatchObject({
      status: '5',
      chargesysid: null,
      payStatus: '0',
    });
    // Nothing left to pay: not on the desk, not among the slips, not in the console's payments.
    expect(await unpaid()).toBe(before);
    const slips = (await c.form('/api/chamain/charge/list', { pageNo: 1, pageSize: 100 })).json.data.list;
    expect(slips.map((s: { chargesysid: string }) => s.chargesysid)).not.toContain(chargesysid);
    expect(
      (await c.admin('GET', '/payments')).json.items.map((p: { chargesysid: string }) => p.chargesysid),
    ).not.toContain(chargesysid);
    expect((await c.form(`/a/stone/appOnline/toPay/${onlinelsh}/2`)).json).toEqual(
      example('payOnlineApply', 'notAccepted'),
    );
  });

  test('a draft declaration is deleted, not cancelled', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const saved = await declare(c);
    const id: string = typeof saved.json.data === 'string' ? saved.json.data : saved.json.data.id;
    const refused = await c.form('/a/stone/appOnline/cancelApply', { id, reason: '填错了' });
    expect(refused.json.success).not.toBe(true);
    expect(refused.json.msg ?? refused.json.message ?? JSON.stringify(refused.json)).toMatch(/草稿/);
    expect((await c.get(`/a/stone/appOnline/detail/${id}`, { __ajax: 'json' })).json.data.status).toBe('0');
  });
});
