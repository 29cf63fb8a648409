// Attachments: uploads from the desktop and from the phone page are stored in the tenant's
// database (never as files named by the client, so no name can leave the data folder), listed
// under their record's reference id and downloaded with the same bytes, type and name.
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Row, Store } from '../store.ts';
import { type Call, type Handler, refuse, stamp, str, success, exampleAnswer } from '../engine/core.ts';
import type { TenantLike } from '../engine/core.ts';

/** Largest single attachment (the upload's `fileTooLarge` answer beyond it). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const ALLOWED = /\.(pdf|jpe?g|png|gif|bmp|webp|heic|docx?|xlsx?|zip|rar|ofd|txt)$/i;
const TOKEN_MINUTES = 30;

export interface StoredFile {
  attsysid: string;
  attrefsysid: string;
  attType: string | null;
  fileName: string;
  fileSize: number;
  fileType: string;
  uploadTime: string;
  uploader: string;
}

const ext = (name: string) => (/\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** A client's file name reduced to its last segment, without control characters. */
export function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/^\.+/, '')
    .trim();
  return clean.slice(0, 200) || 'file';
}

export function saveFile(
  store: Store,
  f: {
    attrefsysid: string;
    attType: string | null;
    name: string;
    type: string;
    bytes: Buffer;
    uploader: string;
    now: Date;
  },
): StoredFile {
  const attsysid = randomBytes(16).toString('hex');
  const fileName = safeName(f.name);
  const meta: StoredFile = {
    attsysid,
    attrefsysid: f.attrefsysid,
    attType: f.attType,
    fileName,
    fileSize: f.bytes.length,
    fileType: ext(fileName) || 'bin',
    uploadTime: stamp(f.now),
    uploader: f.uploader,
  };
  store
    .stmt(
      'INSERT INTO files (attsysid, attrefsysid, name, type, size, bytes, meta, created, owner) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      attsysid,
      f.attrefsysid,
      fileName,
      f.type,
      f.bytes.length,
      f.bytes,
      JSON.stringify(meta),
      meta.uploadTime,
      store.scope ?? null,
    );
  return meta;
}

/** A file belongs to the company that uploaded it: a scoped store sees its owner's files only. */
const fileOwner = (store: Store): { sql: string; args: string[] } =>
  store.scope === undefined ? { sql: '', args: [] } : { sql: ' AND owner = ?', args: [store.scope] };

export function filesOf(store: Store, attrefsysid: string, attType?: string): StoredFile[] {
  const mine = fileOwner(store);
  const rows = store
    .stmt(`SELECT meta FROM files WHERE attrefsysid = ?${mine.sql} ORDER BY created, rowid`)
    .all(attrefsysid, ...mine.args) as { meta: string }[];
  return rows.map((r) => JSON.parse(r.meta) as StoredFile).filter((m) => !attType || m.attType === attType);
}

function checkUpload(call: Call) {
  const file = call.files[0];
  if (!file) refuse('businessRefused');
  if (file!.bytes.length > MAX_FILE_BYTES)
    refuse(call.contract.example(call.op, 'fileTooLarge') ? 'fileTooLarge' : 'businessRefused');
  if (!ALLOWED.test(file!.name) && call.contract.example(call.op, 'fileTypeRejected')) refuse('fileTypeRejected');
  return file!;
}

interface MobileToken {
  token: string;
  attrefsysid: string;
  attType: string | null;
  expires: number;
  recordTitle: string;
  unitName: string;
  uploader: string;
  /** The company whose record the phone adds files to (none: the whole tenant's). */
  owner?: string | null;
}

function tokenOf(tenant: TenantLike, token: string, id: string): MobileToken | null {
  const raw = tenant.store.meta(`mobileToken:${token}`);
  if (!raw) return null;
  const t = JSON.parse(raw) as MobileToken;
  if (t.attrefsysid !== id || t.expires < tenant.now().getTime()) return null;
  return t;
}

