// A record made through a save answers its list within the contract: numbered with the kind's own
// prefix, its names filled from its codes, its items in the shape the list gives them. (A list
// checks every row it answers: one bad row breaks the whole page in the app.)
import { expect, test } from 'vitest';
import { client, type Client, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

type Node = Record<string, any>;

/** The first request example the contract gives the save at `path`. */
function requestExample(path: string): Node {
  const { contract } = run.sandbox.app;
  const body = contract.deref<Node>(contract.doc.paths[path].post.requestBody);
  const content = Object.values<Node>(body.content)[0]!;
  return structuredClone(contract.deref<Node>(Object.values<Node>(content.examples)[0]).value);
}

/** Saves `body` at `save` and returns the row of `list` with the id answered. */
async function savedRow(c: Client, save: string, list: string, body: Node): Promise<Node> {
  const saved = await c.form(save, body);
  expect(saved.status).toBe(200);
  expect(saved.json.success, JSON.stringify(saved.json)).toBe(true);
  const id = typeof saved.json.data === 'string' ? saved.json.data : saved.json.data.id;
  const listed = await c.form(list, { pageNo: 1, pageSize: 100 });
  // Strict: a row breaking the contract is a 500 naming it.
  expect(listed.status, JSON.stringify(listed.json).slice(0, 300)).toBe(200);
  const row = listed.json.data.list.find((r: Node) => r.id === id);
  expect(row).toBeDefined();
  return row;
}

test('new maintenance projects, price applications and construction notices carry their kind’s number', async () => {
  const c = client(run.url);
  await c.login('qiye01');
  const project = await savedRow(
    c,
    '/a/stone/epPemMaiprojApply/save',
    '/a/stone/epPemMaiprojApply/list',
    requestExample('/a/stone/epPemMaiprojApply/save'),
  );
  expect(project.applyNo).toMatch(/^XM\d{13}$/);

  const price = await savedRow(c, '/a/stone/epPemMaipricApply/save', '/a/stone/epPemMaipricApply/list', {
    ...requestExample('/a/stone/epPemMaipricApply/save'),
    projectApplyId: project.id,
    priceItems: JSON.stringify([{ oidno: 'OID3302120019870', unitPrice: 680.5, months: 12 }]),
    totalAmount: 8166,
  });
  expect(price.applyNo).toMatch(/^JG\d{13}$/);
  expect(price).toMatchObject({ projectName: project.projectName, eqpCount: 1 });
  expect(price.priceItems).toEqual([
    expect.objectContaining({ oidno: 'OID3302120019870', unitPrice: 680.5, months: 12, amount: 8166 }),
  ]);

  // A device of a seeded project, priced by its project's list of devices.
  const escalator = await savedRow(c, '/a/stone/epPemMaipricApply/save', '/a/stone/epPemMaipricApply/list', {
    ...requestExample('/a/stone/epPemMaipricApply/save'),
    projectApplyId: '4b79bd7dbecb18ecd80535c6499455a6',
    priceItems: JSON.stringify([{ oidno: 'OID3302120021103', unitPrice: 500, months: 6 }]),
    totalAmount: 3000,
  });
  expect(escalator).toMatchObject({ projectName: '商业裙楼自动扶梯维保项目', maintModeName: '全包' });
  expect(escalator.priceItems).toEqual([
    expect.objectContaining({ eqpCode: '331033020020210008', eqpName: '1号自动扶梯', amount: 3000 }),
  ]);

  // Without a device: the example's is in another application's flow in the seed.
  const { oidno: _inFlow, ...notice0 } = requestExample('/a/stone/constructionNotice/save');
  const notice = await savedRow(c, '/a/stone/constructionNotice/save', '/a/stone/constructionNotice/list', notice0);
  expect(notice.noticeNo).toMatch(/^SG\d{13}$/);
});

test('a registration change sent with its changes as JSON text opens with them as its list of changes', async () => {
  const c = client(run.url);
  await c.login('qiye01');
  // A device in no flow of the seed (the example's is in one).
  const body: Node = { ...requestExample('/a/stone/useRegistChange/save'), oidno: 'OID3302030004511' };
  const saved = await c.form('/a/stone/useRegistChange/save', body);
  expect(saved.json.success, JSON.stringify(saved.json)).toBe(true);
  const id = typeof saved.json.data === 'string' ? saved.json.data : saved.json.data.id;
  // Strict: a detail breaking the contract (the text kept as sent) is a 500 naming it.
  const detail = await c.get(`/a/stone/useRegistChange/detail/${id}`);
  expect(detail.status, JSON.stringify(detail.json).slice(0, 300)).toBe(200);
  expect(detail.json.data.changeItems).toEqual(JSON.parse(String(body.changeItems)));
});

test('a new safety person without a sex takes it from the citizen ID, and the post’s own name', async () => {
  const c = client(run.url);
  await c.login('qiye01');
  const body = { name: '孙丽萍', idCard: '330203198811150428', mobile: '13867412290' };
  const officer = await savedRow(c, '/a/epsafemgeperson/save', '/a/epsafemgeperson/list', { ...body, post: '1' });
  expect(officer).toMatchObject({ sex: '2', sexName: '女', post: '1', postName: '安全管理员' });
  const director = await savedRow(c, '/a/epsafemgeperson/save', '/a/epsafemgeperson/list', {
    ...body,
    name: '孙立军',
    idCard: '330203198811150410',
    post: '2',
  });
  expect(director).toMatchObject({ sex: '1', sexName: '男', postName: '安全总监' });
  // An edit moving the post renames it.
  const moved = await savedRow(c, '/a/epsafemgeperson/save', '/a/epsafemgeperson/list', {
    ...body,
    name: '孙立军',
    idCard: '330203198811150410',
    id: director.id,
    post: '3',
  });
  expect(moved).toMatchObject({ id: director.id, postName: '主要负责人' });
});

test("an operator's certificates go with the operator", async () => {
  const c = client(run.url);
  await c.login('qiye01');
  const certs = async () =>
    (await c.form('/a/stone/operator/qualification/list', { pageNo: 1, pageSize: 100 })).json.data.list as Node[];
  const holder = (await certs())[0]!.operatorId as string;
  expect((await certs()).filter((q) => q.operatorId === holder).length).toBeGreaterThan(0);
  const deleted = await c.form('/a/stone/operator/del', { id: holder });
  expect(deleted.json.success, JSON.stringify(deleted.json)).toBe(true);
  expect((await certs()).filter((q) => q.operatorId === holder)).toEqual([]);
});

test('a refusal names the record at hand, not the example’s', async () => {
  const c = client(run.url);
  await c.login('qiye01');
  const cert = (await c.form('/a/stone/operator/qualification/list', { pageNo: 1, pageSize: 100 })).json.data.list.find(
    (q: Node) => q.operatorName !== '孙伟',
  );
  const again = await c.form('/a/stone/operator/qualification/add', {
    ...requestExample('/a/stone/operator/qualification/add'),
    operatorId: cert.operatorId,
    workType: cert.workType,
  });
  expect(again.json.success).toBe(false);
  expect(again.json.errorMsg).toContain(`${cert.operatorName}已有作业项目“${cert.workType}`);
});