export const fileHandlers: Record<string, Handler> = {
  uploadAttachment(call) {
    const file = checkUpload(call);
    const attrefsysid = str(call.input.attrefsysid);
    if (!attrefsysid) refuse('businessRefused');
    const meta = saveFile(call.tenant.store, {
      attrefsysid,
      attType: str(call.input.attType) || null,
      name: file.name,
      type: file.type,
      bytes: file.bytes,
      uploader: call.user?.user?.name ?? '企业用户',
      now: call.tenant.now(),
    });
    return success(call, meta);
  },

  listAttachments(call) {
    return success(call, filesOf(call.tenant.store, str(call.input.attrefsysid), str(call.input.attType) || undefined));
  },

  listUseManageAttachments(call) {
    return success(call, filesOf(call.tenant.store, str(call.input.attrefsysid ?? call.input.id)));
  },

  deleteAttachment(call) {
    const mine = fileOwner(call.tenant.store);
    const changed = call.tenant.store
      .stmt(`DELETE FROM files WHERE attsysid = ?${mine.sql}`)
      .run(str(call.input.attsysid), ...mine.args).changes;
    if (!Number(changed)) refuse('resultFalse');
    return success(call, (call.contract.example(call.op, 'ok')?.value as Row)?.data ?? null);
  },

  downloadAttachment(call) {
    const mine = fileOwner(call.tenant.store);
    const row = call.tenant.store
      .stmt(`SELECT name, type, bytes FROM files WHERE attsysid = ?${mine.sql}`)
      .get(call.pathValues.attsysid!, ...mine.args) as { name: string; type: string; bytes: Uint8Array } | undefined;
    if (!row) return { ...exampleAnswer(call, 'notFound', 404), source: 'state' };
    // The contract declares the download as bytes; the stored type rides in the file name.
    return {
      status: 200,
      bytes: Buffer.from(row.bytes),
      type: 'application/octet-stream',
      filename: row.name,
      headers: { 'x-file-type': row.type },
    };
  },

  async getAttachmentUploadQrcode(call) {
    const attrefsysid = str(call.input.attrefsysid);
    const token = `mu_${randomBytes(16).toString('hex')}`;
    const record: MobileToken = {
      token,
      attrefsysid,
      attType: str(call.input.attType) || null,
      expires: call.tenant.now().getTime() + TOKEN_MINUTES * 60_000,
      recordTitle: str(call.input.title) || '业务附件',
      unitName: call.user?.unitId ? (call.tenant.store.get('unit', call.user.unitId)?.orgname ?? '') : '',
      uploader: call.user?.user?.name ?? '企业用户',
      owner: call.tenant.store.scope ?? null,
    };
    call.tenant.store.setMeta(`mobileToken:${token}`, JSON.stringify(record));
    const page = new URL('/attachmentUploadMobile', call.origin);
    page.searchParams.set('token', token);
    page.searchParams.set('id', attrefsysid);
    if (call.tenant.name !== 'demo') page.searchParams.set('tenant', call.tenant.name);
    const png = await QRCode.toBuffer(page.href, { type: 'png', width: 440, margin: 2 });
    return { status: 200, bytes: png, type: 'image/png', headers: { 'x-upload-url': page.href } };
  },

  checkMobileUploadToken(call) {
    const t = tokenOf(call.tenant, str(call.input.token), str(call.input.id));
    if (!t) return exampleAnswer(call, 'tokenExpired');
    return success(call, {
      valid: true,
      attrefsysid: t.attrefsysid,
      attType: t.attType,
      expireTime: stamp(new Date(t.expires)),
      recordTitle: t.recordTitle,
      unitName: t.unitName,
    });
  },

  uploadAttachmentFromMobile(call) {
    const t = tokenOf(call.tenant, str(call.input.token), str(call.input.id));
    if (!t) return exampleAnswer(call, 'tokenExpired');
    const file = checkUpload(call);
    return success(
      call,
      saveFile(phoneStore(call, t), {
        attrefsysid: t.attrefsysid,
        attType: t.attType,
        name: file.name,
        type: file.type,
        bytes: file.bytes,
        uploader: t.uploader,
        now: call.tenant.now(),
      }),
    );
  },

  listMobileUploadAttachments(call) {
    const t = tokenOf(call.tenant, str(call.input.token), str(call.input.id));
    if (!t) return exampleAnswer(call, 'tokenExpired');
    return success(call, filesOf(phoneStore(call, t), t.attrefsysid));
  },
};

/** The phone page has no session: it works as the company that showed the code. */
const phoneStore = (call: Call, t: MobileToken): Store => call.tenant.store.scoped(t.owner ?? undefined);

/** The contract's attachment examples as stored files (a small PDF or image stands for each). */
export function seedFiles(store: Store, rows: Row[]): void {
  for (const r of rows) {
    if (!r?.attsysid || !r.attrefsysid) continue;
    const bytes = Buffer.from(`示例附件：${r.fileName}`);
    const meta = { ...r };
    store
      .stmt(
        'INSERT OR IGNORE INTO files (attsysid, attrefsysid, name, type, size, bytes, meta, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        r.attsysid,
        r.attrefsysid,
        safeName(String(r.fileName)),
        'application/octet-stream',
        bytes.length,
        bytes,
        JSON.stringify(meta),
        String(r.uploadTime ?? ''),
      );
  }
}
